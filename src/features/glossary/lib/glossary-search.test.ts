import { describe, expect, it } from 'vitest';
import { createGlossaryFilter } from '@/features/glossary/lib/glossary-search';

const entries = [
  { term: 'Annuitätendarlehen', slug: 'annuitaetendarlehen', shortDefinition: 'Ein Kredit mit gleichbleibender Rate.' },
  { term: 'Bonität', slug: 'bonitaet', shortDefinition: 'Die Kreditwürdigkeit einer Person.' },
  { term: 'Zinseszins', slug: 'zinseszins', shortDefinition: 'Zinsen auf bereits gutgeschriebene Zinsen.' },
];
const filter = createGlossaryFilter(entries);
const slugs = (query: string) => filter(query).map((entry) => entry.slug);

describe('createGlossaryFilter', () => {
  it('returns every entry for an empty or blank query', () => {
    expect(filter('')).toBe(entries);
    expect(filter('   ')).toBe(entries);
  });

  it('matches the term case-insensitively, umlauts included', () => {
    expect(slugs('bonität')).toEqual(['bonitaet']);
    expect(slugs('BONITÄT')).toEqual(['bonitaet']);
    expect(slugs('annuität')).toEqual(['annuitaetendarlehen']);
  });

  it('matches words of the short definition', () => {
    expect(slugs('kreditwürdigkeit')).toEqual(['bonitaet']);
    expect(slugs('KREDIT')).toEqual(['annuitaetendarlehen', 'bonitaet']);
  });

  it('ignores surrounding spaces and keeps the sort order', () => {
    expect(slugs('  zins ')).toEqual(['zinseszins']);
  });

  it('returns nothing when nothing matches, and never matches across term and definition', () => {
    expect(slugs('xyz')).toEqual([]);
    expect(slugs('bonitätdie')).toEqual([]);
  });
});
