import { generateSeoFiles } from '../_shared/seo/generate-seo-files.ts';
import { findSeoSite } from '../_shared/seo/seo-sites.ts';

/** {"site": "de"} needs a few bytes; the cap keeps oversized bodies from being read or parsed at all. */
export const MAX_BODY_BYTES = 1024;
const SITE_ID_PATTERN = /^[a-z]{2}$/;

export const corsHeaders: Record<string, string> = {
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

/** The body as text, or null when it is larger than MAX_BODY_BYTES, as declared or as actually sent. */
async function readCappedText(req: Request): Promise<string | null> {
  const declared = req.headers.get('Content-Length');
  if (declared !== null && !(/^\d{1,10}$/.test(declared) && Number(declared) <= MAX_BODY_BYTES)) return null;
  if (!req.body) return '';
  const reader = req.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

async function readSiteId(req: Request): Promise<string | Response> {
  const text = await readCappedText(req);
  if (text === null) return failure(413, `Die Anfrage ist zu groß: erlaubt sind höchstens ${MAX_BODY_BYTES} Byte.`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure(400, 'Ungültige Anfrage: Der Inhalt ist kein gültiges JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return failure(400, 'Ungültige Anfrage: Erwartet wird ein JSON-Objekt wie {"site": "de"}.');
  }
  const site = (body as { site?: unknown }).site;
  if (typeof site !== 'string' || site.trim() === '') {
    return failure(400, 'Ungültige Anfrage: Das Feld "site" fehlt.');
  }
  if (!SITE_ID_PATTERN.test(site)) {
    return failure(400, 'Ungültige Anfrage: "site" muss ein Kürzel aus zwei Kleinbuchstaben sein, zum Beispiel "de".');
  }
  return site;
}

/** POST {site} → {success: true, urlCount, files}; every failure as {success: false, error} in German. */
export async function handleGenerateSeo(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: responseHeaders });
  if (req.method !== 'POST') {
    return failure(405, 'Diese Methode ist nicht erlaubt. Bitte POST verwenden.', { Allow: 'POST, OPTIONS' });
  }
  const siteId = await readSiteId(req);
  if (siteId instanceof Response) return siteId;
  const site = findSeoSite(siteId);
  if (!site) return failure(400, 'Unbekannte Website.');
  try {
    const { urlCount, files } = generateSeoFiles(site, new Date());
    return json(200, { success: true, urlCount, files });
  } catch (error) {
    console.error('generate-seo failed', error);
    return failure(500, 'Die SEO-Dateien konnten nicht generiert werden.');
  }
}
