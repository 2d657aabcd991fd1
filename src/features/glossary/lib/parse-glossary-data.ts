import * as v from 'valibot';
import { glossaryCategories } from '@/content/glossary/glossary-seed-types';
import { requiredEntry } from '@/lib/schema';

/** An entry checked with its own schema; a failure names the part of the data (the error says which). */
const part = <const TSchema extends v.GenericSchema>(schema: TSchema, name: string) => v.message(requiredEntry(schema), name);

/** A dated fact whose value the page takes from a source: ISO dates it applies from and until (null: no end known). */
export const glossarySourceFactSchema = v.object({ label: v.string(), validFrom: v.string(), validUntil: v.nullable(v.string()) });
export const glossarySourceSchema = v.object({
  title: v.string(),
  url: v.optional(v.string()),
  /** Only on sources of dated facts (attached at build time), so a page can say how long its values apply. */
  facts: v.optional(v.array(glossarySourceFactSchema)),
});
export const glossaryFaqSchema = v.object({ q: v.string(), a: v.string() });
export const glossaryTermLinkSchema = v.object({ term: v.string(), slug: v.string() });

/** One glossary term as a page shows it; its entries are checked in this order. */
export const glossaryTermSchema = v.object(
  {
    term: part(v.string(), 'Begriff'),
    slug: part(v.string(), 'Begriff'),
    shortDefinition: part(v.string(), 'Begriff'),
    example: part(v.string(), 'Begriff'),
    /** ISO date, shown as 'Zuletzt aktualisiert'. */
    lastUpdated: part(v.string(), 'Begriff'),
    category: part(v.picklist(glossaryCategories), 'Kategorie'),
    longDefinition: part(v.array(v.string()), 'Erklärung'),
    relatedTerms: part(v.array(glossaryTermLinkSchema), 'verwandte Begriffe'),
    sources: part(v.array(glossarySourceSchema), 'Quellen'),
    faqs: part(v.array(glossaryFaqSchema), 'FAQ'),
  },
  'Begriff',
);

/** What the /glossar list needs of a term. */
export const glossaryIndexEntrySchema = v.object({ term: v.string(), slug: v.string(), shortDefinition: v.string() });

const glossaryIndexSchema = v.message(v.array(glossaryIndexEntrySchema), 'Index');

function parseOrFail<const TSchema extends v.GenericSchema>(schema: TSchema, value: unknown): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, value, { abortEarly: true });
  if (!parsed.success) throw new Error(`Ungültige Glossardaten: ${parsed.issues[0].message}`);
  return parsed.output;
}

/** Checks a term file fetched from the server before the page renders it. */
export function parseGlossaryTerm(value: unknown) {
  return parseOrFail(glossaryTermSchema, value);
}

export function parseGlossaryIndex(value: unknown) {
  return parseOrFail(glossaryIndexSchema, value);
}
