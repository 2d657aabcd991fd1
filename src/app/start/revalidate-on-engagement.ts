import type { QueryClient } from '@tanstack/react-query';
import { stopDeferring } from '@/components/deferred-hydration';

const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The data a page was prerendered with is what the visitor reads first; refreshing it while the
 * page loads would only cost the main thread and, when the backend misbehaves, bring errors and
 * shifting content into the first seconds. So prerendered queries do not refetch when they mount.
 * Stale ones refresh once the visitor engages with the page (first tap, key or focus) or comes
 * back to the tab; after that every query behaves as usual (client navigation refetches stale data).
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
    waiting.clear();
    // Hydrate what still waits first, so fresh data never meets prerendered HTML React has not claimed.
    stopDeferring();
    void queryClient.refetchQueries({ type: 'active', stale: true });
  };
  const onVisible = () => {
    if (doc.visibilityState === 'visible') engage();
  };
  for (const type of ENGAGEMENT_EVENTS) doc.addEventListener(type, engage, { capture: true, passive: true });
  doc.addEventListener('visibilitychange', onVisible);
}
