import type { FactId } from '@/content/facts/facts';

export const glossaryCategories = [
  'kredit',
  'zinsen',
  'immobilien',
  'investment',
  'rente',
  'wirtschaft',
  'steuern',
] as const;

export type GlossaryCategory = (typeof glossaryCategories)[number];

/** Hand-written facts for one glossary term; pages derive their text from these. */
export interface GlossarySeedTerm {
  /** The German term as a reader looks it up, e.g. 'Annuitätendarlehen'. */
  term: string;
  /** One sentence written for this term, at least 40 characters, ending with a full stop. */
  shortDefinition: string;
  /** Two or three further sentences with facts true for this term. */
  details: string;
  /** A concrete example with figures in German notation. */
  example: string;
  /** Up to five closely related terms, spelled exactly as their `term`. */
  related: string[];
  /** The dated facts whose values the text shows; their sources are listed under 'Quellen'. */
  facts?: readonly FactId[];
}
