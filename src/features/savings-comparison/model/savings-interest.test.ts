import { describe, expect, it } from 'vitest';
import { annualYield, festgeldOutcome, tagesgeldOutcome, type FestgeldTerms, type TagesgeldTerms } from '@/features/savings-comparison/model/savings-interest';

/** The example: 1,50 % p. a., new customers 3,25 % p. a. for 4 months up to 100.000 €. */
const example: Omit<TagesgeldTerms, 'crediting'> = { baseRate: 1.5, promotion: { rate: 3.25, months: 4, maxAmount: 100_000 } };

/** Adds credited amounts in cents, as a bank books them. */
const sum = (amount: number, credits: readonly number[]) => Math.round(amount * 100 + credits.reduce((total, credit) => total + Math.round(credit * 100), 0)) / 100;

interface TagesgeldCase {
  label: string;
  amount: number;
  months: number;
  terms: TagesgeldTerms;
  newCustomer: boolean;
  /**
   * Each crediting's amount, worked out month by month in the comment above the case: a month's
   * interest is balance × rate / 12, summed unrounded until credited, then rounded half up to cents.
   */
  credits: readonly number[];
  yieldPercent: number;
}

const tagesgeldCases: TagesgeldCase[] = [
  // Monthly: months 1–4 at 3,25 % on the credited balance, months 5–12 at 1,50 %.
  // 10.000,00 × 3,25 % / 12 = 27,0833 → 27,08; 10.027,08 → 27,1567 → 27,16; 10.054,24 → 27,2302 → 27,23;
  // 10.081,47 → 27,3040 → 27,30; then × 1,50 % / 12: 10.108,77 → 12,6360 → 12,64; 10.121,41 → 12,6518 → 12,65;
  // 10.134,06 → 12,6676 → 12,67; 10.146,73 → 12,6834 → 12,68; 10.159,41 → 12,6993 → 12,70;
  // 10.172,11 → 12,7151 → 12,72; 10.184,83 → 12,7310 → 12,73; 10.197,56 → 12,7470 → 12,75.
  {
    label: 'monthly crediting, the issue’s 210,31 €',
    amount: 10_000,
    months: 12,
    terms: { ...example, crediting: 'monatlich' },
    newCustomer: true,
    credits: [27.08, 27.16, 27.23, 27.3, 12.64, 12.65, 12.67, 12.68, 12.7, 12.72, 12.73, 12.75],
    yieldPercent: 2.1,
  },
  // Quarterly, the promotion ends in month 4, mid-quarter: Q1 3 × 27,08333 = 81,25 → 10.081,25;
  // Q2 10.081,25 × 3,25 % / 12 = 27,30339 (month 4) + 2 × 10.081,25 × 1,50 % / 12 = 2 × 12,60156 → 52,50651 → 52,51 → 10.133,76;
  // Q3 3 × 10.133,76 × 1,5 % / 12 = 3 × 12,6672 = 38,0016 → 38,00 → 10.171,76; Q4 3 × 12,7147 = 38,1441 → 38,14.
  {
    label: 'quarterly crediting, the promotion ending mid-quarter',
    amount: 10_000,
    months: 12,
    terms: { ...example, crediting: 'vierteljaehrlich' },
    newCustomer: true,
    credits: [81.25, 52.51, 38.0, 38.14],
    yieldPercent: 2.1,
  },
  // The cap: 3,00 % for 6 months on 50.000 € of 150.000 €, 1,00 % on the other 100.000 € and afterwards; quarterly.
  // Q1 3 × (50.000 × 3 % + 100.000 × 1 %) / 12 = 3 × 208,3333 = 625,00 → 150.625,00;
  // Q2 3 × (50.000 × 3 % + 100.625 × 1 %) / 12 = 3 × 208,8542 = 626,5625 → 626,56 → 151.251,56;
  // Q3 3 × 151.251,56 × 1 % / 12 = 3 × 126,04297 = 378,1289 → 378,13 → 151.629,69; Q4 3 × 126,35808 = 379,0742 → 379,07.
  {
    label: 'a promotion capped at 50.000 €',
    amount: 150_000,
    months: 12,
    terms: { baseRate: 1, promotion: { rate: 3, months: 6, maxAmount: 50_000 }, crediting: 'vierteljaehrlich' },
    newCustomer: true,
    credits: [625, 626.56, 378.13, 379.07],
    yieldPercent: 1.34,
  },
  // neukunde=nein: 1,50 % from month 1, monthly. 10.000,00 → 12,50; 10.012,50 → 12,515625 → 12,52;
  // 10.025,02 → 12,5313 → 12,53; 10.037,55 → 12,5469 → 12,55; 10.050,10 → 12,5626 → 12,56; 10.062,66 → 12,5783 → 12,58;
  // 10.075,24 → 12,5941 → 12,59; 10.087,83 → 12,6098 → 12,61; 10.100,44 → 12,6256 → 12,63; 10.113,07 → 12,6413 → 12,64;
  // 10.125,71 → 12,6571 → 12,66; 10.138,37 → 12,6730 → 12,67.
  {
    label: 'an existing customer (neukunde=nein) gets the base rate only',
    amount: 10_000,
    months: 12,
    terms: { ...example, crediting: 'monatlich' },
    newCustomer: false,
    credits: [12.5, 12.52, 12.53, 12.55, 12.56, 12.58, 12.59, 12.61, 12.63, 12.64, 12.66, 12.67],
    yieldPercent: 1.51,
  },
  // Yearly crediting over 6 months: nothing is credited before the end, so nothing compounds.
  // 4 × 27,08333 + 2 × 12,50 = 133,3333 → 133,33.
  {
    label: 'yearly crediting, credited at the end of a shorter term',
    amount: 10_000,
    months: 6,
    terms: { ...example, crediting: 'jaehrlich' },
    newCustomer: true,
    credits: [133.33],
    yieldPercent: 2.68,
  },
  // Without a promotion, quarterly over 3 months: 3 × 10.000 × 2 % / 12 = 50,00.
  {
    label: 'no promotion at all',
    amount: 10_000,
    months: 3,
    terms: { baseRate: 2, promotion: null, crediting: 'vierteljaehrlich' },
    newCustomer: true,
    credits: [50],
    yieldPercent: 2.02,
  },
];

