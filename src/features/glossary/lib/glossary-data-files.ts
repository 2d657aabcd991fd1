import { getGlossaryIndex, getGlossaryTerms } from '@/features/glossary/lib/glossary-data';
import { GLOSSARY_INDEX_URL, glossaryTermDataUrl } from '@/features/glossary/lib/glossary-data-urls';

export interface GlossaryDataFile {
  /** URL path, e.g. '/data/glossar/bonitaet.json'. */
  url: string;
  json: string;
}

/** The static JSON files the build emits and the dev server answers: one per term plus the index. */
export function getGlossaryDataFiles(): GlossaryDataFile[] {
  return [
    { url: GLOSSARY_INDEX_URL, json: JSON.stringify(getGlossaryIndex()) },
    ...getGlossaryTerms().map((term) => ({ url: glossaryTermDataUrl(term.slug), json: JSON.stringify(term) })),
  ];
}
