/**
 * What the public anon key can reach in the database, checked from the catalogue rather than table by
 * table, so a table, view or function that a future migration adds is covered without a new test.
 */
import { readFile } from 'node:fs/promises';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySchema, migrationFiles, SUPABASE_ROLES_SQL } from '../../scripts/local-api/database';

/**
 * Functions in public that anon and authenticated may call through /rest/v1/rpc, as
 * `name(identity arguments)` → why. Each one needs its own `grant execute` in a migration.
 */
const callableFunctions: Readonly<Record<string, string>> = {
  'is_admin()': 'authenticated: the admin check the read policies on the affiliate tables use',
  'record_affiliate_click(p_click_id uuid, p_brand_id text, p_product text, p_page_path text)':
    'anon and authenticated: the affiliate button records a click; validated, rate-bounded, writes nothing else',
  'admin_stats_totals(p_from date, p_to date)': 'authenticated: console statistics; raises 42501 unless is_admin()',
  'admin_stats_daily(p_from date, p_to date)': 'authenticated: console statistics; raises 42501 unless is_admin()',
  'admin_stats_by_partner(p_from date, p_to date)': 'authenticated: console statistics; raises 42501 unless is_admin()',
  'admin_stats_by_page(p_from date, p_to date)': 'authenticated: console statistics; raises 42501 unless is_admin()',
  'admin_stats_check(p_from date, p_to date)': 'authenticated: the admin and range check of the statistics functions',
  'admin_stats_conversions(p_from date, p_to date)': 'authenticated: conversions under RLS, so only admins see rows',
  'admin_stats_rate(p_conversions bigint, p_clicks bigint)': 'authenticated: percentage arithmetic, reads nothing',
  'is_offer_editor()': 'authenticated: the editor-or-admin check of the offer policies and functions',
  'save_partner(p_id uuid, p_changes jsonb, p_expected_updated_at timestamp with time zone)':
    'authenticated: saves one offer; raises 42501 unless is_offer_editor(), the CHECKs refuse the rest',
  'confirm_partner_conditions(p_id uuid, p_expected_updated_at timestamp with time zone)':
    'authenticated: marks an offer\'s conditions checked; raises 42501 unless is_offer_editor()',
};

const API_ROLES = ['anon', 'authenticated'];
const WRITE_PRIVILEGES = ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'];

// Privileges the API roles hold on the relations in public: one row per role, relation and privilege.
const GRANTED = `
  select c.relname, c.relkind, c.relrowsecurity, r.role, w.privilege
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  cross join unnest($1::text[]) as r(role)
  cross join unnest($2::text[]) as w(privilege)
  where n.nspname = 'public' and has_table_privilege(r.role, c.oid, w.privilege)`;

const SELECT_POLICY_EXISTS = `
  exists (
    select 1 from pg_policies p
    where p.schemaname = 'public' and p.tablename = g.relname and p.permissive = 'PERMISSIVE'
      and p.cmd in ('SELECT', 'ALL') and p.roles && array[g.role, 'public']::name[]
  )`;

type Row = Record<string, string>;

