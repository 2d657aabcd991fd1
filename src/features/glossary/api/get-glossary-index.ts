import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { glossaryKeys } from '@/features/glossary/api/glossary-keys';
import { GLOSSARY_INDEX_URL } from '@/features/glossary/lib/glossary-data-urls';
import type { GlossaryIndexEntry } from '@/features/glossary/lib/glossary-types';

/** Term, slug and short definition of every term, sorted by slug (server: generated data; browser: JSON file). */
async function getGlossaryIndex(): Promise<GlossaryIndexEntry[]> {
  if (import.meta.env.SSR) {
    const data = await import('@/features/glossary/lib/glossary-data');
    return data.getGlossaryIndex();
  }
  // The parser (and its schema library) loads with the index, not with the page.
  const [response, { parseGlossaryIndex }] = await Promise.all([fetch(GLOSSARY_INDEX_URL), import('@/features/glossary/lib/parse-glossary-data')]);
  if (!response.ok) throw new Error(`Glossar konnte nicht geladen werden (${response.status})`);
  return parseGlossaryIndex(await response.json());
}

export function glossaryIndexQuery() {
  return queryOptions({
    queryKey: glossaryKeys.index(),
    queryFn: getGlossaryIndex,
    staleTime: Infinity,
  });
}

export function useGlossaryIndex() {
  return useSuspenseQuery(glossaryIndexQuery()).data;
}
