import { describe, expect, it } from 'vitest';
import type { GlossaryFaqsBySlug } from '@/content/glossary/faqs/faq-types';
import { immobilienFaqs } from '@/content/glossary/faqs/immobilien';
import { kreditFaqs } from '@/content/glossary/faqs/kredit';
import { zinsenFaqs } from '@/content/glossary/faqs/zinsen';
import { findGlossaryTerm, glossarySeeds } from '@/features/glossary/lib/glossary-data';
import { slugify } from '@/features/glossary/lib/slugify';
import { splitSentences, termMainText } from '@/features/glossary/lib/term-main-text';

const faqFiles: Record<string, GlossaryFaqsBySlug> = { kredit: kreditFaqs, zinsen: zinsenFaqs, immobilien: immobilienFaqs };

const seedsBySlug = new Map(
  glossarySeeds.flatMap(([category, terms]) => terms.map((seed) => [slugify(seed.term), { category, seed }] as const)),
);

/** Sentences compared without case, quotes and spacing, so a reworded copy is still caught. */
function sentences(text: string): string[] {
  return splitSentences(text)
    .map((sentence) => sentence.toLocaleLowerCase('de-DE').replace(/[„“"»«]/g, '').replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length >= 25);
}

const entries = Object.entries(faqFiles).flatMap(([file, faqs]) =>
  Object.entries(faqs).map(([slug, list]) => ({ file, slug, list })),
);

describe('term-specific glossary FAQs', () => {
  it.each(entries.map((entry) => [`${entry.file}/${entry.slug}`, entry] as const))('%s: belongs to an existing term of its file', (_, entry) => {
    expect(seedsBySlug.get(entry.slug)?.category).toBe(entry.file);
  });

  it.each(entries.map((entry) => [entry.slug, entry] as const))('%s: at least two real questions, each answered in its own words', (_, { slug, list }) => {
    expect(list.length).toBeGreaterThanOrEqual(2);
    const term = findGlossaryTerm(slug)!;
    const questions = new Set<string>();
    for (const [index, { q, a }] of list.entries()) {
      // The full rendered page: definitions, shared paragraphs, example and the other answers.
      const rest = termMainText({ ...term, faqs: term.faqs.filter((_, other) => other !== index) });
      const pageSentences = new Set(sentences(rest.join(' ')));
      expect(q.trim()).toMatch(/\?$/);
      expect(questions.has(q)).toBe(false);
      questions.add(q);
      expect(a.length).toBeGreaterThanOrEqual(120);
      expect(a.length).toBeLessThanOrEqual(900);
      for (const sentence of sentences(a)) expect(pageSentences.has(sentence), `${slug}: "${sentence}" repeats the page`).toBe(false);
    }
  });

  it('no answer sentence is shared between two terms', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const { slug, list } of entries) {
      for (const { a } of list) {
        for (const sentence of sentences(a)) {
          const owner = seen.get(sentence);
          if (owner && owner !== slug) shared.push(`${owner} / ${slug}: ${sentence}`);
          seen.set(sentence, slug);
        }
      }
    }
    expect(shared).toEqual([]);
  });
});
