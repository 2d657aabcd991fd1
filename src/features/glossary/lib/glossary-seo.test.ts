import { describe, expect, it } from 'vitest';
import { findGlossaryTerm, getGlossaryIndex, getGlossaryTerms } from '@/features/glossary/lib/glossary-data';
import { glossaryIndexJsonLd, termDescription, termJsonLd, termTitle } from '@/features/glossary/lib/glossary-seo';

describe('term head', () => {
  it('keeps every title at most 65 characters and unique', () => {
    const titles = getGlossaryTerms().map((term) => termTitle(term.term));
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title.length, title).toBeLessThanOrEqual(65);
    expect(termTitle('Bonität')).toBe('Bonität: Definition & Erklärung | KreditSmart');
  });

  it('uses the short definition as description, cut at a word boundary after 160 characters', () => {
    expect(termDescription('Kurz und gut.')).toBe('Kurz und gut.');
    const long = `${'Wort '.repeat(40)}Ende.`;
    const cut = termDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/Wort…$/);
  });
});

describe('structured data', () => {
  it('describes a term as DefinedTerm in the glossary set, Article and a German BreadcrumbList', () => {
    const term = findGlossaryTerm('bonitaet')!;
    const [definedTerm, article, breadcrumbs] = termJsonLd(term);
    expect(definedTerm).toMatchObject({
      '@type': 'DefinedTerm',
      name: 'Bonität',
      inDefinedTermSet: { '@type': 'DefinedTermSet', url: expect.stringMatching(/\/glossar$/) },
    });
    expect(article).toMatchObject({ '@type': 'Article', datePublished: '2025-10-19', dateModified: term.lastUpdated });
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Startseite', 'Glossar', 'Bonität']);
    expect(breadcrumbs.itemListElement[0]!.item).toMatch(/\/$/);
  });

  it('adds FAQPage only for a term with hand-written questions, with exactly those questions', () => {
    const term = findGlossaryTerm('bonitaet')!;
    const faqs = [
      { q: 'Wie verbessere ich meine Bonität?', a: 'Indem Sie Rechnungen pünktlich zahlen.' },
      { q: 'Wer sieht meine Bonität?', a: 'Nur wer ein berechtigtes Interesse hat.' },
    ];
    expect(termJsonLd({ ...term, faqs: [] }).map((block) => block['@type'])).toEqual(['DefinedTerm', 'Article', 'BreadcrumbList']);
    const blocks = termJsonLd({ ...term, faqs });
    expect(blocks.map((block) => block['@type'])).toEqual(['DefinedTerm', 'Article', 'BreadcrumbList', 'FAQPage']);
    expect(blocks[3]).toMatchObject({ mainEntity: faqs.map((faq) => ({ name: faq.q, acceptedAnswer: { text: faq.a } })) });
  });

  it('lists every term in the DefinedTermSet of /glossar', () => {
    const set = glossaryIndexJsonLd(getGlossaryIndex());
    expect(set['@type']).toBe('DefinedTermSet');
    expect(set.hasDefinedTerm).toHaveLength(getGlossaryIndex().length);
    expect(set['@id']).toBe(termJsonLd(findGlossaryTerm('bonitaet')!)[0]!.inDefinedTermSet['@id']);
  });
});
