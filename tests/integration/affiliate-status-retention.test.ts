/**
 * Two rules behind the postback and the privacy notice, on the embedded Postgres with the real
 * migrations: a settled conversion is not reopened by a replayed "pending" postback, and click
 * records older than 25 months are deleted by the retention function only the service role runs.
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySchema } from '../../scripts/local-api/database';

let db: PGlite;

async function as<T>(role: 'anon' | 'authenticated' | 'service_role', sql: string, params: unknown[] = []): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.query(`set local role ${role}`);
    return (await tx.query<T>(sql, params)).rows;
  });
}

const record = (orderId: string, status: string, commission = 80) =>
  as<{ result: { duplicate: boolean; unknown_click: boolean } }>(
    'service_role',
    `select public.record_affiliate_conversion($1, $2, $3, 'EUR', $4) as result`,
    [orderId, '00000000-0000-4000-8000-00000000abcd', commission, status],
  ).then((rows) => rows[0]!.result);

const statusOf = async (orderId: string) =>
  (await db.query<{ status: string; commission: string }>('select status, commission::text from public.affiliate_conversions where order_id = $1', [orderId])).rows[0];

beforeAll(async () => {
  db = await PGlite.create();
  await applySchema(db, { seed: false });
  await db.exec(`insert into public.partners (brand_id, name, category, adtraction_tracking_url) values ('testbank', 'Testbank', 'sparkonto', 'https://partner.example.com/t')`);
});
afterAll(() => db.close());

describe('a replayed postback', () => {
  it.each(['approved', 'rejected'])('does not reopen a conversion that is %s', async (settled) => {
    const orderId = `order-${randomUUID()}`;
    await record(orderId, 'pending');
    await record(orderId, settled, 95.5);
    expect(await record(orderId, 'pending', 10)).toEqual({ duplicate: true, unknown_click: true });
    expect(await statusOf(orderId)).toEqual({ status: settled, commission: '95.50' });
  });

  it('still lets the network reverse an approval', async () => {
    const orderId = `order-${randomUUID()}`;
    await record(orderId, 'approved');
    expect((await record(orderId, 'rejected')).duplicate).toBe(true);
    expect((await statusOf(orderId))?.status).toBe('rejected');
  });
});

describe('click retention', () => {
  it('deletes clicks older than 25 months and keeps the rest', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    await db.query(
      `insert into public.affiliate_clicks (click_id, brand_id, product, page_path, clicked_at) values
        ($1, 'testbank', 'sparkonto', '/ratgeber/sparkonto', now() - interval '25 months 1 day'),
        ($2, 'testbank', 'sparkonto', '/ratgeber/sparkonto', now() - interval '24 months')`,
      [old, recent],
    );
    const [{ deleted }] = (await as<{ deleted: number }>('service_role', 'select public.delete_expired_affiliate_clicks() as deleted')) as [{ deleted: number }];
    expect(Number(deleted)).toBe(1);
    const left = (await db.query<{ click_id: string }>('select click_id from public.affiliate_clicks')).rows.map((row) => row.click_id);
    expect(left).toEqual([recent]);
  });

  it.each(['anon', 'authenticated'] as const)('may not be run by %s', async (role) => {
    await expect(as(role, 'select public.delete_expired_affiliate_clicks()')).rejects.toThrow(/permission denied/);
  });
});
