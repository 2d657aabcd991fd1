import { PostgrestClient } from '@supabase/postgrest-js';
import { env } from '@/config/env';

// During the build's prerender the partners may come from a private local API on a free port, which the
// build hands to this server bundle as PRERENDER_SUPABASE_URL (scripts/local-api/with-local-api.ts). The
// client bundle never contains this branch, nor the variable or its parser.
const prerenderUrl = import.meta.env.SSR ? (await import('@/config/build-env-schema')).parseBuildEnv(process.env).prerenderSupabaseUrl : null;
const baseUrl = prerenderUrl ?? env.supabaseUrl;

/**
 * The one database client of the site: PostgREST only (the part of supabase-js the pages use),
 * so the full supabase-js client stays out of every page bundle. Retries are React Query's job.
 */
export const postgrest = new PostgrestClient(`${baseUrl}/rest/v1`, {
  headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
  retry: false,
  timeout: 15_000,
});
