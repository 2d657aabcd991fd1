/** A follow-up question a reader of one glossary term actually has, answered for that term: `q` question, `a` answer. */
interface GlossaryFaqEntry {
  q: string;
  a: string;
}

/** Term-specific questions keyed by glossary slug. Terms without an entry show no FAQ section. */
export type GlossaryFaqsBySlug = Readonly<Record<string, readonly GlossaryFaqEntry[]>>;
