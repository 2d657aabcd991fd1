/**
 * Role check for edge functions. The caller's bearer token is handed to Supabase Auth
 * (GET /auth/v1/user), which validates it whatever the project's signing keys are (shared
 * secret or asymmetric), and sessions revoked there stop working at once.
 */
import * as v from 'valibot';

/** The user behind a token, or null when Auth does not accept the token. Throws when Auth cannot be asked. */
export type Authenticate = (token: string) => Promise<{ role: string | null } | null>;

export type RoleCheck = { ok: true } | { ok: false; status: 401 | 403 | 502; error: string };

/** app_metadata.role values of the operator console: editors keep offers current, admins also see statistics. */
export type ConsoleRole = 'admin' | 'editor';

export const EDITORS_AND_ADMINS: readonly ConsoleRole[] = ['admin', 'editor'];
export const ADMINS_ONLY: readonly ConsoleRole[] = ['admin'];

interface AuthEnv {
  supabaseUrl: string;
  anonKey: string;
  fetch: typeof fetch;
}

const AUTH_TIMEOUT_MS = 5000;

/** Auth's user: an id, and the role in app_metadata (none when absent or not text). */
const authUserSchema = v.object({
  id: v.string(),
  app_metadata: v.fallback(v.object({ role: v.fallback(v.nullable(v.string()), null) }), { role: null }),
});

/** Asks Supabase Auth for the user behind a token. */
export function createSupabaseAuthenticator({ supabaseUrl, anonKey, fetch: fetchFn }: AuthEnv): Authenticate {
  const endpoint = `${supabaseUrl.replace(/\/+$/, '')}/auth/v1/user`;
  return async (token) => {
    const response = await fetchFn(endpoint, {
      headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(AUTH_TIMEOUT_MS),
    });
    // 401/403 is Auth's answer for expired, forged or non-user tokens (the anon key has no user).
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`Supabase Auth answered ${response.status}`);
    }
    const user = v.safeParse(authUserSchema, await response.json());
    if (!user.success) throw new Error('Supabase Auth answered without a user');
    return { role: user.output.app_metadata.role };
  };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
function bearerToken(req: Request): string | null {
  const match = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(req.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

/** 401 without a valid user token, 403 for a user whose app_metadata.role is not one of `allowed`, 502 when Auth is unreachable. */
export async function requireRole(req: Request, authenticate: Authenticate, allowed: readonly ConsoleRole[]): Promise<RoleCheck> {
  const token = bearerToken(req);
  if (token === null) return { ok: false, status: 401, error: 'Anmeldung erforderlich.' };
  let user: Awaited<ReturnType<Authenticate>>;
  try {
    user = await authenticate(token);
  } catch (error) {
    console.error('role check: Supabase Auth could not be asked', error instanceof Error ? error.message : error);
    return { ok: false, status: 502, error: 'Die Anmeldung kann gerade nicht geprüft werden. Bitte später erneut versuchen.' };
  }
  if (user === null) return { ok: false, status: 401, error: 'Anmeldung erforderlich.' };
  if (!allowed.some((role) => role === user.role)) return { ok: false, status: 403, error: 'Keine Berechtigung.' };
  return { ok: true };
}
