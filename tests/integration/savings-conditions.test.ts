/**
 * Savings conditions (partners.savings_conditions): the CHECKs of the migration and the valibot
 * schema take and refuse the same rows, share the app's vocabularies, and the seed's sample offers
 * pass both and reach the page through the local API.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../scripts/lib/paths';
import { applySchema } from '../../scripts/local-api/database';
import { startLocalApi, type LocalApi } from '../../scripts/local-api/server';
import { LOCAL_ANON_KEY } from '../../src/config/local-backend';
import { depositCountries, festgeldCreditings, savingsTermMonths, tagesgeldCreditings } from '@/entities/partner/model';
import { isValidSavingsConditions } from '@/entities/partner/schema/parse-savings-conditions';
import { parsePartnerRows } from '@/entities/partner/schema/validate-partner';
import { defaultSavingsValues } from '@/features/savings-comparison/inputs/defaults';
import { compareSavingsOffers, toSavingsOffers } from '@/features/savings-comparison/model/savings-offers';

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
  await applySchema(db);
});
afterAll(() => db.close());

const migration = () => readFile(path.join(rootDir, 'supabase/migrations/20261127000200_savings_conditions.sql'), 'utf8');

/** The single-quoted items of the first list after `marker` in the migration: `in (…)` or `array[…]`. */
async function migrationList(marker: string): Promise<string[]> {
  const sql = await migration();
  const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const list = new RegExp(`${escaped}\\s*(?:in\\s*\\(|array\\[)([^\\])]*)[\\])]`).exec(sql)?.[1] ?? '';
  return list.split(',').map((item) => item.trim().replaceAll("'", ''));
}

describe('vocabularies shared with the app', () => {
  it('Tagesgeld and Festgeld crediting', async () => {
    expect(await migrationList("'tagesgeld' and savings_conditions ->> 'crediting'")).toEqual([...tagesgeldCreditings]);
    expect(await migrationList("'festgeld' and savings_conditions ->> 'crediting'")).toEqual([...festgeldCreditings]);
  });

  it('Festgeld terms and bank countries', async () => {
    expect(await migrationList("(savings_conditions -> 'term_rates') -")).toEqual(savingsTermMonths.map(String));
    expect(await migrationList("savings_conditions ->> 'country'")).toEqual([...depositCountries]);
  });
});

const tagesgeld = {
  product: 'tagesgeld',
  base_rate: 1.5,
  promotion: { rate: 3.25, months: 4, max_amount: 100_000 },
  crediting: 'monatlich',
  min_amount: 1,
  max_amount: 1_000_000,
  country: 'DE',
  deposit_guarantee: 'Entschädigungseinrichtung deutscher Banken',
  sample: true,
};
const festgeld = {
  product: 'festgeld',
  term_rates: { '12': 2.6, '24': 2.55 },
  crediting: 'jaehrlich',
  min_amount: 5_000,
  max_amount: 500_000,
  country: 'AT',
  deposit_guarantee: 'Einlagensicherung AUSTRIA',
};
const without = <T extends object>(value: T, key: keyof T) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));

let serial = 0;

/** Inserts a savings row; undefined when accepted, else the violated CHECK (the first by name, as Postgres reports it). */
async function violatedCheck(conditions: unknown, category = 'sparkonto'): Promise<string | undefined> {
  try {
    await db.query(
      `insert into public.partners (brand_id, name, category, adtraction_tracking_url, savings_conditions) values ($1, 'Testbank', $2, 'https://partner.example/', $3)`,
      [`sparen-${++serial}`, category, JSON.stringify(conditions)],
    );
    return undefined;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    return code === '23514' ? constraint : `error ${code}`;
  }
}

