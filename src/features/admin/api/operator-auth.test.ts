import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

const auth = vi.hoisted(() => ({
  listeners: [] as Listener[],
  signInWithPassword: vi.fn(),
  signOut: vi.fn(),
}));

vi.mock('@/features/admin/api/supabase-client', () => ({
  getSupabaseClient: () => ({
    auth: {
      signInWithPassword: auth.signInWithPassword,
      signOut: auth.signOut,
      onAuthStateChange: (listener: Listener) => {
        auth.listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => auth.listeners.splice(auth.listeners.indexOf(listener), 1) } } };
      },
    },
  }),
}));

const { signInOperator, signOutOperator, watchOperatorSession } = await import('@/features/admin/api/operator-auth');

const emit = (event: AuthChangeEvent, session: Session | null) => auth.listeners.forEach((listener) => listener(event, session));
const sessionOf = (role: string) => ({ user: { id: 'u1', email: 'admin@kreditsmart.test', app_metadata: { role } } }) as unknown as Session;

beforeEach(() => {
  auth.listeners.length = 0;
  auth.signInWithPassword.mockReset();
  auth.signOut.mockReset().mockImplementation(async () => {
    emit('SIGNED_OUT', null);
    return { error: null };
  });
});

describe('watchOperatorSession', () => {
  it('reports an admin session and, after a refused refresh, the expiry notice', () => {
    const states: unknown[] = [];
    watchOperatorSession((state) => states.push(state));
    emit('SIGNED_IN', sessionOf('admin'));
    emit('SIGNED_OUT', null);
    expect(states).toEqual([
      { status: 'signed-in', operator: { email: 'admin@kreditsmart.test', userId: 'u1' } },
      { status: 'signed-out', notice: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.' },
    ]);
  });

  it('reports a deliberate sign-out without a notice', async () => {
    const states: unknown[] = [];
    watchOperatorSession((state) => states.push(state));
    await signOutOperator();
    expect(states).toEqual([{ status: 'signed-out', notice: null }]);
  });

  it('never reports a stored non-admin session as signed in, and ends it', () => {
    const states: unknown[] = [];
    watchOperatorSession((state) => states.push(state));
    emit('INITIAL_SESSION', sessionOf('editor'));
    expect(states).not.toContainEqual(expect.objectContaining({ status: 'signed-in' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
  });
});

describe('signInOperator', () => {
  it('refuses a non-admin account and signs it out again', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: { user: sessionOf('editor').user, session: sessionOf('editor') }, error: null });
    expect(await signInOperator('redaktion@kreditsmart.test', 'pw')).toEqual({ ok: false, message: 'Dieses Konto hat keine Berechtigung für die Betreiberkonsole.' });
    expect(auth.signOut).toHaveBeenCalledOnce();
  });

  it('maps wrong credentials, a thrown network error and empty fields to German messages', async () => {
    auth.signInWithPassword.mockResolvedValueOnce({ data: { user: null, session: null }, error: { name: 'AuthApiError', status: 400, code: 'invalid_credentials' } });
    expect(await signInOperator('a@b.test', 'x')).toEqual({ ok: false, message: 'E-Mail-Adresse oder Passwort ist falsch.' });
    auth.signInWithPassword.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await signInOperator('a@b.test', 'x')).toEqual({ ok: false, message: 'Der Anmeldedienst ist nicht erreichbar. Bitte versuchen Sie es später erneut.' });
    expect(await signInOperator('  ', '')).toEqual({ ok: false, message: 'Bitte geben Sie E-Mail-Adresse und Passwort ein.' });
    expect(auth.signInWithPassword).toHaveBeenCalledTimes(2);
  });

  it('accepts an admin', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: { user: sessionOf('admin').user, session: sessionOf('admin') }, error: null });
    expect(await signInOperator(' admin@kreditsmart.test ', 'demo-admin-2026')).toEqual({ ok: true });
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'admin@kreditsmart.test', password: 'demo-admin-2026' });
  });
});
