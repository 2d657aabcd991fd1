/**
 * The client entry (index.html's only script) and the way into the client start-up.
 *
 * Every page is prerendered complete, so the start is staged to keep the main thread free:
 * 1. This entry stays tiny. After the first paint it adds modulepreload links for the page's
 *    chunks (listed by the prerender in `#root[data-modules]`, page-modules-attribute.ts) and
 *    imports start.tsx.
 * 2. start.tsx evaluates React DOM, the app shell (client-root.tsx) and the page chunk
 *    (lazy-page.tsx) in separate tasks, then hydrates inside a transition.
 * 3. Parts of pages wrapped in DeferredHydration (src/components/deferred-hydration.tsx)
 *    hydrate afterwards, one per task; `<html data-hydrated>` says when all is done.
 * 4. Prerendered data refreshes on the visitor's first engagement (revalidate-on-engagement.ts);
 *    a chunk missing after a deploy reloads the page once (reload-once.ts).
 */

import '@/styles.css';
import { MODULES_ATTRIBUTE, moduleUrls } from '@/app/start/page-modules-attribute';
import { reloadOnceForMissingChunk } from '@/app/start/reload-once';

/** Runs after the first frame has been painted, so the app's code never competes with the visible content. */
function afterFirstPaint(run: () => void) {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const go = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(run, 0);
  };
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // The paint entry is reported once the frame is on screen, not when it is merely drawn.
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) go();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A tab opened in the background paints nothing until shown; start anyway.
    setTimeout(go, 3000);
  } else {
    // A timer queued inside a frame callback runs once that frame has been painted.
    requestAnimationFrame(() => setTimeout(go, 0));
  }
}

afterFirstPaint(() => {
  const root = document.getElementById('root');
  for (const href of moduleUrls(root?.getAttribute(MODULES_ATTRIBUTE))) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // Without the app the prerendered page still works (links, content); say why it stayed static.
  const report = (error: unknown) => console.error('Die Anwendung konnte nicht gestartet werden:', error);
  import('@/app/start/start').then(
    ({ start }) => start().catch(report),
    // A cached page whose scripts were replaced by a deploy: its fresh HTML names the new ones.
    (error: unknown) => reloadOnceForMissingChunk() || report(error),
  );
});
