import { describe, expect, it } from 'vitest';
import { calculationModes, defaultComparisonParams, purposeLabels, sortOrderLabels, sortOrders, sortOrdersByMode, type ComparisonParams } from '@/features/loan-comparison/inputs/defaults';
import { offerFeatures, purposes } from '@/entities/partner/model';
import { parseComparisonParams, serializeComparisonParams } from '@/features/loan-comparison/inputs/parse';

const NBSP = '\u00a0';
const parse = (query: string) => parseComparisonParams(new URLSearchParams(query));
const withAmount = (raw: string) => parseComparisonParams(new URLSearchParams([['betrag', raw]]));
const withTerm = (raw: string) => parseComparisonParams(new URLSearchParams([['laufzeit', raw]]));

describe('parseComparisonParams', () => {
  it('uses 10.000 €, 60 months, free use and the recommendation order without hints for an empty query', () => {
    expect(parse('')).toEqual({ values: defaultComparisonParams, hints: {} });
  });

  it.each([
    ['15.000', 15_000],
    ['15000', 15_000],
    ['15 000 €', 15_000],
    ['15.000,00', 15_000],
    ['15.000 €', 15_000],
    [`15${NBSP}000${NBSP}€`, 15_000],
    ['15\u202f000', 15_000],
    ['  15000  ', 15_000],
    ['1000', 1_000], // lower limit, inclusive
    ['100.000', 100_000], // upper limit, inclusive
    ['１５０００', 15_000], // full-width digits (NFKC)
    ['010.000', 10_000], // a leading zero counts for nothing, as in "0010000"
    ['0010000', 10_000],
  ])('reads the amount %j as %d without a hint', (raw, expected) => {
    expect(withAmount(raw)).toEqual({ values: { ...defaultComparisonParams, betrag: expected }, hints: {} });
  });

  it.each([
    ['999', 1_000, `Mindestens 1.000${NBSP}€ – wir rechnen mit 1.000${NBSP}€.`],
    ['999,99', 1_000, `Nur volle Euro – wir rechnen mit 1.000${NBSP}€.`], // rounds into the allowed range
    ['0', 1_000, `Mindestens 1.000${NBSP}€ – wir rechnen mit 1.000${NBSP}€.`],
    ['-5', 1_000, `Mindestens 1.000${NBSP}€ – wir rechnen mit 1.000${NBSP}€.`],
    ['−5.000', 1_000, `Mindestens 1.000${NBSP}€ – wir rechnen mit 1.000${NBSP}€.`],
    ['100.001', 100_000, `Höchstens 100.000${NBSP}€ – wir rechnen mit 100.000${NBSP}€.`],
    ['100000,49', 100_000, `Nur volle Euro – wir rechnen mit 100.000${NBSP}€.`],
    ['100000,50', 100_000, `Höchstens 100.000${NBSP}€ – wir rechnen mit 100.000${NBSP}€.`],
    ['99999999999999999999', 100_000, `Höchstens 100.000${NBSP}€ – wir rechnen mit 100.000${NBSP}€.`],
    ['15.000,50', 15_001, `Nur volle Euro – wir rechnen mit 15.001${NBSP}€.`],
    ['15.000,49', 15_000, `Nur volle Euro – wir rechnen mit 15.000${NBSP}€.`],
    ['', 10_000, `Kein Betrag angegeben – wir rechnen mit 10.000${NBSP}€.`],
    ['   ', 10_000, `Kein Betrag angegeben – wir rechnen mit 10.000${NBSP}€.`],
    ['NaN', 10_000, `Betrag nicht erkannt – wir rechnen mit 10.000${NBSP}€.`],
    ['Infinity', 10_000, `Betrag nicht erkannt – wir rechnen mit 10.000${NBSP}€.`],
    ['zehntausend', 10_000, `Betrag nicht erkannt – wir rechnen mit 10.000${NBSP}€.`],
    ['0x3A98', 10_000, `Betrag nicht erkannt – wir rechnen mit 10.000${NBSP}€.`],
    ['١٥٠٠٠', 10_000, `Betrag nicht erkannt – wir rechnen mit 10.000${NBSP}€.`], // Arabic-Indic digits
    ['9'.repeat(39), 100_000, `Höchstens 100.000${NBSP}€ – wir rechnen mit 100.000${NBSP}€.`],
    ['9'.repeat(400), 100_000, `Höchstens 100.000${NBSP}€ – wir rechnen mit 100.000${NBSP}€.`], // digits are a number at any length
    ['<script>alert(1)</script>', 10_000, `Betrag nicht erkannt – wir rechnen mit 10.000${NBSP}€.`],
  ])('corrects the amount %j to %d', (raw, expected, hint) => {
    const { values, hints } = withAmount(raw);
    expect(values.betrag).toBe(expected);
    expect(hints.betrag).toBe(hint);
  });

  // Unambiguous numbers in other notations are read as such, and the hint says so: in whole euros
  // three digits after a comma are no cents but thousands ("10,000"), and "1e9" is a number.
  it.each([
    ['10,000', 10_000, `Gelesen als 10.000 – wir rechnen mit 10.000${NBSP}€.`],
    ['25,000 €', 25_000, `Gelesen als 25.000 – wir rechnen mit 25.000${NBSP}€.`],
    ['15,000.00', 15_000, `Gelesen als 15.000 – wir rechnen mit 15.000${NBSP}€.`],
    ['1,000,000', 100_000, `Gelesen als 1.000.000. Höchstens 100.000${NBSP}€ – wir rechnen mit 100.000${NBSP}€.`],
    ['1,000.50', 1_001, `Gelesen als 1.000,5. Nur volle Euro – wir rechnen mit 1.001${NBSP}€.`],
    ['2,5e4', 25_000, `Gelesen als 25.000 – wir rechnen mit 25.000${NBSP}€.`],
    ['1e9', 100_000, `Gelesen als 1.000.000.000. Höchstens 100.000${NBSP}€ – wir rechnen mit 100.000${NBSP}€.`],
    ['1E2', 1_000, `Gelesen als 100. Mindestens 1.000${NBSP}€ – wir rechnen mit 1.000${NBSP}€.`],
    ['1e999', 100_000, `Höchstens 100.000${NBSP}€ – wir rechnen mit 100.000${NBSP}€.`], // no number worth naming
    ['10,00', 1_000, `Mindestens 1.000${NBSP}€ – wir rechnen mit 1.000${NBSP}€.`], // German: ten euros
  ])('reads the amount %j in another notation as %d and says how', (raw, expected, hint) => {
    const { values, hints } = withAmount(raw);
    expect(values.betrag).toBe(expected);
    expect(hints.betrag).toBe(hint);
  });

  it.each([
    ['6', 6, undefined],
    ['120', 120, undefined],
    ['84', 84, undefined],
    ['5', 6, 'Mindestens 6 Monate – wir rechnen mit 6 Monaten.'],
    ['1', 6, 'Mindestens 6 Monate – wir rechnen mit 6 Monaten.'],
    ['-5', 6, 'Mindestens 6 Monate – wir rechnen mit 6 Monaten.'],
    ['121', 120, 'Höchstens 120 Monate – wir rechnen mit 120 Monaten.'],
    ['1.200', 120, 'Höchstens 120 Monate – wir rechnen mit 120 Monaten.'],
    ['60,5', 61, 'Nur ganze Monate – wir rechnen mit 61 Monaten.'],
    ['5,5', 6, 'Nur ganze Monate – wir rechnen mit 6 Monaten.'], // rounds into the allowed range
    ['', 60, 'Keine Laufzeit angegeben – wir rechnen mit 60 Monaten.'],
    ['sechzig', 60, 'Laufzeit nicht erkannt – wir rechnen mit 60 Monaten.'],
    ['NaN', 60, 'Laufzeit nicht erkannt – wir rechnen mit 60 Monaten.'],
    ['1e9', 120, 'Gelesen als 1.000.000.000. Höchstens 120 Monate – wir rechnen mit 120 Monaten.'],
    ['060', 60, undefined],
  ])('corrects the term %j to %d', (raw, expected, hint) => {
    const { values, hints } = withTerm(raw);
    expect(values.laufzeit).toBe(expected);
    expect(hints.laufzeit).toBe(hint);
  });

  it.each([
    ['umschuldung', 'umschuldung', undefined],
    [' Auto ', 'auto', undefined],
    ['selbststaendige', 'selbststaendige', undefined],
    ['möbel', 'frei', 'Unbekannter Zweck – wir zeigen Angebote für freie Verwendung.'],
    ['', 'frei', 'Unbekannter Zweck – wir zeigen Angebote für freie Verwendung.'],
    ['toString', 'frei', 'Unbekannter Zweck – wir zeigen Angebote für freie Verwendung.'],
    ['x'.repeat(100_000), 'frei', 'Unbekannter Zweck – wir zeigen Angebote für freie Verwendung.'],
  ])('reads the purpose %j as %s', (raw, expected, hint) => {
    const { values, hints } = parseComparisonParams(new URLSearchParams([['zweck', raw]]));
    expect(values.zweck).toBe(expected);
    expect(hints.zweck).toBe(hint);
  });

  it.each([
    ['zins', 'zins', undefined],
    ['GESAMT', 'gesamt', undefined],
    ['preis', 'empfehlung', 'Unbekannte Sortierung – wir sortieren nach unserer Bewertung.'],
    ['__proto__', 'empfehlung', 'Unbekannte Sortierung – wir sortieren nach unserer Bewertung.'],
  ])('reads the sort order %j as %s', (raw, expected, hint) => {
    const { values, hints } = parseComparisonParams(new URLSearchParams([['sortierung', raw]]));
    expect(values.sortierung).toBe(expected);
    expect(hints.sortierung).toBe(hint);
  });

  it.each([
    ['sondertilgung=1', ['sondertilgung']],
    ['schufaneutral=1&sondertilgung=1', ['sondertilgung', 'schufaneutral']],
    ['digital=1&ratenpause=1&sofortauszahlung=1&schufaneutral=1&sondertilgung=1', [...offerFeatures]],
    ['sondertilgung=0', []],
    ['sondertilgung=true', []],
    ['sondertilgung=', []],
    ['sondertilgung', []],
    ['sondertilgung=1&sondertilgung=0', ['sondertilgung']],
    ['sondertilgung=0&sondertilgung=1', []],
    ['unbekannt=1', []],
  ])('reads the feature filters of %j', (query, expected) => {
    expect(parse(query).values.features).toEqual(expected);
  });

  it('takes the first of repeated keys', () => {
    expect(parse('betrag=20000&betrag=5&laufzeit=24&laufzeit=999&zweck=auto&zweck=urlaub').values).toMatchObject({
      betrag: 20_000,
      laufzeit: 24,
      zweck: 'auto',
    });
  });

  it('gives hints for several fields at once', () => {
    expect(parse('betrag=50&laufzeit=500&zweck=yacht&sortierung=random').hints).toEqual({
      betrag: `Mindestens 1.000${NBSP}€ – wir rechnen mit 1.000${NBSP}€.`,
      laufzeit: 'Höchstens 120 Monate – wir rechnen mit 120 Monaten.',
      zweck: 'Unbekannter Zweck – wir zeigen Angebote für freie Verwendung.',
      sortierung: 'Unbekannte Sortierung – wir sortieren nach unserer Bewertung.',
    });
  });

  it('never throws on hostile input', () => {
    const hostile = ['', ' ', '\u0000', '%', '%E0%A4%A', '\ud800', '1'.repeat(1_000_000), '9'.repeat(400), '-0', '+5', '.', ',', '1,2,3', '€€€', '٫', '𝟏𝟓𝟎𝟎𝟎'];
    for (const value of hostile) {
      for (const key of ['betrag', 'laufzeit', 'zweck', 'sortierung', 'sondertilgung', 'modus', 'wunschrate']) {
        const { values } = parseComparisonParams(new URLSearchParams([[key, value], ['modus', 'wunschrate']]));
        expect(Number.isInteger(values.betrag) && values.betrag >= 1_000 && values.betrag <= 100_000).toBe(true);
        expect(Number.isInteger(values.laufzeit) && values.laufzeit >= 6 && values.laufzeit <= 120).toBe(true);
        expect(Number.isInteger(values.wunschrate) && values.wunschrate >= 25 && values.wunschrate <= 10_000).toBe(true);
      }
    }
  });
});

