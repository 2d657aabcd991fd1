/**
 * Structured offer conditions: the CHECKs of the migration, the enums they share with
 * the app, and the seed's consistency (texts rendered from the figures, examples that recompute).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../scripts/lib/paths';
import { applySchema } from '../../scripts/local-api/database';
import { amountRangeText, aprFromText } from '@/entities/partner/condition-texts';
import { defaultComparisonParams } from '@/features/loan-comparison/inputs/defaults';
import { offerFeatures, purposes } from '@/entities/partner/model';
import { checkEligibility } from '@/features/loan-comparison/engine/eligibility';
import { representativeExample } from '@/lib/loan-math';
import { mortgageFixedRatePeriods } from '@/entities/partner/model';
import { parsePartnerRows } from '@/entities/partner/schema/validate-partner';

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
  await applySchema(db);
});
afterAll(() => db.close());

type Columns = Record<string, string | number | boolean | null>;

const example = {
  net_loan_amount: 10000,
  borrowing_rate: 6.31,
  borrowing_rate_type: 'gebunden',
  effective_rate: 6.49,
  term_months: 60,
  // loan-math's figures for 10.000 € at 6,31 % over 60 months (the CHECK partners_example_schedule).
  monthly_instalment: 194.77,
  total_amount: 11686.39,
  lender: 'Testbank AG',
};

const instalmentLoan: Columns = {
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
  purposes: '{frei,auto}',
  features: '{digital}',
  lender_name: 'Testbank AG',
  lender_address: 'Teststraße 1, 10115 Berlin',
  representative_example: JSON.stringify(example),
};

const mortgage: Columns = {
  ...instalmentLoan,
  category: 'baufinanzierung',
  amount_range: '50.000 € – 500.000 €',
  apr_from: '3,21 %',
  min_amount: 50000,
  max_amount: 500000,
  max_term_months: 420,
  effective_rate_min: 3.21,
  effective_rate_max: 4.59,
  effective_rate_two_thirds: null,
  borrowing_rate_two_thirds: null,
  borrowing_rate_fixed: null,
  purposes: null,
  features: null,
  representative_example: null,
  mortgage_rates: JSON.stringify({ '5': 3.29, '10': 3.45, '15': 3.62, '20': 3.79, '30': 4.09 }),
  max_loan_to_value: 110,
};

const businessLoan: Columns = { ...mortgage, category: 'unternehmenskredit', mortgage_rates: null, max_loan_to_value: null };

let serial = 0;

/** Inserts a row; undefined when accepted, else the violated CHECK (the first by name, as Postgres reports it). */
async function violatedCheck(columns: Columns): Promise<string | undefined> {
  const row: Columns = { brand_id: `konditionen-${++serial}`, name: 'Testbank', adtraction_tracking_url: 'https://partner.example/', ...columns };
  const names = Object.keys(row);
  try {
    await db.query(`insert into public.partners (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(row));
    return undefined;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    return code === '23514' ? constraint : `error ${code}`;
  }
}

/** The single-quoted items of the first `array[…]` after `marker` in the condition migration. */
async function migrationList(marker: string): Promise<string[]> {
  const sql = await readFile(path.join(rootDir, 'supabase/migrations/20261124000200_partner_conditions.sql'), 'utf8');
  const list = new RegExp(`${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*array\\[([^\\]]*)\\]`).exec(sql)?.[1] ?? '';
  return list.split(',').map((item) => item.trim().replaceAll("'", ''));
}

describe('enums shared with the app', () => {
  it('purposes: the CHECK lists exactly comparison-params purposes', async () => {
    expect(await migrationList('purposes <@')).toEqual([...purposes]);
  });

  it('features: the CHECK lists exactly the feature filter names', async () => {
    expect(await migrationList('features <@')).toEqual([...offerFeatures]);
  });

  it('mortgage rates: the CHECK allows exactly the Zinsbindung periods of the app', async () => {
    expect(await migrationList('mortgage_rates -')).toEqual([...mortgageFixedRatePeriods]);
  });
});

describe('condition constraints', () => {
  afterAll(() => db.query(`delete from public.partners where brand_id like 'konditionen-%'`));

  it.each<[string, Columns]>([
    ['an instalment loan with every condition', instalmentLoan],
    ['a comparison portal as intermediary', { ...instalmentLoan, category: 'comparison', is_intermediary: true }],
    ['an instalment loan without features', { ...instalmentLoan, features: '{}' }],
    ['a variable rate', { ...instalmentLoan, borrowing_rate_fixed: false, representative_example: JSON.stringify({ ...example, borrowing_rate_type: 'veränderlich' }) }],
    ['rates at the bounds 0 and 30', { ...instalmentLoan, apr_from: '0,00 %', effective_rate_min: 0, effective_rate_max: 30 }],
    ['a mortgage with rates by Zinsbindung', mortgage],
    ['a mortgage offering one Zinsbindung only', { ...mortgage, mortgage_rates: JSON.stringify({ '10': 3.45 }) }],
    ['a business loan with ranges only', businessLoan],
    ['a savings account without conditions', { category: 'sparkonto', amount_range: 'bis 100.000 €', apr_from: '3,25 %' }],
    [
      'a card with a written credit line and its card conditions',
      {
        category: 'kreditkarte',
        amount_range: 'bis 5.000 €',
        card_conditions: JSON.stringify({
          type: 'charge', annual_fee_first_year: 0, annual_fee: 29, foreign_currency_fee: 1.75, cash_fee_percent: 2, cash_fee_min: 5,
          cashback_percent: 0.5, apple_pay: true, google_pay: true, schufa_check: true,
        }),
      },
    ],
  ])('accepts %s', async (_label, columns) => {
    expect(await violatedCheck(columns)).toBeUndefined();
  });

  // Rate-only cases drop the example, so the CHECK on the example cannot be the one that fires.
  it.each<[string, Columns, string]>([
    ['min amount above max', { min_amount: 60000, amount_range: '60.000 € – 50.000 €' }, 'partners_amount_limits'],
    ['an amount without its pair', { max_amount: null }, 'partners_amount_limits'],
    ['a zero amount', { min_amount: 0, amount_range: '0 € – 50.000 €' }, 'partners_amount_limits'],
    ['min term above max', { min_term_months: 96, representative_example: null }, 'partners_term_limits'],
    ['a term above 600 months', { max_term_months: 601 }, 'partners_term_limits'],
    ['an unknown purpose', { purposes: '{frei,krypto}' }, 'partners_purposes_known'],
    ['a null purpose', { purposes: '{frei,NULL}' }, 'partners_purposes_known'],
    ['no purpose', { purposes: '{}' }, 'partners_instalment_loan_conditions'],
    ['an unknown feature', { features: '{cashback}' }, 'partners_features_known'],
    ['a max rate above 30', { effective_rate_max: 30.01 }, 'partners_effective_rate_range'],
    ['a negative rate', { effective_rate_min: -0.5, apr_from: '-0,50 %' }, 'partners_effective_rate_range'],
    ['a rate with three decimals', { effective_rate_max: 9.995 }, 'partners_effective_rate_range'],
    ['min rate above max', { effective_rate_min: 9.99, effective_rate_max: 1.99, apr_from: '9,99 %' }, 'partners_effective_rate_range'],
    ['a 2/3 rate below the "ab" rate', { effective_rate_min: 6.5, apr_from: '6,50 %', representative_example: null }, 'partners_two_thirds_rate'],
    ['a 2/3 rate above the max rate', { effective_rate_max: 6.48, representative_example: null }, 'partners_two_thirds_rate'],
    ['a Sollzins above the effective rate', { borrowing_rate_two_thirds: 6.5, representative_example: null }, 'partners_two_thirds_rate'],
    ['a 2/3 rate without Sollzins', { borrowing_rate_two_thirds: null, representative_example: null }, 'partners_two_thirds_rate'],
    ['a 2/3 rate without rate type', { borrowing_rate_fixed: null, representative_example: null }, 'partners_two_thirds_rate'],
    ['no 2/3 rate', { effective_rate_two_thirds: null, borrowing_rate_two_thirds: null, borrowing_rate_fixed: null, representative_example: null }, 'partners_instalment_loan_conditions'],
    ['no amounts', { min_amount: null, max_amount: null, amount_range: null }, 'partners_instalment_loan_conditions'],
    ['no lender', { lender_name: null, lender_address: null, representative_example: null }, 'partners_instalment_loan_conditions'],
    // Without an example: with one, partners_example_lender_identity (lender-identity.test.ts) fires first.
    ['a lender without address', { lender_address: null, representative_example: null }, 'partners_lender_identity'],
    ['a blank lender address', { lender_address: '  ', representative_example: null }, 'partners_lender_identity'],
    ['an amount range with a hyphen', { amount_range: '1.000 € - 50.000 €' }, 'partners_amount_range_matches'],
    ['an amount range without thousands separator', { amount_range: '1000 € – 50000 €' }, 'partners_amount_range_matches'],
    ['an amount range for other figures', { amount_range: '1.000 € – 100.000 €' }, 'partners_amount_range_matches'],
    ['no amount range', { amount_range: null }, 'partners_amount_range_matches'],
    ['an "ab" rate without space', { apr_from: '1,99%' }, 'partners_apr_from_matches'],
    ['an "ab" rate with a decimal point', { apr_from: '1.99 %' }, 'partners_apr_from_matches'],
    ['an "ab" rate for another figure', { apr_from: '0,68 %' }, 'partners_apr_from_matches'],
    ['no "ab" rate', { apr_from: null }, 'partners_apr_from_matches'],
    ['an example at another effective rate', { representative_example: JSON.stringify({ ...example, effective_rate: 5.95 }) }, 'partners_example_matches_conditions'],
    ['an example at another Sollzins', { representative_example: JSON.stringify({ ...example, borrowing_rate: 6.29 }) }, 'partners_example_matches_conditions'],
    ['an example with a rate as text', { representative_example: JSON.stringify({ ...example, effective_rate: '6.49' }) }, 'partners_example_matches_conditions'],
    ['an example with the other rate type', { representative_example: JSON.stringify({ ...example, borrowing_rate_type: 'veränderlich' }) }, 'partners_example_matches_conditions'],
    ['an example naming another lender', { representative_example: JSON.stringify({ ...example, lender: 'Andere Bank AG' }) }, 'partners_example_matches_conditions'],
    ['an example above the max amount', { representative_example: JSON.stringify({ ...example, net_loan_amount: 60000 }) }, 'partners_example_matches_conditions'],
    ['an example beyond the longest term', { representative_example: JSON.stringify({ ...example, term_months: 96 }) }, 'partners_example_matches_conditions'],
    ['an example whose instalment does not follow from its Sollzins', { representative_example: JSON.stringify({ ...example, monthly_instalment: 195.53 }) }, 'partners_example_schedule'],
    ['an example whose total does not follow from its instalments', { representative_example: JSON.stringify({ ...example, total_amount: 11731.72 }) }, 'partners_example_schedule'],
    ['a 2/3 rate that does not follow from its Sollzins', { effective_rate_two_thirds: 6.6, representative_example: null }, 'partners_two_thirds_rate_from_sollzins'],
  ])('rejects an instalment loan with %s', async (_label, patch, check) => {
    expect(await violatedCheck({ ...instalmentLoan, ...patch })).toBe(check);
  });

  it('rejects a card whose example names no lender', async () => {
    const card = { category: 'kreditkarte', amount_range: 'bis 5.000 €', representative_example: JSON.stringify(example) };
    expect(await violatedCheck(card)).toBe('partners_example_lender_identity');
  });

  it.each<[string, Columns, string]>([
    ['no mortgage rates', { mortgage_rates: null }, 'partners_mortgage_conditions'],
    ['no loan-to-value', { max_loan_to_value: null }, 'partners_mortgage_conditions'],
    ['no amounts', { min_amount: null, max_amount: null, amount_range: null }, 'partners_mortgage_conditions'],
    ['an unknown Zinsbindung', { mortgage_rates: JSON.stringify({ '12': 3.5 }) }, 'partners_mortgage_rates_shape'],
    ['no rate at all', { mortgage_rates: '{}' }, 'partners_mortgage_rates_shape'],
    ['a rate of 0', { mortgage_rates: JSON.stringify({ '10': 0 }) }, 'partners_mortgage_rates_shape'],
    ['a rate above 30', { mortgage_rates: JSON.stringify({ '10': 31 }) }, 'partners_mortgage_rates_shape'],
    ['a rate with three decimals', { mortgage_rates: JSON.stringify({ '10': 3.455 }) }, 'partners_mortgage_rates_shape'],
    ['a rate as text', { mortgage_rates: JSON.stringify({ '10': '3,45' }) }, 'partners_mortgage_rates_shape'],
    ['rates as a list', { mortgage_rates: JSON.stringify([3.29, 3.45]) }, 'partners_mortgage_rates_shape'],
    ['a loan-to-value above 150 %', { max_loan_to_value: 151 }, 'partners_max_loan_to_value_range'],
  ])('rejects a mortgage with %s', async (_label, patch, check) => {
    expect(await violatedCheck({ ...mortgage, ...patch })).toBe(check);
  });

  it('rejects a business loan without term range', async () => {
    expect(await violatedCheck({ ...businessLoan, min_term_months: null, max_term_months: null })).toBe('partners_business_loan_conditions');
  });
});

interface SeedRow {
  name: string;
  category: string;
  is_active: boolean;
  display_order: number;
  amount_range: string | null;
  apr_from: string | null;
  min_amount: number | null;
  max_amount: number | null;
  effective_rate_min: number | null;
  effective_rate_two_thirds: number | null;
  borrowing_rate_two_thirds: number | null;
  lender_address: string | null;
  mortgage_rates: Record<string, number> | null;
  representative_example: typeof example | null;
}

describe('seed', () => {
  let rows: SeedRow[];
  // As JSON, the way PostgREST sends rows: numeric columns arrive as numbers, not as text.
  beforeAll(async () => {
    const { rows: result } = await db.query<{ rows: SeedRow[] }>(
      `select json_agg(p order by category, display_order) as rows from public.partners p where brand_id not like 'konditionen-%'`,
    );
    rows = result[0]!.rows;
  });

  it('renders every amount range and "ab" rate from the figures', () => {
    const withFigures = rows.filter((row) => row.min_amount !== null || row.effective_rate_min !== null);
    expect(withFigures.length).toBeGreaterThanOrEqual(20);
    for (const row of withFigures) {
      if (row.min_amount !== null) expect(row.amount_range, row.name).toBe(amountRangeText(row.min_amount, row.max_amount!));
      if (row.effective_rate_min !== null) expect(row.apr_from, row.name).toBe(aprFromText(row.effective_rate_min));
    }
  });

  // Stored figures may differ from the computed ones by rounding only: 0,01 percentage points, 0,01 €.
  const near = (stored: number, computed: number, tolerance: number) => Math.abs(stored - computed) <= tolerance + 1e-9;

  it('states effective rates, instalments and totals that follow from the Sollzins and the payment schedule', () => {
    const withExample = rows.filter((row) => row.representative_example !== null);
    expect(withExample.length).toBeGreaterThanOrEqual(20);
    for (const { name, representative_example: example } of withExample) {
      const { net_loan_amount, effective_rate, borrowing_rate, term_months, monthly_instalment, total_amount } = example!;
      const computed = representativeExample({ netLoanAmount: net_loan_amount, borrowingRate: borrowing_rate, termMonths: term_months });
      expect(near(effective_rate, computed.effectiveRate, 0.01), `${name}: ${effective_rate} % stated, ${computed.effectiveRate} % computed`).toBe(true);
      expect(near(monthly_instalment, computed.monthlyInstalment, 0.01), `${name}: instalment ${monthly_instalment} € / ${computed.monthlyInstalment} €`).toBe(true);
      expect(near(total_amount, computed.totalAmount, 0.01), `${name}: total ${total_amount} € / ${computed.totalAmount} €`).toBe(true);
    }
  });

  it('states every 2/3 effective rate as its Sollzins gives it, on the offer’s own example', () => {
    const withRate = rows.filter((row) => row.effective_rate_two_thirds !== null);
    expect(withRate.length).toBeGreaterThanOrEqual(20);
    for (const { name, effective_rate_two_thirds: stated, borrowing_rate_two_thirds: borrowingRate, representative_example: example } of withRate) {
      expect(example, name).not.toBeNull();
      const computed = representativeExample({ netLoanAmount: example!.net_loan_amount, borrowingRate: borrowingRate!, termMonths: example!.term_months });
      expect(near(stated!, computed.effectiveRate, 0.01), `${name}: ${stated} % stated, ${computed.effectiveRate} % from ${borrowingRate} % Sollzins`).toBe(true);
    }
  });

  it('passes row validation with conditions for every loan and a lender for every example', () => {
    const warnings: string[] = [];
    const partners = parsePartnerRows(rows.filter((row) => row.is_active), (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    for (const partner of partners) {
      const isLoan = ['ratenkredit', 'comparison', 'unternehmenskredit', 'baufinanzierung'].includes(partner.category);
      expect(partner.conditions !== null, partner.name).toBe(isLoan);
      expect(partner.lender !== null, partner.name).toBe(partner.representative_example !== null);
      if (partner.category === 'ratenkredit' || partner.category === 'comparison') expect(partner.conditions?.twoThirds, partner.name).not.toBeNull();
      if (partner.category === 'baufinanzierung') expect(partner.conditions?.mortgage, partner.name).not.toBeNull();
    }
  });

  it('leaves at least two instalment-loan offers that do not fit the default inputs, and most that do', () => {
    const warnings: string[] = [];
    const offers = parsePartnerRows(
      rows.filter((row) => row.is_active && (row.category === 'ratenkredit' || row.category === 'comparison')),
      (message) => warnings.push(message),
    );
    const fits = offers.map((offer) => checkEligibility(offer.conditions!, defaultComparisonParams).fits);
    expect(fits.filter((fit) => !fit).length).toBeGreaterThanOrEqual(2);
    expect(fits.filter(Boolean).length).toBeGreaterThanOrEqual(8);
  });

  it('gives every feature filter offers with and without the feature', () => {
    const offers = parsePartnerRows(rows.filter((row) => row.is_active && (row.category === 'ratenkredit' || row.category === 'comparison')));
    for (const feature of offerFeatures) {
      const withFeature = offers.filter((offer) => offer.conditions!.features.includes(feature)).length;
      expect(withFeature, feature).toBeGreaterThan(0);
      expect(withFeature, feature).toBeLessThan(offers.length);
    }
  });

  it('has mortgage rates that rise with the Zinsbindung', () => {
    for (const row of rows.filter((row) => row.category === 'baufinanzierung')) {
      const rates = mortgageFixedRatePeriods.map((period) => row.mortgage_rates![period]!);
      expect(rates, row.name).toEqual([...rates].sort((a, b) => a - b));
      expect(new Set(rates).size, row.name).toBe(rates.length);
    }
  });

  it('marks every sample lender address', () => {
    for (const row of rows.filter((row) => row.lender_address !== null)) expect(row.lender_address, row.name).toMatch(/\(Beispieladresse\)$/);
  });
});
