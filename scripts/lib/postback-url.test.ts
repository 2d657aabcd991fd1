import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedPostbackUrl } from './postback-url.ts';

const FUNCTION_URL = 'https://ref.supabase.co/functions/v1/affiliate-postback';
const SECRET = 'a-secret-of-enough-length';
const params = { click_id: '3f2b8c1e-5d4a-4b7e-9c2f-1a2b3c4d5e6f', order_id: 'TEST-1', commission: '12.50', currency: 'EUR', status: 'pending' };

describe('signedPostbackUrl', () => {
  it('adds the parameters and an HMAC of the sorted name=value pairs as sig', async () => {
    const url = new URL(await signedPostbackUrl(FUNCTION_URL, params, SECRET));
    expect(url.origin + url.pathname).toBe(FUNCTION_URL);
    const message = 'click_id=3f2b8c1e-5d4a-4b7e-9c2f-1a2b3c4d5e6f&commission=12.50&currency=EUR&order_id=TEST-1&status=pending';
    expect(url.searchParams.get('sig')).toBe(createHmac('sha256', SECRET).update(message).digest('hex'));
    expect(Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'sig'))).toEqual(params);
  });

  it('refuses fields the function would refuse, naming them', async () => {
    await expect(signedPostbackUrl(FUNCTION_URL, { ...params, commission: '1,50', status: 'paid' }, SECRET)).rejects.toThrow(
      /commission.*status/,
    );
  });

  it.each(['notaurl', 'ftp://example.test/x'])('refuses a function URL that is not http(s): %s', async (functionUrl) => {
    await expect(signedPostbackUrl(functionUrl, params, SECRET)).rejects.toThrow('Ungültige Funktions-URL');
  });
});