describe('the CHECKs and the valibot schema agree', () => {
  afterAll(() => db.query(`delete from public.partners where brand_id like 'sparen-%'`));

  it.each<[string, unknown]>([
    ['a Tagesgeld with a promotion', tagesgeld],
    ['a Tagesgeld without promotion (null)', { ...tagesgeld, promotion: null }],
    ['a Tagesgeld without promotion (absent)', without(tagesgeld, 'promotion')],
    ['a Tagesgeld at 0 % after the promotion', { ...tagesgeld, base_rate: 0 }],
    ['a Festgeld', festgeld],
    ['a Festgeld with every term', { ...festgeld, term_rates: Object.fromEntries(savingsTermMonths.map((months) => [String(months), 2.5])) }],
    ['rates at 30 %', { ...tagesgeld, base_rate: 29.99, promotion: { ...tagesgeld.promotion, rate: 30 } }],
    ['equal minimum and maximum', { ...festgeld, min_amount: 10_000, max_amount: 10_000 }],
  ])('accept %s', async (_label, conditions) => {
    expect(isValidSavingsConditions(conditions)).toBe(true);
    expect(await violatedCheck(conditions)).toBeUndefined();
  });

  it.each<[string, unknown, string]>([
    ['a promotion without months', { ...tagesgeld, promotion: without(tagesgeld.promotion, 'months') }, 'partners_savings_tagesgeld'],
    ['a negative rate', { ...tagesgeld, base_rate: -0.5 }, 'partners_savings_tagesgeld'],
    ['a Festgeld without terms', without(festgeld, 'term_rates'), 'partners_savings_festgeld'],
    ['a Festgeld with an empty term list', { ...festgeld, term_rates: {} }, 'partners_savings_festgeld'],
    ['a promotion without its cap', { ...tagesgeld, promotion: without(tagesgeld.promotion, 'max_amount') }, 'partners_savings_tagesgeld'],
    ['a promotion not above the base rate', { ...tagesgeld, promotion: { ...tagesgeld.promotion, rate: 1.5 } }, 'partners_savings_tagesgeld'],
    ['a promotion of 121 months', { ...tagesgeld, promotion: { ...tagesgeld.promotion, months: 121 } }, 'partners_savings_tagesgeld'],
    ['a promotion of half a month', { ...tagesgeld, promotion: { ...tagesgeld.promotion, months: 4.5 } }, 'partners_savings_tagesgeld'],
    ['a promotion with an unknown field', { ...tagesgeld, promotion: { ...tagesgeld.promotion, bonus: 1 } }, 'partners_savings_tagesgeld'],
    ['a rate with three decimals', { ...tagesgeld, base_rate: 1.555 }, 'partners_savings_tagesgeld'],
    ['a rate as text', { ...tagesgeld, base_rate: '1,5' }, 'partners_savings_tagesgeld'],
    ['a rate above 30 %', { ...tagesgeld, base_rate: 30.01, promotion: null }, 'partners_savings_tagesgeld'],
    ['a Tagesgeld without base rate', without(tagesgeld, 'base_rate'), 'partners_savings_tagesgeld'],
    ['a Tagesgeld with term rates', { ...tagesgeld, term_rates: { '12': 2 } }, 'partners_savings_tagesgeld'],
    ['a Festgeld term not in the list', { ...festgeld, term_rates: { '9': 2.5 } }, 'partners_savings_festgeld'],
    ['a Festgeld at 0 %', { ...festgeld, term_rates: { '12': 0 } }, 'partners_savings_festgeld'],
    ['a Festgeld with a base rate', { ...festgeld, base_rate: 1 }, 'partners_savings_festgeld'],
    ['terms as a list', { ...festgeld, term_rates: [2.5] }, 'partners_savings_festgeld'],
    ['a Festgeld credited monthly', { ...festgeld, crediting: 'monatlich' }, 'partners_savings_product'],
    ['an unknown product', { ...festgeld, product: 'sparbrief' }, 'partners_savings_product'],
    ['no crediting', without(tagesgeld, 'crediting'), 'partners_savings_product'],
    ['a minimum of 0 €', { ...tagesgeld, min_amount: 0 }, 'partners_savings_amounts'],
    ['a minimum above the maximum', { ...festgeld, min_amount: 600_000 }, 'partners_savings_amounts'],
    ['cents in an amount', { ...festgeld, max_amount: 500_000.5 }, 'partners_savings_amounts'],
    ['no maximum', without(festgeld, 'max_amount'), 'partners_savings_amounts'],
    ['a country outside the euro area', { ...tagesgeld, country: 'CH' }, 'partners_savings_guarantee'],
    ['a country in lower case', { ...tagesgeld, country: 'de' }, 'partners_savings_guarantee'],
    ['a blank guarantee scheme', { ...tagesgeld, deposit_guarantee: '  ' }, 'partners_savings_guarantee'],
    ['no guarantee scheme', without(tagesgeld, 'deposit_guarantee'), 'partners_savings_guarantee'],
    ['an unknown field', { ...tagesgeld, bonus: true }, 'partners_savings_shape'],
    ['a sample marker as text', { ...tagesgeld, sample: 'ja' }, 'partners_savings_shape'],
    // jsonpath unwraps a list in lax mode, so the amounts pass and the guarantee is the first CHECK to fail.
    ['a list instead of an object', [tagesgeld], 'partners_savings_guarantee'],
  ])('refuse %s', async (_label, conditions, check) => {
    expect(isValidSavingsConditions(conditions)).toBe(false);
    expect(await violatedCheck(conditions)).toBe(check);
  });

  // Every other category has CHECKs of its own that a bare row fails first, so this reads the rule itself.
  it('refuse savings conditions on another category', async () => {
    const { rows } = await db.query<{ definition: string }>(`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'partners_savings_category'`);
    expect(rows[0]?.definition).toBe(`CHECK (((savings_conditions IS NULL) OR (category = 'sparkonto'::text)))`);
  });
});

