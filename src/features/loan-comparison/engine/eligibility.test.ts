import { describe, expect, it } from 'vitest';
import { purposes } from '@/entities/partner/model';
import { checkEligibility, MAX_REASONS, type EligibilityInput, type OfferConditions } from '@/features/loan-comparison/engine/eligibility';

const NBSP = '\u00a0';

const conditions: OfferConditions = {
  minAmount: 5_000,
  maxAmount: 50_000,
  minTermMonths: 12,
  maxTermMonths: 84,
  purposes: ['frei', 'auto', 'modernisierung'],
};

const input = (overrides: Partial<EligibilityInput> = {}): EligibilityInput => ({ betrag: 10_000, laufzeit: 60, zweck: 'frei', ...overrides });

describe('checkEligibility', () => {
  it.each<[string, Partial<EligibilityInput>]>([
    ['a value inside every range', {}],
    ['the smallest amount (inclusive)', { betrag: 5_000 }],
    ['the largest amount (inclusive)', { betrag: 50_000 }],
    ['the shortest term (inclusive)', { laufzeit: 12 }],
    ['the longest term (inclusive)', { laufzeit: 84 }],
    ['all four bounds at once', { betrag: 5_000, laufzeit: 84 }],
    ['another listed purpose', { zweck: 'modernisierung' }],
  ])('fits with %s', (_label, overrides) => {
    expect(checkEligibility(conditions, input(overrides))).toEqual({ fits: true });
  });

  it.each<[Partial<EligibilityInput>, string[]]>([
    [{ betrag: 4_999 }, [`Betrag mindestens 5.000${NBSP}€`]],
    [{ betrag: 50_001 }, [`Betrag höchstens 50.000${NBSP}€`]],
    [{ laufzeit: 11 }, ['Laufzeit mindestens 12 Monate']],
    [{ laufzeit: 85 }, ['Laufzeit höchstens 84 Monate']],
    [{ zweck: 'umschuldung' }, ['Nicht für den Zweck Umschuldung']],
    [{ zweck: 'moebel' }, ['Nicht für den Zweck Möbel']],
    [{ zweck: 'selbststaendige' }, ['Nicht für den Zweck Selbstständige']],
    [
      { betrag: 100_000, laufzeit: 120, zweck: 'urlaub' },
      [`Betrag höchstens 50.000${NBSP}€`, 'Laufzeit höchstens 84 Monate', 'Nicht für den Zweck Urlaub'],
    ],
    [{ betrag: 1_000, laufzeit: 6 }, [`Betrag mindestens 5.000${NBSP}€`, 'Laufzeit mindestens 12 Monate']],
  ])('does not fit %j', (overrides, reasons) => {
    expect(checkEligibility(conditions, input(overrides))).toEqual({ fits: false, reasons });
  });

  it(`gives at most MAX_REASONS (${MAX_REASONS}) reasons, the number of items a card has for them, for any amount, term and purpose`, () => {
    let most = 0;
    for (const betrag of [0, 4_999, 5_000, 50_000, 50_001, 1e9]) {
      for (const laufzeit of [0, 11, 12, 84, 85, 1_000]) {
        for (const zweck of purposes) {
          for (const fromBudget of [false, true]) {
            const result = checkEligibility(conditions, { betrag, laufzeit, zweck, fromBudget });
            if (!result.fits) most = Math.max(most, result.reasons.length);
          }
        }
      }
    }
    expect(most).toBe(MAX_REASONS);
  });

  it('explains an amount from a Wunschrate that is below the minimum by the Wunschrate', () => {
    expect(checkEligibility(conditions, input({ betrag: 4_900, fromBudget: true }))).toEqual({
      fits: false,
      reasons: [`Wunschrate reicht nicht für den Mindestbetrag von 5.000${NBSP}€`],
    });
    expect(checkEligibility(conditions, input({ betrag: 5_000, fromBudget: true }))).toEqual({ fits: true });
  });

  it('shows cents only when a bound has them, and one month in the singular', () => {
    const odd: OfferConditions = { minAmount: 2_500.5, maxAmount: 2_600, minTermMonths: 1, maxTermMonths: 1, purposes: ['frei'] };
    expect(checkEligibility(odd, input({ betrag: 2_500, laufzeit: 2 }))).toEqual({
      fits: false,
      reasons: [`Betrag mindestens 2.500,50${NBSP}€`, 'Laufzeit höchstens 1 Monat'],
    });
  });

  it('fits no purpose when the offer lists none, and every purpose when it lists all', () => {
    for (const zweck of purposes) {
      expect(checkEligibility({ ...conditions, purposes: [] }, input({ zweck })).fits).toBe(false);
      expect(checkEligibility({ ...conditions, purposes }, input({ zweck })).fits).toBe(true);
    }
  });

  it.each<[string, EligibilityInput, string[] | null]>([
    ['inside both ranges', { betrag: 10_000, laufzeit: 60 }, null],
    ['both lower bounds (inclusive)', { betrag: 5_000, laufzeit: 12 }, null],
    ['both upper bounds (inclusive)', { betrag: 50_000, laufzeit: 84 }, null],
    ['one month too long', { betrag: 10_000, laufzeit: 85 }, ['Laufzeit höchstens 84 Monate']],
    ['one euro too little, one month too short', { betrag: 4_999, laufzeit: 11 }, [`Betrag mindestens 5.000${NBSP}€`, 'Laufzeit mindestens 12 Monate']],
  ])('without a purpose (business loans) checks amount and term only: %s', (_label, withoutPurpose, reasons) => {
    // An offer listing no purposes would fit none; without a purpose asked, that list does not matter.
    expect(checkEligibility({ ...conditions, purposes: [] }, withoutPurpose)).toEqual(reasons ? { fits: false, reasons } : { fits: true });
  });

  it('returns a fresh reasons list each time', () => {
    const first = checkEligibility(conditions, input({ betrag: 1 }));
    const second = checkEligibility(conditions, input({ betrag: 1 }));
    expect(first).toEqual(second);
    expect(first).not.toBe(second);
  });
});
