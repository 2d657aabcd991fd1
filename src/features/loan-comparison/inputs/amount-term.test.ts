import { describe, expect, it } from 'vitest';
import { amountTermParser } from '@/features/loan-comparison/inputs/amount-term';
import { businessLoanProduct, defaultBusinessLoanInputs, defaultBusinessLoanParams } from '@/features/loan-comparison/inputs/business-loan';
import { parseAmountAndTerm } from '@/features/loan-comparison/inputs/parse';

const NBSP = '\u00a0';
const parse = (query: string) => parseAmountAndTerm(new URLSearchParams(query), businessLoanProduct);
const { inputsFromSearch, parseInputs, searchForParsed } = amountTermParser(businessLoanProduct);
const searchForInputs = (inputs: Parameters<typeof parseInputs>[0]) => searchForParsed(parseInputs(inputs));

describe('parseAmountAndTerm with the business loan limits', () => {
  it('uses 50.000 € and 60 months without hints for an empty query', () => {
    expect(parse('')).toEqual({ values: { betrag: 50_000, laufzeit: 60 }, hints: {} });
    expect(defaultBusinessLoanParams).toEqual({ betrag: 50_000, laufzeit: 60 });
  });

  it.each([
    ['betrag=250.000', 250_000],
    ['betrag=250000', 250_000],
    ['betrag=250 000 €', 250_000],
    ['betrag=1000', 1_000], // lower limit, inclusive
    ['betrag=1.000.000', 1_000_000], // upper limit, inclusive
  ])('reads %j as %d € without a hint', (query, expected) => {
    expect(parse(query)).toEqual({ values: { betrag: expected, laufzeit: 60 }, hints: {} });
  });

  it.each([
    ['betrag=999', 1_000, `Mindestens 1.000${NBSP}€ – wir rechnen mit 1.000${NBSP}€.`],
    ['betrag=0', 1_000, `Mindestens 1.000${NBSP}€ – wir rechnen mit 1.000${NBSP}€.`],
    ['betrag=-5000', 1_000, `Mindestens 1.000${NBSP}€ – wir rechnen mit 1.000${NBSP}€.`],
    ['betrag=1.000.001', 1_000_000, `Höchstens 1.000.000${NBSP}€ – wir rechnen mit 1.000.000${NBSP}€.`],
    ['betrag=99999999999999999999', 1_000_000, `Höchstens 1.000.000${NBSP}€ – wir rechnen mit 1.000.000${NBSP}€.`],
    ['betrag=50000,40', 50_000, `Nur volle Euro – wir rechnen mit 50.000${NBSP}€.`],
    ['betrag=viel', 50_000, `Betrag nicht erkannt – wir rechnen mit 50.000${NBSP}€.`],
    ['betrag=', 50_000, `Kein Betrag angegeben – wir rechnen mit 50.000${NBSP}€.`],
  ])('corrects the amount %j to %d € with a hint', (query, expected, hint) => {
    expect(parse(query)).toEqual({ values: { betrag: expected, laufzeit: 60 }, hints: { betrag: hint } });
  });

  it.each([
    ['laufzeit=6', 6, undefined], // lower limit, inclusive
    ['laufzeit=120', 120, undefined], // upper limit, inclusive
    ['laufzeit=5', 6, 'Mindestens 6 Monate – wir rechnen mit 6 Monaten.'],
    ['laufzeit=121', 120, 'Höchstens 120 Monate – wir rechnen mit 120 Monaten.'],
    ['laufzeit=36,5', 37, 'Nur ganze Monate – wir rechnen mit 37 Monaten.'],
    ['laufzeit=lang', 60, 'Laufzeit nicht erkannt – wir rechnen mit 60 Monaten.'],
    ['laufzeit=', 60, 'Keine Laufzeit angegeben – wir rechnen mit 60 Monaten.'],
  ])('reads the term %j as %d months', (query, expected, hint) => {
    expect(parse(query)).toEqual({ values: { betrag: 50_000, laufzeit: expected }, hints: hint ? { laufzeit: hint } : {} });
  });

  it('ignores the Ratenkredit parameters it does not ask for', () => {
    expect(parse('zweck=yacht&sortierung=preis&digital=1')).toEqual({ values: { betrag: 50_000, laufzeit: 60 }, hints: {} });
  });
});

describe('amountTermParser for business loans', () => {
  it('fills the form with the defaults for an empty query, in German notation', () => {
    expect(inputsFromSearch('')).toEqual({ betrag: '50.000', laufzeit: '60' });
    expect(defaultBusinessLoanInputs).toEqual(inputsFromSearch(''));
  });

  it('writes usable numbers in German notation and keeps unusable text as it came, so its hint explains it', () => {
    expect(inputsFromSearch('?betrag=120000&laufzeit=84')).toEqual({ betrag: '120.000', laufzeit: '84' });
    expect(inputsFromSearch('?betrag=500&laufzeit=abc')).toEqual({ betrag: '500', laufzeit: 'abc' });
  });

  it('reads typed text like the query string', () => {
    expect(parseInputs({ betrag: '75 000 €', laufzeit: '48' })).toEqual({ values: { betrag: 75_000, laufzeit: 48 }, hints: {} });
  });

  it.each([
    [{ betrag: '50.000', laufzeit: '60' }, ''],
    [{ betrag: '120.000', laufzeit: '60' }, '?betrag=120000'],
    [{ betrag: '50.000', laufzeit: '84' }, '?laufzeit=84'],
    [{ betrag: '2.000.000', laufzeit: '200' }, '?betrag=1000000&laufzeit=120'], // the clamped values, as computed
    [{ betrag: 'abc', laufzeit: '' }, ''], // unusable text falls back to the defaults
  ])('keeps %j in the URL as %j', (inputs, search) => {
    expect(searchForInputs(inputs)).toBe(search);
  });
});
