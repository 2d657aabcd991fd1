import type { GlossaryTerm } from '@/features/glossary/lib/glossary-types';

type MainTextInput = Pick<GlossaryTerm, 'term' | 'shortDefinition' | 'longDefinition' | 'example' | 'faqs'>;

/** The visible body text of a term page: short definition, long definition, example, FAQ answers. */
export function termMainText(term: MainTextInput): string[] {
  return [term.shortDefinition, ...term.longDefinition, term.example, ...term.faqs.map((faq) => faq.a)];
}

/** Abbreviations after which a full stop does not end a German sentence. */
const ABBREVIATIONS = new Set(['abs', 'nr', 'art', 'bzw', 'ca', 'ggf', 'inkl', 'max', 'mind', 'mio', 'mrd', 'rd', 's', 'sog', 'usw', 'vgl', 'z', 'b', 'd', 'h', 'u', 'a', 'buchst', 'doppelbuchst', 'alt', 'evtl', 'etc', 'zzgl', 'abzgl', 'bspw', 'st', 'dr', 'jh', 'v', 'f', 'ff', 'tsd']);

/** Sentences of a text; a full stop after an abbreviation or an ordinal number does not split. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.!?](?=\s+[„"A-ZÄÖÜ])/gu)) {
    const end = match.index + 1;
    const before = /([\p{L}\d]+)\.$/u.exec(text.slice(start, end))?.[1];
    if (match[0] === '.' && before && (ABBREVIATIONS.has(before.toLowerCase()) || /^\d+$/.test(before))) continue;
    sentences.push(text.slice(start, end).trim());
    start = end;
  }
  sentences.push(text.slice(start).trim());
  return sentences.filter((sentence) => sentence.length > 0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Comparable form of a sentence: the term's own name masked, quotes, case and spacing ignored. */
export function normalizeSentence(sentence: string, termName: string): string {
  return sentence
    .replace(new RegExp(escapeRegExp(termName), 'giu'), '⟨begriff⟩')
    .toLocaleLowerCase('de-DE')
    .replace(/[„“"»«]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function distinctByKey<T extends { key: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter(({ key }) => !seen.has(key) && Boolean(seen.add(key)));
}

export interface UniqueTextShare {
  slug: string;
  words: number;
  uniqueWords: number;
  share: number;
}

/**
 * Share of each page's main text (in words) that stands in sentences found on no other term
 * page. A sentence repeated within the same page is counted once, so copying the page's own text
 * into an FAQ answer adds nothing.
 */
export function uniqueTextShares(terms: readonly (MainTextInput & { slug: string })[]): UniqueTextShare[] {
  const pages = terms.map((term) => ({
    slug: term.slug,
    sentences: distinctByKey(
      termMainText(term)
        .flatMap(splitSentences)
        .map((sentence) => ({ sentence, key: normalizeSentence(sentence, term.term) })),
    ),
  }));
  const pagesPerSentence = new Map<string, number>();
  for (const page of pages) {
    for (const { key } of page.sentences) pagesPerSentence.set(key, (pagesPerSentence.get(key) ?? 0) + 1);
  }
  return pages.map(({ slug, sentences }) => {
    const words = sentences.reduce((sum, { sentence }) => sum + wordCount(sentence), 0);
    const uniqueWords = sentences
      .filter(({ key }) => pagesPerSentence.get(key) === 1)
      .reduce((sum, { sentence }) => sum + wordCount(sentence), 0);
    return { slug, words, uniqueWords, share: words === 0 ? 0 : uniqueWords / words };
  });
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
