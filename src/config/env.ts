/** Build-time configuration, read and checked once. A malformed value fails the build loudly. */
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '@/config/local-backend';
import { DEFAULT_SITE_URL } from '@shared/seo/site-url';

function readUrl(name: string, value: string | undefined, fallback: string): string {
  const raw = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} ist keine gültige URL: "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} muss mit http:// oder https:// beginnen: "${raw}"`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

function readEnv() {
  const env = import.meta.env;
  const supabaseUrl = readUrl('VITE_SUPABASE_URL', env.VITE_SUPABASE_URL, LOCAL_SUPABASE_URL);
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim();
  if (env.VITE_SUPABASE_URL && !anonKey) {
    throw new Error('VITE_SUPABASE_URL ist gesetzt, aber VITE_SUPABASE_ANON_KEY fehlt.');
  }
  const gtmId = env.VITE_GTM_ID?.trim() || null;
  if (gtmId && !/^GTM-[A-Z0-9]{4,10}$/.test(gtmId)) {
    throw new Error(`VITE_GTM_ID hat nicht die Form GTM-XXXXXXX: "${gtmId}"`);
  }
  return {
    gtmId,
    siteUrl: readUrl('VITE_SITE_URL', env.VITE_SITE_URL, DEFAULT_SITE_URL),
    supabaseUrl,
    supabaseAnonKey: anonKey || LOCAL_ANON_KEY,
  };
}

export const env = readEnv();
