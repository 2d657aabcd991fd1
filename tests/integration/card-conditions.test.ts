/**
 * Issue 34: the CHECKs of supabase/migrations/20261127000100_card_conditions.sql and the valibot schema that
 * mirrors them (src/entities/partner/schema/parse-card-conditions.ts) accept and refuse the same card rows; the
 * seed's cards satisfy both, and /kreditkarten reads card products only, through supabase-js and the local API.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../scripts/lib/paths';
import { applySchema } from '../../scripts/local-api/database';
import { startLocalApi, type LocalApi } from '../../scripts/local-api/server';
import { LOCAL_ANON_KEY } from '@/config/local-backend';
import { partnerLists } from '@/entities/partner/api/lists';
import { cardProductTypes, type PartnerCategory } from '@/entities/partner/model';
import { parseCardConditions } from '@/entities/partner/schema/parse-card-conditions';
import { parsePartnerRows } from '@/entities/partner/schema/validate-partner';
import { defaultCardValues } from '@/features/card-comparison/inputs/card-params';
import { rankCards } from '@/features/card-comparison/model/rank-cards';
import { representativeExample } from '@/lib/loan-math';

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
  await applySchema(db);
});
afterAll(() => db.close());

type Row = Record<string, unknown>;

/** The issue's example card as stored. */
const chargeCard = {
  type: 'charge',
  annual_fee_first_year: 0,
  annual_fee: 29,
  fee_waiver_spend: null,
  foreign_currency_fee: 1.75,
  cash_fee_percent: 2,
  cash_fee_min: 5,
  free_withdrawals: null,
  cashback_percent: 0.5,
  cashback_cap: null,
  apple_pay: true,
  google_pay: true,
  schufa_check: true,
};

const cardRow: Row = {
  name: 'Testkarte',
  category: 'kreditkarte',
  adtraction_tracking_url: 'https://partner.example/',
  amount_range: 'bis 5.000 €',
  card_conditions: chargeCard,
};

const withCard = (patch: Row): Row => ({ ...cardRow, card_conditions: { ...chargeCard, ...patch } });

/** A card with the Teilzahlung preset: 14,99 % Sollzins (veränderlich), 16,06 % effective, the example on 1.500 € over 12 months. */
const { monthlyInstalment, totalAmount } = representativeExample({ netLoanAmount: 1500, borrowingRate: 14.99, termMonths: 12 });
const revolvingRow: Row = {
  ...cardRow,
  apr_from: '16,06 %',
  effective_rate_min: 16.06,
  effective_rate_max: 16.06,
  effective_rate_two_thirds: 16.06,
  borrowing_rate_two_thirds: 14.99,
  borrowing_rate_fixed: false,
  lender_name: 'Testkarten Bank AG',
  lender_address: 'Teststraße 1, 10115 Berlin',
  representative_example: {
    net_loan_amount: 1500,
    borrowing_rate: 14.99,
    borrowing_rate_type: 'veränderlich',
    effective_rate: 16.06,
    term_months: 12,
    monthly_instalment: monthlyInstalment,
    total_amount: totalAmount,
    lender: 'Testkarten Bank AG',
  },
  card_conditions: { ...chargeCard, type: 'revolving', full_payment_switch: 'In der App unter „Rückzahlung“ 100 % wählen.' },
};

const withoutCredit: Row = {
  apr_from: null,
  effective_rate_min: null,
  effective_rate_max: null,
  effective_rate_two_thirds: null,
  borrowing_rate_two_thirds: null,
  borrowing_rate_fixed: null,
  representative_example: null,
};

let serial = 0;

