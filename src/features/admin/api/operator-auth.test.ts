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
const sessionOf = (role?: string) => ({ user: { id: 'u1', email: 'admin@kreditsmart.test', app_metadata: role ? { role } : {} } }) as unknown as Session;

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
      { status: 'signed-in', operator: { email: 'admin@kreditsmart.test', userId: 'u1', role: 'admin' } },
      { status: 'signed-out', notice: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.' },
    ]);
  });

  it('reports a deliberate sign-out without a notice', async () => {
    const states: unknown[] = [];
    watchOperatorSession((state) => states.push(state));
    await signOutOperator();
    expect(states).toEqual([{ status: 'signed-out', notice: null }]);
  });

  it.each([
    ['editor', 'editor'],
    [undefined, null],
    ['chef', null],
  ])('reports a session with app_metadata.role %s as role %s', (stored, role) => {
    const states: unknown[] = [];
    watchOperatorSession((state) => states.push(state));
    emit('INITIAL_SESSION', sessionOf(stored));
    expect(states).toEqual([{ status: 'signed-in', operator: { email: 'admin@kreditsmart.test', userId: 'u1', role } }]);
    expect(auth.signOut).not.toHaveBeenCalled();
  });
});

describe('signInOperator', () => {
  it('signs in an account without a role too: the console then shows only "Keine Berechtigung"', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: { user: sessionOf().user, session: sessionOf() }, error: null });
    expect(await signInOperator('ohne-rolle@kreditsmart.test', 'pw')).toEqual({ ok: true });
    expect(auth.signOut).not.toHaveBeenCalled();
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
