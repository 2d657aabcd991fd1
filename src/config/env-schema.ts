/**
 * The build's configuration from VITE_* variables, checked once: Vite parses it when it loads its
 * config (scripts/lib/build-defines.ts) and every bundle gets the result, so a malformed value
 * stops the build or the dev server with its message. Tests parse their own (stubbed) variables.
 */
import * as v from 'valibot';

// Relative paths: Vite's config loads this module before any alias exists.
import { DEFAULT_SITE_URL } from '../../supabase/functions/_shared/seo/site-url.ts';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from './local-backend.ts';

/** Trimmed; empty or unset is undefined. */
const setText = v.pipe(
  v.undefinedable(v.string()),
  v.transform((value) => value?.trim() || undefined),
);

/** An http(s) URL without trailing slashes, `fallback` when unset; the messages quote the value the build would use. */
function httpUrl(name: string, fallback: string) {
  return v.pipe(
    setText,
    v.transform((value) => value ?? fallback),
    v.check((raw) => URL.canParse(raw), (issue) => `${name} ist keine gültige URL: "${issue.input}"`),
    v.check((raw) => ['http:', 'https:'].includes(new URL(raw).protocol), (issue) => `${name} muss mit http:// oder https:// beginnen: "${issue.input}"`),
    v.transform((raw) => {
      const url = new URL(raw);
      return url.origin + url.pathname.replace(/\/+$/, '');
    }),
  );
}

/** The values the site uses, each with its rules, in the order the build reports them (it stops at the first). */
const configSchema = v.object({
  supabaseUrl: httpUrl('VITE_SUPABASE_URL', LOCAL_SUPABASE_URL),
  supabaseAnonKey: v.pipe(
    v.object({ urlSet: v.boolean(), key: setText }),
    v.check(({ urlSet, key }) => !urlSet || key !== undefined, 'VITE_SUPABASE_URL ist gesetzt, aber VITE_SUPABASE_ANON_KEY fehlt.'),
    v.transform(({ key }) => key ?? LOCAL_ANON_KEY),
  ),
  /** Google Tag Manager container; null without one. */
  gtmId: v.pipe(
    setText,
    v.transform((id) => id ?? null),
    v.check((id) => id === null || /^GTM-[A-Z0-9]{4,10}$/.test(id), (issue) => `VITE_GTM_ID hat nicht die Form GTM-XXXXXXX: "${issue.input}"`),
  ),
  siteUrl: httpUrl('VITE_SITE_URL', DEFAULT_SITE_URL),
});

const envSchema = v.pipe(
  v.object({
    VITE_SUPABASE_URL: v.optional(v.string()),
    VITE_SUPABASE_ANON_KEY: v.optional(v.string()),
    VITE_GTM_ID: v.optional(v.string()),
    VITE_SITE_URL: v.optional(v.string()),
  }),
  v.transform(
    (variables): v.InferInput<typeof configSchema> => ({
      supabaseUrl: variables.VITE_SUPABASE_URL,
      // A key of its own is required as soon as VITE_SUPABASE_URL is set.
      supabaseAnonKey: { urlSet: Boolean(variables.VITE_SUPABASE_URL), key: variables.VITE_SUPABASE_ANON_KEY },
      gtmId: variables.VITE_GTM_ID,
      siteUrl: variables.VITE_SITE_URL,
    }),
  ),
  configSchema,
);

export type Env = v.InferOutput<typeof envSchema>;

/** The configuration from the VITE_* variables; throws an Error with the first problem's German message. */
export function parseEnv(variables: unknown): Env {
  const parsed = v.safeParse(envSchema, variables, { abortEarly: true });
  if (!parsed.success) throw new Error(parsed.issues[0].message);
  return parsed.output;
}
