/**
 * The embedded, Supabase-compatible local API: PostgREST reads on /rest/v1/<table> (writes are
 * refused with 405: the site writes only through functions), functions on /rest/v1/rpc/<name>, the Auth endpoints of a password login on
 * /auth/v1 and edge functions on /functions/v1/<name>, backed by PGlite with the project's
 * migrations and seed. Every REST request runs under the role of its verified JWT (anon,
 * authenticated or service_role) with `request.jwt.claims` set, so grants, RLS, auth.uid() and
 * auth.jwt() behave as in production. Start: `startLocalApi()`; stop: `close()`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { AUTH_RESPONSE_HEADERS, AuthError, handleAuthRequest, InvalidTokenError, seedUsers, verifyToken, type VerifiedToken } from './auth.ts';
import { readAuthSettings, type AuthSettings } from './auth-settings.ts';
import { LOCAL_API_HOST, LOCAL_API_PORT } from '../../src/config/local-backend.ts';
import { LOCAL_API_SIGNATURE } from './config.ts';
import { createLocalDatabase, type LocalDatabaseOptions } from './database.ts';
import { createEdgeFunctions, type EdgeFunction } from './edge-functions.ts';
import { readFunctionsWithoutJwtCheck } from './function-config.ts';
import { ApiError, decodeQueryString, parseError, parseReadQuery, type TableSchema } from './postgrest-query.ts';
import { callRpc } from './rpc.ts';
import { selectSql, type SqlStatement } from './sql.ts';

export interface LocalApiOptions extends LocalDatabaseOptions {
  /** Default 54321, the Supabase CLI's API port; 0 picks a free port. */
  port?: number;
  host?: string;
  /** Reuse a local API that already listens on the port (default true for the fixed port). */
  reuseExisting?: boolean;
  /** Auth settings; default: read from the environment (LOCAL_ADMIN_EMAIL, LOCAL_AUTH_JWT_EXPIRY, …). */
  auth?: AuthSettings;
  /** Print the demo logins once at start (default true). */
  announceUsers?: boolean;
}

export interface LocalApi {
  url: string;
  close(): Promise<void>;
}

