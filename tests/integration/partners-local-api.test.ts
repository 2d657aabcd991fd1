import { request, type IncomingHttpHeaders } from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/config/local-backend';
import { createLocalDatabase } from '../../scripts/local-api/database';
import { seedPartnerId } from '../../scripts/local-api/seed/generate-seed';
import { startLocalApi, type LocalApi } from '../../scripts/local-api/server';
import { seedPartners } from '../../scripts/local-api/seed/seed-partners';

// One local API (and one PGlite) for the whole file, on a free port.
let api: LocalApi;
let supabase: SupabaseClient;

const active = seedPartners.filter((partner) => partner.isActive !== false);
const expectedNames = (...categories: string[]) =>
  active
    .filter((partner) => categories.includes(partner.category))
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((partner) => partner.name);
const inactiveNames = seedPartners.filter((partner) => partner.isActive === false).map((partner) => partner.name);

const categoryOrComparison = (category: string) =>
  supabase.from('partners').select('*').eq('is_active', true).or(`category.eq.${category},category.eq.comparison`).order('display_order', { ascending: true });

const get = (query: string, headers: Record<string, string> = { apikey: LOCAL_ANON_KEY }) => fetch(`${api.url}/rest/v1/partners?${query}`, { headers });

/** A request through node:http, which (unlike fetch) sends any method and any Host header. */
function rawRequest(method: string, path: string, headers: Record<string, string> = {}, setHost = true) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request(`${api.url}${path}`, { method, headers, setHost }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const preflight = (origin: string, requestedHeaders = 'apikey, authorization, x-client-info') =>
  fetch(`${api.url}/rest/v1/partners`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': requestedHeaders },
  });

const ALLOWED_HEADERS = 'apikey, authorization, content-type, x-client-info, prefer, range, accept-profile, content-profile, x-supabase-api-version, x-retry-count';
const foreignOrigins = ['https://attacker.example', 'http://127.0.0.1.attacker.example', 'http://localhost.attacker.example:5173', 'null', 'file://'];

beforeAll(async () => {
  api = await startLocalApi({ port: 0 });
  // Node 20 has no WebSocket; realtime is not used, so a placeholder transport is enough.
  supabase = createClient(api.url, LOCAL_ANON_KEY, { realtime: { transport: class {} as never } });
});
afterAll(() => api.close());

