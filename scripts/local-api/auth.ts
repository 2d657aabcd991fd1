/**
 * The part of Supabase Auth (GoTrue) that supabase-js calls for a password login: password and
 * refresh-token grants, the current user and logout. Access tokens are HS256 JWTs signed with the
 * local JWT secret and carry Supabase's claims, so auth.uid() and auth.jwt() in policies see what a
 * hosted project would put there. Refresh tokens live in auth.refresh_tokens, rotate on every use and
 * die with their session on logout. Everything runs as the database owner, like GoTrue's own role.
 */
import { randomBytes } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import * as v from 'valibot';
import type { AuthSettings } from './auth-settings.ts';
import { LOCAL_JWT_SECRET } from './config.ts';

const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);
// GoTrue's response format since this API version; supabase-js then reads `code` as the error code.
const API_VERSION = '2024-01-01';
export const AUTH_RESPONSE_HEADERS = { 'X-Supabase-Api-Version': API_VERSION } as const;

const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
type ApiRole = (typeof API_ROLES)[number];

export interface VerifiedToken {
  role: ApiRole;
  claims: JWTPayload & Record<string, unknown>;
}

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
  get body() {
    return { code: this.code, message: this.message };
  }
}

export class InvalidTokenError extends Error {
  constructor(readonly expired: boolean) {
    super(expired ? 'JWT expired' : 'JWT cannot be verified');
  }
}

/** Verifies a JWT with the local secret; its role must be one the API can switch to. */
export async function verifyToken(token: string): Promise<VerifiedToken> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
  } catch (error) {
    throw new InvalidTokenError(error instanceof joseErrors.JWTExpired);
  }
  const role = v.safeParse(v.picklist(API_ROLES), payload.role);
  if (!role.success) throw new InvalidTokenError(false);
  return { role: role.output, claims: payload as VerifiedToken['claims'] };
}

interface UserRow {
  id: string;
  email: string;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const USER_COLUMNS = 'id, email, raw_app_meta_data, raw_user_meta_data, email_confirmed_at, last_sign_in_at, created_at, updated_at';

const appMetadata = (user: UserRow) => ({ provider: 'email', providers: ['email'], ...user.raw_app_meta_data });

function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.email_confirmed_at?.toISOString() ?? null,
    phone: '',
    confirmed_at: user.email_confirmed_at?.toISOString() ?? null,
    last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  };
}

type Queryable = PGlite | Transaction;

async function issueSession(db: Queryable, user: UserRow, sessionId: string, settings: AuthSettings, issuer: string) {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + settings.accessTokenSeconds;
  const accessToken = await new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(secret);
  const refreshToken = randomBytes(24).toString('base64url');
  await db.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [refreshToken, user.id, sessionId]);
  return { access_token: accessToken, token_type: 'bearer', expires_in: settings.accessTokenSeconds, expires_at: expiresAt, refresh_token: refreshToken, user: userJson(user) };
}

const PasswordGrant = v.object({ email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(255)), password: v.pipe(v.string(), v.maxLength(1000)) });
const RefreshGrant = v.object({ refresh_token: v.pipe(v.string(), v.minLength(1), v.maxLength(255)) });
/** The claims that tie a user token to its user and session. */
const UserClaims = v.object({ sub: v.string(), session_id: v.string() });

const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

async function passwordGrant(db: PGlite, body: unknown, settings: AuthSettings, issuer: string) {
  const input = v.safeParse(PasswordGrant, body);
  if (!input.success) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  const { rows } = await db.query<UserRow>(
    `update auth.users set last_sign_in_at = now()
     where email = $1 and encrypted_password = extensions.crypt($2, encrypted_password)
     returning ${USER_COLUMNS}`,
    [input.output.email, input.output.password],
  );
  const user = rows[0];
  if (!user) throw invalidCredentials();
  return db.transaction(async (tx) => {
    const session = await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [user.id]);
    return issueSession(tx, user, session.rows[0]!.id, settings, issuer);
  });
}

