import { createAffiliatePostbackHandler } from './handler.ts';

// Supabase sets these two in every deployed function; without them nothing can be recorded, so fail at start.
function requiredEnv(name: string): string {
  const value = Deno.env.get(name)?.trim();
  if (!value) throw new Error(`affiliate-postback: the environment variable ${name} is not set`);
  return value;
}

// The secret is checked per request instead: without it every postback gets 503, never accepted unsigned.
Deno.serve(
  createAffiliatePostbackHandler({
    env: {
      postbackSecret: Deno.env.get('AFFILIATE_POSTBACK_SECRET'),
      supabaseUrl: requiredEnv('SUPABASE_URL'),
      serviceRoleKey: requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
    },
    fetch,
  }),
);
