/** A follow-up question a reader of one glossary term actually has, with an answer written for that term. */
export interface GlossaryFaq {
  question: string;
  answer: string;
}

/** Term-specific questions keyed by glossary slug. Terms without an entry show no FAQ section. */
export type GlossaryFaqsBySlug = Readonly<Record<string, readonly GlossaryFaq[]>>;
