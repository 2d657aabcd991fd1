import { describe, expect, it } from 'vitest';
import { defaultSavingsInputs, defaultSavingsValues, type SavingsValues } from '@/features/savings-comparison/inputs/defaults';
import { inputsFromSearch, parseSavingsInputs, parseSavingsParams, searchForValues } from '@/features/savings-comparison/inputs/parse';

const parse = (search: string) => {
  const { values, hints } = parseSavingsParams(new URLSearchParams(search));
  return { values, hints: Object.fromEntries(Object.entries(hints).map(([field, hint]) => [field, hint.replaceAll('\u00a0', ' ')])) };
};

describe('parseSavingsParams', () => {
  it('takes the defaults for an empty query string, without hints', () => {
    expect(parse('')).toEqual({ values: defaultSavingsValues, hints: {} });
  });

  it('reads every parameter', () => {
    expect(parse('anlage=festgeld&betrag=25.000&dauer=24&neukunde=nein&sortierung=zins')).toEqual({
      values: { anlage: 'festgeld', betrag: 25_000, dauer: 24, neukunde: 'nein', sortierung: 'zins' },
      hints: {},
    });
  });

  it('reads choices in any letter case and with spaces', () => {
    expect(parse('anlage=%20Festgeld%20&neukunde=NEIN&dauer=%2036%20').values).toMatchObject({ anlage: 'festgeld', neukunde: 'nein', dauer: 36 });
  });

  it.each<[string, Partial<SavingsValues>, Record<string, string>]>([
    ['betrag=', { betrag: 10_000 }, { betrag: 'Kein Betrag angegeben – wir rechnen mit 10.000 €.' }],
    ['betrag=zehntausend', { betrag: 10_000 }, { betrag: 'Betrag nicht erkannt – wir rechnen mit 10.000 €.' }],
    ['betrag=-5000', { betrag: 1 }, { betrag: 'Mindestens 1 € – wir rechnen mit 1 €.' }],
    ['betrag=1e9', { betrag: 10_000_000 }, { betrag: 'Gelesen als 1.000.000.000. Höchstens 10.000.000 € – wir rechnen mit 10.000.000 €.' }],
    ['betrag=10.000,50', { betrag: 10_001 }, { betrag: 'Nur volle Euro – wir rechnen mit 10.001 €.' }],
    ['dauer=7', { dauer: 6 }, { dauer: 'Eine Laufzeit von 7 Monaten gibt es hier nicht – wir rechnen mit 6 Monaten.' }],
    ['dauer=1000', { dauer: 120 }, { dauer: 'Eine Laufzeit von 1000 Monaten gibt es hier nicht – wir rechnen mit 120 Monaten.' }],
    ['dauer=zwölf', { dauer: 12 }, { dauer: 'Laufzeit nicht erkannt – wir rechnen mit 12 Monaten.' }],
    ['dauer=-12', { dauer: 12 }, { dauer: 'Laufzeit nicht erkannt – wir rechnen mit 12 Monaten.' }],
    ['anlage=aktien', { anlage: 'tagesgeld' }, { anlage: 'Unbekannte Anlageart – wir zeigen Tagesgeld.' }],
    ['neukunde=vielleicht', { neukunde: 'ja' }, { neukunde: 'Unbekannte Angabe zum Neukundenzins – wir rechnen als Neukunde.' }],
    ['sortierung=name', { sortierung: 'ertrag' }, { sortierung: 'Unbekannte Sortierung – wir sortieren nach dem Zinsertrag.' }],
  ])('corrects %s with a German hint', (search, values, hints) => {
    expect(parse(search)).toEqual({ values: { ...defaultSavingsValues, ...values }, hints });
  });

  it('takes the first of a repeated parameter', () => {
    expect(parse('betrag=5000&betrag=7000').values.betrag).toBe(5_000);
  });
});

describe('inputs and the address', () => {
  it('parses the prerendered form to the defaults', () => {
    expect(parseSavingsInputs(defaultSavingsInputs)).toEqual({ values: defaultSavingsValues, hints: {} });
  });

  it('fills the form from a query string: amounts in German notation, unusable text as typed', () => {
    expect(inputsFromSearch('?betrag=25000&dauer=24&anlage=festgeld')).toEqual({ ...defaultSavingsInputs, anlage: 'festgeld', betrag: '25.000', dauer: '24' });
    expect(inputsFromSearch('?betrag=abc&sortierung=name')).toEqual({ ...defaultSavingsInputs, betrag: 'abc' });
    expect(inputsFromSearch('')).toEqual(defaultSavingsInputs);
  });

  it('writes only what differs from the defaults', () => {
    expect(searchForValues(defaultSavingsValues)).toBe('');
    expect(searchForValues({ ...defaultSavingsValues, betrag: 25_000, anlage: 'festgeld' })).toBe('?anlage=festgeld&betrag=25000');
    expect(searchForValues({ anlage: 'festgeld', betrag: 1, dauer: 120, neukunde: 'nein', sortierung: 'zins' })).toBe(
      '?anlage=festgeld&betrag=1&dauer=120&neukunde=nein&sortierung=zins',
    );
  });

  it('reads back what it writes', () => {
    const values: SavingsValues = { anlage: 'festgeld', betrag: 123_456, dauer: 48, neukunde: 'nein', sortierung: 'zins' };
    expect(parseSavingsParams(new URLSearchParams(searchForValues(values))).values).toEqual(values);
  });
});
