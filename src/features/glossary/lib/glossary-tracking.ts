import { pushDataLayerEvent } from '@/lib/consent';

type Push = typeof pushDataLayerEvent;

/** Sends glossary_view_de (consent-gated); analytics must never break the page, so errors are ignored. */
export function trackGlossaryView(slug: string, pagePath: string, push: Push = pushDataLayerEvent): void {
  try {
    push('statistics', { event: 'glossary_view_de', term_slug: slug, page_path: pagePath });
  } catch {
    // Deliberately ignored: a failing tag manager must not cost the reader the page.
  }
}
