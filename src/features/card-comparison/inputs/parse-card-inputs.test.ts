import { describe, expect, it } from 'vitest';
import { defaultCardInputs, defaultCardValues, hasCardParams } from '@/features/card-comparison/inputs/card-params';
import { inputsFromSearch, parseCardInputs, searchForValues } from '@/features/card-comparison/inputs/parse-card-inputs';

const nbsp = (text: string | undefined) => text?.replace(/\u00a0/g, ' ');

describe('parseCardInputs', () => {
  it('reads the prerendered fields as the defaults, without hints', () => {
    expect(parseCardInputs(defaultCardInputs)).toEqual({ values: defaultCardValues, hints: {} });
  });

  it.each([
    ['umsatz', '', 500, 'Kein Betrag angegeben – wir rechnen mit 500 €.'],
    ['umsatz', 'viel', 500, 'Betrag nicht erkannt – wir rechnen mit 500 €.'],
    ['umsatz', '-200', 0, 'Mindestens 0 € – wir rechnen mit 0 €.'],
    ['umsatz', '1e9', 100_000, 'Gelesen als 1.000.000.000. Höchstens 100.000 € – wir rechnen mit 100.000 €.'],
    ['umsatz', '1.000,50', 1001, 'Nur volle Euro – wir rechnen mit 1.001 €.'],
    ['fremdwaehrung', '2.500', 2500, undefined],
    ['fremdwaehrung', '1e9', 1_000_000, 'Gelesen als 1.000.000.000. Höchstens 1.000.000 € – wir rechnen mit 1.000.000 €.'],
    ['abhebungen', '0', 0, undefined],
    ['abhebungen', '400', 365, 'Höchstens 365 Abhebungen – wir rechnen mit 365 Abhebungen.'],
    ['abhebungen', '1,5', 2, 'Nur ganze Abhebungen – wir rechnen mit 2 Abhebungen.'],
    ['abhebungen', 'x', 4, 'Anzahl nicht erkannt – wir rechnen mit 4 Abhebungen.'],
    ['abhebung', '20000', 10_000, 'Höchstens 10.000 € – wir rechnen mit 10.000 €.'],
  ] as const)('%s = %j → %d', (field, text, value, hint) => {
    const { values, hints } = parseCardInputs({ ...defaultCardInputs, [field]: text });
    expect(values).toEqual({ ...defaultCardValues, [field]: value });
    expect(nbsp(hints[field])).toBe(hint);
  });

  it.each([
    ['kartenart', ' Prepaid ', 'prepaid', undefined],
    ['kartenart', 'gold', 'alle', 'Kartenart nicht erkannt – wir zeigen alle Karten.'],
    ['sortierung', 'kosten2', 'kosten2', undefined],
    ['sortierung', 'name', 'kosten1', 'Sortierung nicht erkannt – wir sortieren nach: Kosten im 1. Jahr.'],
  ] as const)('%s = %j → %s', (field, text, value, hint) => {
    const { values, hints } = parseCardInputs({ ...defaultCardInputs, [field]: text });
    expect(values[field]).toBe(value);
    expect(hints[field]).toBe(hint);
  });
});

describe('inputsFromSearch', () => {
  it('takes missing parameters as the defaults and shows usable ones in German notation', () => {
    expect(inputsFromSearch('')).toEqual(defaultCardInputs);
    expect(inputsFromSearch('?fremdwaehrung=2500&kartenart=PREPAID')).toEqual({ ...defaultCardInputs, fremdwaehrung: '2.500', kartenart: 'prepaid' });
  });

  it('keeps unusable text as it came, so its hint explains it', () => {
    expect(inputsFromSearch('?umsatz=abc&abhebungen=1e9&sortierung=x')).toEqual({ ...defaultCardInputs, umsatz: 'abc', abhebungen: '1e9', sortierung: 'x' });
  });

  it('reads the first of a repeated parameter', () => {
    expect(inputsFromSearch('?umsatz=800&umsatz=900').umsatz).toBe('800');
  });
});

describe('searchForValues', () => {
  it.each([
    [defaultCardValues, ''],
    [{ ...defaultCardValues, umsatz: 800 }, '?umsatz=800'],
    [{ ...defaultCardValues, fremdwaehrung: 0, kartenart: 'prepaid', sortierung: 'kosten2' }, '?fremdwaehrung=0&kartenart=prepaid&sortierung=kosten2'],
  ] as const)('%o → %j', (values, search) => {
    expect(searchForValues(values)).toBe(search);
  });

  it('round-trips through the query string', () => {
    const values = { ...defaultCardValues, umsatz: 1234, abhebungen: 0, abhebung: 350, kartenart: 'debitkarte' } as const;
    expect(parseCardInputs(inputsFromSearch(searchForValues(values))).values).toEqual(values);
  });
});

describe('hasCardParams', () => {
  it.each([
    ['', false],
    ['?betrag=5000', false],
    ['?umsatz=', true],
    ['?x=1&sortierung=kosten2', true],
  ])('%j → %s', (search, expected) => {
    expect(hasCardParams(search)).toBe(expected);
  });
});
