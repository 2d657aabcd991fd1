import { PostgrestClient } from '@supabase/postgrest-js';
import { env } from '@/config/env';

/**
 * The one database client of the site: PostgREST only (the part of supabase-js the pages use),
 * so the full supabase-js client stays out of every page bundle. Retries are React Query's job.
 */
export const postgrest = new PostgrestClient(`${env.supabaseUrl}/rest/v1`, {
  headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
  retry: false,
  timeout: 15_000,
});