export const partnersTable: TableSchema = {
  name: 'partners',
  columns: {
    id: 'uuid',
    brand_id: 'text',
    name: 'text',
    description: 'text',
    category: 'text',
    is_active: 'boolean',
    display_order: 'integer',
    logo_filename: 'text',
    amount_range: 'text',
    apr_from: 'text',
    pros: 'text[]',
    cons: 'text[]',
    requirements: 'text[]',
    adtraction_tracking_url: 'text',
    representative_example: 'jsonb',
    evaluation: 'jsonb',
    min_amount: 'integer',
    max_amount: 'integer',
    min_term_months: 'integer',
    max_term_months: 'integer',
    effective_rate_min: 'numeric',
    effective_rate_max: 'numeric',
    effective_rate_two_thirds: 'numeric',
    borrowing_rate_two_thirds: 'numeric',
    borrowing_rate_fixed: 'boolean',
    purposes: 'text[]',
    features: 'text[]',
    lender_name: 'text',
    lender_address: 'text',
    is_intermediary: 'boolean',
    mortgage_rates: 'jsonb',
    max_loan_to_value: 'integer',
    mortgage_rates_min_amount: 'integer',
    mortgage_rates_max_amount: 'integer',
    mortgage_rates_max_loan_to_value: 'integer',
    example_fixed_rate_years: 'integer',
    example_loan_to_value: 'integer',
    card_conditions: 'jsonb',
    savings_conditions: 'jsonb',
    created_at: 'timestamptz',
    conditions_checked_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
};

// Grants and RLS decide who reads it (editors and admins); nobody writes it through the API.
const partnerChangesTable: TableSchema = {
  name: 'partner_changes',
  columns: {
    id: 'bigint',
    partner_id: 'uuid',
    operation: 'text',
    changed_at: 'timestamptz',
    actor_id: 'uuid',
    actor_email: 'text',
    changed_columns: 'text[]',
    old_values: 'jsonb',
    new_values: 'jsonb',
  },
};

// Exposed as PostgREST would expose them; grants and RLS decide who reads a row (admins only).
const affiliateClicksTable: TableSchema = {
  name: 'affiliate_clicks',
  columns: { id: 'bigint', click_id: 'uuid', brand_id: 'text', product: 'text', page_path: 'text', clicked_at: 'timestamptz', is_sample: 'boolean' },
};

const affiliateConversionsTable: TableSchema = {
  name: 'affiliate_conversions',
  columns: {
    id: 'bigint',
    order_id: 'text',
    click_id: 'uuid',
    brand_id: 'text',
    commission: 'numeric',
    currency: 'text',
    status: 'text',
    unknown_click: 'boolean',
    received_at: 'timestamptz',
    updated_at: 'timestamptz',
    is_sample: 'boolean',
  },
};

const tables: Record<string, TableSchema> = {
  partners: partnersTable,
  affiliate_clicks: affiliateClicksTable,
  affiliate_conversions: affiliateConversionsTable,
  partner_changes: partnerChangesTable,
};

const MAX_URL_LENGTH = 8192;
const MAX_BODY_BYTES = 1024 * 1024;
const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

const METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOWED_METHODS = METHODS.join(', ');
// What supabase-js sends (x-retry-count on postgrest-js retries); a preflight never gets more, whatever it asks for.
const ALLOWED_HEADERS =
  'apikey, authorization, content-type, x-client-info, prefer, range, accept-profile, content-profile, x-supabase-api-version, x-retry-count';
// The API listens on loopback only. A page on another origin must not read it, and a foreign Host
// header means a DNS-rebinding page reaches it under the attacker's name.
const LOOPBACK_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;

const baseHeaders = { 'X-Local-Api': LOCAL_API_SIGNATURE, 'X-Content-Type-Options': 'nosniff', Vary: 'Origin' };

/** CORS for the dev server, preview and tests on any loopback port; nothing for other origins. */
function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !LOOPBACK_ORIGIN.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Expose-Headers': 'Content-Range, Content-Location, X-Supabase-Api-Version',
    'Access-Control-Max-Age': '86400',
  };
}

/** Base and CORS headers go on the response first, so every later writeHead carries them. */
function setCommonHeaders(req: IncomingMessage, res: ServerResponse) {
  for (const [name, value] of Object.entries({ ...baseHeaders, ...corsHeaders(req.headers.origin) })) res.setHeader(name, value);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}, method = 'GET') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(method === 'HEAD' ? undefined : text);
}

function sendError(res: ServerResponse, error: ApiError, method?: string) {
  sendJson(res, error.status, error.body, {}, method);
}

/**
 * Postgres error codes mapped the way PostgREST maps them: a denied anon call is 401, any other 403;
 * PTnnn (raised by a function) is HTTP nnn.
 */
function fromDatabaseError(error: unknown, role: string): ApiError {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const body = { code: code ?? 'XX000', message: message ?? 'database error', details: null, hint: null };
  const raisedStatus = /^PT([1-5]\d{2})$/.exec(code ?? '')?.[1];
  if (raisedStatus) return new ApiError(Number(raisedStatus), body);
  if (code === '42501') return new ApiError(role === 'anon' ? 401 : 403, body);
  if (code === '42883') return new ApiError(404, body);
  if (code === '23505' || code === '23503') return new ApiError(409, body);
  if (code === 'P0001' || (code && /^(22|23|42)/.test(code))) return new ApiError(400, body);
  console.error('local API: unexpected database error', error);
  return new ApiError(500, { code: 'XX000', message: 'Internal server error', details: null, hint: null });
}

const invalidKey = (hint: string) => new ApiError(401, { code: 'PGRST301', message: 'Invalid API key', details: null, hint });

