import type { GlossaryCategory } from '@/content/glossary/glossary-seed-types';

export interface GlossarySource {
  title: string;
  url: string;
}

export interface GlossaryFaq {
  q: string;
  a: string;
}

export interface GlossaryTermLink {
  term: string;
  slug: string;
}

/** One glossary term as a page shows it. */
export interface GlossaryTerm {
  term: string;
  slug: string;
  category: GlossaryCategory;
  shortDefinition: string;
  longDefinition: string[];
  example: string;
  relatedTerms: GlossaryTermLink[];
  sources: GlossarySource[];
  /** ISO date, shown as 'Zuletzt aktualisiert'. */
  lastUpdated: string;
  faqs: GlossaryFaq[];
}

/** What the /glossar list needs of a term. */
export interface GlossaryIndexEntry {
  term: string;
  slug: string;
  shortDefinition: string;
}

export const MAX_RELATED_TERMS = 5;
/** A term shows no FAQ section until it has hand-written questions, then at least 2 and at most 4. */
export const MIN_FAQS = 2;
export const MAX_FAQS = 4;