describe('tagesgeldOutcome', () => {
  it.each(tagesgeldCases)('$label', ({ amount, months, terms, newCustomer, credits, yieldPercent }) => {
    const finalBalance = sum(amount, credits);
    expect(tagesgeldOutcome(amount, months, terms, newCustomer)).toEqual({
      finalBalance,
      interest: Math.round((finalBalance - amount) * 100) / 100,
      yieldPercent,
    });
  });

  it('gives the issue’s figures: Zinsertrag 210,31 €, Endbetrag 10.210,31 €', () => {
    expect(tagesgeldOutcome(10_000, 12, { ...example, crediting: 'monatlich' }, true)).toMatchObject({ interest: 210.31, finalBalance: 10_210.31 });
  });

  it.each([
    [0, 12],
    [-1, 12],
    [Number.NaN, 12],
    [10_000, 0],
    [10_000, 1.5],
  ])('refuses amount %s over %s months', (amount, months) => {
    expect(() => tagesgeldOutcome(amount, months, { ...example, crediting: 'monatlich' }, true)).toThrow(RangeError);
  });
});

interface FestgeldCase {
  label: string;
  amount: number;
  months: number;
  terms: FestgeldTerms;
  credits: readonly number[];
  yieldPercent: number;
}

const festgeldCases: FestgeldCase[] = [
  // Yearly over 24 months: 10.000 × 2,6 % = 260,00 → 10.260,00; 10.260 × 2,6 % = 266,76.
  { label: '24 months, credited yearly', amount: 10_000, months: 24, terms: { rate: 2.6, crediting: 'jaehrlich' }, credits: [260, 266.76], yieldPercent: 2.6 },
  // endfaellig over 24 months: 10.000 × 2,6 % × 24 / 12 = 520,00, once; (1,052)^(1/2) − 1 = 2,567 %.
  { label: '24 months, credited at the end', amount: 10_000, months: 24, terms: { rate: 2.6, crediting: 'endfaellig' }, credits: [520], yieldPercent: 2.57 },
  // Yearly over 6 months: only the part year, pro rata: 10.000 × 2,1 % × 6 / 12 = 105,00.
  { label: '6 months, yearly crediting: the part year pro rata', amount: 10_000, months: 6, terms: { rate: 2.1, crediting: 'jaehrlich' }, credits: [105], yieldPercent: 2.11 },
  // Yearly over 36 months with cents to round: 12.345 × 3,05 % = 376,5225 → 376,52 → 12.721,52;
  // × 3,05 % = 388,0064 → 388,01 → 13.109,53; × 3,05 % = 399,8406 → 399,84.
  { label: '36 months, rounding each year', amount: 12_345, months: 36, terms: { rate: 3.05, crediting: 'jaehrlich' }, credits: [376.52, 388.01, 399.84], yieldPercent: 3.05 },
  // A rate of 0: nothing earned.
  { label: 'a rate of 0', amount: 5_000, months: 12, terms: { rate: 0, crediting: 'endfaellig' }, credits: [0], yieldPercent: 0 },
];

describe('festgeldOutcome', () => {
  it.each(festgeldCases)('$label', ({ amount, months, terms, credits, yieldPercent }) => {
    const finalBalance = sum(amount, credits);
    expect(festgeldOutcome(amount, months, terms)).toEqual({ finalBalance, interest: Math.round((finalBalance - amount) * 100) / 100, yieldPercent });
  });
});

describe('annualYield', () => {
  it.each([
    // (10.210,31 / 10.000)^1 − 1 = 2,1031 %
    [10_000, 10_210.31, 12, 2.1],
    // (10.081,47 / 10.000)^4 − 1 = 3,2988 %
    [10_000, 10_081.47, 3, 3.3],
    // 2,005 % exactly after rounding noise: half up
    [10_000, 10_200.5, 12, 2.01],
    [10_000, 10_000, 60, 0],
  ])('%s € growing to %s € in %s months: %s %% p. a.', (amount, finalBalance, months, expected) => {
    expect(annualYield(amount, finalBalance, months)).toBe(expected);
  });
});
