import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_AFFILIATE_POSTBACK_SECRET } from '../../scripts/local-api/config';
import { LOCAL_ANON_KEY } from '../../src/config/local-backend';
import { startLocalApi, type LocalApi } from '../../scripts/local-api/server';
import { seedPartners } from '../../scripts/local-api/seed/seed-partners';
import { signPostback } from '../../supabase/functions/_shared/affiliate/postback-signature';
import { signIn } from './local-api-auth';

// The whole path of a postback: local API → edge function handler → PostgREST RPC → PGlite.
let api: LocalApi;
let adminToken: string;

const partner = seedPartners.find((candidate) => candidate.category === 'ratenkredit' && candidate.isActive !== false)!;

/** Berlin days around today: the statistics count a conversion on its click's (or its arrival's) Berlin day. */
function statsRange() {
  const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + offset * 86_400_000));
  return { p_from: day(-1), p_to: day(1) };
}

async function rpc(name: string, body: unknown, token = LOCAL_ANON_KEY): Promise<Response> {
  return fetch(`${api.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

// Revenue in whole cents, so sums over the sample data compare exactly.
const cents = (value: number | string | undefined) => Math.round(Number(value ?? 0) * 100);

/** What the operator console reads: conversions and EUR revenue (cents) over the range. */
async function totals(): Promise<{ conversions: number; revenue: number }> {
  const response = await rpc('admin_stats_totals', statsRange(), adminToken);
  expect(response.status).toBe(200);
  const [row] = (await response.json()) as { conversions: number | string; revenue: number | string }[];
  return { conversions: Number(row?.conversions), revenue: cents(row?.revenue) };
}

async function partnerConversions(): Promise<{ conversions: number; revenue: number }> {
  const response = await rpc('admin_stats_by_partner', statsRange(), adminToken);
  expect(response.status).toBe(200);
  const rows = (await response.json()) as { brand_id: string; conversions: number | string; revenue: number | string }[];
  const row = rows.find((candidate) => candidate.brand_id === partner.brandId);
  return { conversions: Number(row?.conversions ?? 0), revenue: cents(row?.revenue) };
}

/** The stored rows of an order, as an admin reads them. */
async function storedRows(orderId: string) {
  const query = new URLSearchParams({ select: 'order_id,click_id,brand_id,commission,currency,status,unknown_click', order_id: `eq.${orderId}` });
  const response = await fetch(`${api.url}/rest/v1/affiliate_conversions?${query}`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${adminToken}` },
  });
  expect(response.status).toBe(200);
  const rows = (await response.json()) as { commission: number | string; [column: string]: unknown }[];
  return rows.map((row) => ({ ...row, commission: cents(row.commission) }));
}

async function postback(params: Record<string, string>, secret = LOCAL_AFFILIATE_POSTBACK_SECRET): Promise<Response> {
  const sig = await signPostback(secret, Object.entries(params));
  return fetch(`${api.url}/functions/v1/affiliate-postback?${new URLSearchParams({ ...params, sig })}`);
}

beforeAll(async () => {
  api = await startLocalApi({ port: 0, announceUsers: false });
  adminToken = await signIn(api.url, 'admin@kreditsmart.test', 'demo-admin-2026');
});
afterAll(() => api.close());

describe('affiliate postback through the local API into PGlite', () => {
  it('stores nothing for a wrong signature', async () => {
    const before = await totals();
    const response = await postback({ click_id: randomUUID(), order_id: 'BAD-SIG-1', commission: '50.00', status: 'approved' }, 'a-different-secret-of-length');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Signatur ist ungültig.' });
    expect(await storedRows('BAD-SIG-1')).toEqual([]);
    expect(await totals()).toEqual(before);
  });

  it('records one conversion per order id: a repeat updates the status and never doubles the revenue', async () => {
    const clickId = randomUUID();
    const click = await rpc('record_affiliate_click', { p_click_id: clickId, p_brand_id: partner.brandId, p_product: 'ratenkredit', p_page_path: '/ratenkredit' });
    expect(click.status).toBe(200);
    const before = await partnerConversions();
    const order = { click_id: clickId, order_id: `ORD-${clickId.slice(0, 8)}`, commission: '12.50', currency: 'EUR' };

    const first = await postback({ ...order, status: 'pending' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, duplicate: false, unknown_click: false });
    const stored = { order_id: order.order_id, click_id: clickId, brand_id: partner.brandId, commission: 1250, currency: 'EUR', unknown_click: false };
    expect(await storedRows(order.order_id)).toEqual([{ ...stored, status: 'pending' }]);
    expect(await partnerConversions()).toEqual({ conversions: before.conversions + 1, revenue: before.revenue + 1250 });

    const repeat = await postback({ ...order, status: 'approved' });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ ok: true, duplicate: true, unknown_click: false });
    expect(await storedRows(order.order_id)).toEqual([{ ...stored, status: 'approved' }]);
    expect(await partnerConversions()).toEqual({ conversions: before.conversions + 1, revenue: before.revenue + 1250 });

    // Rejected conversions do not count, so the status change is visible in the statistics.
    const rejected = await postback({ ...order, status: 'rejected' });
    expect(await rejected.json()).toEqual({ ok: true, duplicate: true, unknown_click: false });
    expect(await storedRows(order.order_id)).toEqual([{ ...stored, status: 'rejected' }]);
    expect(await partnerConversions()).toEqual(before);
  });

  it('stores a conversion for an unknown click, flagged and outside every partner row', async () => {
    const before = { total: await totals(), partner: await partnerConversions() };
    const orderId = `UNKNOWN-${Date.now()}`;
    const response = await postback({ click_id: randomUUID(), order_id: orderId, commission: '3.10', status: 'approved' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, duplicate: false, unknown_click: true });
    expect(await storedRows(orderId)).toEqual([expect.objectContaining({ unknown_click: true, brand_id: null, commission: 310, currency: 'EUR' })]);
    expect(await totals()).toEqual({ conversions: before.total.conversions + 1, revenue: before.total.revenue + 310 });
    expect(await partnerConversions()).toEqual(before.partner);
  });

  it('answers 400 naming the field for a signed postback with a malformed commission, storing nothing', async () => {
    const before = await totals();
    const response = await postback({ click_id: randomUUID(), order_id: 'BAD-COMMISSION', commission: '12,50', status: 'approved' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { commission: expect.any(String) } });
    expect(await storedRows('BAD-COMMISSION')).toEqual([]);
    expect(await totals()).toEqual(before);
  });
});
