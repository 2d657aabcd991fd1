import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalMessage, signPostback, verifyPostbackSignature } from './postback-signature.ts';

const SECRET = 'local-postback-secret-not-for-production';
const params: [string, string][] = [
  ['status', 'approved'],
  ['sig', 'ignored'],
  ['order_id', 'A-1'],
  ['commission', '12.50'],
  ['click_id', '3f2b8c1e-5d4a-4b7e-9c2f-1a2b3c4d5e6f'],
  ['Currency', 'EUR'],
];

describe('canonicalMessage', () => {
  it('sorts by name in code-unit order (capitals first), drops sig and keeps values as they are', () => {
    expect(canonicalMessage(params)).toBe('Currency=EUR&click_id=3f2b8c1e-5d4a-4b7e-9c2f-1a2b3c4d5e6f&commission=12.50&order_id=A-1&status=approved');
  });

  it('writes decoded values without re-encoding them', () => {
    expect(canonicalMessage(new URLSearchParams('b=%C3%A4%26x&a=1+2'))).toBe('a=1 2&b=ä&x');
  });
});

describe('signPostback and verifyPostbackSignature', () => {
  it('sign the canonical message with HMAC-SHA256 as lower-case hex', async () => {
    const expected = createHmac('sha256', SECRET).update(canonicalMessage(params)).digest('hex');
    await expect(signPostback(SECRET, params)).resolves.toBe(expected);
  });

  it('accept the signature in either case and refuse any other', async () => {
    const signature = await signPostback(SECRET, params);
    await expect(verifyPostbackSignature(SECRET, params, signature)).resolves.toBe(true);
    await expect(verifyPostbackSignature(SECRET, params, signature.toUpperCase())).resolves.toBe(true);
    await expect(verifyPostbackSignature(`${SECRET}x`, params, signature)).resolves.toBe(false);
    await expect(verifyPostbackSignature(SECRET, [...params, ['extra', '1']], signature)).resolves.toBe(false);
    for (const malformed of ['', signature.slice(1), `${signature}00`, `${signature.slice(0, 63)}g`, ` ${signature.slice(1)}`]) {
      await expect(verifyPostbackSignature(SECRET, params, malformed)).resolves.toBe(false);
    }
  });
});
