import '@/styles.css';
import { MODULES_ATTRIBUTE, moduleUrls } from '@/app/page-modules-attribute';
import { reloadOnceForMissingChunk } from '@/app/reload-once';

/**
 * The client entry stays tiny: the prerendered HTML is complete, so the app's code is fetched
 * only after the first frame has been painted and never competes with the visible content.
 */
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
  import('@/app/start').then(
    ({ start }) => start().catch(report),
    // A cached page whose scripts were replaced by a deploy: its fresh HTML names the new ones.
    (error: unknown) => reloadOnceForMissingChunk() || report(error),
  );
});
