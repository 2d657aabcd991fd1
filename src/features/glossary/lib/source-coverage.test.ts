import { describe, expect, it } from 'vitest';
import { isBareHomepage, isSpecificSource, sourceCoverage } from '@/features/glossary/lib/source-coverage';

describe('isBareHomepage', () => {
  it.each([
    ['https://www.zoll.de/', true],
    ['https://www.bundesregierung.de', true],
    ['https://www.bafin.de/de/', true],
    ['https://www.zoll.de/DE/Home/home_node.html', false],
    ['https://edb-banken.de/fragen-und-antworten?thema=375', false],
    ['https://celebrate.ifo.de/business_climate_index', false],
    ['https://www.gesetze-im-internet.de/bgb/__505a.html', false],
    ['https://www.destatis.de/DE/Themen/Wirtschaft/Preise/Verbraucherpreisindex/_inhalt.html', false],
    ['https://eur-lex.europa.eu/eli/reg/2012/236/oj', false],
  ])('%s → %s', (url, bare) => {
    expect(isBareHomepage(url)).toBe(bare);
  });
});

describe('isSpecificSource', () => {
  it('accepts a deep link and a calculation note, refuses a homepage and a note without the prefix', () => {
    expect(isSpecificSource({ title: '§ 1 MiLoV5', url: 'https://www.gesetze-im-internet.de/milov_5/__1.html' })).toBe(true);
    expect(isSpecificSource({ title: 'Rechenregel: 72 / Zinssatz' })).toBe(true);
    expect(isSpecificSource({ title: 'Zoll', url: 'https://www.zoll.de/' })).toBe(false);
    expect(isSpecificSource({ title: 'Eigene Rechnung' })).toBe(false);
  });
});

describe('sourceCoverage', () => {
  it('counts terms with a specific source and every bare homepage', () => {
    const coverage = sourceCoverage([
      { slug: 'a', sources: [{ title: 'Gesetz', url: 'https://www.gesetze-im-internet.de/bgb/__1.html' }] },
      { slug: 'b', sources: [{ title: 'Start', url: 'https://www.bafin.de/' }] },
      { slug: 'c', sources: [] },
    ]);
    expect(coverage).toEqual({ terms: 3, withSpecificSource: 1, bareHomepages: 1, missing: ['b', 'c'] });
  });
});
