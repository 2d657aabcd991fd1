/** Local Auth settings from the environment, parsed once; a malformed value stops the local API with a clear message. */
import * as v from 'valibot';

const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(255));
const Password = v.pipe(v.string(), v.minLength(8), v.maxLength(72));

const AuthEnv = v.object({
  LOCAL_ADMIN_EMAIL: v.optional(Email, 'admin@kreditsmart.test'),
  LOCAL_ADMIN_PASSWORD: v.optional(Password, 'demo-admin-2026'),
  LOCAL_EDITOR_EMAIL: v.optional(Email, 'redaktion@kreditsmart.test'),
  LOCAL_EDITOR_PASSWORD: v.optional(Password, 'demo-redaktion-2026'),
  LOCAL_NO_ROLE_EMAIL: v.optional(Email, 'ohne-rolle@kreditsmart.test'),
  LOCAL_NO_ROLE_PASSWORD: v.optional(Password, 'demo-ohne-rolle-2026'),
  LOCAL_AUTH_JWT_EXPIRY: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'whole seconds'), v.transform(Number), v.minValue(1), v.maxValue(604_800)),
    '3600',
  ),
});

interface SeededUser {
  email: string;
  password: string;
  appMetadata: Record<string, unknown>;
  label: string;
}

export interface AuthSettings {
  accessTokenSeconds: number;
  users: readonly SeededUser[];
}

/** Empty variables count as unset, as they do for the VITE_ variables. */
export function readAuthSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  const input = Object.fromEntries(Object.keys(AuthEnv.entries).flatMap((name) => (env[name]?.trim() ? [[name, env[name]]] : [])));
  const result = v.safeParse(AuthEnv, input);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`).join('; ');
    throw new Error(`Lokale Auth-Einstellungen ungültig / invalid local auth settings: ${problems}`);
  }
  const parsed = result.output;
  const emails = [parsed.LOCAL_ADMIN_EMAIL, parsed.LOCAL_EDITOR_EMAIL, parsed.LOCAL_NO_ROLE_EMAIL];
  if (new Set(emails).size < emails.length) {
    throw new Error('LOCAL_ADMIN_EMAIL, LOCAL_EDITOR_EMAIL und LOCAL_NO_ROLE_EMAIL müssen verschieden sein / must differ');
  }
  return {
    accessTokenSeconds: parsed.LOCAL_AUTH_JWT_EXPIRY,
    users: [
      { email: parsed.LOCAL_ADMIN_EMAIL, password: parsed.LOCAL_ADMIN_PASSWORD, appMetadata: { role: 'admin' }, label: 'Admin (alles, auch Statistik)' },
      { email: parsed.LOCAL_EDITOR_EMAIL, password: parsed.LOCAL_EDITOR_PASSWORD, appMetadata: { role: 'editor' }, label: 'Redaktion (Angebote und SEO, keine Statistik)' },
      { email: parsed.LOCAL_NO_ROLE_EMAIL, password: parsed.LOCAL_NO_ROLE_PASSWORD, appMetadata: {}, label: 'Ohne Rolle (keine Berechtigung)' },
    ],
  };
}
