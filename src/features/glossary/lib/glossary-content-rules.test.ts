import { describe, expect, it } from 'vitest';
import { glossaryCtaExceptions } from '@/content/glossary/glossary-cta-exceptions';
import { glossaryParagraphs } from '@/content/glossary/glossary-paragraphs';
import { GLOSSARY_FIRST_PUBLISHED, glossaryReviews } from '@/content/glossary/glossary-review-dates';
import { glossaryTermSources } from '@/content/glossary/glossary-term-sources';
import { findGlossaryTerm, getGlossaryTerms } from '@/features/glossary/lib/glossary-data';
import { median, uniqueTextShares } from '@/features/glossary/lib/term-main-text';

const terms = getGlossaryTerms();
const shares = uniqueTextShares(terms);

describe('each glossary page is mostly its own text', () => {
  it('has at least 60 % of its main text in sentences no other term page shows', () => {
    const below = shares.filter((entry) => entry.share < 0.6).map((entry) => `${entry.slug} ${(entry.share * 100).toFixed(1)} %`);
    expect(below).toEqual([]);
  });

  it('has a median unique share of at least 75 % over all terms', () => {
    expect(median(shares.map((entry) => entry.share))).toBeGreaterThanOrEqual(0.75);
  });

  it('shows no sentence of its own text twice (FAQ answers do not repeat the page)', () => {
    for (const entry of shares) expect(entry.words, entry.slug).toBeGreaterThan(0);
    for (const term of terms) {
      const ownText = [term.shortDefinition, ...term.longDefinition, term.example];
      for (const faq of term.faqs) expect(ownText.some((text) => text.includes(faq.a)), term.slug).toBe(false);
    }
  });
});

describe('shared paragraphs', () => {
  const paragraphOn = (id: string) => new Set(glossaryParagraphs.find((paragraph) => paragraph.id === id)?.slugs);

  it('are assigned only to terms that exist, once per term', () => {
    for (const paragraph of glossaryParagraphs) {
      expect(new Set(paragraph.slugs).size, paragraph.id).toBe(paragraph.slugs.length);
      for (const slug of paragraph.slugs) expect(findGlossaryTerm(slug), `${paragraph.id} → ${slug}`).not.toBeNull();
    }
  });

  it('never name a term, so plural names read correctly', () => {
    for (const paragraph of glossaryParagraphs) expect(paragraph.text, paragraph.id).not.toMatch(/[„"]/);
  });

  it.each([
    ['verbraucherkredit-schutz', ['schuldscheindarlehen', 'avalkredit', 'factoring', 'covenants', 'betriebsmittelkredit', 'lieferantenkredit', 'patronatserklaerung']],
    ['zinsangabe-pruefen', ['nachzahlungszinsen', 'erbbauzins', 'zinsdivisor', 'prozesszinsen', 'stueckzinsen']],
    ['einlagensicherung', ['zinsdivisor', 'zinstage', 'zinszahl']],
    ['frueh-reden', ['schuldscheindarlehen', 'kreditwesengesetz']],
  ])('%s stays off terms it is not about', (id, slugs) => {
    const assigned = paragraphOn(id);
    expect(assigned.size).toBeGreaterThan(0);
    for (const slug of slugs) expect(assigned.has(slug), slug).toBe(false);
  });
});

describe('review dates and term sources', () => {
  it('name existing terms, with dates on or after the first publication', () => {
    for (const review of glossaryReviews) {
      expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(review.date >= GLOSSARY_FIRST_PUBLISHED).toBe(true);
      for (const slug of review.slugs) expect(findGlossaryTerm(slug), slug).not.toBeNull();
    }
    for (const slug of Object.keys(glossaryTermSources)) expect(findGlossaryTerm(slug), slug).not.toBeNull();
  });

  it('CTA exceptions name existing terms', () => {
    for (const slug of Object.keys(glossaryCtaExceptions)) expect(findGlossaryTerm(slug), slug).not.toBeNull();
  });
});
