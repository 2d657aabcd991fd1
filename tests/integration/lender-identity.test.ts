/**
 * Issue 37: the CHECKs of supabase/migrations/20261127000300_lender_identity.sql and the valibot schema that
 * mirrors them refuse the same rows (an example without the lender's address, a mortgage rate scope outside the
 * offer's limits, a mortgage example without its Zinsbindung and Beleihungsauslauf), and the seed satisfies both.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySchema } from '../../scripts/local-api/database';
import { parsePartnerRows } from '@/entities/partner/schema/validate-partner';
import { representativeExample } from '@/lib/loan-math';

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
  await applySchema(db);
});
afterAll(() => db.close());

type Row = Record<string, unknown>;

function exampleOf(netLoanAmount: number, borrowingRate: number, effectiveRate: number, termMonths: number, lender = 'Testbank AG') {
  const { monthlyInstalment, totalAmount } = representativeExample({ netLoanAmount, borrowingRate, termMonths });
  return {
    net_loan_amount: netLoanAmount,
    borrowing_rate: borrowingRate,
    borrowing_rate_type: 'gebunden',
    effective_rate: effectiveRate,
    term_months: termMonths,
    monthly_instalment: monthlyInstalment,
    total_amount: totalAmount,
    lender,
  };
}

const base: Row = {
  id: '00000000-0000-4000-8000-000000000000',
  name: 'Testbank',
  adtraction_tracking_url: 'https://partner.example/',
  is_active: true,
  lender_name: 'Testbank AG',
  lender_address: 'Teststraße 1, 10115 Berlin',
};

const instalmentLoan: Row = {
  ...base,
  category: 'ratenkredit',
  amount_range: '1.000 € – 50.000 €',
  apr_from: '1,99 %',
  min_amount: 1000,
  max_amount: 50000,
  min_term_months: 12,
  max_term_months: 84,
  effective_rate_min: 1.99,
  effective_rate_max: 9.99,
  effective_rate_two_thirds: 6.49,
  borrowing_rate_two_thirds: 6.31,
  borrowing_rate_fixed: true,
  purposes: ['frei', 'auto'],
  features: ['digital'],
  representative_example: exampleOf(10000, 6.31, 6.49, 60),
};

/** Lends 25.000–500.000 € up to 90 %; its rates hold for 50.000–400.000 € up to 80 %; the example is the 10-year rate's. */
const mortgage: Row = {
  ...base,
  category: 'baufinanzierung',
  amount_range: '25.000 € – 500.000 €',
  apr_from: '3,21 %',
  min_amount: 25000,
  max_amount: 500000,
  min_term_months: 120,
  max_term_months: 420,
  effective_rate_min: 3.21,
  effective_rate_max: 4.59,
  effective_rate_two_thirds: 3.51,
  borrowing_rate_two_thirds: 3.45,
  borrowing_rate_fixed: true,
  mortgage_rates: { '5': 3.29, '10': 3.45, '15': 3.62, '20': 3.79, '30': 4.09 },
  max_loan_to_value: 90,
  mortgage_rates_min_amount: 50000,
  mortgage_rates_max_amount: 400000,
  mortgage_rates_max_loan_to_value: 80,
  example_fixed_rate_years: 10,
  example_loan_to_value: 80,
  representative_example: exampleOf(200000, 3.45, 3.51, 360),
};

/** The mortgage without its example, so that only the rate scope's CHECK can fire. */
const withoutExample: Row = { ...mortgage, representative_example: null, example_fixed_rate_years: null, example_loan_to_value: null };

/** The card CHECKs of their own migration come after partners_example_lender_identity by name. */
const card: Row = {
  ...base,
  category: 'kreditkarte',
  amount_range: 'bis 5.000 €',
  apr_from: '16,06 %',
  effective_rate_min: 16.06,
  effective_rate_max: 16.06,
  representative_example: { ...exampleOf(1500, 14.99, 16.06, 12), borrowing_rate_type: 'veränderlich' },
};

let serial = 0;

