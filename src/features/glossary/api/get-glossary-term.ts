import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { glossaryKeys } from '@/features/glossary/api/glossary-keys';
import { glossaryTermDataUrl } from '@/features/glossary/lib/glossary-data-urls';
import type { GlossaryTerm } from '@/features/glossary/lib/glossary-types';
import { isWellFormedSlug } from '@/features/glossary/lib/slugify';

/**
 * One term, or null when the slug names no term. The prerender reads the generated data
 * directly (the SSR branch is removed from the client bundle); the browser fetches the term's
 * own JSON file, so a page never loads the other 600 terms.
 */
export async function getGlossaryTerm(slug: string): Promise<GlossaryTerm | null> {
  if (!isWellFormedSlug(slug)) return null;
  if (import.meta.env.SSR) {
    const { findGlossaryTerm } = await import('@/features/glossary/lib/glossary-data');
    return findGlossaryTerm(slug);
  }
  // The parser (and its schema library) loads with the first term fetched, not with the page.
  const [response, { parseGlossaryTerm }] = await Promise.all([fetch(glossaryTermDataUrl(slug)), import('@/features/glossary/lib/parse-glossary-data')]);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Glossarbegriff ${slug} konnte nicht geladen werden (${response.status})`);
  return parseGlossaryTerm(await response.json());
}

export function glossaryTermQuery(slug: string) {
  return queryOptions({
    queryKey: glossaryKeys.term(slug),
    queryFn: () => getGlossaryTerm(slug),
    staleTime: Infinity,
  });
}

export function useGlossaryTerm(slug: string) {
  return useSuspenseQuery(glossaryTermQuery(slug)).data;
}
