import { describe, expect, it, vi } from 'vitest';
import { createSupabaseAuthenticator, requireAdmin } from './require-admin.ts';

const ANON_KEY = 'anon-key-for-tests';

/** A fetch that answers like Supabase Auth's GET /auth/v1/user and records what it was asked. */
function fakeAuthFetch(answer: () => Response) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    return Promise.resolve(answer());
  };
  return { calls, fetchFn: fetchFn as typeof fetch };
}

const userResponse = (user: unknown) => Response.json(user);
const request = (authorization?: string) =>
  new Request('http://localhost/functions/v1/generate-seo', { method: 'POST', headers: authorization ? { Authorization: authorization } : {} });

describe('createSupabaseAuthenticator', () => {
  it('asks /auth/v1/user with the anon key as apikey and the caller’s token as bearer', async () => {
    const { calls, fetchFn } = fakeAuthFetch(() => userResponse({ id: 'u1', app_metadata: { role: 'admin' } }));
    const authenticate = createSupabaseAuthenticator({ supabaseUrl: 'https://ref.supabase.co/', anonKey: ANON_KEY, fetch: fetchFn });
    await expect(authenticate('user-token')).resolves.toEqual({ role: 'admin' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://ref.supabase.co/auth/v1/user');
    expect(calls[0]?.headers.get('apikey')).toBe(ANON_KEY);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer user-token');
  });

  it.each([
    ['no app_metadata', { id: 'u1' }],
    ['a role in user_metadata only, which the user can edit', { id: 'u1', user_metadata: { role: 'admin' }, app_metadata: {} }],
    ['a role that is not a string', { id: 'u1', app_metadata: { role: ['admin'] } }],
  ])('a user with %s has no role', async (_what, user) => {
    const { fetchFn } = fakeAuthFetch(() => userResponse(user));
    const authenticate = createSupabaseAuthenticator({ supabaseUrl: 'http://127.0.0.1:54321', anonKey: ANON_KEY, fetch: fetchFn });
    await expect(authenticate('t')).resolves.toEqual({ role: null });
  });

  it.each([401, 403])('Auth answering %i means no user', async (status) => {
    const { fetchFn } = fakeAuthFetch(() => Response.json({ msg: 'invalid JWT' }, { status }));
    const authenticate = createSupabaseAuthenticator({ supabaseUrl: 'http://127.0.0.1:54321', anonKey: ANON_KEY, fetch: fetchFn });
    await expect(authenticate('t')).resolves.toBeNull();
  });

  it.each([
    ['a 500', () => new Response('oops', { status: 500 })],
    ['a 200 without a user', () => userResponse({ message: 'ok' })],
    ['a 200 that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('Auth answering %s is an error, not an anonymous user', async (_what, answer) => {
    const { fetchFn } = fakeAuthFetch(answer);
    const authenticate = createSupabaseAuthenticator({ supabaseUrl: 'http://127.0.0.1:54321', anonKey: ANON_KEY, fetch: fetchFn });
    await expect(authenticate('t')).rejects.toThrow();
  });
});

describe('requireAdmin', () => {
  const authenticate = (token: string) => Promise.resolve(token === 'admin' ? { role: 'admin' } : token === 'editor' ? { role: 'editor' } : null);

  it.each([
    ['no header', undefined, { ok: false, status: 401, error: 'Anmeldung erforderlich.' }],
    ['an unknown token', 'Bearer nobody', { ok: false, status: 401, error: 'Anmeldung erforderlich.' }],
    ['a user with another role', 'Bearer editor', { ok: false, status: 403, error: 'Keine Berechtigung.' }],
    ['an admin', 'Bearer admin', { ok: true }],
    ['an admin with a lower-case scheme', 'bearer admin', { ok: true }],
  ])('%s', async (_what, authorization, expected) => {
    await expect(requireAdmin(request(authorization), authenticate)).resolves.toEqual(expected);
  });

  it('answers 502 when Auth cannot be asked, and logs it once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const check = await requireAdmin(request('Bearer admin'), () => Promise.reject(new Error('down')));
    expect(check).toMatchObject({ ok: false, status: 502 });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