/** Inserts the row; undefined when accepted, else the violated CHECK (the first by name, as Postgres reports it). */
async function violatedCheck(row: Row): Promise<string | undefined> {
  const columns: Row = { ...row, id: undefined, brand_id: `identitaet-${++serial}` };
  const names = Object.keys(columns).filter((name) => columns[name] !== undefined);
  const values = names.map((name) => {
    const value = columns[name];
    if (Array.isArray(value)) return `{${value.join(',')}}`;
    return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  });
  try {
    await db.query(`insert into public.partners (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`, values);
    return undefined;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    return code === '23514' ? constraint : `error ${code}`;
  }
}

/** What the app makes of the row: every warning; none means it shows the row with its example and conditions. */
function schemaWarnings(row: Row): string[] {
  const warnings: string[] = [];
  const [partner] = parsePartnerRows([row], (message) => warnings.push(message));
  if (partner && row.representative_example && !partner.representative_example) expect(warnings).not.toEqual([]);
  return warnings;
}

describe('the database and the app refuse the same offers', () => {
  afterAll(() => db.query(`delete from public.partners where brand_id like 'identitaet-%'`));

  it.each<[string, Row]>([
    ['an instalment loan whose example names the lender with address', instalmentLoan],
    ['a broker naming the lender with address', { ...instalmentLoan, category: 'comparison', is_intermediary: true }],
    [
      'a business loan without example or lender',
      { ...mortgage, category: 'unternehmenskredit', representative_example: null, lender_name: null, lender_address: null, effective_rate_two_thirds: null, borrowing_rate_two_thirds: null, borrowing_rate_fixed: null, mortgage_rates: null, max_loan_to_value: null, mortgage_rates_min_amount: null, mortgage_rates_max_amount: null, mortgage_rates_max_loan_to_value: null, example_fixed_rate_years: null, example_loan_to_value: null },
    ],
    ['a mortgage whose example states Zinsbindung and Beleihungsauslauf within the quoted rates', mortgage],
    ['a mortgage example at the edges of the quoted rates', { ...mortgage, example_loan_to_value: 80, mortgage_rates_min_amount: 200000, mortgage_rates_max_amount: 200000 }],
    ['a mortgage quoting its rates for everything it lends', { ...mortgage, mortgage_rates_min_amount: 25000, mortgage_rates_max_amount: 500000, mortgage_rates_max_loan_to_value: 90 }],
    [
      'a mortgage without an example, not saying which loans its rates hold for',
      { ...mortgage, representative_example: null, example_fixed_rate_years: null, example_loan_to_value: null, mortgage_rates_min_amount: null, mortgage_rates_max_amount: null, mortgage_rates_max_loan_to_value: null },
    ],
  ])('both accept %s', async (_label, row) => {
    expect(await violatedCheck(row)).toBeUndefined();
    expect(schemaWarnings(row)).toEqual([]);
  });

  it.each<[string, Row, string]>([
    ['an instalment-loan example without the lender’s address', { ...instalmentLoan, lender_address: null }, 'partners_example_lender_identity'],
    ['an example with a blank lender address', { ...instalmentLoan, lender_address: '  ' }, 'partners_example_lender_identity'],
    ['an example without any lender', { ...instalmentLoan, lender_name: null, lender_address: null }, 'partners_example_lender_identity'],
    ['a card example without the lender’s address', { ...card, lender_address: null }, 'partners_example_lender_identity'],
    ['a broker’s example without the lender’s address', { ...instalmentLoan, category: 'comparison', is_intermediary: true, lender_address: null }, 'partners_example_lender_identity'],
    ['a mortgage example without the lender’s address', { ...mortgage, lender_address: null }, 'partners_example_lender_identity'],
    ['a mortgage example without Zinsbindung and Beleihungsauslauf', { ...mortgage, example_fixed_rate_years: null, example_loan_to_value: null }, 'partners_mortgage_example_terms'],
    ['a mortgage example at another Zinsbindung’s rate', { ...mortgage, example_fixed_rate_years: 15 }, 'partners_mortgage_example_terms'],
    ['a mortgage example at a Zinsbindung the offer lacks', { ...mortgage, example_fixed_rate_years: 25 }, 'partners_mortgage_example_terms'],
    ['a mortgage example above the quoted Beleihungsauslauf', { ...mortgage, example_loan_to_value: 81 }, 'partners_mortgage_example_terms'],
    ['a mortgage example above the quoted amounts', { ...mortgage, mortgage_rates_max_amount: 150000 }, 'partners_mortgage_example_terms'],
    ['a mortgage example below the quoted amounts', { ...mortgage, mortgage_rates_min_amount: 250000 }, 'partners_mortgage_example_terms'],
    [
      'a mortgage example without the rates’ scope',
      { ...mortgage, mortgage_rates_min_amount: null, mortgage_rates_max_amount: null, mortgage_rates_max_loan_to_value: null },
      'partners_mortgage_example_terms',
    ],
    ['a rate scope above the offer’s highest Beleihungsauslauf', { ...mortgage, mortgage_rates_max_loan_to_value: 95 }, 'partners_mortgage_rates_scope'],
    ['a rate scope above the offer’s largest amount', { ...mortgage, mortgage_rates_max_amount: 600000 }, 'partners_mortgage_rates_scope'],
    ['a rate scope below the offer’s smallest amount', { ...mortgage, mortgage_rates_min_amount: 20000 }, 'partners_mortgage_rates_scope'],
    ['a rate scope with its amounts swapped', { ...withoutExample, mortgage_rates_min_amount: 400000, mortgage_rates_max_amount: 50000 }, 'partners_mortgage_rates_scope'],
    ['a partial rate scope', { ...withoutExample, mortgage_rates_max_amount: null }, 'partners_mortgage_rates_scope'],
    ['a rate scope at 0 %', { ...mortgage, mortgage_rates_max_loan_to_value: 0, example_loan_to_value: 0 }, 'partners_mortgage_example_terms'],
    ['a rate scope on an offer without mortgage rates', { ...instalmentLoan, mortgage_rates_min_amount: 1000, mortgage_rates_max_amount: 50000, mortgage_rates_max_loan_to_value: 80 }, 'partners_mortgage_rates_scope'],
  ])('both refuse %s', async (_label, row, check) => {
    expect(await violatedCheck(row)).toBe(check);
    expect(schemaWarnings(row)).not.toEqual([]);
  });
});

