import { GLOSSARY_LAST_UPDATED } from '@/content/glossary/glossary-meta';
import { getGlossaryTerms } from '@/features/glossary/lib/glossary-data';

/** Every glossary slug, sorted; for the sitemap and the prerender. No React, no browser APIs. */
export function getGlossarySlugs(): string[] {
  return getGlossaryTerms().map((term) => term.slug);
}

/** ISO date of the glossary's last review, e.g. for sitemap lastmod. */
export const glossaryLastUpdated = GLOSSARY_LAST_UPDATED;