/** Inserts the row; undefined when accepted, else the violated CHECK (the first by name, as Postgres reports it). */
async function violatedCheck(row: Row): Promise<string | undefined> {
  const columns: Row = { ...row, brand_id: `karte-${++serial}` };
  const names = Object.keys(columns);
  const values = names.map((name) => {
    const value = columns[name];
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

/** What the app makes of the row's card conditions: the warnings; none means it computes the card's cost. */
function appWarnings(row: Row): string[] {
  const warnings: string[] = [];
  const conditions = parseCardConditions(row, row.category as PartnerCategory, (reason) => warnings.push(reason));
  if (conditions === null && warnings.length === 0) warnings.push('no conditions');
  return warnings;
}

describe('the database and the app accept and refuse the same card rows', () => {
  afterAll(() => db.query(`delete from public.partners where brand_id like 'karte-%'`));

  it.each<[string, Row]>([
    ['a card with monthly billing', cardRow],
    ['a debit card without a credit line', { ...withCard({ type: 'debit' }), amount_range: null }],
    ['a prepaid card without SCHUFA query', withCard({ type: 'prepaid', schufa_check: false, apple_pay: false })],
    ['fees, percentages and minimum at their upper bounds', withCard({ annual_fee_first_year: 1000, annual_fee: 1000, foreign_currency_fee: 10, cash_fee_percent: 10, cash_fee_min: 100, cashback_percent: 10 })],
    ['nothing to pay at all', withCard({ annual_fee: 0, foreign_currency_fee: 0, cash_fee_percent: 0, cash_fee_min: 0, cashback_percent: 0 })],
    ['fees in cents', withCard({ annual_fee_first_year: 19.9, annual_fee: 0.01, cash_fee_min: 3.95 })],
    ['a waiver from 0,01 €', withCard({ fee_waiver_spend: 0.01 })],
    ['a waiver of the first year’s fee only', withCard({ annual_fee_first_year: 29, annual_fee: 0, fee_waiver_spend: 1_000_000 })],
    ['one free withdrawal', withCard({ free_withdrawals: 1 })],
    ['365 free withdrawals', withCard({ free_withdrawals: 365 })],
    ['a cashback cap', withCard({ cashback_cap: 10_000 })],
    ['the optional keys left out', { ...cardRow, card_conditions: { ...chargeCard, fee_waiver_spend: undefined, free_withdrawals: undefined, cashback_cap: undefined } }],
    ['the sample marker', withCard({ sample: true })],
    ['a card with the Teilzahlung preset, its rates, example, lender and how to pay in full', revolvingRow],
  ])('both accept %s', async (_label, row) => {
    expect(await violatedCheck(row)).toBeUndefined();
    expect(appWarnings(row)).toEqual([]);
  });

  it.each<[string, Row, string | RegExp]>([
    ['a negative first-year fee', withCard({ annual_fee_first_year: -1 }), 'partners_kreditkarte_fees'],
    ['a negative fee from the second year', withCard({ annual_fee: -0.01 }), 'partners_kreditkarte_fees'],
    ['a fee above 1.000 €', withCard({ annual_fee: 1000.01 }), 'partners_kreditkarte_fees'],
    ['a fee with a third decimal', withCard({ annual_fee: 29.005 }), 'partners_kreditkarte_fees'],
    ['a fee as text', withCard({ annual_fee: '29' }), 'partners_kreditkarte_fees'],
    ['no fee from the second year', { ...cardRow, card_conditions: { ...chargeCard, annual_fee: undefined } }, 'partners_kreditkarte_fees'],
    ['a waiver of 0 €', withCard({ fee_waiver_spend: 0 }), 'partners_kreditkarte_fees'],
    ['a waiver on a card without a fee', withCard({ annual_fee: 0, fee_waiver_spend: 2400 }), 'partners_kreditkarte_fees'],
    ['a Fremdwährungsentgelt above 10 %', withCard({ foreign_currency_fee: 10.01 }), 'partners_kreditkarte_foreign_use'],
    ['a negative Fremdwährungsentgelt', withCard({ foreign_currency_fee: -1 }), 'partners_kreditkarte_foreign_use'],
    ['a cash fee with three decimals', withCard({ cash_fee_percent: 2.125 }), 'partners_kreditkarte_foreign_use'],
    ['a cash minimum above 100 €', withCard({ cash_fee_min: 100.5 }), 'partners_kreditkarte_foreign_use'],
    ['0 free withdrawals (none is null)', withCard({ free_withdrawals: 0 }), 'partners_kreditkarte_foreign_use'],
    ['half a free withdrawal', withCard({ free_withdrawals: 2.5 }), 'partners_kreditkarte_foreign_use'],
    ['366 free withdrawals', withCard({ free_withdrawals: 366 }), 'partners_kreditkarte_foreign_use'],
    ['cashback over 10 %', withCard({ cashback_percent: 10.5 }), 'partners_kreditkarte_cashback'],
    ['negative cashback', withCard({ cashback_percent: -0.5 }), 'partners_kreditkarte_cashback'],
    ['a cashback cap without cashback', withCard({ cashback_percent: 0, cashback_cap: 100 }), 'partners_kreditkarte_cashback'],
    ['a cashback cap of 0 €', withCard({ cashback_cap: 0 }), 'partners_kreditkarte_cashback'],
    ['an unknown card type', withCard({ type: 'gold' }), 'partners_kreditkarte_shape'],
    ['no card type', { ...cardRow, card_conditions: { ...chargeCard, type: undefined } }, 'partners_kreditkarte_shape'],
    ['an unknown key', withCard({ annual_fee_third_year: 0 }), 'partners_kreditkarte_shape'],
    ['Apple Pay as text', withCard({ apple_pay: 'ja' }), 'partners_kreditkarte_shape'],
    ['no SCHUFA answer', { ...cardRow, card_conditions: { ...chargeCard, schufa_check: undefined } }, 'partners_kreditkarte_shape'],
    ['a sample marker as text', withCard({ sample: 'ja' }), 'partners_kreditkarte_shape'],
    ['conditions as a list', { ...cardRow, card_conditions: [chargeCard] }, /^partners_kreditkarte_/],
    ['a card without conditions', { ...cardRow, card_conditions: null }, 'partners_kreditkarte_conditions'],
    ['card conditions on a savings account', { ...cardRow, category: 'sparkonto' }, 'partners_kreditkarte_conditions'],
    ['a Teilzahlung without Sollzins', { ...revolvingRow, effective_rate_two_thirds: null, borrowing_rate_two_thirds: null, borrowing_rate_fixed: null }, 'partners_kreditkarte_teilzahlung'],
    ['a Teilzahlung without a representative example', { ...revolvingRow, representative_example: null }, 'partners_kreditkarte_teilzahlung'],
    // The example names its lender, and the lender's identity CHECKs come first by name.
    ['a Teilzahlung without a lender', { ...revolvingRow, lender_name: null, lender_address: null }, 'partners_example_lender_identity'],
    ['a Teilzahlung without the way to full payment', { ...revolvingRow, card_conditions: { ...chargeCard, type: 'revolving' } }, 'partners_kreditkarte_teilzahlung'],
    ['a blank way to full payment', { ...revolvingRow, card_conditions: { ...chargeCard, type: 'revolving', full_payment_switch: '  ' } }, 'partners_kreditkarte_teilzahlung'],
    ['a card without Teilzahlung but with its example', { ...revolvingRow, card_conditions: chargeCard }, 'partners_kreditkarte_teilzahlung'],
    ['a card without Teilzahlung but with an "ab" rate', { ...revolvingRow, ...withoutCredit, apr_from: '16,06 %', effective_rate_min: 16.06, effective_rate_max: 16.06, card_conditions: chargeCard }, 'partners_kreditkarte_teilzahlung'],
    ['a card without Teilzahlung but with a way to full payment', withCard({ full_payment_switch: 'Nicht nötig.' }), 'partners_kreditkarte_teilzahlung'],
  ])('both refuse %s', async (_label, row, check) => {
    expect(await violatedCheck(row)).toMatch(check);
    expect(appWarnings(row)).not.toEqual([]);
  });

  it('lists the same card types in the CHECK as the app', async () => {
    const sql = await readFile(path.join(rootDir, 'supabase/migrations/20261127000100_card_conditions.sql'), 'utf8');
    const list = /card_conditions ->> 'type' in \(([^)]*)\)/.exec(sql)?.[1] ?? '';
    expect(list.split(',').map((item) => item.trim().replaceAll("'", ''))).toEqual([...cardProductTypes]);
  });
});

describe('/kreditkarten through supabase-js and the local API', () => {
  let api: LocalApi;
  let supabase: SupabaseClient;
  let rows: Row[];

  beforeAll(async () => {
    api = await startLocalApi({ port: 0 });
    supabase = createClient(api.url, LOCAL_ANON_KEY, { realtime: { transport: class {} as never } });
    // The query fetch-partners.ts makes for a list of one category.
    const [category] = partnerLists.kreditkarte;
    const { data, error } = await supabase.from('partners').select('*').eq('is_active', true).eq('category', category).order('display_order', { ascending: true });
    expect(error).toBeNull();
    rows = data!;
  }, 60_000);
  afterAll(() => api?.close());

  it('reads card products only: none of the loan intermediaries', () => {
    expect(partnerLists.kreditkarte).toEqual(['kreditkarte']);
    const names = rows.map((row) => row.name);
    for (const intermediary of ['Zinsfinder', 'Kreditlotse', 'Finanzkompass24']) expect(names).not.toContain(intermediary);
    expect(rows.every((row) => row.category === 'kreditkarte')).toBe(true);
  });

  it('has at least ten sample cards, at least two of every type, each with valid, marked conditions', () => {
    const warnings: string[] = [];
    const cards = parsePartnerRows(rows, (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    expect(cards.length).toBeGreaterThanOrEqual(10);
    for (const type of cardProductTypes) expect(cards.filter((card) => card.card?.type === type).length, type).toBeGreaterThanOrEqual(2);
    for (const card of cards) expect(card.card?.sample, card.name).toBe(true);
  });

  it('gives every card with the Teilzahlung preset its example with a sample lender address, and never calls it "kostenlos"', () => {
    const cards = parsePartnerRows(rows).filter((card) => card.card?.type === 'revolving');
    expect(cards.length).toBeGreaterThanOrEqual(2);
    for (const card of cards) {
      expect(card.representative_example?.lender, card.name).toBe(card.lender?.name);
      expect(card.lender?.address, card.name).toMatch(/\(Beispieladresse\)$/);
      const texts = [card.name, card.description, ...card.pros, ...card.cons, card.card?.fullPaymentSwitch ?? ''];
      for (const text of texts) expect(text, card.name).not.toMatch(/kostenlos/i);
    }
  });

  it('costs the issue’s example card 16,50 € in the first year and 45,50 € from the second, at the defaults', () => {
    const { offers } = rankCards(parsePartnerRows(rows), defaultCardValues);
    const example = offers.find((offer) => offer.partner.name === 'Cashback Plus Karte')!;
    expect([example.cost.firstYear.total, example.cost.laterYears.total]).toEqual([16.5, 45.5]);
  });
});
