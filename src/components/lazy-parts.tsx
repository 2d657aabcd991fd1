import { use, type ComponentType } from 'react';

/**
 * Parts of a page whose code loads apart from the page: below the first screen, inside a
 * DeferredHydration boundary. While the page hydrates, a part keeps its prerendered HTML until
 * both its turn and its code have come; on a client-side navigation the page's loader awaits
 * `preload` first (src/app/start/lazy-page.tsx), so the parts render with the page, without a
 * fallback in between.
 */
export function lazyParts<Name extends string>(load: () => Promise<Record<Name, ComponentType>>) {
  type Parts = Record<Name, ComponentType>;
  let loaded: Parts | undefined;
  let pending: Promise<Parts> | undefined;
  const preload = (): Promise<Parts> =>
    (pending ??= load().then(
      (parts) => (loaded = parts),
      (error: unknown) => {
        // A failed import is tried again by the next caller, not remembered.
        pending = undefined;
        throw error;
      },
    ));
  /**
   * What a part waits for. If the code cannot load (a deploy removed the chunk, the network is
   * gone), the part keeps waiting: while hydrating, its prerendered HTML then simply stays.
   */
  let rendering: Promise<Parts> | undefined;
  const forRender = () => (rendering ??= preload().catch(() => new Promise<never>(() => {})));

  function part(name: Name): ComponentType {
    function Part() {
      const parts: Parts = loaded ?? use(forRender());
      const Component: ComponentType = parts[name];
      return <Component />;
    }
    Part.displayName = `LazyPart(${name})`;
    return Part;
  }

  return { preload, part };
}
