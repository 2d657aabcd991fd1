import { describe, expect, it } from 'vitest';
import { glossaryFaqTemplates } from '@/content/glossary/glossary-faq-templates';
import type { GlossaryTermFacts } from '@/content/glossary/glossary-template-types';
import { buildFaqs, deriveFaqs, faqKindOf } from '@/features/glossary/lib/glossary-faqs';

const facts: GlossaryTermFacts = {
  term: 'Ratenkredit',
  slug: 'ratenkredit',
  category: 'kredit',
  shortDefinition: 'Ein Ratenkredit ist ein Kredit, den Sie in festen Monatsraten zurückzahlen.',
  details: 'Die Laufzeit liegt meist zwischen 12 und 120 Monaten.',
  example: '10.000 € über 60 Monate ergeben bei 5 % Sollzins eine Rate von 188,71 €.',
  relatedNames: ['Tilgung', 'Sollzins'],
};

describe('faqKindOf', () => {
  it.each([
    ['Ratenkredit', 'credit'],
    ['Annuitätendarlehen', 'credit'],
    ['Kreditkarte', 'credit'],
    ['Sollzins', 'interest'],
    ['Zinseszins', 'interest'],
    ['Kreditzinsen', 'interest'],
    ['Darlehenszins', 'interest'],
    ['Grundschuld', 'other'],
    ['Abgeltungsteuer', 'other'],
  ])('%s → %s', (term, kind) => {
    expect(faqKindOf(term)).toBe(kind);
  });
});

describe('buildFaqs', () => {
  it('gives credit terms 4 FAQs ending with where to get independent help', () => {
    const faqs = buildFaqs(facts, glossaryFaqTemplates.credit, facts.details);
    expect(faqs).toHaveLength(4);
    expect(faqs[0]).toEqual({ q: 'Was bedeutet „Ratenkredit“?', a: facts.shortDefinition });
    expect(faqs[3]!.a).toContain('Schuldnerberatung');
  });

  it('gives interest terms 4 FAQs including which rate counts in a comparison', () => {
    const faqs = buildFaqs({ ...facts, term: 'Sollzins' }, glossaryFaqTemplates.interest, facts.details);
    expect(faqs).toHaveLength(4);
    expect(faqs.map((faq) => faq.q)).toContain('Welcher Zinssatz zählt beim Vergleich von Angeboten?');
  });

  it('gives other terms 4 FAQs with the related terms, or 3 when there are none', () => {
    expect(buildFaqs(facts, glossaryFaqTemplates.other, facts.details)).toHaveLength(4);
    const withoutRelated = buildFaqs({ ...facts, relatedNames: [] }, glossaryFaqTemplates.other, facts.details);
    expect(withoutRelated).toHaveLength(3);
    expect(buildFaqs(facts, glossaryFaqTemplates.other, facts.details)[3]!.a).toBe(
      'Eng verwandt mit „Ratenkredit“ sind „Tilgung“ und „Sollzins“. Alle werden in unserem Finanzglossar erklärt.',
    );
  });

  it('derives up to 3 FAQs from short definition, first paragraph and example when no template answers', () => {
    const faqs = buildFaqs(facts, [], 'Erster Absatz.');
    expect(faqs.map((faq) => faq.a)).toEqual([facts.shortDefinition, 'Erster Absatz.', facts.example]);
  });

  it('skips derived questions whose source text is missing', () => {
    expect(deriveFaqs({ ...facts, example: ' ' }, undefined)).toEqual([
      { q: 'Was bedeutet „Ratenkredit“?', a: facts.shortDefinition },
    ]);
  });

  it('never returns more than 4 FAQs', () => {
    const many = [...glossaryFaqTemplates.credit, ...glossaryFaqTemplates.interest];
    expect(buildFaqs(facts, many, facts.details)).toHaveLength(4);
  });
});
