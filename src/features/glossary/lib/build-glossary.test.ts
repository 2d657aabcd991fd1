import { describe, expect, it } from 'vitest';
import type { GlossarySeedTerm } from '@/content/glossary/glossary-seed-types';
import {
  buildGlossary,
  dedupeSeeds,
  resolveRelated,
  reviewDateFor,
  sourcesFor,
  type GlossaryContent,
} from '@/features/glossary/lib/build-glossary';

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

const content: GlossaryContent = {
  paragraphs: [{ id: 'shared', text: 'Ein geteilter Absatz über Zinsen.', slugs: ['sollzins'] }],
  faqs: { sollzins: [{ q: 'Wie hoch ist er?', a: 'Das hängt von Bonität und Laufzeit ab.' }, { q: 'Ist er fest?', a: 'Meist für die ganze Laufzeit.' }] },
  sources: { sollzins: [{ title: 'Amtliche Seite', url: 'https://www.bundesbank.de/zins' }] },
  factSource: (id) => ({ title: `Fakt ${id}`, url: `https://www.bundesbank.de/${id}`, fact: { label: `Fakt ${id}`, validFrom: '2026-01-01', validUntil: null } }),
  firstPublished: '2025-10-19',
  reviews: [
    { date: '2026-01-10', slugs: ['sollzins'] },
    { date: '2026-11-24', slugs: ['sollzins'] },
  ],
};

describe('buildGlossary', () => {
  const terms = buildGlossary([['zinsen', [{ ...seed('Sollzins'), facts: ['mindestlohn'] }, { ...seed('Agio'), details: 'Nach § 488 BGB und § 488 Abs. 1 BGB gilt das.' }]]], content);
  const [agio, sollzins] = terms;

  it('sorts by slug', () => {
    expect(terms.map((term) => term.slug)).toEqual(['agio', 'sollzins']);
  });

  it('adds a shared paragraph only to the slugs it lists, after the term’s own details', () => {
    expect(sollzins!.longDefinition).toEqual(['Einzelheiten zu Sollzins.', 'Ein geteilter Absatz über Zinsen.']);
    expect(agio!.longDefinition).toEqual(['Nach § 488 BGB und § 488 Abs. 1 BGB gilt das.']);
  });

  it('shows hand-written FAQs of the slug and none for other terms', () => {
    expect(sollzins!.faqs.map((faq) => faq.q)).toEqual(['Wie hoch ist er?', 'Ist er fest?']);
    expect(agio!.faqs).toEqual([]);
  });

  it('lists the cited statute once as a deep link, then the term’s own sources; nothing generic', () => {
    expect(agio!.sources).toEqual([
      { title: '§ 488 BGB (Bürgerliches Gesetzbuch) – Gesetze im Internet', url: 'https://www.gesetze-im-internet.de/bgb/__488.html' },
    ]);
    expect(sollzins!.sources).toEqual([
      { title: 'Amtliche Seite', url: 'https://www.bundesbank.de/zins' },
      {
        title: 'Fakt mindestlohn',
        url: 'https://www.bundesbank.de/mindestlohn',
        facts: [{ label: 'Fakt mindestlohn', validFrom: '2026-01-01', validUntil: null }],
      },
    ]);
  });

  it('dates a term by its latest review, or by the first publication', () => {
    expect(sollzins!.lastUpdated).toBe('2026-11-24');
    expect(agio!.lastUpdated).toBe('2025-10-19');
    expect(reviewDateFor('agio', { firstPublished: '2025-10-19', reviews: [{ date: '2026-03-01', slugs: ['agio'] }] })).toBe('2026-03-01');
  });

  it('returns the same result on every call', () => {
    expect(buildGlossary([['zinsen', [seed('Sollzins')]]], content)).toEqual(buildGlossary([['zinsen', [seed('Sollzins')]]], content));
  });
});

describe('sourcesFor', () => {
  it('drops a term source that repeats a statute link', () => {
    const url = 'https://www.gesetze-im-internet.de/inso/__305.html';
    expect(sourcesFor(['Antrag nach § 305 InsO.'], [{ title: 'Doppelt', url }])).toHaveLength(1);
  });

  it('keeps a calculation note without a link, once', () => {
    const note = { title: 'Rechenregel: Endwert = Anfangswert · (1 + i)^n' };
    expect(sourcesFor([], [note, note])).toEqual([note]);
  });

  const grundfreibetrag = { label: 'Grundfreibetrag', validFrom: '2026-01-01', validUntil: '2026-12-31' };
  const bea = { label: 'BEA-Freibetrag', validFrom: '2021-01-01', validUntil: null };
  const estg32a = 'https://www.gesetze-im-internet.de/estg/__32a.html';
  const factSource = (fact: typeof grundfreibetrag | typeof bea, url = estg32a) => ({ title: `${fact.label}: § 32a EStG`, url, fact });

  it.each([
    {
      name: 'a fact source of its own URL, with the fact',
      text: [],
      own: [],
      facts: [factSource(grundfreibetrag)],
      expected: [{ title: 'Grundfreibetrag: § 32a EStG', url: estg32a, facts: [grundfreibetrag] }],
    },
    {
      name: 'a fact whose source the text cites: the statute link keeps its title and gets the fact',
      text: ['Nach § 32a EStG.'],
      own: [],
      facts: [factSource(grundfreibetrag)],
      expected: [{ title: '§ 32a EStG (Einkommensteuergesetz) – Gesetze im Internet', url: estg32a, facts: [grundfreibetrag] }],
    },
    {
      name: 'a fact whose source the term lists too, once',
      text: [],
      own: [{ title: 'Einkommensteuertarif', url: estg32a }],
      facts: [factSource(grundfreibetrag)],
      expected: [{ title: 'Einkommensteuertarif', url: estg32a, facts: [grundfreibetrag] }],
    },
    {
      name: 'two facts of one source, each once',
      text: [],
      own: [],
      facts: [factSource(grundfreibetrag), factSource(bea), factSource(grundfreibetrag)],
      expected: [{ title: 'Grundfreibetrag: § 32a EStG', url: estg32a, facts: [grundfreibetrag, bea] }],
    },
  ])('lists $name', ({ text, own, facts, expected }) => {
    expect(sourcesFor(text, own, facts)).toEqual(expected);
  });

  it('gives no validity to sources that no fact comes from', () => {
    expect(sourcesFor(['Nach § 32a EStG.'], [{ title: 'Amtliche Seite', url: 'https://www.bundesbank.de/zins' }]).map((source) => source.facts)).toEqual([undefined, undefined]);
  });
});
