/**
 * Offer upkeep (issue 36) through the real supabase-js client against the local API: editors and admins
 * save through save_partner and are recorded in partner_changes, everyone else is refused, inconsistent
 * input changes nothing, editors get no statistics, and the change table cannot be altered.
 */
import { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuthSettings } from '../../scripts/local-api/auth-settings';
import { applySchema } from '../../scripts/local-api/database';
import { LOCAL_SERVICE_ROLE_KEY } from '../../scripts/local-api/config';
import { startLocalApi, type LocalApi } from '../../scripts/local-api/server';
import { LOCAL_ANON_KEY } from '../../src/config/local-backend';
import { offerRowSchema, type OfferRow } from '@/features/admin/api/offer-row';
import { draftFromRow, validateOffer, type OfferDraft } from '@/features/admin/lib/offer-form';
import { representativeExample } from '@/lib/loan-math';

const settings = readAuthSettings({});
const [admin, editor, noRole] = settings.users as [(typeof settings.users)[0], (typeof settings.users)[0], (typeof settings.users)[0]];

let api: LocalApi;
let anon: SupabaseClient;
let service: SupabaseClient;
let adminClient: SupabaseClient;
let editorClient: SupabaseClient;
let noRoleClient: SupabaseClient;

const client = (key: string) =>
  createClient(api.url, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: class {} as never } });

async function signedIn(email: string, password: string) {
  const signed = client(LOCAL_ANON_KEY);
  const { error } = await signed.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return signed;
}

beforeAll(async () => {
  api = await startLocalApi({ port: 0, auth: settings, announceUsers: false });
  anon = client(LOCAL_ANON_KEY);
  service = client(LOCAL_SERVICE_ROLE_KEY);
  adminClient = await signedIn(admin.email, admin.password);
  editorClient = await signedIn(editor.email, editor.password);
  noRoleClient = await signedIn(noRole.email, noRole.password);
});
afterAll(() => api.close());

/** The offer as the service role reads it, whatever RLS would show. */
async function offer(brandId: string): Promise<OfferRow> {
  const { data, error } = await service.from('partners').select('*').eq('brand_id', brandId).eq('category', brandId === 'zinsfinder' ? 'comparison' : 'ratenkredit');
  expect(error).toBeNull();
  return v.parse(offerRowSchema, (data as unknown[])[0]);
}

async function history(partnerId: string) {
  const { data, error } = await service.from('partner_changes').select('*').eq('partner_id', partnerId).order('id', { ascending: false });
  expect(error).toBeNull();
  return data as { operation: string; actor_email: string | null; changed_columns: string[]; old_values: Record<string, unknown>; new_values: Record<string, unknown> }[];
}

/** The form's changes for `patch` on the stored row: what the console sends. */
function formChanges(row: OfferRow, patch: Partial<OfferDraft>) {
  const result = validateOffer({ ...draftFromRow(row), ...patch }, row);
  if (!result.ok) throw new Error(`the form refuses the test input: ${JSON.stringify(result.errors)}`);
  return result.changes;
}

const save = (supabase: SupabaseClient, row: OfferRow, changes: Record<string, unknown>, expected: string | null = row.updated_at) =>
  supabase.rpc('save_partner', { p_id: row.id, p_changes: changes, p_expected_updated_at: expected });

