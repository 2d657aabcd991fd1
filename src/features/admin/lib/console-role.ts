import type { ConsoleRole } from '@shared/auth/require-role';

export type { ConsoleRole };

/** The console role in app_metadata (set only by the service role); null for any other account. */
export function consoleRoleOf(user: { app_metadata?: Record<string, unknown> } | null | undefined): ConsoleRole | null {
  const role = user?.app_metadata?.role;
  return role === 'admin' || role === 'editor' ? role : null;
}

/**
 * What each role sees. The console only hides: RLS, the security-definer functions and the edge
 * functions refuse everyone else themselves.
 */
export function consoleSections(role: ConsoleRole | null) {
  return {
    statistics: role === 'admin',
    offers: role !== null,
    seo: role !== null,
    rebuild: role === 'admin',
  };
}

export const roleLabels: Record<ConsoleRole, string> = { admin: 'Administration', editor: 'Redaktion' };
