import { startTransition } from 'react';
import { deferHydration } from '@/components/deferred-hydration';
import { nextTask } from '@/lib/next-task';
import { matchRoute } from '@/app/match-route';

const SERVER_HEAD_SELECTOR =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';

/**
 * Hydrates the prerendered page (or renders when the markup was made for another route).
 * React DOM, the app shell and the page chunk are evaluated in separate tasks, and hydration
 * runs as a transition, so starting the app never blocks the main thread for long.
 */
export async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root fehlt im Dokument');
  const { route } = matchRoute(window.location.pathname);

  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { createClientApp, preloadPage, warmUp } = await import('@/app/start/client-root');
  await nextTask();
  await preloadPage(route);
  await nextTask();
  // Building the first Intl formatter takes several milliseconds; done here, in a task of
  // its own, it does not lengthen a render.
  warmUp();
  await nextTask();
  const app = createClientApp();

  // A static host may answer an unknown URL with 404.html; hydrate only markup made for this route.
  if (container.firstElementChild && container.dataset.routeId === route.id) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the main thread in one long task; the prerendered page is readable meanwhile.
    deferHydration();
    // From here React hears every event: the forms' scripts stop marking changes made before it
    // (public/comparison-pending.js, taken over by src/lib/use-url-inputs.ts).
    document.documentElement.dataset.appListening = '';
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  document.head.querySelectorAll(SERVER_HEAD_SELECTOR).forEach((element) => element.remove());
  createRoot(container).render(app);
}
