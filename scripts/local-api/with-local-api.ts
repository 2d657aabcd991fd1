/**
 * How dev, preview and the build's prerender reach a backend: the configured Supabase project
 * when VITE_SUPABASE_URL is set (environment or .env files), otherwise the embedded local API.
 */
import { loadEnv } from 'vite';
import { rootDir } from '../lib/paths.ts';
import { LOCAL_ANON_KEY } from '../../src/config/local-backend.ts';
import { startLocalApi, type LocalApi } from './server.ts';

type Mode = 'development' | 'production';

function backendConfig(mode: Mode) {
  const env = loadEnv(mode, rootDir, 'VITE_');
  const url = env.VITE_SUPABASE_URL?.trim();
  return url ? { url: url.replace(/\/+$/, ''), anonKey: env.VITE_SUPABASE_ANON_KEY?.trim() ?? '', external: true } : null;
}

/** Starts the local API unless a real project is configured; returns null in that case. */
export async function startLocalApiUnlessConfigured(mode: Mode): Promise<LocalApi | null> {
  const configured = backendConfig(mode);
  if (configured) {
    console.log(`Supabase: ${configured.url} (VITE_SUPABASE_URL); die lokale API wird nicht gestartet.`);
    return null;
  }
  const api = await startLocalApi();
  console.log(`lokale Supabase-API (PGlite): ${api.url}`);
  return api;
}

/**
 * The backend of the build's prerender. Without VITE_SUPABASE_URL it is a private local API on
 * a free port, handed to the server bundle as PRERENDER_SUPABASE_URL, so parallel builds and a
 * running dev or preview server never share (or stop) each other's database.
 */
export async function startPrerenderBackend(): Promise<LocalApi | null> {
  const configured = backendConfig('production');
  if (configured) {
    console.log(`Supabase: ${configured.url} (VITE_SUPABASE_URL); die lokale API wird nicht gestartet.`);
    return null;
  }
  const api = await startLocalApi({ port: 0 });
  process.env.PRERENDER_SUPABASE_URL = api.url;
  console.log(`lokale Supabase-API (PGlite) für das Vorrendern: ${api.url}`);
  return api;
}

/** Fails with a clear German/English message when the partner table cannot be read. */
export async function assertBackendReachable(mode: Mode, api: LocalApi | null): Promise<void> {
  const configured = backendConfig(mode);
  const url = configured?.url ?? api?.url;
  const anonKey = configured?.anonKey ?? LOCAL_ANON_KEY;
  if (!url) throw new Error('Kein Backend konfiguriert / no backend configured');
  let problem: string;
  try {
    const response = await fetch(`${url}/rest/v1/partners?select=id&limit=1`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      signal: AbortSignal.timeout(15_000),
    });
    if (response.ok) return;
    problem = `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`;
  } catch (error) {
    problem = (error as Error).message;
  }
  throw new Error(
    `Das Backend ${url} ist beim Vorrendern nicht erreichbar (${problem}). Ohne Partnerdaten würden leere Vergleichsseiten ausgeliefert, ` +
      'deshalb bricht der Build ab. Prüfen Sie VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY oder lassen Sie beide weg, um die lokale API zu nutzen.\n' +
      `The backend ${url} cannot be reached at prerender (${problem}); the build stops instead of shipping empty comparison pages.`,
  );
}