describe('the seed', () => {
  let rows: Row[];
  beforeAll(async () => {
    const { rows: result } = await db.query<{ rows: Row[] }>(
      `select json_agg(p order by category, display_order) as rows from public.partners p where brand_id not like 'identitaet-%'`,
    );
    rows = result[0]!.rows;
  });

  it('names the lender with a sample address in every example, and the app shows every one of them', () => {
    const withExample = rows.filter((row) => row.representative_example !== null);
    expect(withExample.length).toBeGreaterThanOrEqual(20);
    for (const row of withExample) {
      expect(String(row.lender_name).trim(), String(row.name)).not.toBe('');
      expect(row.lender_address, String(row.name)).toMatch(/\S.*\(Beispieladresse\)$/);
    }
    const warnings: string[] = [];
    const shown = parsePartnerRows(withExample.filter((row) => row.is_active), (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    expect(shown.every((partner) => partner.representative_example !== null && partner.lender !== null)).toBe(true);
  });

  it('quotes every mortgage rate for a stated scope and gives every mortgage example its Zinsbindung and Beleihungsauslauf', () => {
    const mortgages = rows.filter((row) => row.category === 'baufinanzierung' && row.is_active);
    expect(mortgages.length).toBeGreaterThanOrEqual(3);
    for (const partner of parsePartnerRows(mortgages)) {
      expect(partner.conditions?.mortgage?.rateScope, partner.name).not.toBeNull();
      expect(partner.conditions?.mortgage?.exampleTerms, partner.name).not.toBeNull();
    }
  });
});