describe('saving an offer', () => {
  it('works for an editor: one transaction, the example recomputed, the texts rendered, checked now, recorded', async () => {
    const before = await offer('nordbank-direkt');
    const startedAt = Date.now();
    const { data, error, status } = await save(editorClient, before, formChanges(before, { borrowing_rate_two_thirds: '6,11', min_amount: '2.000' }));
    expect(error).toBeNull();
    expect(status).toBe(200);
    const saved = v.parse(offerRowSchema, data);
    const computed = representativeExample({ netLoanAmount: 10_000, borrowingRate: 6.11, termMonths: 60 });
    expect(saved).toMatchObject({
      borrowing_rate_two_thirds: 6.11,
      effective_rate_two_thirds: computed.effectiveRate,
      min_amount: 2000,
      amount_range: '2.000 € – 100.000 €',
      representative_example: { borrowing_rate: 6.11, effective_rate: computed.effectiveRate, monthly_instalment: computed.monthlyInstalment, total_amount: computed.totalAmount },
    });
    expect(Date.parse(saved.conditions_checked_at)).toBeGreaterThanOrEqual(startedAt - 1000);

    const [entry] = await history(before.id);
    expect(entry).toMatchObject({ operation: 'update', actor_email: editor.email });
    expect(entry!.changed_columns).toEqual(
      expect.arrayContaining(['amount_range', 'borrowing_rate_two_thirds', 'conditions_checked_at', 'effective_rate_two_thirds', 'min_amount', 'representative_example']),
    );
    expect(entry!.changed_columns).not.toContain('updated_at');
    expect(entry!.old_values).toMatchObject({ borrowing_rate_two_thirds: before.borrowing_rate_two_thirds, min_amount: before.min_amount });
    expect(entry!.new_values).toMatchObject({ borrowing_rate_two_thirds: 6.11, min_amount: 2000 });

    // Visitors read the new figures with the public key (the refresh of stale offers).
    const { data: publicRows } = await anon.from('partners').select('*').eq('brand_id', 'nordbank-direkt');
    expect(publicRows).toMatchObject([{ borrowing_rate_two_thirds: 6.11, effective_rate_two_thirds: computed.effectiveRate }]);
  });

  it('works for an admin, recorded with the admin’s e-mail', async () => {
    const before = await offer('kreditwerk24');
    const { error } = await save(adminClient, before, formChanges(before, { description: 'Neu beschrieben.' }));
    expect(error).toBeNull();
    expect((await history(before.id))[0]).toMatchObject({ actor_email: admin.email, changed_columns: ['conditions_checked_at', 'description'] });
  });

  it('saves every active offer of every category unchanged through the form: the form and the CHECKs agree', async () => {
    const { data } = await service.from('partners').select('*').eq('is_active', true);
    const rows = v.parse(v.array(offerRowSchema), data);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(['ratenkredit', 'comparison', 'kreditkarte', 'unternehmenskredit', 'baufinanzierung', 'sparkonto']));
    for (const row of rows) {
      const result = await save(editorClient, row, formChanges(row, {}));
      expect(result.error, `${row.category} ${row.name}: ${result.error?.message}`).toBeNull();
    }
  });

  it('saves a mortgage’s new rate for the example’s Zinsbindung with the example recomputed from it', async () => {
    const { data } = await service.from('partners').select('*').eq('brand_id', 'heimbau-hypothekenbank');
    const before = v.parse(offerRowSchema, (data as unknown[])[0]);
    const years = String(before.example_fixed_rate_years) as '10';
    const { data: saved, error } = await save(adminClient, before, formChanges(before, { [`mortgage_rate_${years}`]: '3,61' }));
    expect(error).toBeNull();
    const computed = representativeExample({ netLoanAmount: before.representative_example!.net_loan_amount, borrowingRate: 3.61, termMonths: before.representative_example!.term_months });
    expect(saved).toMatchObject({ mortgage_rates: { [years]: 3.61 }, borrowing_rate_two_thirds: 3.61, representative_example: { borrowing_rate: 3.61, monthly_instalment: computed.monthlyInstalment } });
  });

  it('confirms unchanged conditions: only the checked date changes, and the history says who', async () => {
    const before = await offer('alpenland-bank');
    const { data, error } = await editorClient.rpc('confirm_partner_conditions', { p_id: before.id, p_expected_updated_at: before.updated_at });
    expect(error).toBeNull();
    expect(Date.parse((data as OfferRow).conditions_checked_at)).toBeGreaterThan(Date.parse(before.conditions_checked_at));
    expect((await history(before.id))[0]).toMatchObject({ operation: 'update', actor_email: editor.email, changed_columns: ['conditions_checked_at'] });
  });

  it.each([
    ['anon', () => anon, 401],
    ['a user without a role', () => noRoleClient, 403],
  ])('is refused to %s with 42501, and nothing changes', async (_who, supabase, status) => {
    const before = await offer('nordbank-direkt');
    const entries = (await history(before.id)).length;
    const result = await save(supabase(), before, { description: 'Übernommen' });
    expect(result).toMatchObject({ status, error: { code: '42501' } });
    const confirm = await supabase().rpc('confirm_partner_conditions', { p_id: before.id });
    expect(confirm).toMatchObject({ status, error: { code: '42501' } });
    expect(await offer('nordbank-direkt')).toEqual(before);
    expect(await history(before.id)).toHaveLength(entries);
  });
});

describe('inconsistent input', () => {
  const consistentExample = (row: OfferRow) => formChanges(row, {}).representative_example as Record<string, unknown>;

  it.each<[string, (row: OfferRow) => Record<string, unknown>, number, string, string?]>([
    ['a min amount above the max', () => ({ min_amount: 200_000 }), 400, '23514', 'partners_amount_limits'],
    ['a Sollzins above 30 with its own example', (row) => ({ ...formChanges(row, {}), borrowing_rate_two_thirds: 31, effective_rate_two_thirds: 35.49, representative_example: { ...consistentExample(row), borrowing_rate: 31, effective_rate: 35.49 } }), 400, '23514'],
    ['an effective 2/3 rate typed beside its Sollzins', () => ({ effective_rate_two_thirds: 7, representative_example: null }), 400, '23514', 'partners_two_thirds_rate_from_sollzins'],
    ['an example whose effective rate is typed', (row) => ({ effective_rate_two_thirds: 5.5, representative_example: { ...consistentExample(row), effective_rate: 5.5 } }), 400, '23514', 'partners_example_schedule'],
    ['an instalment that does not follow from the Sollzins', (row) => ({ representative_example: { ...consistentExample(row), monthly_instalment: 180 } }), 400, '23514', 'partners_example_schedule'],
    ['a total that does not follow from the instalments', (row) => ({ representative_example: { ...consistentExample(row), total_amount: 12_500 } }), 400, '23514', 'partners_example_schedule'],
    ['an http tracking link', () => ({ adtraction_tracking_url: 'http://track.example/t' }), 400, '23514', 'partners_tracking_url_https'],
    ['a column that is not editable', () => ({ category: 'sparkonto' }), 400, '22023'],
    ['a column that does not exist', () => ({ bonus: 1 }), 400, '22023'],
    ['a whole number given as a fraction', () => ({ min_amount: 1000.5 }), 400, '22P02'],
  ])('%s is refused and changes nothing', async (_case, changes, status, code, constraint) => {
    const before = await offer('nordbank-direkt');
    const entries = (await history(before.id)).length;
    const result = await save(editorClient, before, changes(before));
    expect(result).toMatchObject({ status, error: { code } });
    if (constraint) expect(result.error!.message).toContain(constraint);
    expect(await offer('nordbank-direkt')).toEqual(before);
    expect(await history(before.id)).toHaveLength(entries);
  });

  it('refuses a save over a change made since the form was loaded (409), and an unknown offer (404)', async () => {
    const before = await offer('nordbank-direkt');
    const stale = await save(editorClient, before, { description: 'Später' }, '2026-01-01T00:00:00+00:00');
    expect(stale).toMatchObject({ status: 409, error: { code: 'PT409' } });
    const unknown = await editorClient.rpc('save_partner', { p_id: '00000000-0000-4000-8000-000000000000', p_changes: {} });
    expect(unknown).toMatchObject({ status: 404, error: { code: 'PT404' } });
    expect(await offer('nordbank-direkt')).toEqual(before);
  });
});