describe('serializeComparisonParams', () => {
  it('writes nothing for the defaults, so the default view is plain /ratenkredit', () => {
    expect(serializeComparisonParams(defaultComparisonParams).toString()).toBe('');
  });

  it('writes only the values that differ from the defaults, in a fixed order', () => {
    const values: ComparisonParams = { ...defaultComparisonParams, betrag: 15_000, zweck: 'umschuldung', features: ['schufaneutral', 'sondertilgung'] };
    expect(serializeComparisonParams(values).toString()).toBe('betrag=15000&zweck=umschuldung&sondertilgung=1&schufaneutral=1');
  });

  it.each<ComparisonParams>([
    defaultComparisonParams,
    { ...defaultComparisonParams, betrag: 1_000, laufzeit: 6, zweck: 'sonstiges', sortierung: 'gesamt', features: [...offerFeatures] },
    { ...defaultComparisonParams, betrag: 100_000, laufzeit: 120, zweck: 'moebel', sortierung: 'zins', features: ['ratenpause'] },
    { ...defaultComparisonParams, betrag: 12_345, laufzeit: 37, zweck: 'frei', sortierung: 'rate', features: [] },
    { ...defaultComparisonParams, laufzeit: 84, modus: 'wunschrate', wunschrate: 25, sortierung: 'betrag' },
    { ...defaultComparisonParams, modus: 'wunschrate', wunschrate: 10_000, zweck: 'auto', features: ['digital'] },
    { ...defaultComparisonParams, modus: 'wunschrate' },
  ])('round-trips %j', (values) => {
    expect(parseComparisonParams(serializeComparisonParams(values))).toEqual({ values, hints: {} });
  });

  it('round-trips every purpose and every sort order of each mode', () => {
    for (const modus of calculationModes) {
      for (const zweck of purposes) {
        for (const sortierung of sortOrdersByMode[modus]) {
          const values: ComparisonParams = { ...defaultComparisonParams, modus, zweck, sortierung };
          expect(parseComparisonParams(serializeComparisonParams(values)).values).toEqual(values);
        }
      }
    }
  });

  it('writes the Wunschrate mode without the amount, which it does not use', () => {
    const values: ComparisonParams = { ...defaultComparisonParams, betrag: 30_000, laufzeit: 84, modus: 'wunschrate', wunschrate: 350 };
    expect(serializeComparisonParams(values).toString()).toBe('laufzeit=84&modus=wunschrate&wunschrate=350');
    expect(serializeComparisonParams({ ...values, modus: 'betrag' }).toString()).toBe('betrag=30000&laufzeit=84');
  });
});

