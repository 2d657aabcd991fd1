import { useHydrated } from '@/components/deferred-hydration';

/**
 * The render-blocking classic script that fills the form in from the URL and hides the
 * prerendered results while the URL's inputs are pending (public/comparison-pending.js); rendered
 * after the form, which it looks up. It exists in the server HTML and survives hydration
 * unchanged; a client render (navigation, after hydration) leaves it out, since React would not run it anyway.
 */
export function ComparisonPendingScript() {
  return useHydrated() ? null : <script src="/comparison-pending.js" />;
}