describe('seed', () => {
  let rows: Record<string, unknown>[];
  beforeAll(async () => {
    // As JSON, the way PostgREST sends rows.
    const { rows: result } = await db.query<{ rows: Record<string, unknown>[] }>(
      `select json_agg(p order by display_order) as rows from public.partners p where category = 'sparkonto' and is_active and brand_id not like 'sparen-%'`,
    );
    rows = result[0]!.rows;
  });

  it('has at least 8 Tagesgeld and 6 Festgeld offers, every one valid and marked as a sample', () => {
    const warnings: string[] = [];
    const partners = parsePartnerRows(rows, (warning) => warnings.push(warning));
    expect(warnings).toEqual([]);
    const { offers, uncalculated } = toSavingsOffers(partners);
    expect(uncalculated).toEqual([]);
    expect(offers.filter((offer) => offer.conditions.product === 'tagesgeld').length).toBeGreaterThanOrEqual(8);
    expect(offers.filter((offer) => offer.conditions.product === 'festgeld').length).toBeGreaterThanOrEqual(6);
    expect(offers.every((offer) => offer.conditions.sample)).toBe(true);
    expect(new Set(offers.map((offer) => offer.conditions.country)).size).toBeGreaterThanOrEqual(5);
    for (const row of rows) expect(row.adtraction_tracking_url, String(row.name)).toMatch(/^https:\/\/[^/]+\.example\//);
  });

  it('has the issue’s Tagesgeld (210,31 € for the defaults) and offers that do not fit the defaults', () => {
    const { offers } = toSavingsOffers(parsePartnerRows(rows));
    const tagesgeld = compareSavingsOffers(offers, defaultSavingsValues);
    expect(tagesgeld.fitting.map((result) => result.outcome.interest)).toContain(210.31);
    expect(tagesgeld.nonFitting.length).toBeGreaterThanOrEqual(1);
    const festgeld = compareSavingsOffers(offers, { ...defaultSavingsValues, anlage: 'festgeld', dauer: 48 });
    expect(festgeld.fitting.length).toBeGreaterThanOrEqual(2);
    expect(festgeld.nonFitting.length).toBeGreaterThanOrEqual(2);
  });
});

describe('through the local API and supabase-js', () => {
  let api: LocalApi;
  beforeAll(async () => {
    api = await startLocalApi({ port: 0 });
  });
  afterAll(() => api.close());

  it('the savings list carries its conditions as JSON, and they parse', async () => {
    const supabase = createClient(api.url, LOCAL_ANON_KEY, { realtime: { transport: class {} as never } });
    const { data, error } = await supabase.from('partners').select('*').eq('is_active', true).eq('category', 'sparkonto').order('display_order', { ascending: true });
    expect(error).toBeNull();
    expect(data!.every((row) => typeof row.savings_conditions === 'object' && row.savings_conditions !== null)).toBe(true);
    const partners = parsePartnerRows(data);
    expect(partners.every((partner) => partner.savings !== null && partner.savings !== undefined)).toBe(true);
  });
});
