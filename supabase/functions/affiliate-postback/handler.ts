import * as v from 'valibot';
import { SIGNATURE_HEADER, SIGNATURE_PARAM, verifyPostbackSignature } from '../_shared/affiliate/postback-signature.ts';
import { readCappedText } from '../_shared/http/read-capped-text.ts';
import { parseConversion, type Conversion } from './postback-fields.ts';

/** A postback is a handful of short parameters; anything larger is not from the network. */
export const MAX_BODY_BYTES = 2048;
export const MAX_QUERY_BYTES = 2048;
const MAX_PARAMS = 30;
/** Shorter secrets are guessable offline from one signed URL, so they count as not configured. */
const MIN_SECRET_LENGTH = 16;
const DATABASE_TIMEOUT_MS = 10_000;

export interface AffiliatePostbackEnv {
  /** AFFILIATE_POSTBACK_SECRET, shared with the affiliate network. */
  postbackSecret: string | undefined;
  supabaseUrl: string;
  serviceRoleKey: string;
}

export interface AffiliatePostbackDeps {
  env: AffiliatePostbackEnv;
  fetch: typeof fetch;
}

const responseHeaders: Record<string, string> = {
  'Content-Type': 'application/json; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...responseHeaders, ...headers } });
}

// Messages are fixed texts: nothing the caller sent is reflected.
const failure = (status: number, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  json(status, { error, ...extra }, headers);

type Params = Map<string, string> | Response;

function addUnique(params: Map<string, string>, entries: Iterable<readonly [string, string]>): Response | null {
  for (const [name, value] of entries) {
    // A repeated name would make the signed message ambiguous.
    if (params.has(name)) return failure(400, 'Ungültige Anfrage: Ein Parameter kommt mehrfach vor.');
    params.set(name, value);
    if (params.size > MAX_PARAMS) return failure(400, 'Ungültige Anfrage: zu viele Parameter.');
  }
  return null;
}

/** A JSON body: an object whose values become the text that was signed (strings as they are, numbers in their shortest form). */
const jsonBodySchema = v.pipe(
  v.custom<object>((body) => typeof body === 'object' && body !== null && !Array.isArray(body)),
  v.transform((body) => Object.entries(body)),
  v.array(v.tuple([v.string(), v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))])])),
);

function jsonEntries(text: string): [string, string][] | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = v.safeParse(jsonBodySchema, body);
  return parsed.success ? parsed.output : null;
}

async function bodyEntries(req: Request): Promise<[string, string][] | Response> {
  const text = await readCappedText(req, MAX_BODY_BYTES);
  if (text === null) return failure(413, `Die Anfrage ist zu groß: erlaubt sind höchstens ${MAX_BODY_BYTES} Byte.`);
  if (text === '') return [];
  const mediaType = (req.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/x-www-form-urlencoded') return [...new URLSearchParams(text)];
  if (mediaType === 'application/json') {
    return jsonEntries(text) ?? failure(400, 'Ungültige Anfrage: Erwartet wird ein JSON-Objekt mit Texten oder Zahlen als Werten.');
  }
  return failure(415, 'Nicht unterstütztes Format: bitte application/x-www-form-urlencoded oder application/json senden.');
}

/** Query parameters, plus the body's for POST; every name once. */
async function readParams(req: Request, url: URL): Promise<Params> {
  if (new TextEncoder().encode(url.search).byteLength > MAX_QUERY_BYTES) {
    return failure(414, `Die Adresse ist zu lang: erlaubt sind höchstens ${MAX_QUERY_BYTES} Byte Parameter.`);
  }
  const params = new Map<string, string>();
  const queryProblem = addUnique(params, url.searchParams);
  if (queryProblem) return queryProblem;
  if (req.method !== 'POST') return params;
  const entries = await bodyEntries(req);
  if (entries instanceof Response) return entries;
  return addUnique(params, entries) ?? params;
}

const recordResultSchema = v.object({ duplicate: v.boolean(), unknown_click: v.boolean() });

type RecordResult = v.InferOutput<typeof recordResultSchema>;

/** The database's answer, or null when it could not be recorded (logged without the request's values). */
async function recordConversion({ env, fetch: fetchFn }: AffiliatePostbackDeps, conversion: Conversion): Promise<RecordResult | null> {
  const endpoint = `${env.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/record_affiliate_conversion`;
  try {
    const response = await fetchFn(endpoint, {
      method: 'POST',
      headers: { apikey: env.serviceRoleKey, Authorization: `Bearer ${env.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        p_order_id: conversion.orderId,
        p_click_id: conversion.clickId,
        p_commission: conversion.commission,
        p_currency: conversion.currency,
        p_status: conversion.status,
      }),
      signal: AbortSignal.timeout(DATABASE_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      console.error(`affiliate-postback: record_affiliate_conversion answered ${response.status}`);
      return null;
    }
    const result = v.safeParse(recordResultSchema, await response.json());
    if (result.success) return result.output;
    console.error('affiliate-postback: record_affiliate_conversion answered an unexpected shape');
  } catch (error) {
    console.error('affiliate-postback: record_affiliate_conversion failed', error instanceof Error ? error.name : 'unknown error');
  }
  return null;
}

/**
 * The affiliate network's conversion postback: GET with query parameters or POST (form or JSON),
 * signed with HMAC-SHA256 (see _shared/affiliate/postback-signature.ts). The signature is checked
 * before the fields, so an unsigned caller learns nothing about them; only then is the conversion
 * recorded, idempotently per order_id.
 */
export function createAffiliatePostbackHandler(deps: AffiliatePostbackDeps): (req: Request) => Promise<Response> {
  const secret = deps.env.postbackSecret?.trim() ?? '';
  return async (req) => {
    if (req.method !== 'GET' && req.method !== 'POST') {
      return failure(405, 'Diese Methode ist nicht erlaubt. Bitte GET oder POST verwenden.', {}, { Allow: 'GET, POST' });
    }
    if (secret.length < MIN_SECRET_LENGTH) {
      console.error('affiliate-postback: AFFILIATE_POSTBACK_SECRET is not set or shorter than 16 characters');
      return failure(503, 'Der Postback ist nicht eingerichtet.');
    }
    const params = await readParams(req, new URL(req.url));
    if (params instanceof Response) return params;

    const signature = req.headers.get(SIGNATURE_HEADER)?.trim() || params.get(SIGNATURE_PARAM);
    if (!signature) return failure(401, 'Signatur fehlt.');
    if (!(await verifyPostbackSignature(secret, params, signature))) return failure(401, 'Signatur ist ungültig.');

    const parsed = parseConversion(params);
    if (!parsed.ok) {
      const fields = Object.keys(parsed.errors);
      return failure(400, `Ungültige oder fehlende Angaben: ${fields.join(', ')}.`, { fields: parsed.errors });
    }
    const result = await recordConversion(deps, parsed.conversion);
    if (!result) return failure(502, 'Die Conversion konnte gerade nicht gespeichert werden. Bitte später erneut senden.');
    return json(200, { ok: true, duplicate: result.duplicate, unknown_click: result.unknown_click });
  };
}
