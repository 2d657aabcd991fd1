/**
 * Operator console statistics on synthetic traffic in the embedded Postgres: the four admin_stats_*
 * functions over the last 90 days, called as a signed-in admin (role authenticated, admin claim), so
 * RLS and the admin check are part of the figure. Default 100 000 clicks; set
 * BENCH_AFFILIATE_CLICKS=100000,1000000 (comma-separated) for the scaling run, which takes minutes.
 */
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { applySchema } from '../local-api/database.ts';

const BATCH = 100_000;
const RUNS = 5;
const STATS = ['admin_stats_totals', 'admin_stats_daily', 'admin_stats_by_partner', 'admin_stats_by_page'] as const;
const ADMIN_CLAIMS = JSON.stringify({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001', app_metadata: { role: 'admin' } });

function clickCounts(): number[] {
  const raw = process.env.BENCH_AFFILIATE_CLICKS?.trim() || '100000';
  const counts = raw.split(',').map((part) => Number(part.trim()));
  if (counts.some((count) => !Number.isInteger(count) || count < 1000 || count > 5_000_000)) {
    throw new Error(`BENCH_AFFILIATE_CLICKS: whole numbers between 1000 and 5000000, comma-separated (got "${raw}")`);
  }
  return counts;
}

// Every active partner on its product's pages, as the site links them.
const SOURCES_SQL = `
  create temporary table bench_sources as
  select row_number() over (order by p.brand_id, page) - 1 as k, p.brand_id, p.category as product, page as page_path
  from public.partners p
  cross join lateral unnest(case p.category
    when 'ratenkredit' then array['/ratenkredit', '/ratenkredit/beste', '/ratenkredit/zinsen', '/ratenkredit/ohne-schufa', '/']
    when 'kreditkarte' then array['/kreditkarten', '/']
    when 'unternehmenskredit' then array['/unternehmenskredit']
    when 'baufinanzierung' then array['/baufinanzierung']
    else array['/ratgeber/sparkonto'] end) as page
  where p.is_active and p.category <> 'comparison'`;

const CLICKS_SQL = `
  insert into public.affiliate_clicks (click_id, brand_id, product, page_path, clicked_at)
  select gen_random_uuid(), s.brand_id, s.product, s.page_path, now() - interval '2 minutes' - random() * interval '89 days'
  from generate_series($1::int, $2::int) g
  join bench_sources s on s.k = g % (select count(*) from bench_sources)`;

// About 4 % of the new clicks convert, attributed to their click like record_affiliate_conversion does.
const CONVERSIONS_SQL = `
  insert into public.affiliate_conversions
    (order_id, click_id, brand_id, commission, currency, status, unknown_click, click_day, page_path, received_at)
  select 'BENCH-' || c.id, c.click_id, c.brand_id, round((20 + random() * 100)::numeric, 2), 'EUR',
         (array['pending', 'approved', 'rejected'])[1 + c.id % 3], false,
         (c.clicked_at at time zone 'Europe/Berlin')::date, c.page_path, c.clicked_at
  from public.affiliate_clicks c where c.id > $1 and random() < 0.04`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(count: number) {
  const db = await PGlite.create();
  try {
    await applySchema(db);
    // Only synthetic traffic is measured; the seed's sample activity would blur small runs.
    await db.exec('delete from public.affiliate_conversions; delete from public.affiliate_clicks;');
    await db.exec(SOURCES_SQL);

    const loadStarted = performance.now();
    for (let from = 1; from <= count; from += BATCH) {
      const { rows } = await db.query<{ last: number | null }>('select max(id)::int as last from public.affiliate_clicks');
      await db.query(CLICKS_SQL, [from, Math.min(count, from + BATCH - 1)]);
      await db.query(CONVERSIONS_SQL, [rows[0]!.last ?? 0]);
    }
    await db.exec('analyze');
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const { rows: sizes } = await db.query<{ clicks: number; conversions: number; daily: number }>(
      'select (select count(*) from public.affiliate_clicks)::int as clicks, (select count(*) from public.affiliate_conversions)::int as conversions, (select count(*) from public.affiliate_click_daily)::int as daily',
    );

    const timings: Record<string, number> = {};
    await db.transaction(async (tx) => {
      await tx.query('set local role authenticated');
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [ADMIN_CLAIMS]);
      const range = `((now() at time zone 'Europe/Berlin')::date - 89), (now() at time zone 'Europe/Berlin')::date`;
      for (const name of STATS) {
        const sql = `select * from public.${name}(${range})`;
        await tx.query(sql);
        const runs: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const started = performance.now();
          await tx.query(sql);
          runs.push(performance.now() - started);
        }
        timings[name] = median(runs);
      }
    });

    const { clicks, conversions, daily } = sizes[0]!;
    console.log(
      `${clicks.toLocaleString('en')} clicks, ${conversions.toLocaleString('en')} conversions, ${daily.toLocaleString('en')} roll-up rows ` +
        `(loaded in ${loadSeconds.toFixed(1)} s); 90-day stats as admin, median of ${RUNS}: ` +
        STATS.map((name) => `${name.replace('admin_stats_', '')} ${timings[name]!.toFixed(1)} ms`).join(', '),
    );
  } finally {
    await db.close();
  }
}

export async function run() {
  for (const count of clickCounts()) await measure(count);
}
