import { createSupabaseAuthenticator } from '../_shared/auth/require-role.ts';
import { createTriggerRebuildHandler, deployHookUrlFromEnv } from './handler.ts';

// Supabase sets both in every deployed function; missing ones are a broken deployment, so fail at start.
function requiredEnv(name: string): string {
  const value = Deno.env.get(name)?.trim();
  if (!value) throw new Error(`trigger-rebuild: the environment variable ${name} is not set`);
  return value;
}

const authenticate = createSupabaseAuthenticator({
  supabaseUrl: requiredEnv('SUPABASE_URL'),
  anonKey: requiredEnv('SUPABASE_ANON_KEY'),
  fetch,
});

// The operator sets DEPLOY_HOOK_URL (supabase secrets set DEPLOY_HOOK_URL=https://…); without it the console shows no button.
Deno.serve(createTriggerRebuildHandler({ authenticate, deployHookUrl: deployHookUrlFromEnv(Deno.env), fetch }));