async function verifyOrReject(token: string, what: string): Promise<VerifiedToken> {
  try {
    return await verifyToken(token);
  } catch (error) {
    if (error instanceof InvalidTokenError && error.expired) throw new ApiError(401, { code: 'PGRST303', message: 'JWT expired', details: null, hint: null });
    throw invalidKey(`The ${what} is not a JWT signed with the local JWT secret for anon, authenticated or service_role.`);
  }
}

/**
 * Like Supabase's gateway and PostgREST together: an API key (header or url param) must be the project's
 * anon or service_role key; the request then runs as the role of the bearer token, or of the key without one.
 */
async function authenticate(req: IncomingMessage, url: URL): Promise<VerifiedToken> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const apiKey = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey') ?? undefined;
  if (!apiKey && !bearer) {
    throw new ApiError(401, { code: 'PGRST301', message: 'No API key found in request', details: null, hint: 'No `apikey` request header or url param was found.' });
  }
  if (apiKey) {
    const key = await verifyOrReject(apiKey, 'apikey');
    if (key.role === 'authenticated') throw invalidKey('The apikey must be the anon or service_role key.');
    if (!bearer) return key;
  }
  return verifyOrReject(bearer!, 'bearer token');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, { code: 'PGRST413', message: 'Request body too large', details: null, hint: null });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const text = (await readBody(req)).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
  }
}

/** The caller's transaction: Postgres role and JWT claims, as PostgREST sets them per request. */
interface CallerTx {
  tx: Transaction;
  role: string;
}

async function run({ tx, role }: CallerTx, statement: SqlStatement) {
  try {
    return await tx.query<Record<string, unknown>>(statement.text, statement.params);
  } catch (error) {
    throw fromDatabaseError(error, role);
  }
}

/** Runs `work` in a transaction under the caller's role and claims; both end with the transaction. */
async function asCaller<T>(db: PGlite, caller: VerifiedToken, work: (tx: CallerTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // The role comes from a fixed list (verifyToken), never from text a client chose freely.
    await tx.query(`set local role ${caller.role}`);
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', $3, true)`,
      [JSON.stringify(caller.claims), typeof caller.claims.sub === 'string' ? caller.claims.sub : '', caller.role],
    );
    return work({ tx, role: caller.role });
  });
}

function checkProfile(req: IncomingMessage) {
  const profile = (req.headers['accept-profile'] ?? req.headers['content-profile']) as string | undefined;
  if (profile && profile !== 'public') {
    throw new ApiError(406, { code: 'PGRST106', message: 'The schema must be one of the following: public', details: null, hint: null });
  }
}

/** The query string without the apikey parameter, which authenticates instead of filtering. */
const queryParams = (search: string) => decodeQueryString(search).filter(([key]) => key !== 'apikey');