describe('reading offers and their history', () => {
  it('shows editors and admins inactive offers too; anon and a user without a role only active ones', async () => {
    const names = async (supabase: SupabaseClient) => ((await supabase.from('partners').select('name').eq('brand_id', 'altbank-kredit')).data ?? []).map((row) => row.name);
    expect(await names(editorClient)).toEqual(['Altbank Kredit']);
    expect(await names(adminClient)).toEqual(['Altbank Kredit']);
    expect(await names(anon)).toEqual([]);
    expect(await names(noRoleClient)).toEqual([]);
  });

  it('lets editors and admins read the history, a user without a role nothing, anon not at all', async () => {
    const { id } = await offer('zinsfinder');
    const read = (supabase: SupabaseClient) => supabase.from('partner_changes').select('operation').eq('partner_id', id);
    expect((await read(editorClient)).data).toEqual(expect.arrayContaining([{ operation: 'insert' }]));
    expect((await read(adminClient)).data).toEqual(expect.arrayContaining([{ operation: 'insert' }]));
    expect(await read(noRoleClient)).toMatchObject({ data: [], error: null });
    expect(await read(anon)).toMatchObject({ status: 401, error: { code: '42501' } });
  });
});

describe('the statistics', () => {
  it.each(['admin_stats_totals', 'admin_stats_daily', 'admin_stats_by_partner', 'admin_stats_by_page'])('refuse an editor with 42501 from %s', async (name) => {
    expect(await editorClient.rpc(name, { p_from: '2026-11-01', p_to: '2026-11-27' })).toMatchObject({ status: 403, error: { code: '42501' } });
  });
});

describe('the change table in the database', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    await applySchema(db);
  });
  afterAll(() => db.close());

  const codeOf = async (sql: string) => {
    try {
      await db.exec(sql);
      return 'ok';
    } catch (error) {
      return (error as { code?: string }).code;
    }
  };

  it.each([
    ['update', 'update public.partner_changes set actor_email = null'],
    ['delete', 'delete from public.partner_changes'],
    ['truncate', 'truncate public.partner_changes'],
  ])('refuses %s even to the table owner (append-only)', async (_what, sql) => {
    expect(await codeOf(sql)).toBe('55000');
  });

  it.each(['service_role', 'authenticated', 'anon'])('gives %s no write privilege at all', async (role) => {
    for (const sql of ['update public.partner_changes set actor_email = null', 'delete from public.partner_changes', "insert into public.partner_changes (partner_id, operation, changed_columns) values (gen_random_uuid(), 'update', '{}')"]) {
      expect(await codeOf(`begin; set local role ${role}; ${sql}; commit;`), `${role}: ${sql}`).toBe('42501');
      await db.exec('rollback');
    }
  });

  it('records a change made with SQL, without an actor', async () => {
    await db.exec(`update public.partners set description = 'Per SQL' where brand_id = 'nordbank-direkt'`);
    const { rows } = await db.query<{ actor_id: string | null; actor_email: string | null; changed_columns: string[] }>(
      `select actor_id, actor_email, changed_columns from public.partner_changes order by id desc limit 1`,
    );
    expect(rows).toEqual([{ actor_id: null, actor_email: null, changed_columns: ['description'] }]);
  });

  it('records a delete with the old values', async () => {
    await db.exec(`delete from public.partners where brand_id = 'sternenkarte'`);
    const { rows } = await db.query<{ operation: string; old_values: Record<string, unknown>; new_values: unknown }>(
      `select operation, old_values, new_values from public.partner_changes order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ operation: 'delete', old_values: { name: 'Sternenkarte' }, new_values: null });
  });
});
