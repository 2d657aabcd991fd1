import type { QueryClient } from '@tanstack/react-query';
import { stopDeferring } from '@/components/deferred-hydration';
import { afterNextPaint } from '@/lib/next-task';

const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The data a page was prerendered with is what the visitor reads first; refreshing it while the
 * page loads would only cost the main thread and, when the backend misbehaves, bring errors and
 * shifting content into the first seconds. So prerendered queries do not refetch when they mount.
 * Stale ones refresh once the visitor engages with the page (first tap, key or focus) or comes
 * back to the tab, right after the frame that answers that first tap; after that every query
 * behaves as usual (client navigation refetches stale data).
 */
export function revalidateOnEngagement(queryClient: QueryClient, prerenderedHashes: readonly string[], doc: Document = document) {
  const waiting = new Set(prerenderedHashes);
  if (waiting.size === 0) return;
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, refetchOnMount: (query) => !waiting.has(query.queryHash) },
  });

  const engage = () => {
    for (const type of ENGAGEMENT_EVENTS) doc.removeEventListener(type, engage, { capture: true });
    doc.removeEventListener('visibilitychange', onVisible);
    // Hydrate what still waits first, so fresh data never meets prerendered HTML React has not claimed.
    stopDeferring();
    // The refresh once the frame answering this tap or key is on screen: starting the requests
    // within the event delayed that frame (by 20–50 ms at 4x CPU slowdown on the home page). A
    // request for the same data that is already under way is joined, not started again.
    afterNextPaint(() => {
      waiting.clear();
      void queryClient.refetchQueries({ type: 'active', stale: true }, { cancelRefetch: false });
    });
  };
  const onVisible = () => {
    if (doc.visibilityState === 'visible') engage();
  };
  for (const type of ENGAGEMENT_EVENTS) doc.addEventListener(type, engage, { capture: true, passive: true });
  doc.addEventListener('visibilitychange', onVisible);
}