async function handleRead(db: CallerTx, table: TableSchema, req: IncomingMessage, res: ServerResponse, search: string) {
  // Counts and the other preferences are not implemented; refusing them beats answering as if they were honoured.
  if (req.headers.prefer !== undefined) throw parseError('"the Prefer header is not supported by the local API"');
  const query = parseReadQuery(table, queryParams(search));
  const wantsObject = (req.headers.accept ?? '').includes(OBJECT_MEDIA_TYPE);
  const { rows } = await run(db, selectSql(table, query));
  const { body, rows: count } = rows[0] as { body: string; rows: number };
  const range = count === 0 ? '*/*' : `0-${count - 1}/*`;

  if (wantsObject) {
    if (count !== 1) {
      throw new ApiError(406, { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned', details: `The result contains ${count} rows`, hint: null });
    }
    sendJson(res, 200, body.slice(1, -1), { 'Content-Range': range }, req.method);
    return;
  }
  sendJson(res, 200, body, { 'Content-Range': range }, req.method);
}

async function handleRpc(db: PGlite, caller: VerifiedToken, req: IncomingMessage, res: ServerResponse, url: URL) {
  const name = url.pathname.slice('/rest/v1/rpc/'.length);
  checkProfile(req);
  if (req.method !== 'POST') {
    throw new ApiError(405, { code: 'PGRST117', message: `Unsupported HTTP method: ${String(req.method).slice(0, 16)}`, details: null, hint: 'The local API calls functions with POST only.' });
  }
  const body = await readJsonBody(req);
  const result = await asCaller(db, caller, async ({ tx, role }) => {
    try {
      return await callRpc(tx, name, body);
    } catch (error) {
      throw error instanceof ApiError ? error : fromDatabaseError(error, role);
    }
  });
  if (result.body === undefined) res.writeHead(result.status).end();
  else sendJson(res, result.status, result.body);
}

async function handleRest(db: PGlite, caller: VerifiedToken, req: IncomingMessage, res: ServerResponse, url: URL) {
  if (url.pathname.startsWith('/rest/v1/rpc/')) return handleRpc(db, caller, req, res, url);
  const name = url.pathname.slice('/rest/v1/'.length);
  const table = Object.hasOwn(tables, name) ? tables[name] : undefined;
  if (!table) {
    throw new ApiError(404, { code: 'PGRST205', message: `Could not find the table 'public.${name.slice(0, 64)}' in the schema cache`, details: null, hint: null });
  }
  checkProfile(req);
  const search = url.search;
  if (req.method === 'GET' || req.method === 'HEAD') return asCaller(db, caller, (tx) => handleRead(tx, table, req, res, search));
  throw new ApiError(405, {
    code: 'PGRST117',
    message: `Unsupported HTTP method: ${String(req.method).slice(0, 16)}`,
    details: null,
    hint: 'The local API only reads tables; the site writes through functions (/rest/v1/rpc/<name>).',
  });
}

const functionName = (url: URL) => url.pathname.slice('/functions/v1/'.length).split('/')[0] ?? '';

async function handleFunction(req: IncomingMessage, res: ServerResponse, url: URL, edgeFunctions: Record<string, EdgeFunction>) {
  const name = functionName(url);
  const handler = /^[a-z0-9][a-z0-9-_]*$/.test(name) && Object.hasOwn(edgeFunctions, name) ? edgeFunctions[name] : undefined;
  if (!handler) {
    sendJson(res, 404, { error: 'Function not found', code: 'NOT_FOUND', name: name.slice(0, 64) });
    return;
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? new Uint8Array(await readBody(req)) : undefined;
  let response: Response;
  try {
    response = await handler(new Request(url, { method: req.method, headers, body }));
  } catch (error) {
    console.error(`local API: edge function ${name} failed`, error);
    sendJson(res, 500, { error: 'Internal error in edge function', code: 'FUNCTION_ERROR' });
    return;
  }
  // The local API's own base and CORS headers apply; the function's CORS headers (`*`) would undo the allow-list.
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    if (!key.startsWith('access-control-')) responseHeaders[key] = value;
  });
  res.writeHead(response.status, responseHeaders);
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function handleAuth(db: PGlite, settings: AuthSettings, req: IncomingMessage, res: ServerResponse, url: URL) {
  try {
    await authenticate(req, url);
    const result = await handleAuthRequest(db, settings, {
      method: req.method ?? 'GET',
      path: url.pathname.slice('/auth/v1'.length),
      search: url.searchParams,
      authorization: req.headers.authorization,
      readBody: () => readJsonBody(req),
      issuer: `http://${req.headers.host ?? LOCAL_API_HOST}/auth/v1`,
    });
    if (result.body === undefined) res.writeHead(result.status, AUTH_RESPONSE_HEADERS).end();
    else sendJson(res, result.status, result.body, { ...AUTH_RESPONSE_HEADERS, 'Cache-Control': 'no-store' });
  } catch (error) {
    if (error instanceof AuthError) sendJson(res, error.status, error.body, AUTH_RESPONSE_HEADERS);
    else if (error instanceof ApiError) sendJson(res, error.status, { code: error.status === 401 ? 'no_authorization' : 'bad_json', message: String(error.body.message) }, AUTH_RESPONSE_HEADERS);
    else throw error;
  }
}

function requestHandler(db: PGlite, settings: AuthSettings, edgeFunctions: Record<string, EdgeFunction>) {
  const openFunctions = readFunctionsWithoutJwtCheck();
  return (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      setCommonHeaders(req, res);
      // Before anything else: `new Request` throws on methods such as TRACE.
      if (!METHODS.includes(req.method ?? '')) {
        sendJson(res, 405, { code: 'PGRST117', message: 'Unsupported HTTP method', details: null, hint: null }, { Allow: ALLOWED_METHODS });
        return;
      }
      if (!LOOPBACK_HOST.test(req.headers.host ?? '')) {
        sendJson(res, 403, { code: 'HOST_NOT_ALLOWED', message: 'The local API answers only requests addressed to a loopback host', details: null, hint: null });
        return;
      }
      if ((req.url ?? '').length > MAX_URL_LENGTH) {
        throw new ApiError(414, { code: 'PGRST414', message: 'URI too long', details: null, hint: null });
      }
      const url = new URL(req.url ?? '/', 'http://local-api');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, res.hasHeader('Access-Control-Allow-Origin') ? { 'Access-Control-Allow-Headers': ALLOWED_HEADERS } : {});
        res.end();
        return;
      }
      if (url.pathname === '/health') {
        sendJson(res, 200, { status: 'ok', name: LOCAL_API_SIGNATURE });
        return;
      }
      if (url.pathname.startsWith('/auth/v1/')) {
        await handleAuth(db, settings, req, res, url);
        return;
      }
      const isRest = url.pathname.startsWith('/rest/v1/');
      const isFunction = url.pathname.startsWith('/functions/v1/');
      if (!isRest && !isFunction) {
        sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
        return;
      }
      if (isRest) await handleRest(db, await authenticate(req, url), req, res, url);
      else {
        // A function deployed with verify_jwt = false (the affiliate postback) authenticates callers itself.
        if (!openFunctions.has(functionName(url))) await authenticate(req, url);
        await handleFunction(req, res, url, edgeFunctions);
      }
    })().catch((error: unknown) => {
      const apiError =
        error instanceof ApiError
          ? error
          : (console.error('local API: unexpected error', error),
            new ApiError(500, { code: 'XX000', message: 'Internal server error', details: null, hint: null }));
      if (res.headersSent) res.end();
      else sendError(res, apiError, req.method);
    });
  };
}

