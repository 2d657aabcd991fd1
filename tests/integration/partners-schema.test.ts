import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySchema, migrationFiles } from '../../scripts/local-api/database';
import { rootDir } from '../../scripts/lib/paths';
import { partnersTable } from '../../scripts/local-api/server';
import { evaluationCriteria } from '@/content/partners/evaluation';
import { partnerCategories } from '@/entities/partner/model';

// One PGlite instance for the whole file: a fresh one takes about 3 s.
let db: PGlite;

async function asRole<T>(role: 'anon' | 'authenticated' | 'service_role', work: () => Promise<T>): Promise<T> {
  await db.exec(`set role ${role}`);
  try {
    return await work();
  } finally {
    await db.exec('reset role');
  }
}

async function errorCode(work: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await work();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

/** The condition columns an instalment-loan row must have, texts rendered from the figures. */
const loanConditionColumns = {
  amount_range: '1.000 € – 50.000 €',
  apr_from: '1,99 %',
  min_amount: '1000',
  max_amount: '50000',
  min_term_months: '12',
  max_term_months: '84',
  effective_rate_min: '1.99',
  effective_rate_max: '9.99',
  effective_rate_two_thirds: '6.49',
  borrowing_rate_two_thirds: '6.31',
  borrowing_rate_fixed: 'true',
  purposes: '{frei,auto}',
  features: '{digital}',
  lender_name: 'Testbank AG',
  lender_address: 'Teststraße 1, 10115 Berlin',
};

const insertPartner = (overrides: Record<string, string> = {}) => {
  const row = {
    brand_id: 'test-bank',
    name: 'Testbank',
    category: 'ratenkredit',
    adtraction_tracking_url: 'https://partner.example/',
    ...loanConditionColumns,
    ...overrides,
  };
  const columns = Object.keys(row);
  return db.query(`insert into public.partners (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(row));
};

beforeAll(async () => {
  db = await PGlite.create();
  await applySchema(db);
});
afterAll(() => db.close());

describe('partners schema', () => {
  it('has every column the site reads, with list defaults', async () => {
    const { rows } = await db.query<{ column_name: string; data_type: string; is_nullable: string; column_default: string | null }>(
      `select column_name, data_type, is_nullable, column_default from information_schema.columns where table_name = 'partners'`,
    );
    const columns = Object.fromEntries(rows.map((row) => [row.column_name, row]));
    for (const field of ['id', 'brand_id', 'name', 'description', 'category', 'is_active', 'display_order', 'logo_filename', 'amount_range', 'apr_from', 'pros', 'cons', 'requirements', 'adtraction_tracking_url', 'representative_example', 'evaluation']) {
      expect(columns[field], field).toBeDefined();
    }
    for (const list of ['pros', 'cons', 'requirements']) {
      expect(columns[list]).toMatchObject({ data_type: 'ARRAY', is_nullable: 'NO' });
      expect(columns[list]!.column_default).toContain('{}');
    }
    expect(columns.is_active).toMatchObject({ data_type: 'boolean', is_nullable: 'NO' });
    expect(columns.representative_example).toMatchObject({ data_type: 'jsonb', is_nullable: 'YES' });
    expect(columns.evaluation).toMatchObject({ data_type: 'jsonb', is_nullable: 'YES' });
  });

  it('is what the local API allow-list says, column by column', async () => {
    const { rows } = await db.query<{ column_name: string; data_type: string }>(
      `select column_name, data_type from information_schema.columns where table_name = 'partners'`,
    );
    const apiType: Record<string, string> = { ARRAY: 'text[]', 'timestamp with time zone': 'timestamptz' };
    const columns = Object.fromEntries(rows.map((row) => [row.column_name, apiType[row.data_type] ?? row.data_type]));
    expect(partnersTable.columns).toEqual(columns);
  });

  it('has an index for the active, category, display_order query', async () => {
    const { rows } = await db.query<{ indexdef: string }>(`select indexdef from pg_indexes where tablename = 'partners'`);
    expect(rows.map((row) => row.indexdef).join('\n')).toMatch(/\(category, display_order\) WHERE is_active/);
  });

  it('uses the same category list as the app', async () => {
    const sql = (await Promise.all((await migrationFiles()).map((file) => readFile(file, 'utf8')))).join('\n');
    const check = /category in \(([^)]*)\)/.exec(sql)?.[1] ?? '';
    expect(check.split(',').map((item) => item.trim().replaceAll("'", ''))).toEqual([...partnerCategories]);
  });

  it('rejects a bad category, an http URL, a javascript: URL and a blank name', async () => {
    expect(await errorCode(() => insertPartner({ category: 'crypto' }))).toBe('23514');
    expect(await errorCode(() => insertPartner({ adtraction_tracking_url: 'http://partner.example/' }))).toBe('23514');
    expect(await errorCode(() => insertPartner({ adtraction_tracking_url: 'javascript:alert(1)' }))).toBe('23514');
    expect(await errorCode(() => insertPartner({ adtraction_tracking_url: 'https://' }))).toBe('23514');
    expect(await errorCode(() => insertPartner({ name: '  ' }))).toBe('23514');
    expect(await errorCode(() => insertPartner({ logo_filename: '../secret.svg' }))).toBe('23514');
  });
});

describe('evaluation column', () => {
  const scores = { cost: 4.5, flexibility: 0, speed: 5, access: 3.1, transparency: 2 };
  const valid = { evaluated_at: '2026-11-20', scores };
  let serial = 0;
  const insertEvaluation = (evaluation: unknown) =>
    insertPartner({ brand_id: `bewertet-${++serial}`, evaluation: JSON.stringify(evaluation) });
  // The seed checks below look at every row: leave only the seed behind.
  afterAll(() => db.query(`delete from public.partners where name = 'Testbank'`));

  it('uses the same criteria keys as the app, in the CHECK', async () => {
    const sql = await readFile(path.join(rootDir, 'supabase/migrations/20261124000100_partner_evaluation.sql'), 'utf8');
    const keyLists = [...sql.matchAll(/array\[([^\]]*)\]/g)].map((match) => match[1]!.split(',').map((item) => item.trim().replaceAll("'", '')));
    expect(keyLists.length).toBeGreaterThanOrEqual(2);
    for (const keys of keyLists) expect(keys).toEqual(evaluationCriteria.map((criterion) => criterion.key));
  });

  it.each([
    ['a complete evaluation', valid],
    ['all 0', { ...valid, scores: { cost: 0, flexibility: 0, speed: 0, access: 0, transparency: 0 } }],
    ['all 5 with the sample marker', { ...valid, scores: { cost: 5, flexibility: 5, speed: 5, access: 5, transparency: 5 }, sample: true }],
  ])('accepts %s', async (_label, evaluation) => {
    expect(await errorCode(() => insertEvaluation(evaluation))).toBeUndefined();
  });

  it('accepts no evaluation at all', async () => {
    expect(await errorCode(() => insertPartner({ brand_id: 'unbewertet' }))).toBeUndefined();
  });

  it.each([
    ['a score above 5', { ...valid, scores: { ...scores, cost: 5.1 } }],
    ['a negative score', { ...valid, scores: { ...scores, cost: -0.1 } }],
    ['two decimals', { ...valid, scores: { ...scores, cost: 4.25 } }],
    ['a score as text', { ...valid, scores: { ...scores, cost: '4.5' } }],
    ['a null score', { ...valid, scores: { ...scores, cost: null } }],
    ['a missing criterion', { ...valid, scores: { cost: 4, flexibility: 4, speed: 4, access: 4 } }],
    ['an unknown criterion', { ...valid, scores: { ...scores, price: 3 } }],
    ['scores as a list', { ...valid, scores: [4, 4, 4, 4, 4] }],
    ['no date', { scores }],
    ['a German date', { ...valid, evaluated_at: '20.11.2026' }],
    ['a sample marker as text', { ...valid, sample: 'ja' }],
    ['a list', [valid]],
    ['a number', 4.5],
  ])('rejects %s', async (_label, evaluation) => {
    expect(await errorCode(() => insertEvaluation(evaluation))).toBe('23514');
  });
});

describe('row-level security', () => {
  it('anon and authenticated read only active partners', async () => {
    const total = (await db.query<{ count: number }>('select count(*)::int as count from public.partners')).rows[0]!.count;
    const inactive = (await db.query<{ count: number }>('select count(*)::int as count from public.partners where not is_active')).rows[0]!.count;
    expect(inactive).toBeGreaterThanOrEqual(2);
    for (const role of ['anon', 'authenticated'] as const) {
      const { rows } = await asRole(role, () => db.query<{ is_active: boolean }>('select is_active from public.partners'));
      expect(rows).toHaveLength(total - inactive);
      expect(rows.every((row) => row.is_active)).toBe(true);
      const hidden = await asRole(role, () => db.query(`select * from public.partners where brand_id in ('altbank-kredit', 'sternenkarte')`));
      expect(hidden.rows).toEqual([]);
    }
  });

  it.each(['anon', 'authenticated'] as const)('%s may not insert, update or delete', async (role) => {
    expect(await asRole(role, () => errorCode(() => insertPartner()))).toBe('42501');
    expect(await asRole(role, () => errorCode(() => db.query(`update public.partners set name = 'x'`)))).toBe('42501');
    expect(await asRole(role, () => errorCode(() => db.query('delete from public.partners')))).toBe('42501');
  });

  it('the service role may write', async () => {
    await asRole('service_role', async () => {
      await insertPartner({ brand_id: 'service-bank' });
      await db.query(`update public.partners set name = 'Servicebank' where brand_id = 'service-bank'`);
      await db.query(`delete from public.partners where brand_id = 'service-bank'`);
    });
  });
});

describe('seed', () => {
  it('has the required sample partners per category', async () => {
    const { rows } = await db.query<{ category: string; is_active: boolean; count: number }>(
      'select category, is_active, count(*)::int as count from public.partners group by 1, 2',
    );
    const active = (category: string) => rows.find((row) => row.category === category && row.is_active)?.count ?? 0;
    expect(active('ratenkredit')).toBeGreaterThanOrEqual(8);
    expect(active('kreditkarte')).toBeGreaterThanOrEqual(5);
    expect(active('unternehmenskredit')).toBeGreaterThanOrEqual(4);
    expect(active('baufinanzierung')).toBeGreaterThanOrEqual(3);
    expect(active('sparkonto')).toBeGreaterThanOrEqual(4);
    expect(active('comparison')).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => !row.is_active).reduce((sum, row) => sum + row.count, 0)).toBeGreaterThanOrEqual(2);
  });

  it('gives every partner its own existing logo and only .example links', async () => {
    const { rows } = await db.query<{ logo_filename: string; adtraction_tracking_url: string }>('select logo_filename, adtraction_tracking_url from public.partners');
    expect(new Set(rows.map((row) => row.logo_filename)).size).toBe(rows.length);
    for (const row of rows) {
      expect(existsSync(path.join(rootDir, 'public/images/partners', row.logo_filename)), row.logo_filename).toBe(true);
      expect(new URL(row.adtraction_tracking_url).hostname).toMatch(/\.example$/);
    }
  });

  it('has a representative example for every loan and credit-card offer, naming its lender', async () => {
    const { rows } = await db.query<{ name: string; category: string; representative_example: { lender: string } | null; lender_name: string | null; card_type: string | null }>(
      `select name, category, representative_example, lender_name, card_conditions ->> 'type' as card_type from public.partners`,
    );
    for (const row of rows) {
      // Savings and cards without Teilzahlung advertise no credit.
      if (row.category === 'sparkonto' || (row.category === 'kreditkarte' && row.card_type !== 'revolving')) continue;
      expect(row.representative_example, row.name).not.toBeNull();
      expect(row.representative_example!.lender, row.name).toBe(row.lender_name);
    }
  });

  it('has marked sample evaluations whose cost score follows the documented rule', async () => {
    const { rows } = await db.query<{ name: string; representative_example: { effective_rate: number }; evaluation: { scores: { cost: number }; sample: boolean } }>(
      'select name, representative_example, evaluation from public.partners where evaluation is not null',
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row.evaluation.sample, row.name).toBe(true);
      // "Bis 6,00 % gibt es 5 Punkte, für jede angefangenen 0,25 Prozentpunkte darüber 0,5 Punkte weniger."
      const overSixCents = Math.max(0, Math.round(row.representative_example.effective_rate * 100) - 600);
      expect(row.evaluation.scores.cost, row.name).toBe(Math.max(0, 5 - 0.5 * Math.ceil(overSixCents / 25)));
    }
  });

  it('leaves an active instalment-loan offer unevaluated, so both cases show', async () => {
    const { rows } = await db.query<{ count: number }>(
      `select count(*)::int as count from public.partners where is_active and category in ('ratenkredit', 'comparison') and evaluation is null`,
    );
    expect(rows[0]!.count).toBeGreaterThanOrEqual(1);
  });
});
