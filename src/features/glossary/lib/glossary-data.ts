import { fact } from '@/content/facts/facts';
import { immobilienFaqs } from '@/content/glossary/faqs/immobilien';
import { kreditFaqs } from '@/content/glossary/faqs/kredit';
import { zinsenFaqs } from '@/content/glossary/faqs/zinsen';
import { glossaryParagraphs } from '@/content/glossary/glossary-paragraphs';
import { GLOSSARY_FIRST_PUBLISHED, glossaryReviews } from '@/content/glossary/glossary-review-dates';
import { glossaryTermSources } from '@/content/glossary/glossary-term-sources';
import { immobilienTerms } from '@/content/glossary/terms/immobilien';
import { investmentTerms } from '@/content/glossary/terms/investment';
import { kreditTerms } from '@/content/glossary/terms/kredit';
import { renteTerms } from '@/content/glossary/terms/rente';
import { steuernTerms } from '@/content/glossary/terms/steuern';
import { wirtschaftTerms } from '@/content/glossary/terms/wirtschaft';
import { zinsenTerms } from '@/content/glossary/terms/zinsen';
import { buildGlossary, type GlossaryContent, type GlossarySeeds } from '@/features/glossary/lib/build-glossary';
import type { GlossaryIndexEntry, GlossaryTerm } from '@/features/glossary/lib/glossary-types';

/**
 * The complete glossary. Server and build only: the client bundle never imports
 * this module (pages read per-term JSON files instead), so no page's JavaScript carries the terms.
 */
export const glossarySeeds: GlossarySeeds = [
  ['kredit', kreditTerms],
  ['zinsen', zinsenTerms],
  ['immobilien', immobilienTerms],
  ['investment', investmentTerms],
  ['rente', renteTerms],
  ['wirtschaft', wirtschaftTerms],
  ['steuern', steuernTerms],
];

export const glossaryContent: GlossaryContent = {
  paragraphs: glossaryParagraphs,
  faqs: { ...kreditFaqs, ...zinsenFaqs, ...immobilienFaqs },
  sources: glossaryTermSources,
  factSource: (id) => {
    const { label, source, validFrom, validUntil } = fact(id);
    return { title: `${label}: ${source.title}`, url: source.url, fact: { label, validFrom, validUntil } };
  },
  firstPublished: GLOSSARY_FIRST_PUBLISHED,
  reviews: glossaryReviews,
};

let cache: { terms: GlossaryTerm[]; bySlug: Map<string, GlossaryTerm> } | undefined;

function load() {
  if (!cache) {
    const terms = buildGlossary(glossarySeeds, glossaryContent);
    cache = { terms, bySlug: new Map(terms.map((term) => [term.slug, term])) };
  }
  return cache;
}

export function getGlossaryTerms(): readonly GlossaryTerm[] {
  return load().terms;
}

export function findGlossaryTerm(slug: string): GlossaryTerm | null {
  return load().bySlug.get(slug) ?? null;
}

export function getGlossaryIndex(): GlossaryIndexEntry[] {
  return load().terms.map(({ term, slug, shortDefinition }) => ({ term, slug, shortDefinition }));
}
