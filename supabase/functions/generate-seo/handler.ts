import * as v from 'valibot';
import { EDITORS_AND_ADMINS, requireRole, type Authenticate } from '../_shared/auth/require-role.ts';
import { readCappedText } from '../_shared/http/read-capped-text.ts';
import { generateSeoFiles } from '../_shared/seo/generate-seo-files.ts';
import { findSeoSite } from '../_shared/seo/seo-sites.ts';
import { parseSiteUrl } from '../_shared/seo/site-url.ts';

/** {"site": "de"} needs a few bytes; the cap keeps oversized bodies from being read or parsed at all. */
export const MAX_BODY_BYTES = 1024;
const SITE_ID_PATTERN = /^[a-z]{2}$/;

const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const responseHeaders: Record<string, string> = { ...corsHeaders, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...responseHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

// Error messages never repeat the request's values: nothing a caller sends is reflected.
function failure(status: number, error: string, headers?: Record<string, string>): Response {
  return json(status, { success: false, error }, headers);
}

const MISSING_SITE = 'Ungültige Anfrage: Das Feld "site" fehlt.';

/** {"site": "de"}: each way to miss it has its own German message, and none repeats what was sent. */
const requestBodySchema = v.pipe(
  v.custom<object>(
    (body) => typeof body === 'object' && body !== null && !Array.isArray(body),
    'Ungültige Anfrage: Erwartet wird ein JSON-Objekt wie {"site": "de"}.',
  ),
  v.object({
    // Absent, not text or blank: for the caller all the same missing field.
    site: v.pipe(
      v.optional(v.string(MISSING_SITE), ''),
      v.check((site) => site.trim() !== '', MISSING_SITE),
      v.regex(SITE_ID_PATTERN, 'Ungültige Anfrage: "site" muss ein Kürzel aus zwei Kleinbuchstaben sein, zum Beispiel "de".'),
    ),
  }),
);

async function readSiteId(req: Request): Promise<string | Response> {
  const text = await readCappedText(req, MAX_BODY_BYTES);
  if (text === null) return failure(413, `Die Anfrage ist zu groß: erlaubt sind höchstens ${MAX_BODY_BYTES} Byte.`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure(400, 'Ungültige Anfrage: Der Inhalt ist kein gültiges JSON.');
  }
  const parsed = v.safeParse(requestBodySchema, body, { abortEarly: true });
  return parsed.success ? parsed.output.site : failure(400, parsed.issues[0].message);
}

/**
 * SITE_URL, the public address the generated files point to (sitemap, robots.txt, llms.txt,
 * security.txt), read when the function starts: DEFAULT_SITE_URL when unset, an error when it is
 * no absolute http(s) URL.
 */
export function siteUrlFromEnv(env: { get(name: string): string | undefined }): string {
  return parseSiteUrl(env.get('SITE_URL'), 'SITE_URL');
}

export interface GenerateSeoDeps {
  /** Resolves the caller's bearer token to a user (Supabase Auth in production, a fake in tests). */
  authenticate: Authenticate;
  /** Absolute base URL of the site, without trailing slash (siteUrlFromEnv). */
  siteUrl: string;
}

/**
 * POST {site} → {success: true, urlCount, files} for an editor or admin (app_metadata.role);
 * every failure as {success: false, error} in German. The gateway's verify_jwt also lets the public
 * anon key through, so the role check happens here, before the body is read.
 */
export function createGenerateSeoHandler({ authenticate, siteUrl }: GenerateSeoDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: responseHeaders });
    if (req.method !== 'POST') {
      return failure(405, 'Diese Methode ist nicht erlaubt. Bitte POST verwenden.', { Allow: 'POST, OPTIONS' });
    }
    const caller = await requireRole(req, authenticate, EDITORS_AND_ADMINS);
    if (!caller.ok) return failure(caller.status, caller.error);
    const siteId = await readSiteId(req);
    if (siteId instanceof Response) return siteId;
    const site = findSeoSite(siteId);
    if (!site) return failure(400, 'Unbekannte Website.');
    try {
      const { urlCount, files } = generateSeoFiles({ ...site, baseUrl: siteUrl }, new Date());
      return json(200, { success: true, urlCount, files });
    } catch (error) {
      console.error('generate-seo failed', error);
      return failure(500, 'Die SEO-Dateien konnten nicht generiert werden.');
    }
  };
}
