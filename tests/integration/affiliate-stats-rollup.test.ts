/**
 * The console statistics read trigger-maintained daily roll-ups. These tests recount the same figures
 * from the raw click and conversion rows (the seed's 90 days of sample data) and require the roll-ups
 * to agree, before and after the changes a postback or an operator makes: status changes, new
 * commissions, other currencies, deleted rows.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySchema } from '../../scripts/local-api/database';

let db: PGlite;

const RANGE = `(now() at time zone 'Europe/Berlin')::date - 89, (now() at time zone 'Europe/Berlin')::date`;
const IN_RANGE = (day: string) => `${day} between (now() at time zone 'Europe/Berlin')::date - 89 and (now() at time zone 'Europe/Berlin')::date`;
const COUNTED = `v.status in ('pending', 'approved')`;
const EUR = `case when v.currency = 'EUR' then v.commission else 0 end`;
const CONVERSION_DAY = `case when v.unknown_click then (v.received_at at time zone 'Europe/Berlin')::date else (c.clicked_at at time zone 'Europe/Berlin')::date end`;

/** Runs a query as a signed-in admin, the way the API calls the statistics. */
async function asAdmin<T>(sql: string): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.query('set local role authenticated');
    await tx.query(`select set_config('request.jwt.claims', '{"role":"authenticated","app_metadata":{"role":"admin"}}', true)`);
    return (await tx.query<T>(sql)).rows;
  });
}

const recount = {
  totals: `
    select
      (select count(*) from public.affiliate_clicks c where ${IN_RANGE(`(c.clicked_at at time zone 'Europe/Berlin')::date`)})::bigint as clicks,
      count(*)::bigint as conversions,
      coalesce(sum(${EUR}), 0)::numeric(14, 2) as revenue
    from public.affiliate_conversions v left join public.affiliate_clicks c on c.click_id = v.click_id and not v.unknown_click
    where ${COUNTED} and ${IN_RANGE(CONVERSION_DAY)}`,
  byPartner: `
    select v.brand_id, count(*)::bigint as conversions, sum(${EUR})::numeric(14, 2) as revenue
    from public.affiliate_conversions v join public.affiliate_clicks c on c.click_id = v.click_id
    where not v.unknown_click and ${COUNTED} and ${IN_RANGE(CONVERSION_DAY)}
    group by v.brand_id order by v.brand_id`,
};

async function expectRollUpsToMatchRawRows() {
  const [totals] = await asAdmin<Record<string, unknown>>(`select clicks, conversions, revenue from public.admin_stats_totals(${RANGE})`);
  const [raw] = (await db.query<Record<string, unknown>>(recount.totals)).rows;
  expect(totals).toEqual(raw);

  const partners = await asAdmin<Record<string, unknown>>(
    `select brand_id, conversions, revenue from public.admin_stats_by_partner(${RANGE}) where conversions > 0 order by brand_id`,
  );
  expect(partners).toEqual((await db.query<Record<string, unknown>>(recount.byPartner)).rows);

  const daily = await asAdmin<{ clicks: number; conversions: number }>(`select clicks, conversions from public.admin_stats_daily(${RANGE})`);
  expect(daily).toHaveLength(90);
  expect(daily.reduce((sum, day) => sum + Number(day.conversions), 0)).toBe(Number(totals!.conversions));
  expect(daily.reduce((sum, day) => sum + Number(day.clicks), 0)).toBe(Number(totals!.clicks));
}

beforeAll(async () => {
  db = await PGlite.create();
  await applySchema(db);
});
afterAll(() => db?.close());

describe('the statistics roll-ups', () => {
  it('match a recount of the seeded sample data', async () => {
    const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from public.affiliate_conversions where unknown_click')).rows as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    await expectRollUpsToMatchRawRows();
  });

  it('follow status changes, new commissions and other currencies', async () => {
    await db.exec(`
      update public.affiliate_conversions set status = 'rejected' where id % 7 = 0;
      update public.affiliate_conversions set status = 'approved', commission = commission + 10 where id % 7 = 1;
      update public.affiliate_conversions set status = 'pending' where status = 'rejected' and id % 5 = 0;
      update public.affiliate_conversions set currency = 'CHF' where id % 11 = 0;
    `);
    await expectRollUpsToMatchRawRows();
  });

  it('follow deleted clicks and conversions', async () => {
    await db.exec(`
      delete from public.affiliate_conversions where id % 13 = 0;
      delete from public.affiliate_clicks c where c.id % 17 = 0 and not exists (select 1 from public.affiliate_conversions v where v.click_id = c.click_id);
    `);
    await expectRollUpsToMatchRawRows();
  });

  it('refuse to change a recorded click', async () => {
    await expect(db.exec(`update public.affiliate_clicks set brand_id = 'kreditwerk24' where id = 1`)).rejects.toThrow(/append-only/);
  });
});
