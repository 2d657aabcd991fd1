import { generateSeoFiles } from '../_shared/seo/generate-seo-files.ts';
import { findSeoSite } from '../_shared/seo/seo-sites.ts';

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

function failure(status: number, error: string, headers?: Record<string, string>): Response {
  return json(status, { success: false, error }, headers);
}

async function readSiteId(req: Request): Promise<string | Response> {
  let body: unknown;
  try {
    body = await req.json();
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
  return site;
}

/** POST {site} → {success: true, urlCount, files}; every failure as {success: false, error} in German. */
export async function handleGenerateSeo(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') {
    return failure(405, `Methode ${req.method} ist nicht erlaubt. Bitte POST verwenden.`, { Allow: 'POST, OPTIONS' });
  }
  const siteId = await readSiteId(req);
  if (siteId instanceof Response) return siteId;
  const site = findSeoSite(siteId);
  if (!site) return failure(400, `Unbekannte Website: "${siteId}".`);
  try {
    const { urlCount, files } = generateSeoFiles(site, new Date());
    return json(200, { success: true, urlCount, files });
  } catch (error) {
    console.error('generate-seo failed', error);
    return failure(500, 'Die SEO-Dateien konnten nicht generiert werden.');
  }
}
