/**
 * Sign-in, sign-out and session changes of the operator console. Loaded on demand by the
 * console, together with supabase-js; nothing here runs during prerender.
 */
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { getSupabaseClient } from '@/features/admin/api/supabase-client';
import { authMessages, signInErrorMessage } from '@/features/admin/lib/auth-messages';
import { consoleRoleOf, type ConsoleRole } from '@/features/admin/lib/console-role';

/** role null: signed in, but no console role; the console then says "Keine Berechtigung" and nothing else. */
export type OperatorSession = { email: string; userId: string; role: ConsoleRole | null };

export type OperatorAuthState = { status: 'signed-out'; notice: string | null } | { status: 'signed-in'; operator: OperatorSession };

export type SignInResult = { ok: true } | { ok: false; message: string };

/** Set while the operator signs out, so that SIGNED_OUT is not read as an expiry. */
let signingOut = false;

async function signOutDeliberately() {
  signingOut = true;
  try {
    // 'local' also works without the backend: the stored session goes in any case.
    await getSupabaseClient().auth.signOut({ scope: 'local' });
  } finally {
    signingOut = false;
  }
}

export async function signInOperator(email: string, password: string): Promise<SignInResult> {
  if (!email.trim() || !password) return { ok: false, message: authMessages.missingFields };
  let result;
  try {
    result = await getSupabaseClient().auth.signInWithPassword({ email: email.trim(), password });
  } catch {
    return { ok: false, message: authMessages.unreachable };
  }
  const { error } = result;
  if (error) return { ok: false, message: signInErrorMessage(error) };
  return { ok: true };
}

export async function signOutOperator(): Promise<void> {
  await signOutDeliberately().catch(() => undefined);
}

function stateFor(event: AuthChangeEvent, session: Session | null): OperatorAuthState {
  if (session) {
    return { status: 'signed-in', operator: { email: session.user.email ?? '', userId: session.user.id, role: consoleRoleOf(session.user) } };
  }
  // A SIGNED_OUT nobody asked for means the refresh token was refused: the session has expired.
  return { status: 'signed-out', notice: event === 'SIGNED_OUT' && !signingOut ? authMessages.expired : null };
}

/**
 * Reports the operator's session now and after each change (sign-in, token refresh, sign-out,
 * expiry). A signed-out state without notice never replaces one with a notice: INITIAL_SESSION
 * follows the SIGNED_OUT of an expired stored session. Returns the function that stops listening.
 */
export function watchOperatorSession(listener: (state: OperatorAuthState) => void): () => void {
  const { data } = getSupabaseClient().auth.onAuthStateChange((event, session) => listener(stateFor(event, session)));
  return () => data.subscription.unsubscribe();
}

/** Ends a session the database no longer accepts; the SIGNED_OUT it causes shows the expiry notice. */
export async function expireOperatorSession(): Promise<void> {
  await getSupabaseClient().auth.signOut({ scope: 'local' }).catch(() => undefined);
}