async function isLocalApi(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
    const body = (await response.json()) as { name?: string };
    return body.name === LOCAL_API_SIGNATURE;
  } catch {
    return false;
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Starts the local API (or reuses one already running on the fixed port). */
export async function startLocalApi(options: LocalApiOptions = {}): Promise<LocalApi> {
  const host = options.host ?? LOCAL_API_HOST;
  const port = options.port ?? LOCAL_API_PORT;
  const reuseExisting = options.reuseExisting ?? port !== 0;
  const fixedUrl = `http://${host}:${port}`;
  if (reuseExisting && port !== 0 && (await isLocalApi(fixedUrl))) {
    return { url: fixedUrl, close: async () => {} };
  }

  const settings = options.auth ?? readAuthSettings();
  const db = await createLocalDatabase(options);
  await seedUsers(db, settings);
  // The request handler is attached once the port is known: functions call back into this API by its URL.
  const server = createServer();
  server.keepAliveTimeout = 5000;
  let actualPort: number;
  try {
    actualPort = await listen(server, port, host);
  } catch (error) {
    await db.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && reuseExisting && (await isLocalApi(fixedUrl))) {
      return { url: fixedUrl, close: async () => {} };
    }
    throw new Error(
      `Lokale API: Port ${port} ist belegt / local API: port ${port} is already in use (${(error as Error).message}). ` +
        'Beenden Sie den anderen Prozess oder setzen Sie VITE_SUPABASE_URL auf ein echtes Projekt.',
      { cause: error },
    );
  }
  const url = `http://${host}:${actualPort}`;
  server.on('request', requestHandler(db, settings, createEdgeFunctions(url)));
  if (options.announceUsers ?? true) {
    for (const user of settings.users) console.log(`${user.label}: ${user.email} / ${user.password} (Beispielzugang)`);
  }
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
