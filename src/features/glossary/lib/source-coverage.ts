import type { GlossarySource } from '@/features/glossary/lib/glossary-types';

/** A site's start page, also in a language (https://www.bafin.de/, https://www.zoll.de/DE/): names no page. */
export function isBareHomepage(url: string): boolean {
  const { pathname, search } = new URL(url);
  return search === '' && /^\/([a-z]{2}(-[a-z]{2})?\/?|index\.html?)?$/i.test(pathname);
}

/** A deep link to an official page, or a calculation note for a pure arithmetic term. */
export function isSpecificSource(source: GlossarySource): boolean {
  return source.url === undefined ? source.title.startsWith('Rechenregel: ') : !isBareHomepage(source.url);
}

export interface SourceCoverage {
  terms: number;
  withSpecificSource: number;
  bareHomepages: number;
  /** Slugs of the terms without a specific source. */
  missing: string[];
}

/** How many term pages cite at least one specific source, and how many sources are bare homepages. */
export function sourceCoverage(terms: readonly { slug: string; sources: readonly GlossarySource[] }[]): SourceCoverage {
  const missing = terms.filter((term) => !term.sources.some(isSpecificSource)).map((term) => term.slug);
  const bareHomepages = terms.flatMap((term) => term.sources).filter((source) => source.url !== undefined && isBareHomepage(source.url)).length;
  return { terms: terms.length, withSpecificSource: terms.length - missing.length, bareHomepages, missing };
}
