import { ADMINS_ONLY, requireRole, type Authenticate } from '../_shared/auth/require-role.ts';

const HOOK_TIMEOUT_MS = 10_000;
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])$/;

const responseHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...responseHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers } });
}

const failure = (status: number, error: string, headers?: Record<string, string>) => json(status, { success: false, error }, headers);

/**
 * DEPLOY_HOOK_URL, the hosting service's build hook (Netlify, Vercel, Cloudflare Pages): null when unset or
 * blank; https, or http to a loopback host for local tests. Anything else stops the function at start.
 */
export function deployHookUrlFromEnv(env: { get(name: string): string | undefined }): string | null {
  const raw = env.get('DEPLOY_HOOK_URL')?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('DEPLOY_HOOK_URL is not an absolute URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname))) {
    throw new Error('DEPLOY_HOOK_URL must start with https://');
  }
  return url.href;
}

export interface TriggerRebuildDeps {
  authenticate: Authenticate;
  /** deployHookUrlFromEnv; null: no hook, the console shows no button. */
  deployHookUrl: string | null;
  fetch: typeof fetch;
}

/**
 * Admins only. GET → {configured}: whether the console shows its rebuild button. POST → asks the host to
 * build and deploy the site again: {success: true}, or {success: false, error} in German. The hook URL
 * holds the host's secret, so no answer ever contains it.
 */
export function createTriggerRebuildHandler({ authenticate, deployHookUrl, fetch: fetchFn }: TriggerRebuildDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: responseHeaders });
    if (req.method !== 'GET' && req.method !== 'POST') {
      return failure(405, 'Diese Methode ist nicht erlaubt. Bitte GET oder POST verwenden.', { Allow: 'GET, POST, OPTIONS' });
    }
    const caller = await requireRole(req, authenticate, ADMINS_ONLY);
    if (!caller.ok) return failure(caller.status, caller.error);
    await req.body?.cancel();
    if (req.method === 'GET') return json(200, { configured: deployHookUrl !== null });
    if (deployHookUrl === null) return failure(503, 'Es ist kein Deploy-Hook eingerichtet (DEPLOY_HOOK_URL).');
    let answer: Response;
    try {
      answer = await fetchFn(deployHookUrl, { method: 'POST', signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
    } catch (error) {
      console.error('trigger-rebuild: the deploy hook could not be reached', error instanceof Error ? error.name : error);
      return failure(502, 'Der Hosting-Dienst ist nicht erreichbar. Bitte später erneut versuchen.');
    }
    await answer.body?.cancel();
    if (!answer.ok) return failure(502, `Der Hosting-Dienst hat den Neuaufbau abgelehnt (HTTP ${answer.status}).`);
    return json(200, { success: true });
  };
}
