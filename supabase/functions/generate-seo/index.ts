import { createSupabaseAuthenticator } from '../_shared/auth/require-role.ts';
import { createGenerateSeoHandler, siteUrlFromEnv } from './handler.ts';

// Supabase sets both in every deployed function; missing ones are a broken deployment, so fail at start.
function requiredEnv(name: string): string {
  const value = Deno.env.get(name)?.trim();
  if (!value) throw new Error(`generate-seo: the environment variable ${name} is not set`);
  return value;
}

const authenticate = createSupabaseAuthenticator({
  supabaseUrl: requiredEnv('SUPABASE_URL'),
  anonKey: requiredEnv('SUPABASE_ANON_KEY'),
  fetch,
});

// The operator sets SITE_URL (supabase secrets set SITE_URL=https://…); a malformed one fails at start as well.
Deno.serve(createGenerateSeoHandler({ authenticate, siteUrl: siteUrlFromEnv(Deno.env) }));
