import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inputsFromSearch, parseComparisonInputs, searchForParsed } from '@/features/loan-comparison/inputs/url';
import { defaultComparisonInputs, defaultComparisonParams, type ComparisonInputs } from '@/features/loan-comparison/inputs/defaults';
import { comparisonParamNames, hasComparisonParams } from '@/features/loan-comparison/inputs/param-names';
import { calculationBasisText } from '@/features/loan-comparison/engine/rank-offers';

const NBSP = '\u00a0';

const searchForInputs = (inputs: ComparisonInputs) => searchForParsed(parseComparisonInputs(inputs));

describe('inputsFromSearch', () => {
  it('gives the defaults in German notation for an empty query', () => {
    expect(inputsFromSearch('')).toEqual({
      betrag: '10.000',
      laufzeit: '60',
      zweck: 'frei',
      sortierung: 'empfehlung',
      features: [],
      modus: 'betrag',
      wunschrate: '200',
    });
    expect(defaultComparisonInputs).toEqual(inputsFromSearch(''));
  });

  it('writes usable numbers in German notation and keeps the choices', () => {
    expect(inputsFromSearch('?betrag=25000&laufzeit=96&zweck=auto&sortierung=rate&digital=1')).toEqual({
      betrag: '25.000',
      laufzeit: '96',
      zweck: 'auto',
      sortierung: 'rate',
      features: ['digital'],
      modus: 'betrag',
      wunschrate: '200',
    });
    expect(inputsFromSearch('?modus=wunschrate&wunschrate=1250&sortierung=betrag')).toMatchObject({ modus: 'wunschrate', wunschrate: '1.250', sortierung: 'betrag' });
  });

  it('keeps an unusable number as it came, so its hint explains it', () => {
    expect(inputsFromSearch('?betrag=500&laufzeit=abc&zweck=yacht&sortierung=preis')).toMatchObject({
      betrag: '500',
      laufzeit: 'abc',
      zweck: 'yacht',
      sortierung: 'preis',
    });
    expect(Object.keys(parseComparisonInputs(inputsFromSearch('?zweck=yacht&sortierung=preis')).hints)).toEqual(['zweck', 'sortierung']);
    expect(inputsFromSearch('?modus=wunschrate&wunschrate=5')).toMatchObject({ modus: 'wunschrate', wunschrate: '5' });
    expect(inputsFromSearch('?modus=raten')).toMatchObject({ modus: 'raten' });
  });
});

describe('parseComparisonInputs', () => {
  it('reads the typed text like the query string', () => {
    const { values, hints } = parseComparisonInputs({ ...defaultComparisonInputs, betrag: '15 000 €', features: ['sondertilgung'] });
    expect(values).toEqual({ ...defaultComparisonParams, betrag: 15_000, features: ['sondertilgung'] });
    expect(hints).toEqual({});
  });

  it('clamps with the hint', () => {
    expect(parseComparisonInputs({ ...defaultComparisonInputs, betrag: '500' }).hints.betrag).toBe(`Mindestens 1.000${NBSP}€ – wir rechnen mit 1.000${NBSP}€.`);
  });
});

describe('searchForInputs', () => {
  it('writes only what differs from the defaults, parsed', () => {
    expect(searchForInputs(defaultComparisonInputs)).toBe('');
    expect(searchForInputs({ ...defaultComparisonInputs, betrag: '25.000', sortierung: 'rate', features: ['digital'] })).toBe('?betrag=25000&sortierung=rate&digital=1');
    expect(searchForInputs({ ...defaultComparisonInputs, betrag: '500' })).toBe('?betrag=1000');
    expect(searchForInputs({ ...defaultComparisonInputs, betrag: '25.000', modus: 'wunschrate', wunschrate: '1.250 €' })).toBe('?modus=wunschrate&wunschrate=1250');
  });
});

describe('hasComparisonParams', () => {
  it.each([
    ['', false],
    ['?utm_source=x', false],
    ['?betrag=1', true],
    ['?sortierung=', true],
    ['?schufaneutral=1', true],
  ])('%j → %s', (search, expected) => {
    expect(hasComparisonParams(search)).toBe(expected);
  });

  it('gives public/comparison-pending.js no list of its own: the script reads the names the form renders', () => {
    const script = readFileSync(new URL('../../../../public/comparison-pending.js', import.meta.url), 'utf8');
    expect(script).toContain('form.dataset.paramNames');
    expect(script).not.toMatch(/'betrag'|'laufzeit'/);
    expect(comparisonParamNames).toContain('betrag');
  });
});

describe('calculationBasisText', () => {
  it.each([
    [{ betrag: 10_000, laufzeit: 60, zweck: 'frei' as const }, `10.000${NBSP}€ · 60 Monate · freie Verwendung`],
    [{ betrag: 25_000, laufzeit: 96, zweck: 'umschuldung' as const }, `25.000${NBSP}€ · 96 Monate · Umschuldung`],
    [{ betrag: 50_000, laufzeit: 60 }, `50.000${NBSP}€ · 60 Monate`], // business loans ask for no purpose
    [{ betrag: 1_000_000, laufzeit: 1 }, `1.000.000${NBSP}€ · 1 Monat`],
    [{ betrag: 10_000, laufzeit: 84, zweck: 'auto' as const, modus: 'wunschrate' as const, wunschrate: 1_250 }, `Wunschrate 1.250${NBSP}€ im Monat · 84 Monate · Auto`],
    [{ betrag: 10_000, laufzeit: 84, modus: 'betrag' as const, wunschrate: 1_250 }, `10.000${NBSP}€ · 84 Monate`],
  ])('%j', (values, expected) => {
    expect(calculationBasisText(values)).toBe(expected);
  });
});
