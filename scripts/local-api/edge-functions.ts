import { loadEnv } from 'vite';
import { createSupabaseAuthenticator } from '../../supabase/functions/_shared/auth/require-role.ts';
import { createAffiliatePostbackHandler } from '../../supabase/functions/affiliate-postback/handler.ts';
import { createGenerateSeoHandler, siteUrlFromEnv } from '../../supabase/functions/generate-seo/handler.ts';
import { createTriggerRebuildHandler, deployHookUrlFromEnv } from '../../supabase/functions/trigger-rebuild/handler.ts';
import { LOCAL_ANON_KEY } from '../../src/config/local-backend.ts';
import { rootDir } from '../lib/paths.ts';
import { LOCAL_AFFILIATE_POSTBACK_SECRET, LOCAL_SERVICE_ROLE_KEY } from './config.ts';

export type EdgeFunction = (req: Request) => Promise<Response>;

/**
 * Edge functions the local API serves on /functions/v1/<name>, keyed by name. Each handler
 * takes a Fetch Request and returns a Response, like a Supabase edge function; what Deno.env
 * gives them in production comes from here, with the local API's own origin as SUPABASE_URL.
 */
export function createEdgeFunctions(apiUrl: string): Record<string, EdgeFunction> {
  // SITE_URL when set, otherwise the build's VITE_SITE_URL: the files point at the site being previewed.
  const siteUrl = process.env.SITE_URL?.trim() || loadEnv('production', rootDir, 'VITE_').VITE_SITE_URL;
  const authenticate = createSupabaseAuthenticator({ supabaseUrl: apiUrl, anonKey: LOCAL_ANON_KEY, fetch });
  return {
    'generate-seo': createGenerateSeoHandler({ authenticate, siteUrl: siteUrlFromEnv(new Map(siteUrl ? [['SITE_URL', siteUrl]] : [])) }),
    // Without DEPLOY_HOOK_URL (the usual local case) the console shows no rebuild button.
    'trigger-rebuild': createTriggerRebuildHandler({
      authenticate,
      deployHookUrl: deployHookUrlFromEnv({ get: (name) => process.env[name] }),
      fetch,
    }),
    'affiliate-postback': createAffiliatePostbackHandler({
      env: {
        postbackSecret: process.env.AFFILIATE_POSTBACK_SECRET?.trim() || LOCAL_AFFILIATE_POSTBACK_SECRET,
        supabaseUrl: apiUrl,
        serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      },
      fetch,
    }),
  };
}
