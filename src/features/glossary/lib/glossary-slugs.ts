import { getGlossaryTerms } from '@/features/glossary/lib/glossary-data';

/** Every glossary slug, sorted; for the sitemap and the prerender. No React, no browser APIs. */
export function getGlossarySlugs(): string[] {
  return getGlossaryTerms().map((term) => term.slug);
}

/** ISO date of the most recent term review, e.g. for the glossary's sitemap lastmod. */
export const glossaryLastUpdated = getGlossaryTerms().reduce((latest, term) => (term.lastUpdated > latest ? term.lastUpdated : latest), '');
