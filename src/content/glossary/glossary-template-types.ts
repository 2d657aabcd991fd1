import type { GlossaryCategory } from '@/content/glossary/glossary-seed-types';

/** What a template may use of a term: its own hand-written facts, never another term's. */
export interface GlossaryTermFacts {
  term: string;
  slug: string;
  category: GlossaryCategory;
  shortDefinition: string;
  details: string;
  example: string;
  /** Names of related terms that exist in the glossary, in seed order. */
  relatedNames: readonly string[];
}

export type ParagraphTemplate = (facts: GlossaryTermFacts) => string;

export interface FaqTemplate {
  q: (facts: GlossaryTermFacts) => string;
  /** Returns null when the term has nothing true to say for this question. */
  a: (facts: GlossaryTermFacts) => string | null;
}

export interface GlossarySourceLink {
  title: string;
  url: string;
}