describe('each page’s query through the real supabase-js client', () => {
  it.each([
    ['/ratenkredit', 'ratenkredit'],
    ['/unternehmenskredit', 'unternehmenskredit'],
  ])('%s reads its category or comparison, ordered by display_order', async (_page, category) => {
    const { data, error, status } = await categoryOrComparison(category);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data!.map((row) => row.name)).toEqual(expectedNames(category, 'comparison'));
    expect(data!.every((row) => row.is_active === true)).toBe(true);
  });

  it('/kreditkarten reads only card products', async () => {
    const { data } = await supabase.from('partners').select('*').eq('is_active', true).eq('category', 'kreditkarte').order('display_order', { ascending: true });
    expect(data!.map((row) => row.name)).toEqual(expectedNames('kreditkarte'));
  });

  it('/baufinanzierung reads only its own category', async () => {
    const { data } = await supabase.from('partners').select('*').eq('is_active', true).eq('category', 'baufinanzierung').order('display_order', { ascending: true });
    expect(data!.map((row) => row.name)).toEqual(expectedNames('baufinanzierung'));
  });

  it('the savings list reads sparkonto', async () => {
    const { data } = await supabase.from('partners').select('*').eq('is_active', true).eq('category', 'sparkonto').order('display_order', { ascending: true });
    expect(data!.map((row) => row.name)).toEqual(expectedNames('sparkonto'));
  });

  it('/ratenkredit/beste and /ratenkredit/zinsen read the whole list with its evaluations (the app picks the top five by score)', async () => {
    const all = await categoryOrComparison('ratenkredit');
    expect(all.data!.length).toBe(expectedNames('ratenkredit', 'comparison').length);
    const evaluated = active.filter((partner) => partner.evaluation).map((partner) => partner.name);
    expect(evaluated.length).toBeGreaterThanOrEqual(5);
    expect(all.data!.filter((row) => row.evaluation !== null).map((row) => row.name).sort()).toEqual([...evaluated].sort());
  });

  it('returns every column with lists as arrays and the representative example as an object', async () => {
    const { data } = await supabase.from('partners').select('*').eq('brand_id', 'nordbank-direkt').single();
    expect(data).toMatchObject({ name: 'Nordbank Direkt', pros: expect.any(Array), cons: expect.any(Array), requirements: expect.any(Array) });
    expect(data.representative_example).toMatchObject({ net_loan_amount: 10000, term_months: 60, lender: 'Nordbank Direkt AG' });
    expect(data.evaluation).toMatchObject({ evaluated_at: expect.any(String), scores: { cost: 5 }, sample: true });
  });

  it('gives each partner the same id in every database seeded from the files, as production keeps it', async () => {
    // The build's local API and the preview's are two databases: with other ids, refreshing the
    // prerendered offers would re-key every card.
    const { data } = await supabase.from('partners').select('id,brand_id,category').eq('category', 'ratenkredit').order('display_order');
    const other = await createLocalDatabase();
    try {
      const { rows } = await other.query<{ id: string; brand_id: string; category: string }>(
        "select id, brand_id, category from public.partners where category = 'ratenkredit' and is_active order by display_order",
      );
      expect(rows).toEqual(data);
    } finally {
      await other.close();
    }
    expect(data!.length).toBeGreaterThan(5);
    for (const row of data!) expect(row.id).toBe(seedPartnerId({ category: row.category, brandId: row.brand_id }));
    expect(new Set(data!.map((row) => row.id)).size).toBe(data!.length);
  });

  it('returns the conditions with figures as numbers and filters on them', async () => {
    const { data, error } = await supabase
      .from('partners')
      .select('brand_id,min_amount,max_term_months,effective_rate_two_thirds,borrowing_rate_fixed,purposes,features,lender_name,is_intermediary,mortgage_rates')
      .lte('max_term_months', 48)
      .eq('category', 'ratenkredit');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        brand_id: 'rheinkredit-direkt',
        min_amount: 1500,
        max_term_months: 48,
        effective_rate_two_thirds: 7.22,
        borrowing_rate_fixed: true,
        purposes: ['frei', 'auto', 'moebel', 'urlaub', 'sonstiges'],
        features: ['digital'],
        lender_name: 'Rheinkredit Direkt AG',
        is_intermediary: false,
        mortgage_rates: null,
      },
    ]);
    const mortgages = await supabase.from('partners').select('name,mortgage_rates,max_loan_to_value').gte('max_loan_to_value', 100).eq('category', 'baufinanzierung');
    expect(mortgages.data).toEqual([{ name: 'Eigenheim Direkt', mortgage_rates: { '5': 3.19, '10': 3.29, '15': 3.48, '20': 3.66, '30': 3.98 }, max_loan_to_value: 110 }]);
  });

  it('refuses what it does not implement (counts, offsets, writes) instead of ignoring it', async () => {
    const counted = await supabase.from('partners').select('name', { count: 'exact' }).eq('category', 'sparkonto');
    expect(counted).toMatchObject({ status: 400, data: null, error: { code: 'PGRST100' } });
    const ranged = await supabase.from('partners').select('name').eq('category', 'sparkonto').range(1, 2);
    expect(ranged).toMatchObject({ status: 400, data: null, error: { code: 'PGRST100' } });
    const inserted = await supabase.from('partners').insert({ brand_id: 'x', name: 'X', category: 'ratenkredit', adtraction_tracking_url: 'https://x.example/' });
    expect(inserted).toMatchObject({ status: 405, error: { code: 'PGRST117' } });
  });
});

