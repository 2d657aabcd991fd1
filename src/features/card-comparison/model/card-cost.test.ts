import { describe, expect, it } from 'vitest';
import { annualCardSpend, cardCost, isFreeCard, type CardTerms, type CardUse } from '@/features/card-comparison/model/card-cost';

/** The example card: 0 € / 29 €, 1,75 % abroad, 2 % at least 5 € per withdrawal, 0,5 % cashback. */
const example: CardTerms = {
  annualFeeFirstYear: 0,
  annualFee: 29,
  feeWaiverSpend: null,
  foreignCurrencyFee: 1.75,
  cashFeePercent: 2,
  cashFeeMin: 5,
  freeWithdrawals: 0,
  cashbackPercent: 0.5,
  cashbackCap: null,
};

/** The defaults of /kreditkarten: 500 € a month, 1.000 € foreign a year, 4 withdrawals of 200 €. S = 7.000 €. */
const defaults: CardUse = { monthlySpend: 500, foreignSpend: 1000, withdrawals: 4, withdrawalAmount: 200 };

type Parts = [fee: number, foreignUse: number, cash: number, cashback: number, total: number];

const asParts = ({ annualFee, foreignUse, cash, cashback, total }: ReturnType<typeof cardCost>['firstYear']): Parts => [annualFee, foreignUse, cash, cashback, total];

