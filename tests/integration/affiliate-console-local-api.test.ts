/**
 * The operator console's database part through the real supabase-js client against the local API:
 * local Auth (password, refresh, logout), per-request roles, the click and conversion RPCs and the
 * admin-only statistics, all enforced by grants and RLS in the embedded Postgres.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuthSettings } from '../../scripts/local-api/auth-settings';
import { LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../scripts/local-api/config';
import { LOCAL_ANON_KEY } from '../../src/config/local-backend';
import { startLocalApi, type LocalApi } from '../../scripts/local-api/server';

const settings = readAuthSettings({});
const [admin, editor] = settings.users as [(typeof settings.users)[0], (typeof settings.users)[0]];

let api: LocalApi;
let anon: SupabaseClient;
let service: SupabaseClient;
let adminClient: SupabaseClient;
let editorClient: SupabaseClient;

// Node 20 has no WebSocket; realtime is not used, so a placeholder transport is enough.
const client = (key: string) =>
  createClient(api.url, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: class {} as never } });

async function signedIn(email: string, password: string) {
  const signed = client(LOCAL_ANON_KEY);
  const { error } = await signed.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return signed;
}

const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const click = (overrides: Record<string, unknown> = {}) => ({
  p_click_id: randomUUID(),
  p_brand_id: 'nordbank-direkt',
  p_product: 'ratenkredit',
  p_page_path: '/ratenkredit',
  ...overrides,
});

const conversion = (overrides: Record<string, unknown> = {}) => ({
  p_order_id: `order-${randomUUID()}`,
  p_click_id: randomUUID(),
  p_commission: 80,
  p_currency: 'EUR',
  p_status: 'pending',
  ...overrides,
});

async function totalsToday(supabase: SupabaseClient) {
  const today = berlinToday();
  const { data, error } = await supabase.rpc('admin_stats_totals', { p_from: today, p_to: today });
  expect(error).toBeNull();
  return (data as { clicks: number; conversions: number; revenue: number }[])[0]!;
}

beforeAll(async () => {
  api = await startLocalApi({ port: 0, auth: settings, announceUsers: false });
  anon = client(LOCAL_ANON_KEY);
  service = client(LOCAL_SERVICE_ROLE_KEY);
  adminClient = await signedIn(admin.email, admin.password);
  editorClient = await signedIn(editor.email, editor.password);
});
afterAll(() => api.close());

describe('local Auth', () => {
  it('signs the admin in with app_metadata.role = admin in the user and the access token', async () => {
    const { data, error } = await adminClient.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(admin.email);
    expect(data.user?.app_metadata.role).toBe('admin');
    const { data: session } = await adminClient.auth.getSession();
    const claims = JSON.parse(Buffer.from(session.session!.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ role: 'authenticated', aud: 'authenticated', sub: data.user!.id, email: admin.email, app_metadata: { role: 'admin' } });
    expect(typeof claims.session_id).toBe('string');
    expect(session.session!.expires_in).toBe(3600);
  });

  it('rejects a wrong password with GoTrue’s invalid_credentials error', async () => {
    const { data, error } = await client(LOCAL_ANON_KEY).auth.signInWithPassword({ email: admin.email, password: 'falsch-falsch' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('rejects an unknown e-mail address the same way', async () => {
    const { error } = await client(LOCAL_ANON_KEY).auth.signInWithPassword({ email: 'niemand@kreditsmart.test', password: admin.password });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('rotates the refresh token and refuses the used one', async () => {
    const supabase = await signedIn(editor.email, editor.password);
    const before = (await supabase.auth.getSession()).data.session!;
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(before.refresh_token);
    expect(data.user?.email).toBe(editor.email);

    const reuse = await client(LOCAL_ANON_KEY).auth.refreshSession({ refresh_token: before.refresh_token });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('revokes the refresh token on logout', async () => {
    const supabase = await signedIn(editor.email, editor.password);
    const { refresh_token: refreshToken, access_token: accessToken } = (await supabase.auth.getSession()).data.session!;
    expect((await supabase.auth.signOut()).error).toBeNull();

    const refreshed = await client(LOCAL_ANON_KEY).auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await client(LOCAL_ANON_KEY).auth.getUser(accessToken);
    expect(user.data.user).toBeNull();
    expect(user.error).not.toBeNull();
  });

  it('answers 401 JWT expired to a REST request with an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'authenticated', app_metadata: { role: 'admin' } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(randomUUID())
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
    const response = await fetch(`${api.url}/rest/v1/rpc/admin_stats_totals`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${expired}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_from: berlinToday(), p_to: berlinToday() }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('refuses an admin claim signed with another secret', async () => {
    const forged = await new SignJWT({ role: 'authenticated', app_metadata: { role: 'admin' } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-local-secret-but-long-enough-for-hs256'));
    const response = await fetch(`${api.url}/rest/v1/rpc/admin_stats_totals`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${forged}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });
});

describe('LOCAL_AUTH_JWT_EXPIRY', () => {
  it('sets the access-token lifetime, after which REST answers 401 JWT expired', async () => {
    const shortLived = await startLocalApi({ port: 0, auth: readAuthSettings({ LOCAL_AUTH_JWT_EXPIRY: '1' }), announceUsers: false, seed: false });
    try {
      const signIn = await fetch(`${shortLived.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      });
      const session = (await signIn.json()) as { access_token: string; expires_in: number; expires_at: number };
      expect(session.expires_in).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const response = await fetch(`${shortLived.url}/rest/v1/partners?select=name`, { headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${session.access_token}` } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'PGRST303' });
    } finally {
      await shortLived.close();
    }
  }, 60_000);
});

describe('who reaches the affiliate tables', () => {
  it('keeps clicks and conversions from anon and from a signed-in non-admin', async () => {
    for (const table of ['affiliate_clicks', 'affiliate_conversions']) {
      const anonRead = await anon.from(table).select('*').limit(1);
      expect(anonRead.status).toBe(401);
      expect(anonRead.error?.code).toBe('42501');
      const editorRead = await editorClient.from(table).select('*').limit(1);
      expect(editorRead.error).toBeNull();
      expect(editorRead.data).toEqual([]);
    }
  });

  it('lets an admin read the sample clicks, which store no personal data', async () => {
    const { data, error } = await adminClient.from('affiliate_clicks').select('*').eq('is_sample', true).limit(1);
    expect(error).toBeNull();
    expect(Object.keys(data![0]!).sort()).toEqual(['brand_id', 'click_id', 'clicked_at', 'id', 'is_sample', 'page_path', 'product']);
  });
});

describe('record_affiliate_click', () => {
  it('stores a click once and acknowledges a repeated click_id with false', async () => {
    const args = click();
    expect(await anon.rpc('record_affiliate_click', args)).toMatchObject({ data: true, error: null, status: 200 });
    expect(await anon.rpc('record_affiliate_click', args)).toMatchObject({ data: false, error: null });
    const { data } = await adminClient.from('affiliate_clicks').select('brand_id, product, page_path, is_sample').eq('click_id', args.p_click_id);
    expect(data).toEqual([{ brand_id: 'nordbank-direkt', product: 'ratenkredit', page_path: '/ratenkredit', is_sample: false }]);
  });

  it('accepts a comparison portal on a product page', async () => {
    expect((await anon.rpc('record_affiliate_click', click({ p_brand_id: 'zinsfinder', p_page_path: '/' }))).data).toBe(true);
  });

  it.each([
    ['a path with a query', { p_page_path: '/ratenkredit?betrag=5000' }],
    ['an absolute URL', { p_page_path: 'https://example.com/ratenkredit' }],
    ['a dot segment', { p_page_path: '/ratenkredit/../admin' }],
    ['a path over 200 characters', { p_page_path: `/${'a'.repeat(200)}` }],
    ['an unknown product', { p_product: 'girokonto' }],
    ['a malformed brand', { p_brand_id: 'Nordbank Direkt' }],
    ['a brand of another product', { p_product: 'kreditkarte' }],
    ['an inactive partner', { p_brand_id: 'altbank-kredit' }],
    ['an unknown partner', { p_brand_id: 'gibt-es-nicht' }],
    ['a missing click_id', { p_click_id: null }],
  ])('rejects %s with 400 / 22023', async (_case, overrides) => {
    const { data, error, status } = await anon.rpc('record_affiliate_click', click(overrides));
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error?.code).toBe('22023');
  });

  it('rejects a click_id that is not a UUID and unknown arguments', async () => {
    expect((await anon.rpc('record_affiliate_click', click({ p_click_id: 'abc' }))).status).toBe(400);
    expect(await anon.rpc('record_affiliate_click', { ...click(), p_ip: '1.2.3.4' })).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
  });

  it('counts at most 120 clicks per partner per minute', async () => {
    const results: unknown[] = [];
    for (let index = 0; index < 121; index++) {
      results.push((await anon.rpc('record_affiliate_click', click({ p_brand_id: 'festgeldhaus', p_product: 'sparkonto', p_page_path: '/ratgeber/sparkonto' }))).data);
    }
    expect(results.slice(0, 120).every((stored) => stored === true)).toBe(true);
    expect(results[120]).toBe(false);
  });
});

describe('the RPC endpoint', () => {
  it.each(['gibt_es_nicht', 'pg_sleep', 'version', 'Record_Affiliate_Click'])('answers 404 PGRST202 for %s, which is no function in public', async (name) => {
    expect(await anon.rpc(name, {})).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
  });

  it('answers 400 to a body that is not an object of arguments', async () => {
    const response = await fetch(`${api.url}/rest/v1/rpc/record_affiliate_click`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify([click()]),
    });
    expect(response.status).toBe(400);
  });

  it('lets a loopback page send what supabase-js sends to Auth, and read the API version', async () => {
    const preflight = await fetch(`${api.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    for (const header of ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version']) {
      expect(preflight.headers.get('access-control-allow-headers')).toContain(header);
    }
    expect(preflight.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });
});

describe('record_affiliate_conversion', () => {
  it('is for the service role only', async () => {
    for (const supabase of [anon, editorClient, adminClient]) {
      const { error, status } = await supabase.rpc('record_affiliate_conversion', conversion());
      expect(error?.code).toBe('42501');
      expect(status).toBe(supabase === anon ? 401 : 403);
    }
  });

  it('records a repeated postback once, updating its status and commission', async () => {
    const clickArgs = click();
    await anon.rpc('record_affiliate_click', clickArgs);
    const args = conversion({ p_click_id: clickArgs.p_click_id, p_commission: 75.5 });
    expect((await service.rpc('record_affiliate_conversion', args)).data).toEqual({ duplicate: false, unknown_click: false });
    const repeat = await service.rpc('record_affiliate_conversion', { ...args, p_status: 'approved', p_commission: 80 });
    expect(repeat.data).toEqual({ duplicate: true, unknown_click: false });
    const { data } = await adminClient.from('affiliate_conversions').select('brand_id, status, commission, unknown_click').eq('order_id', args.p_order_id);
    expect(data).toEqual([{ brand_id: 'nordbank-direkt', status: 'approved', commission: 80, unknown_click: false }]);
  });

  it('stores a conversion for an unknown click and flags it', async () => {
    const { data } = await service.rpc('record_affiliate_conversion', conversion());
    expect(data).toEqual({ duplicate: false, unknown_click: true });
  });

  it.each([
    ['an order id with spaces', { p_order_id: 'order 1' }],
    ['an empty order id', { p_order_id: '' }],
    ['a negative commission', { p_commission: -1 }],
    ['a commission with three decimals', { p_commission: 1.234 }],
    ['a lower-case currency', { p_currency: 'eur' }],
    ['an unknown status', { p_status: 'paid' }],
  ])('rejects %s with 400 / 22023', async (_case, overrides) => {
    const { error, status } = await service.rpc('record_affiliate_conversion', conversion(overrides));
    expect(status).toBe(400);
    expect(error?.code).toBe('22023');
  });
});

describe('statistics', () => {
  it('refuse anon (401) and a signed-in non-admin (403)', async () => {
    const range = { p_from: daysBefore(berlinToday(), 6), p_to: berlinToday() };
    for (const name of ['admin_stats_totals', 'admin_stats_daily', 'admin_stats_by_partner', 'admin_stats_by_page']) {
      expect(await anon.rpc(name, range)).toMatchObject({ status: 401, error: { code: '42501' } });
      expect(await editorClient.rpc(name, range)).toMatchObject({ status: 403, error: { code: '42501' } });
    }
  });

  it('give an admin 90 days of sample data, every day zero-filled and ascending', async () => {
    const today = berlinToday();
    const from = daysBefore(today, 89);
    const daily = await adminClient.rpc('admin_stats_daily', { p_from: from, p_to: today });
    expect(daily.error).toBeNull();
    const days = (daily.data as { day: string; clicks: number }[]).map((row) => row.day);
    expect(days).toHaveLength(90);
    expect(days[0]).toBe(from);
    expect(days.at(-1)).toBe(today);
    expect([...days].sort()).toEqual(days);

    const totals = await adminClient.rpc('admin_stats_totals', { p_from: from, p_to: today });
    const [row] = totals.data as { clicks: number; sample_clicks: number; conversions: number; conversion_rate: number }[];
    expect(row!.sample_clicks).toBeGreaterThan(1000);
    expect(row!.conversion_rate).toBeGreaterThan(1);
    expect(row!.conversion_rate).toBeLessThan(10);

    const partners = await adminClient.rpc('admin_stats_by_partner', { p_from: from, p_to: today });
    expect((partners.data as { brand_id: string; partner_name: string }[]).find((partner) => partner.brand_id === 'nordbank-direkt')?.partner_name).toBeTruthy();
    const pages = await adminClient.rpc('admin_stats_by_page', { p_from: from, p_to: today });
    expect((pages.data as { page_path: string }[]).map((page) => page.page_path)).toContain('/ratenkredit');
  });

  it('count a new click and its conversion on today’s Berlin day', async () => {
    const before = await totalsToday(adminClient);
    const clickArgs = click({ p_brand_id: 'kreditwerk24', p_page_path: '/ratenkredit/beste' });
    await anon.rpc('record_affiliate_click', clickArgs);
    const args = conversion({ p_click_id: clickArgs.p_click_id, p_commission: 99.9 });
    await service.rpc('record_affiliate_conversion', args);
    await service.rpc('record_affiliate_conversion', { ...args, p_status: 'approved' });
    const after = await totalsToday(adminClient);
    expect(after.clicks).toBe(before.clicks + 1);
    expect(after.conversions).toBe(before.conversions + 1);
    expect(after.revenue).toBeCloseTo(before.revenue + 99.9, 2);

    await service.rpc('record_affiliate_conversion', { ...args, p_status: 'rejected' });
    expect((await totalsToday(adminClient)).conversions).toBe(before.conversions);
  });

  it.each([
    ['p_from after p_to', { p_from: '2026-02-01', p_to: '2026-01-01' }],
    ['more than 366 days', { p_from: '2025-01-01', p_to: '2026-01-02' }],
    ['a date that is not one', { p_from: '2026-02-30', p_to: '2026-03-01' }],
  ])('reject %s with 400', async (_case, range) => {
    const { status, error } = await adminClient.rpc('admin_stats_daily', range);
    expect(status).toBe(400);
    expect(error?.code).toMatch(/^22/);
  });

  it('return exactly one zero row for a range without clicks', async () => {
    const { data } = await adminClient.rpc('admin_stats_totals', { p_from: '2020-01-01', p_to: '2020-12-31' });
    expect(data).toEqual([{ clicks: 0, conversions: 0, revenue: 0, conversion_rate: 0, sample_clicks: 0 }]);
  });
});