describe('parseComparisonParams with a Wunschrate', () => {
  it.each([
    ['modus=wunschrate&wunschrate=350', 350, {}],
    ['modus=wunschrate&wunschrate=1.250', 1_250, {}],
    ['modus=wunschrate&wunschrate=25', 25, {}],
    ['modus=wunschrate&wunschrate=10000', 10_000, {}],
    ['modus=wunschrate', 200, {}],
    ['modus=Wunschrate&wunschrate=300+%E2%82%AC', 300, {}],
    ['modus=wunschrate&wunschrate=24', 25, { wunschrate: `Mindestens 25${NBSP}€ – wir rechnen mit 25${NBSP}€.` }],
    ['modus=wunschrate&wunschrate=10001', 10_000, { wunschrate: `Höchstens 10.000${NBSP}€ – wir rechnen mit 10.000${NBSP}€.` }],
    ['modus=wunschrate&wunschrate=199,50', 200, { wunschrate: `Nur volle Euro – wir rechnen mit 200${NBSP}€.` }],
    ['modus=wunschrate&wunschrate=viel', 200, { wunschrate: `Wunschrate nicht erkannt – wir rechnen mit 200${NBSP}€.` }],
    ['modus=wunschrate&wunschrate=', 200, { wunschrate: `Keine Wunschrate angegeben – wir rechnen mit 200${NBSP}€.` }],
  ])('%s gives %d € a month and %j', (query, wunschrate, hints) => {
    const parsed = parse(query);
    expect(parsed.values.modus).toBe('wunschrate');
    expect(parsed.values.wunschrate).toBe(wunschrate);
    expect(parsed.hints).toEqual(hints);
  });

  it('notes only the amount field of the chosen mode', () => {
    expect(parse('betrag=abc&wunschrate=abc').hints).toEqual({ betrag: `Betrag nicht erkannt – wir rechnen mit 10.000${NBSP}€.` });
    expect(parse('modus=wunschrate&betrag=abc&wunschrate=300').hints).toEqual({});
  });

  it('falls back to the amount for an unknown mode, with a hint', () => {
    expect(parse('modus=budget&wunschrate=300')).toEqual({
      values: { ...defaultComparisonParams, wunschrate: 300 },
      hints: { modus: 'Unbekannte Berechnungsart – wir rechnen mit dem Kreditbetrag.' },
    });
  });

  it('sorts by amount only with a Wunschrate', () => {
    expect(parse('modus=wunschrate&sortierung=betrag').values.sortierung).toBe('betrag');
    expect(parse('sortierung=betrag')).toEqual({
      values: defaultComparisonParams,
      hints: { sortierung: 'Nach dem Kreditbetrag sortieren wir nur bei einer Wunschrate – wir sortieren nach unserer Bewertung.' },
    });
  });
});

describe('labels', () => {
  it('has a German label for every purpose and sort order', () => {
    expect(Object.keys(purposeLabels)).toEqual([...purposes]);
    expect(Object.keys(sortOrderLabels)).toEqual([...sortOrders]);
    expect(new Set(calculationModes.flatMap((mode) => sortOrdersByMode[mode]))).toEqual(new Set(sortOrders));
    expect(purposeLabels.moebel).toBe('Möbel');
    expect(purposeLabels.selbststaendige).toBe('Selbstständige');
  });
});
