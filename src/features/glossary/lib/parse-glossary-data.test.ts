import { describe, expect, it } from 'vitest';
import { findGlossaryTerm, getGlossaryIndex } from '@/features/glossary/lib/glossary-data';
import { parseGlossaryIndex, parseGlossaryTerm } from '@/features/glossary/lib/parse-glossary-data';

const term = findGlossaryTerm('tilgung')!;
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('parseGlossaryTerm', () => {
  it('accepts a term file as the build writes it', () => {
    expect(parseGlossaryTerm(roundTrip(term))).toEqual(term);
  });

  it('keeps the dated facts of a source, with an open end as null', () => {
    const dated = findGlossaryTerm('sparerpauschbetrag')!;
    expect(dated.sources.some((source) => source.facts?.some((entry) => entry.validUntil === null))).toBe(true);
    expect(parseGlossaryTerm(roundTrip(dated))).toEqual(dated);
  });

  it.each([
    ['null', null],
    ['a list', []],
    ['a missing term', { ...term, term: undefined }],
    ['an unknown category', { ...term, category: 'lotto' }],
    ['paragraphs that are not text', { ...term, longDefinition: [1, 2] }],
    ['a source whose URL is not text', { ...term, sources: [{ title: 'BaFin', url: 42 }] }],
    ['a source fact without start date', { ...term, sources: [{ title: 'BMF', facts: [{ label: 'Grundfreibetrag', validUntil: null }] }] }],
    ['an FAQ without answer', { ...term, faqs: [{ q: 'Was?' }] }],
    ['related terms without slug', { ...term, relatedTerms: [{ term: 'Kredit' }] }],
  ])('rejects %s', (_case, value) => {
    expect(() => parseGlossaryTerm(roundTrip(value))).toThrow(/Ungültige Glossardaten/);
  });
});

describe('parseGlossaryIndex', () => {
  it('accepts the index and rejects malformed entries', () => {
    expect(parseGlossaryIndex(roundTrip(getGlossaryIndex()))).toHaveLength(getGlossaryIndex().length);
    expect(() => parseGlossaryIndex([{ term: 'Kredit' }])).toThrow(/Ungültige Glossardaten/);
    expect(() => parseGlossaryIndex({})).toThrow(/Ungültige Glossardaten/);
  });
});