describe('cardCost', () => {
  // Each row: first year and later years as [Jahresgebühr, Auslandseinsatz, Bargeld, Cashback, Kosten], computed by hand.
  it.each<[string, Partial<CardTerms>, Partial<CardUse>, Parts, Parts]>([
    // 1,75 % × (1.000 + 4 × 200) = 31,50; 4 × max(2 % × 200 = 4, 5) = 20; 0,5 % × 7.000 = 35; 0 + 31,50 + 20 − 35 = 16,50 and 29 + … = 45,50.
    ['the issue example at the defaults', {}, {}, [0, 31.5, 20, 35, 16.5], [29, 31.5, 20, 35, 45.5]],
    // S = 7.000 reaches a waiver at exactly 7.000: no fee in either year.
    ['a waiver reached exactly', { feeWaiverSpend: 7000 }, {}, [0, 31.5, 20, 35, 16.5], [0, 31.5, 20, 35, 16.5]],
    // S = 7.000 stays 1 cent below the threshold: the later fee stays.
    ['a waiver not reached', { feeWaiverSpend: 7000.01 }, {}, [0, 31.5, 20, 35, 16.5], [29, 31.5, 20, 35, 45.5]],
    // A fee in both years, waived from 6.000 €: 12 × 300 + 1.000 = 4.600 does not reach it; 1,75 % × 1.800 = 31,50; 0,5 % × 4.600 = 23.
    ['a waiver missed by a smaller spend', { annualFeeFirstYear: 19.9, annualFee: 39, feeWaiverSpend: 6000 }, { monthlySpend: 300 }, [19.9, 31.5, 20, 23, 48.4], [39, 31.5, 20, 23, 67.5]],
    // 3 of 4 withdrawals free: 1 × 5 = 5; 0 + 31,50 + 5 − 35 = 1,50.
    ['free withdrawals', { freeWithdrawals: 3 }, {}, [0, 31.5, 5, 35, 1.5], [29, 31.5, 5, 35, 30.5]],
    // More free withdrawals than made: no cash fee; 0 + 31,50 − 35 = −3,50.
    ['all withdrawals free, cost below zero', { freeWithdrawals: 6 }, {}, [0, 31.5, 0, 35, -3.5], [29, 31.5, 0, 35, 25.5]],
    // 400 € each: 2 % = 8 € is above the 5 € minimum: 4 × 8 = 32; 1,75 % × (1.000 + 1.600) = 45,50; 0 + 45,50 + 32 − 35 = 42,50.
    ['the percentage above the minimum', {}, { withdrawalAmount: 400 }, [0, 45.5, 32, 35, 42.5], [29, 45.5, 32, 35, 71.5]],
    // 100 € each: 2 % = 2 € is below the minimum: 4 × 5 = 20; 1,75 % × 1.400 = 24,50; 0 + 24,50 + 20 − 35 = 9,50.
    ['the minimum above the percentage', {}, { withdrawalAmount: 100 }, [0, 24.5, 20, 35, 9.5], [29, 24.5, 20, 35, 38.5]],
    // 1 % × 7.000 = 70 is capped at 50: 0 + 31,50 + 20 − 50 = 1,50.
    ['a cashback cap reached', { cashbackPercent: 1, cashbackCap: 50 }, {}, [0, 31.5, 20, 50, 1.5], [29, 31.5, 20, 50, 30.5]],
    // 1 % × 7.000 = 70 stays below a 100 € cap: 0 + 31,50 + 20 − 70 = −18,50.
    ['a cashback cap not reached', { cashbackPercent: 1, cashbackCap: 100 }, {}, [0, 31.5, 20, 70, -18.5], [29, 31.5, 20, 70, 10.5]],
    // Nothing used: no foreign fee, no withdrawals, no cashback, so the fee alone.
    ['no use at all', {}, { monthlySpend: 0, foreignSpend: 0, withdrawals: 0, withdrawalAmount: 0 }, [0, 0, 0, 0, 0], [29, 0, 0, 0, 29]],
    // Withdrawals of 0 € still cost the minimum: 4 × 5 = 20; 1,75 % × 1.000 = 17,50; 0,5 % × 7.000 = 35; 0 + 17,50 + 20 − 35 = 2,50.
    ['withdrawals of 0 €', {}, { withdrawalAmount: 0 }, [0, 17.5, 20, 35, 2.5], [29, 17.5, 20, 35, 31.5]],
    // Half cents round up: 1,5 % × 1.001 = 15,015 → 15,02; 0,5 % × 1.001 = 5,005 → 5,01; 15,02 − 5,01 = 10,01.
    ['a half cent rounded up', { annualFee: 0, foreignCurrencyFee: 1.5 }, { monthlySpend: 0, foreignSpend: 1001, withdrawals: 0 }, [0, 15.02, 0, 5.01, 10.01], [0, 15.02, 0, 5.01, 10.01]],
    // The cash part is rounded once: 3 × 0,9 % × 105 = 3 × 0,945 = 2,835 → 2,84 (not 3 × 0,95 = 2,85).
    [
      'the cash part rounded as a whole',
      { annualFee: 0, foreignCurrencyFee: 0, cashFeePercent: 0.9, cashFeeMin: 0, cashbackPercent: 0 },
      { monthlySpend: 0, foreignSpend: 0, withdrawals: 3, withdrawalAmount: 105 },
      [0, 0, 2.84, 0, 2.84],
      [0, 0, 2.84, 0, 2.84],
    ],
  ])('%s', (_label, terms, use, firstYear, laterYears) => {
    const cost = cardCost({ ...example, ...terms }, { ...defaults, ...use });
    expect(asParts(cost.firstYear)).toEqual(firstYear);
    expect(asParts(cost.laterYears)).toEqual(laterYears);
  });

  it('sums the rounded parts exactly, without binary noise', () => {
    // 0,1 + 0,2 would be 0,30000000000000004 in floating point.
    const cost = cardCost({ ...example, annualFeeFirstYear: 0.1, foreignCurrencyFee: 0.02, cashFeeMin: 0, cashFeePercent: 0, cashbackPercent: 0 }, { ...defaults, foreignSpend: 200, withdrawals: 0 });
    expect(cost.firstYear.total).toBe(0.14);
  });
});

describe('annualCardSpend', () => {
  it.each([
    [defaults, 7000],
    [{ ...defaults, monthlySpend: 0, foreignSpend: 0 }, 0],
    [{ ...defaults, monthlySpend: 1234, foreignSpend: 56 }, 14864],
  ])('%o → %d', (use, spend) => {
    expect(annualCardSpend(use)).toBe(spend);
  });
});

describe('isFreeCard', () => {
  it.each([
    [{ type: 'charge', annualFeeFirstYear: 0, annualFee: 0 }, true],
    [{ type: 'debit', annualFeeFirstYear: 0, annualFee: 0 }, true],
    [{ type: 'prepaid', annualFeeFirstYear: 0, annualFee: 0 }, true],
    // Teilzahlung preset: never "kostenlos", whatever the fee.
    [{ type: 'revolving', annualFeeFirstYear: 0, annualFee: 0 }, false],
    // Free only in the first year.
    [{ type: 'charge', annualFeeFirstYear: 0, annualFee: 29 }, false],
    [{ type: 'charge', annualFeeFirstYear: 0.01, annualFee: 0 }, false],
  ] as const)('%o → %s', (card, free) => {
    expect(isFreeCard(card)).toBe(free);
  });
});
