import { glossaryCategories, type GlossaryCategory } from '@/content/glossary/glossary-seed-types';
import type { GlossaryIndexEntry, GlossaryTerm } from '@/features/glossary/lib/glossary-types';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const hasStrings = (value: unknown, keys: readonly string[]): value is Json =>
  isObject(value) && keys.every((key) => isString(value[key]));
const isListOf = (value: unknown, keys: readonly string[]) =>
  Array.isArray(value) && value.every((item) => hasStrings(item, keys));

function fail(what: string): never {
  throw new Error(`Ungültige Glossardaten: ${what}`);
}

/** Checks a term file fetched from the server before the page renders it. */
export function parseGlossaryTerm(value: unknown): GlossaryTerm {
  if (!hasStrings(value, ['term', 'slug', 'shortDefinition', 'example', 'lastUpdated'])) fail('Begriff');
  if (!glossaryCategories.includes(value.category as GlossaryCategory)) fail('Kategorie');
  if (!isStringList(value.longDefinition)) fail('Erklärung');
  if (!isListOf(value.relatedTerms, ['term', 'slug'])) fail('verwandte Begriffe');
  if (!isListOf(value.sources, ['title', 'url'])) fail('Quellen');
  if (!isListOf(value.faqs, ['q', 'a'])) fail('FAQ');
  return value as unknown as GlossaryTerm;
}

export function parseGlossaryIndex(value: unknown): GlossaryIndexEntry[] {
  if (!isListOf(value, ['term', 'slug', 'shortDefinition'])) fail('Index');
  return value as unknown as GlossaryIndexEntry[];
}
