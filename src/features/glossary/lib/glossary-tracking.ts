import type { ConsentCategory } from '@/lib/consent';

type Push = (category: ConsentCategory, event: Record<string, unknown>) => unknown;

/** The consent check, with the parser of the stored choice, loads with the first event rather than with the page. */
const pushWithConsent: Push = (category, event) =>
  import('@/lib/consent').then(({ pushDataLayerEvent }) => pushDataLayerEvent(category, event)).catch(() => false);

/** Sends glossary_view_de (consent-gated); analytics must never break the page, so errors are ignored. */
export function trackGlossaryView(slug: string, pagePath: string, push: Push = pushWithConsent): void {
  try {
    push('statistics', { event: 'glossary_view_de', term_slug: slug, page_path: pagePath });
  } catch {
    // A blocked or failing dataLayer must not break the page.
  }
}