describe('nothing leaks', () => {
  it('inactive partners stay hidden whatever the filter asks', async () => {
    for (const query of [
      supabase.from('partners').select('*').eq('is_active', false),
      supabase.from('partners').select('*').or('is_active.eq.false,is_active.eq.true'),
      supabase.from('partners').select('*').or('brand_id.eq.altbank-kredit,brand_id.eq.sternenkarte'),
      supabase.from('partners').select('*').neq('is_active', true),
    ]) {
      const { data, error } = await query;
      expect(error).toBeNull();
      expect(data!.filter((row) => inactiveNames.includes(row.name))).toEqual([]);
    }
  });

  it.each([
    ['select=name;drop table partners', 'PGRST100'],
    ['select=name,password', '42703'],
    ['select=name,partners(*)', 'PGRST100'],
    ["name=eq.x'; drop table partners; --&select=name", null],
    ['secret=eq.1', '42703'],
    ['name=ilike.*bank*', 'PGRST100'],
    ['name=not.eq.x', 'PGRST100'],
    ['or=(name.eq.a', 'PGRST100'],
    ['or=(and(name.eq.a,name.eq.b))', 'PGRST100'],
    ['or=(pg_sleep.eq.1)', '42703'],
    ['is_active=is.false', 'PGRST100'],
    ['brand_id=in.(altbank-kredit,sternenkarte)', 'PGRST100'],
    ['pros=eq.x', 'PGRST100'],
    ['order=name.sideways', 'PGRST100'],
    ['order=random()', '42703'],
    ['limit=-1', 'PGRST100'],
    ['limit=1e3', 'PGRST100'],
    ['offset=abc', 'PGRST100'],
    ['select=name&select=id', 'PGRST100'],
    ['id=eq.not-a-uuid', '22P02'],
    ['display_order=gt.zehn', '22P02'],
    ['name=eq.%E0%A4%A', 'PGRST100'],
    ['category=in.(ratenkredit', 'PGRST100'],
  ])('%s → 400 JSON', async (query, code) => {
    const response = await get(query);
    const text = await response.text();
    if (code === null) {
      expect(response.status).toBe(200);
      expect(JSON.parse(text)).toEqual([]);
      return;
    }
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = JSON.parse(text);
    expect(body).toMatchObject({ code, message: expect.any(String) });
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    for (const name of [...inactiveNames, 'Nordbank Direkt']) expect(text).not.toContain(name);
    expect(text).not.toMatch(/at .*\.ts|node_modules|stack/i);
  });

  it('a partner table still exists after the injection attempts', async () => {
    const { data } = await supabase.from('partners').select('id');
    expect(data!.length).toBe(active.length);
  });

  it('requires the anon key', async () => {
    expect((await get('select=name', {})).status).toBe(401);
    expect((await get('select=name', { apikey: 'wrong' })).status).toBe(401);
    expect((await get('select=name', { apikey: LOCAL_ANON_KEY, Authorization: 'Bearer service-role' })).status).toBe(401);
  });

  it('answers unknown tables, paths and schemas with JSON errors', async () => {
    const table = await fetch(`${api.url}/rest/v1/users?select=*`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(table.status).toBe(404);
    expect((await table.json()).code).toBe('PGRST205');
    const schema = await fetch(`${api.url}/rest/v1/partners`, { headers: { apikey: LOCAL_ANON_KEY, 'Accept-Profile': 'auth' } });
    expect(schema.status).toBe(406);
    expect((await fetch(`${api.url}/etc/passwd`)).status).toBe(404);
  });
});

describe('edge functions', () => {
  it('answers an unknown function with a 404 JSON error', async () => {
    const response = await fetch(`${api.url}/functions/v1/does-not-exist`, { method: 'POST', headers: { apikey: LOCAL_ANON_KEY } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('adds nosniff to function responses and keeps their own headers', async () => {
    // The anon key alone is no sign-in: generate-seo refuses it (admin access is tested in generate-seo-admin.test.ts).
    const response = await fetch(`${api.url}/functions/v1/generate-seo`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
      body: JSON.stringify({ site: 'de' }),
    });
    expect(response.status).toBe(401);
    expect(await response.clone().json()).toEqual({ success: false, error: 'Anmeldung erforderlich.' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('lets the affiliate postback through without an API key, as verify_jwt = false does, so its signature decides', async () => {
    const withoutKey = await fetch(`${api.url}/functions/v1/affiliate-postback?status=approved&sig=${'0'.repeat(64)}`);
    expect(withoutKey.status).toBe(401);
    expect(await withoutKey.json()).toEqual({ error: 'Signatur ist ungültig.' });
    const otherFunction = await fetch(`${api.url}/functions/v1/generate-seo`, { method: 'POST' });
    expect(otherFunction.status).toBe(401);
    expect(await otherFunction.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('does not pass the function’s `*` on to a foreign origin', async () => {
    const response = await fetch(`${api.url}/functions/v1/generate-seo`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', Origin: 'https://attacker.example' },
      body: JSON.stringify({ site: 'de' }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('CORS', () => {
  it.each(['http://127.0.0.1:4173', 'http://localhost:5173', 'http://127.0.0.1:4391'])('answers the preflight from %s with that origin', async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('vary')).toContain('Origin');
    expect(response.headers.get('access-control-allow-headers')).toBe(ALLOWED_HEADERS);
  });

  it('allows only its fixed header list, whatever the preflight asks for', async () => {
    const response = await preflight('http://127.0.0.1:4173', 'apikey, x-evil');
    expect(response.headers.get('access-control-allow-headers')).not.toContain('x-evil');
  });

  it.each(foreignOrigins)('gives %s no Access-Control-Allow-Origin', async (origin) => {
    const options = await preflight(origin);
    expect(options.headers.get('access-control-allow-origin')).toBeNull();
    expect(options.headers.get('access-control-allow-headers')).toBeNull();
    const read = await get('select=name', { apikey: LOCAL_ANON_KEY, Origin: origin });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('vary')).toContain('Origin');
  });
});

describe('Host and method checks', () => {
  it.each(['127.0.0.1', '127.0.0.1:54321', 'localhost:5173', 'LOCALHOST', '[::1]:8080'])('accepts Host: %s', async (host) => {
    expect((await rawRequest('GET', '/health', { Host: host })).status).toBe(200);
  });

  it.each(['attacker.example', 'attacker.example:54321', '127.0.0.1.attacker.example', 'localhost.attacker.example', '127.0.0.1@attacker.example', '0.0.0.0:54321'])(
    'refuses Host: %s (DNS rebinding)',
    async (host) => {
      const response = await rawRequest('GET', '/rest/v1/partners?select=name', { Host: host, apikey: LOCAL_ANON_KEY });
      expect(response.status).toBe(403);
      expect(JSON.parse(response.body)).toMatchObject({ code: 'HOST_NOT_ALLOWED' });
      expect(response.body).not.toContain('Nordbank');
    },
  );

  it('refuses a request without a Host header', async () => {
    // Node's HTTP/1.1 parser answers 400 before the handler runs.
    expect((await rawRequest('GET', '/health', {}, false)).status).toBe(400);
  });

  it.each(['TRACE', 'PUT', 'PROPFIND'])('answers %s with 405 before building a request', async (method) => {
    const response = await rawRequest(method, '/functions/v1/generate-seo', { apikey: LOCAL_ANON_KEY });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST, PATCH, DELETE, OPTIONS');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(response.body)).toMatchObject({ code: 'PGRST117' });
    expect((await rawRequest('GET', '/health')).status).toBe(200);
  });
});
