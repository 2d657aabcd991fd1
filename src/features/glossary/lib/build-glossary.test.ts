import { describe, expect, it } from 'vitest';
import { glossaryKeywordRules } from '@/content/glossary/glossary-keyword-rules';
import type { GlossarySeedTerm } from '@/content/glossary/glossary-seed-types';
import {
  buildGlossary,
  dedupeSeeds,
  matchingKeywordRules,
  resolveRelated,
  stableIndex,
} from '@/features/glossary/lib/build-glossary';
import { getGlossaryTerms, glossaryTemplates } from '@/features/glossary/lib/glossary-data';

const seed = (term: string, related: string[] = []): GlossarySeedTerm => ({
  term,
  shortDefinition: `${term} ist ein Fachbegriff mit einer eigenen, ausreichend langen Definition.`,
  details: `Einzelheiten zu ${term}.`,
  example: `Ein Beispiel zu ${term} mit 1.000 €.`,
  related,
});

describe('dedupeSeeds', () => {
  it('keeps the first occurrence in category order, comparing names case-insensitively', () => {
    const entries = dedupeSeeds([
      ['kredit', [seed('Annuitätendarlehen'), seed('Factoring')]],
      ['immobilien', [seed('annuitätendarlehen'), seed('Grundschuld')]],
      ['wirtschaft', [seed('Factoring ')]],
    ]);
    expect(entries.map((entry) => [entry.category, entry.slug])).toEqual([
      ['kredit', 'annuitaetendarlehen'],
      ['kredit', 'factoring'],
      ['immobilien', 'grundschuld'],
    ]);
  });

  it('drops a later term whose different spelling gives the same slug', () => {
    const entries = dedupeSeeds([['kredit', [seed('Kredit-Karte'), seed('Kredit Karte')]]]);
    expect(entries).toHaveLength(1);
  });
});

describe('resolveRelated', () => {
  const byName = new Map([
    ['tilgung', { term: 'Tilgung', slug: 'tilgung' }],
    ['restschuld', { term: 'Restschuld', slug: 'restschuld' }],
    ['sollzins', { term: 'Sollzins', slug: 'sollzins' }],
    ['laufzeit', { term: 'Laufzeit', slug: 'laufzeit' }],
    ['kredit', { term: 'Kredit', slug: 'kredit' }],
    ['bonität', { term: 'Bonität', slug: 'bonitaet' }],
  ]);

  it('drops names that do not exist, the term itself and duplicates', () => {
    const links = resolveRelated(['Tilgung', 'Effektivzins', 'Kredit', 'tilgung'], 'kredit', byName);
    expect(links).toEqual([{ term: 'Tilgung', slug: 'tilgung' }]);
  });

  it('keeps at most 5 links in seed order', () => {
    const links = resolveRelated(['Bonität', 'Laufzeit', 'Sollzins', 'Restschuld', 'Tilgung', 'Kredit'], 'x', byName);
    expect(links.map((link) => link.slug)).toEqual(['bonitaet', 'laufzeit', 'sollzins', 'restschuld', 'tilgung']);
  });
});

describe('keyword rules', () => {
  it.each([
    ['Sollzins', ['zins']],
    ['Zinseszins', ['zins']],
    ['Sondertilgung', ['tilgung']],
    ['Kreditsicherheit', ['sicherheit']],
    ['SCHUFA-Auskunft', ['bonitaetspruefung']],
    ['Bonitätsprüfung', ['bonitaetspruefung']],
    ['Negativmerkmal', ['negativmerkmal']],
    ['Tilgungszinsen', ['zins', 'tilgung']],
    ['Grundschuld', []],
    ['Bonität', []],
  ])('%s → %j', (term, ids) => {
    expect(matchingKeywordRules(term, glossaryKeywordRules).map((rule) => rule.id)).toEqual(ids);
  });

  it('adds each matching rule’s paragraph, naming the term, after the category paragraph', () => {
    const [term] = buildGlossary([['kredit', [seed('Tilgungszinsen')]]], glossaryTemplates);
    expect(term!.longDefinition[0]).toBe('Einzelheiten zu Tilgungszinsen.');
    expect(term!.longDefinition[1]).toContain('Kredit & Finanzierung');
    expect(term!.longDefinition[2]).toMatch(/^Bei „Tilgungszinsen“ geht es um Zinsen\./);
    expect(term!.longDefinition[3]).toMatch(/^„Tilgungszinsen“ betrifft die Tilgung/);
  });

  it('applies to the real glossary: every zins, tilgung and SCHUFA term carries its paragraph', () => {
    for (const term of getGlossaryTerms()) {
      const name = term.term.toLowerCase();
      const text = term.longDefinition.join('\n');
      expect(text.includes('geht es um Zinsen'), term.term).toBe(name.includes('zins'));
      expect(text.includes('betrifft die Tilgung'), term.term).toBe(name.includes('tilgung'));
      expect(text.includes('Prüfung Ihrer Kreditwürdigkeit'), term.term).toBe(/schufa|bonitätsprüfung/.test(name));
    }
  });
});

describe('buildGlossary', () => {
  it('sorts by slug and chooses a stable guidance paragraph per term', () => {
    const seeds = [['zinsen', [seed('Zinseszins'), seed('Agio')]]] as const;
    const first = buildGlossary(seeds, glossaryTemplates);
    const second = buildGlossary(seeds, glossaryTemplates);
    expect(first.map((term) => term.slug)).toEqual(['agio', 'zinseszins']);
    expect(first).toEqual(second);
  });

  it('stableIndex stays within range and does not depend on call order', () => {
    expect(stableIndex('annuitaetendarlehen', 3)).toBe(stableIndex('annuitaetendarlehen', 3));
    for (const text of ['', 'a', 'zinseszins', 'x'.repeat(500)]) {
      expect(stableIndex(text, 3)).toBeGreaterThanOrEqual(0);
      expect(stableIndex(text, 3)).toBeLessThan(3);
    }
  });
});
