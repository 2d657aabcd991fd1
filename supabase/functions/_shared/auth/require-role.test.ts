import { describe, expect, it, vi } from 'vitest';
import { ADMINS_ONLY, createSupabaseAuthenticator, EDITORS_AND_ADMINS, requireRole } from './require-role.ts';

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

describe('requireRole', () => {
  const roles: Record<string, string | null> = { admin: 'admin', editor: 'editor', plain: null, reader: 'reader' };
  const authenticate = (token: string) => Promise.resolve(Object.hasOwn(roles, token) ? { role: roles[token]! } : null);
  const noUser = { ok: false, status: 401, error: 'Anmeldung erforderlich.' };
  const forbidden = { ok: false, status: 403, error: 'Keine Berechtigung.' };

  it.each([
    ['no header', undefined, EDITORS_AND_ADMINS, noUser],
    ['an unknown token', 'Bearer nobody', EDITORS_AND_ADMINS, noUser],
    ['a user without a role', 'Bearer plain', EDITORS_AND_ADMINS, forbidden],
    ['a user with a role the console does not know', 'Bearer reader', EDITORS_AND_ADMINS, forbidden],
    ['an editor where editors may', 'Bearer editor', EDITORS_AND_ADMINS, { ok: true }],
    ['an editor where only admins may', 'Bearer editor', ADMINS_ONLY, forbidden],
    ['an admin where only admins may', 'Bearer admin', ADMINS_ONLY, { ok: true }],
    ['an admin with a lower-case scheme', 'bearer admin', EDITORS_AND_ADMINS, { ok: true }],
  ])('%s', async (_what, authorization, allowed, expected) => {
    await expect(requireRole(request(authorization), authenticate, allowed)).resolves.toEqual(expected);
  });

  it('answers 502 when Auth cannot be asked, and logs it once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const check = await requireRole(request('Bearer admin'), () => Promise.reject(new Error('down')), ADMINS_ONLY);
    expect(check).toMatchObject({ ok: false, status: 502 });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
