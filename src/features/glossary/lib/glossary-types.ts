/** The glossary's types, inferred from the schemas that check its data files (parse-glossary-data.ts). */
import type * as v from 'valibot';
import type {
  glossaryFaqSchema,
  glossaryIndexEntrySchema,
  glossarySourceFactSchema,
  glossarySourceSchema,
  glossaryTermLinkSchema,
  glossaryTermSchema,
} from '@/features/glossary/lib/parse-glossary-data';

export type GlossarySource = v.InferOutput<typeof glossarySourceSchema>;

export type GlossarySourceFact = v.InferOutput<typeof glossarySourceFactSchema>;

export type GlossaryFaq = v.InferOutput<typeof glossaryFaqSchema>;

export type GlossaryTermLink = v.InferOutput<typeof glossaryTermLinkSchema>;

/** One glossary term as a page shows it. */
export type GlossaryTerm = v.InferOutput<typeof glossaryTermSchema>;

/** What the /glossar list needs of a term. */
export type GlossaryIndexEntry = v.InferOutput<typeof glossaryIndexEntrySchema>;

export const MAX_RELATED_TERMS = 5;
/** A term shows no FAQ section until it has hand-written questions, then at least 2 and at most 4. */
export const MIN_FAQS = 2;
export const MAX_FAQS = 4;
