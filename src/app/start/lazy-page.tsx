import { lazy, type ComponentType } from 'react';
import { reloadOnceForMissingChunk } from '@/app/start/reload-once';
import { loadPage } from '@/app/page-modules';
import type { PageModule, RouteEntry } from '@/routes/route-types';

interface PageSlot {
  Component?: ComponentType;
  Lazy: ComponentType;
  load: () => Promise<PageModule>;
}

const slots = new Map<string, PageSlot>();

function slotFor(route: RouteEntry): PageSlot {
  let slot = slots.get(route.id);
  if (!slot) {
    const created: PageSlot = {
      load: async () => {
        let module: PageModule;
        try {
          module = await loadPage(route);
        } catch (error) {
          // React.lazy keeps a rejected import forever: start over next time, and first try
          // the fresh HTML of this URL, as after a deploy the old chunk is simply gone.
          slots.delete(route.id);
          if (typeof window !== 'undefined' && reloadOnceForMissingChunk()) return new Promise<never>(() => {});
          throw error;
        }
        return module;
      },
      // A client-side navigation renders the page once its later parts have loaded too: they
      // would otherwise appear after the page, moving what follows them.
      Lazy: lazy(async () => {
        const module = await created.load();
        try {
          await module.preloadParts?.();
        } catch (error) {
          if (reloadOnceForMissingChunk()) return new Promise<never>(() => {});
          throw error;
        }
        created.Component = module.default;
        return module;
      }),
    };
    slot = created;
    slots.set(route.id, slot);
  }
  return slot;
}

/** Loads a page's module ahead of rendering, so hydration never shows a loading fallback. */
export async function preloadPage(route: RouteEntry): Promise<PageModule> {
  const slot = slotFor(route);
  const module = await slot.load();
  slot.Component = module.default;
  return module;
}

/** The page component: synchronous once preloaded, lazy (suspending) otherwise. */
export function RoutePage({ route }: { route: RouteEntry }) {
  const slot = slotFor(route);
  const Page = slot.Component ?? slot.Lazy;
  return <Page />;
}
