import { describe, expect, it, vi } from 'vitest';
import { parseConditions, parseLender } from '@/entities/partner/schema/parse-conditions';
import { loanConditionColumns } from '@/entities/partner/testing/fixtures';
import type { PartnerCategory } from '@/entities/partner/model';

/** Condition columns of an instalment loan as PostgREST returns them. */
const loanColumns = { ...loanConditionColumns, max_amount: 50000, max_term_months: 84, features: ['sondertilgung', 'digital'] };

const mortgageColumns = {
  ...loanColumns,
  effective_rate_min: 3.21,
  effective_rate_max: 4.59,
  effective_rate_two_thirds: 3.51,
  borrowing_rate_two_thirds: 3.45,
  purposes: null,
  features: null,
  mortgage_rates: { '5': 3.29, '10': 3.45, '30': 4.09 },
  max_loan_to_value: 110,
};

function parse(row: Record<string, unknown>, category: PartnerCategory = 'ratenkredit') {
  const warn = vi.fn();
  return { conditions: parseConditions(row, category, warn), warn };
}

describe('parseConditions', () => {
  it('reads the columns of an instalment loan', () => {
    const { conditions, warn } = parse(loanColumns);
    expect(conditions).toEqual({
      minAmount: 1000,
      maxAmount: 50000,
      minTermMonths: 12,
      maxTermMonths: 84,
      effectiveRateMin: 0.68,
      effectiveRateMax: 8.99,
      twoThirds: { effectiveRate: 5.95, borrowingRate: 5.79, borrowingRateFixed: true },
      purposes: ['frei', 'auto'],
      features: ['sondertilgung', 'digital'],
      mortgage: null,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a mortgage with its rates by Zinsbindung and empty lists', () => {
    const { conditions, warn } = parse(mortgageColumns, 'baufinanzierung');
    expect(conditions).toMatchObject({ purposes: [], features: [], mortgage: { rates: { '5': 3.29, '10': 3.45, '30': 4.09 }, maxLoanToValue: 110 } });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a business loan without a 2/3 rate', () => {
    const row = { ...loanColumns, effective_rate_two_thirds: null, borrowing_rate_two_thirds: null, borrowing_rate_fixed: null, purposes: null, features: null };
    const { conditions, warn } = parse(row, 'unternehmenskredit');
    expect(conditions).toMatchObject({ twoThirds: null, purposes: [], features: [] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('counts a purpose or feature listed twice once', () => {
    const { conditions } = parse({ ...loanColumns, purposes: ['frei', 'frei'], features: ['digital', 'digital'] });
    expect(conditions).toMatchObject({ purposes: ['frei'], features: ['digital'] });
  });

  it.each([
    ['a row without any condition columns', {}],
    ['a card row with rates but no amounts', { effective_rate_min: 16.06, effective_rate_max: 16.06 }],
  ])('is null, silently, for %s', (_label, row) => {
    const { conditions, warn } = parse(row, 'kreditkarte');
    expect(conditions).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each<[string, Record<string, unknown>, PartnerCategory?]>([
    ['min amount above max', { min_amount: 60000 }],
    ['a missing max amount', { max_amount: null }],
    ['a fractional amount', { min_amount: 999.5 }],
    ['a zero amount', { min_amount: 0 }],
    ['an amount as text', { max_amount: '50000' }],
    ['min term above max', { min_term_months: 96 }],
    ['a term above 600 months', { max_term_months: 601 }],
    ['a missing term', { min_term_months: undefined }],
    ['a negative rate', { effective_rate_min: -0.1 }],
    ['a rate above 30', { effective_rate_max: 30.5 }],
    ['min rate above max', { effective_rate_min: 9.5 }],
    ['a 2/3 rate below the "ab" rate', { effective_rate_two_thirds: 0.5 }],
    ['a 2/3 rate above the max rate', { effective_rate_two_thirds: 9.5 }],
    ['a Sollzins above the effective rate', { borrowing_rate_two_thirds: 6.5 }],
    ['a Sollzins without rate type', { borrowing_rate_fixed: null }],
    ['no 2/3 rate on an instalment loan', { effective_rate_two_thirds: null, borrowing_rate_two_thirds: null, borrowing_rate_fixed: null }],
    ['an unknown purpose', { purposes: ['frei', 'krypto'] }],
    ['purposes as text', { purposes: 'frei' }],
    ['no purpose on an instalment loan', { purposes: [] }],
    ['an unknown feature', { features: ['cashback'] }],
    ['a mortgage without rates', { mortgage_rates: null }, 'baufinanzierung'],
    ['an unknown Zinsbindung', { mortgage_rates: { '12': 3.5 } }, 'baufinanzierung'],
    ['a mortgage rate of 0', { mortgage_rates: { '10': 0 } }, 'baufinanzierung'],
    ['a mortgage rate as text', { mortgage_rates: { '10': '3,45' } }, 'baufinanzierung'],
    ['no mortgage rate at all', { mortgage_rates: {} }, 'baufinanzierung'],
    ['a loan-to-value above 150 %', { max_loan_to_value: 151 }, 'baufinanzierung'],
    ['no loan-to-value', { max_loan_to_value: null }, 'baufinanzierung'],
  ])('is null with one warning for %s', (_label, patch, category = 'ratenkredit') => {
    const base = category === 'baufinanzierung' ? mortgageColumns : loanColumns;
    const { conditions, warn } = parse({ ...base, ...patch }, category);
    expect(conditions).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('parseLender', () => {
  it('reads name, address and the intermediary flag', () => {
    const warn = vi.fn();
    const row = { lender_name: 'Lindenhof Bank AG', lender_address: 'Lindenhofallee 3, 40213 Düsseldorf', is_intermediary: true };
    expect(parseLender(row, warn)).toEqual({ name: 'Lindenhof Bank AG', address: 'Lindenhofallee 3, 40213 Düsseldorf', isIntermediary: true });
    expect(parseLender({ ...row, is_intermediary: undefined }, warn)?.isIntermediary).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is null, silently, without a lender', () => {
    const warn = vi.fn();
    expect(parseLender({ lender_name: null, lender_address: null }, warn)).toBeNull();
    expect(parseLender({}, warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['no address', { lender_name: 'Testbank AG', lender_address: null }],
    ['a blank name', { lender_name: '  ', lender_address: 'Teststraße 1, 10115 Berlin' }],
    ['a name that is not text', { lender_name: 42, lender_address: 'Teststraße 1, 10115 Berlin' }],
  ])('is null with one warning for %s', (_label, row) => {
    const warn = vi.fn();
    expect(parseLender(row, warn)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
