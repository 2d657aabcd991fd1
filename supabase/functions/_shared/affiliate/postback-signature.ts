/**
 * HMAC-SHA256 signature of an affiliate postback, shared by the edge function and the
 * `npm run postback:sign` script. The canonical message is every parameter except `sig`,
 * sorted by name (plain code-unit order), written as `name=value` with the URL-decoded name and
 * value, joined by `&`. Example: `click_id=…&commission=12.50&currency=EUR&order_id=A-1&status=approved`.
 * The signature is the lower- or upper-case hex of HMAC-SHA256(secret, message).
 */

export const SIGNATURE_PARAM = 'sig';
export const SIGNATURE_HEADER = 'X-Postback-Signature';

const encoder = new TextEncoder();
const HEX_SIGNATURE = /^[0-9a-fA-F]{64}$/;

/** The message that is signed; parameter names must be unique (the function rejects duplicates). */
export function canonicalMessage(params: Iterable<readonly [string, string]>): string {
  return [...params]
    .filter(([name]) => name !== SIGNATURE_PARAM)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

/** Hex HMAC-SHA256 of the canonical message. */
export async function signPostback(secret: string, params: Iterable<readonly [string, string]>): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(canonicalMessage(params)));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether `signature` (64 hex characters) is the HMAC of the parameters. crypto.subtle.verify
 * compares in constant time, so the answer time reveals nothing about how much of a guess was right.
 */
export async function verifyPostbackSignature(secret: string, params: Iterable<readonly [string, string]>, signature: string): Promise<boolean> {
  if (!HEX_SIGNATURE.test(signature)) return false;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(signature.slice(i * 2, i * 2 + 2), 16);
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), bytes, encoder.encode(canonicalMessage(params)));
}
