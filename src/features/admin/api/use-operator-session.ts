import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { adminStatsKeys } from '@/features/admin/api/admin-stats-keys';
import { offerKeys, rebuildKeys } from '@/features/admin/api/offer-keys';
import type { OperatorAuthState, SignInResult } from '@/features/admin/api/operator-auth';
import { authMessages } from '@/features/admin/lib/auth-messages';

/** 'checking' is what the prerender and the first client render show: the sign-in form. */
export type ConsoleAuthState = { status: 'checking' } | OperatorAuthState;

const loadAuth = () => import('@/features/admin/api/operator-auth');

/** The operator's session as the console sees it, with sign-in and sign-out. supabase-js loads only here, on demand. */
export function useOperatorSession() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConsoleAuthState>({ status: 'checking' });

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadAuth()
      .then(({ watchOperatorSession }) => {
        if (cancelled) return;
        stop = watchOperatorSession((next) => {
          // Data of one session is never shown to the next.
          if (next.status === 'signed-out') {
            for (const queryKey of [adminStatsKeys.all, offerKeys.all, rebuildKeys.status]) queryClient.removeQueries({ queryKey });
          }
          // Keep a notice (expiry) when the next signed-out report has none.
          setState((previous) => (next.status === 'signed-out' && !next.notice && previous.status === 'signed-out' ? previous : next));
        });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'signed-out', notice: authMessages.unreachable });
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient]);

  const signIn = useCallback(async (email: string, password: string): Promise<SignInResult> => {
    setState((previous) => (previous.status === 'signed-out' ? { status: 'signed-out', notice: null } : previous));
    try {
      return await (await loadAuth()).signInOperator(email, password);
    } catch {
      return { ok: false, message: authMessages.unreachable };
    }
  }, []);

  const signOut = useCallback(async () => {
    await (await loadAuth()).signOutOperator();
  }, []);

  /** The database answered 401 although a session was there: end it with the expiry notice. */
  const expire = useCallback(async () => {
    await (await loadAuth()).expireOperatorSession();
  }, []);

  return { state, signIn, signOut, expire };
}