/** Every way the API roles could read, write or call more than the migrations intend; [] when none. */
async function privilegeProblems(db: PGliteInterface, allowedFunctions: Readonly<Record<string, string>> = callableFunctions): Promise<string[]> {
  const rows = async (sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params)).rows;

  const withoutRls = await rows(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity order by 1`,
  );
  const writes = await rows(
    `select g.relname, g.role, g.privilege from (${GRANTED}) g where g.relkind in ('r', 'p', 'v', 'm') order by 1, 2, 3`,
    [API_ROLES, WRITE_PRIVILEGES],
  );
  const readsWithoutPolicy = await rows(
    `select g.relname, g.role from (${GRANTED}) g
     where g.relkind in ('r', 'p', 'v', 'm') and not ${SELECT_POLICY_EXISTS} order by 1, 2`,
    [API_ROLES, ['SELECT']],
  );
  // has_table_privilege knows no USAGE, so sequences need their own check.
  const sequences = await rows(
    `select distinct c.relname, r.role from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     cross join unnest($1::text[]) as r(role)
     where n.nspname = 'public' and c.relkind = 'S' and has_sequence_privilege(r.role, c.oid, 'USAGE, UPDATE') order by 1, 2`,
    [API_ROLES],
  );
  const functions = await rows(
    `select format('%s(%s)', p.proname, pg_get_function_identity_arguments(p.oid)) as signature, r.role
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     cross join unnest($1::text[]) as r(role)
     where n.nspname = 'public' and has_function_privilege(r.role, p.oid, 'EXECUTE') order by 1, 2`,
    [API_ROLES],
  );

  return [
    ...withoutRls.map((row) => `public.${row.relname}: row-level security is off`),
    ...writes.map((row) => `public.${row.relname}: ${row.role} has ${row.privilege}`),
    ...readsWithoutPolicy.map((row) => `public.${row.relname}: ${row.role} has SELECT without a select policy for it`),
    ...sequences.map((row) => `public.${row.relname}: ${row.role} may use the sequence`),
    ...functions
      .filter((row) => !Object.hasOwn(allowedFunctions, row.signature!))
      .map((row) => `public.${row.signature}: ${row.role} may execute it`),
  ];
}

const anonPrivileges = async (db: PGliteInterface, table: string) =>
  (
    await db.query<{ privilege_type: string }>(
      `select privilege_type from information_schema.role_table_grants
       where grantee = 'anon' and table_schema = 'public' and table_name = $1 order by 1`,
      [table],
    )
  ).rows.map((row) => row.privilege_type);

const anonMayExecute = async (db: PGliteInterface, signature: string) =>
  (await db.query<{ allowed: boolean }>(`select has_function_privilege('anon', $1::regprocedure, 'EXECUTE') as allowed`, [signature])).rows[0]!.allowed;

const PROBE_SQL = `
  create table public.probe_table (id int primary key, note text);
  create function public.probe_function() returns int language sql as 'select 1';`;

let schema: PGlite;
let probe: PGliteInterface;
let supabaseDefaults: PGliteInterface;

beforeAll(async () => {
  schema = await PGlite.create();
  // Cloning an empty instance takes about a third of the time of creating one.
  probe = await schema.clone();
  supabaseDefaults = await schema.clone();
  await applySchema(schema, { seed: false });
  await applySchema(probe, { seed: false, extraSql: [PROBE_SQL] });
  // What a hosted project would do with the same table and function if no migration revoked anything.
  await supabaseDefaults.exec(SUPABASE_ROLES_SQL + PROBE_SQL);
});
afterAll(async () => {
  await Promise.all([schema?.close(), probe?.close(), supabaseDefaults?.close()]);
});

describe('the schema the migrations build', () => {
  it('gives the API roles nothing beyond what a policy allows', async () => {
    expect(await privilegeProblems(schema)).toEqual([]);
  });

  it('still lets anon read partners, so the empty list is not for lack of any grant', async () => {
    expect(await anonPrivileges(schema, 'partners')).toEqual(['SELECT']);
  });
});

describe('the affiliate tables of the operator console', () => {
  it.each(['affiliate_clicks', 'affiliate_conversions', 'affiliate_click_daily', 'affiliate_conversion_daily'])('give anon no privilege on %s', async (table) => {
    expect(await anonPrivileges(schema, table)).toEqual([]);
  });

  it('let anon execute the click RPC and none of the conversion or statistics functions', async () => {
    expect(await anonMayExecute(schema, 'public.record_affiliate_click(uuid, text, text, text)')).toBe(true);
    expect(await anonMayExecute(schema, 'public.record_affiliate_conversion(text, uuid, numeric, text, text)')).toBe(false);
    expect(await anonMayExecute(schema, 'public.admin_stats_totals(date, date)')).toBe(false);
  });

  it('leave recording conversions to the service role', async () => {
    const { rows } = await schema.query<{ role: string }>(
      `select r.role from unnest(array['anon', 'authenticated', 'service_role']) r(role)
       where has_function_privilege(r.role, 'public.record_affiliate_conversion(text, uuid, numeric, text, text)', 'EXECUTE')`,
    );
    expect(rows.map((row) => row.role)).toEqual(['service_role']);
  });
});

describe('the offer history', () => {
  it('is readable but never writable by the API roles and the service role', async () => {
    const { rows } = await schema.query<{ role: string; privilege: string }>(
      `select r.role, p.privilege from unnest(array['anon', 'authenticated', 'service_role']) r(role)
       cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) p(privilege)
       where has_table_privilege(r.role, 'public.partner_changes', p.privilege) order by 1, 2`,
    );
    expect(rows).toEqual([
      { role: 'authenticated', privilege: 'SELECT' },
      { role: 'service_role', privilege: 'SELECT' },
    ]);
  });

  it('leaves offers to the security-definer functions: no API role may update partners directly', async () => {
    const { rows } = await schema.query<{ role: string }>(
      `select r.role from unnest(array['anon', 'authenticated']) r(role) where has_table_privilege(r.role, 'public.partners', 'UPDATE')`,
    );
    expect(rows).toEqual([]);
    expect(await anonMayExecute(schema, 'public.save_partner(uuid, jsonb, timestamptz)')).toBe(false);
  });
});

describe('a later migration that forgets RLS and grants', () => {
  it('is reported by the checker', async () => {
    expect(await privilegeProblems(probe)).toEqual(['public.probe_table: row-level security is off']);
  });

  it('gives anon no privileges on the new table and no EXECUTE on the new function', async () => {
    expect(await anonPrivileges(probe, 'probe_table')).toEqual([]);
    expect(await anonMayExecute(probe, 'public.probe_function()')).toBe(false);
  });
});

describe('Supabase defaults without the revoke migration', () => {
  it('open a new table and function to anon, which the checker reports', async () => {
    expect(await anonPrivileges(supabaseDefaults, 'probe_table')).toEqual(['DELETE', 'INSERT', 'REFERENCES', 'SELECT', 'TRIGGER', 'TRUNCATE', 'UPDATE']);
    expect(await anonMayExecute(supabaseDefaults, 'public.probe_function()')).toBe(true);
    const problems = await privilegeProblems(supabaseDefaults);
    for (const expected of [
      'public.probe_table: anon has INSERT',
      'public.probe_table: authenticated has DELETE',
      'public.probe_table: anon has SELECT without a select policy for it',
      'public.probe_function(): anon may execute it',
    ]) {
      expect(problems).toContain(expected);
    }
  });

  it('does not report a function on the allow-list', async () => {
    const problems = await privilegeProblems(supabaseDefaults, { 'probe_function()': 'test' });
    expect(problems.some((problem) => problem.includes('probe_function'))).toBe(false);
  });

  it('are closed for tables and functions created after the revoke migration', async () => {
    const [revoke] = (await migrationFiles()).filter((file) => file.endsWith('_revoke_default_privileges.sql'));
    await supabaseDefaults.exec(await readFile(revoke!, 'utf8'));
    await supabaseDefaults.exec(PROBE_SQL.replaceAll('probe_', 'later_probe_'));
    expect(await anonPrivileges(supabaseDefaults, 'later_probe_table')).toEqual([]);
    expect(await anonMayExecute(supabaseDefaults, 'public.later_probe_function()')).toBe(false);
  });
});