async function refreshGrant(db: PGlite, body: unknown, settings: AuthSettings, issuer: string) {
  const input = v.safeParse(RefreshGrant, body);
  if (!input.success) throw new AuthError(400, 'validation_failed', 'refresh_token required');
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; revoked: boolean; session_id: string; user_id: string }>(
      'select id, revoked, session_id, user_id from auth.refresh_tokens where token = $1 for update',
      [input.output.refresh_token],
    );
    const token = rows[0];
    if (!token) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (token.revoked) {
      // A used token coming back means it leaked: end the whole session, as GoTrue does.
      await tx.query('delete from auth.sessions where id = $1', [token.session_id]);
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    await tx.query('update auth.refresh_tokens set revoked = true where id = $1', [token.id]);
    const user = (await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [token.user_id])).rows[0]!;
    return issueSession(tx, user, token.session_id, settings, issuer);
  });
}

/** The signed-in caller of /user and /logout: a valid user token whose session still exists. */
async function sessionOf(db: PGlite, authorization: string | undefined) {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!bearer) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let verified: VerifiedToken;
  try {
    verified = await verifyToken(bearer);
  } catch (error) {
    const expired = error instanceof InvalidTokenError && error.expired;
    throw new AuthError(403, 'bad_jwt', expired ? 'invalid JWT: token is expired' : 'invalid JWT: unable to parse or verify signature');
  }
  const claims = v.safeParse(UserClaims, verified.claims);
  if (verified.role !== 'authenticated' || !claims.success) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub or session_id claim');
  }
  const { sub, session_id: sessionId } = claims.output;
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS.split(', ').map((column) => `u.${column}`).join(', ')}
     from auth.sessions s join auth.users u on u.id = s.user_id
     where s.id = $1::uuid and s.user_id = $2::uuid`,
    [sessionId, sub],
  );
  if (!rows[0]) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { user: rows[0], sessionId };
}

async function logout(db: PGlite, authorization: string | undefined, scope: string | null) {
  const { user, sessionId } = await sessionOf(db, authorization);
  if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [sessionId]);
  else if (scope === 'others') await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
  else if (scope === null || scope === 'global') await db.query('delete from auth.sessions where user_id = $1', [user.id]);
  else throw new AuthError(400, 'validation_failed', 'Unsupported logout scope');
}

export interface AuthRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  authorization: string | undefined;
  readBody: () => Promise<unknown>;
  issuer: string;
}

/** One request under /auth/v1; resolves to the JSON body (undefined for 204) or throws AuthError. */
export async function handleAuthRequest(db: PGlite, settings: AuthSettings, request: AuthRequest): Promise<{ status: number; body?: unknown }> {
  const { method, path, search } = request;
  if (path === '/token' && method === 'POST') {
    const grant = search.get('grant_type');
    if (grant === 'password') return { status: 200, body: await passwordGrant(db, await request.readBody(), settings, request.issuer) };
    if (grant === 'refresh_token') return { status: 200, body: await refreshGrant(db, await request.readBody(), settings, request.issuer) };
    throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
  }
  if (path === '/user' && method === 'GET') return { status: 200, body: userJson((await sessionOf(db, request.authorization)).user) };
  if (path === '/logout' && method === 'POST') {
    await logout(db, request.authorization, search.get('scope'));
    return { status: 204 };
  }
  throw new AuthError(404, 'not_found', 'This local Auth endpoint is not implemented');
}

/** Creates (or updates) the demo users from the settings, with bcrypt passwords. */
export async function seedUsers(db: PGlite, settings: AuthSettings): Promise<void> {
  for (const user of settings.users) {
    await db.query(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
       values ($1, extensions.crypt($2, extensions.gen_salt('bf', 10)), now(), $3::jsonb)
       on conflict (email) do update set encrypted_password = excluded.encrypted_password, raw_app_meta_data = excluded.raw_app_meta_data`,
      [user.email, user.password, JSON.stringify({ provider: 'email', providers: ['email'], ...user.appMetadata })],
    );
  }
}
