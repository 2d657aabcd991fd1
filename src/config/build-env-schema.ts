/**
 * The build's own variables (not VITE_*, so no bundle reads them raw), checked by one schema: Vite's config
 * turns SITE_MODE, BUILD_DATE and MAX_CONDITIONS_AGE_DAYS into every bundle's constants (scripts/lib/build-defines.ts), the build script
 * parses them when it starts, and the server bundle reads PRERENDER_SUPABASE_URL when the prerender loads it.
 */
import * as v from 'valibot';

const siteModes = ['demo', 'production'] as const;

/** 'demo': embedded backend and sample data, never indexed; 'production': the deployable site. */
export type SiteMode = (typeof siteModes)[number];

/** Trimmed; empty or unset is undefined. */
const setText = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) => value.trim() || undefined),
);

/** A calendar date JJJJ-MM-TT that exists: 2026-02-30 is refused, not read as 2 March. */
const isCalendarDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().slice(0, 10) === text;

/** How old an offer's checked conditions may be (days) when a production build ships them. */
export const DEFAULT_MAX_CONDITIONS_AGE_DAYS = 30;

const isHttpUrl = (text: string) => URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol);

/** The variables, each with its rules, in the order a build reports them (it stops at the first). */
function buildEnvSchema(today: string) {
  return v.pipe(
    v.object({
      SITE_MODE: v.pipe(
        setText,
        v.transform((mode) => mode ?? 'demo'),
        v.picklist(siteModes, (issue) => `SITE_MODE muss "demo" oder "production" sein, nicht "${issue.input}" / SITE_MODE must be "demo" or "production", not "${issue.input}"`),
      ),
      BUILD_DATE: v.pipe(
        setText,
        v.transform((date) => date ?? today),
        v.check(isCalendarDate, (issue) => `BUILD_DATE muss ein Datum JJJJ-MM-TT sein, nicht "${issue.input}" / BUILD_DATE must be a date YYYY-MM-DD, not "${issue.input}"`),
      ),
      MAX_CONDITIONS_AGE_DAYS: v.pipe(
        setText,
        v.transform((days) => days ?? String(DEFAULT_MAX_CONDITIONS_AGE_DAYS)),
        v.check(
          (days) => /^\d{1,3}$/.test(days) && Number(days) >= 1 && Number(days) <= 365,
          (issue) =>
            `MAX_CONDITIONS_AGE_DAYS muss eine ganze Zahl von 1 bis 365 sein, nicht "${issue.input}" / MAX_CONDITIONS_AGE_DAYS must be a whole number from 1 to 365, not "${issue.input}"`,
        ),
        v.transform(Number),
      ),
      PRERENDER_SUPABASE_URL: v.pipe(
        setText,
        v.check(
          (url) => url === undefined || isHttpUrl(url),
          (issue) => `PRERENDER_SUPABASE_URL ist keine http(s)-URL: "${issue.input}" / PRERENDER_SUPABASE_URL is not an http(s) URL: "${issue.input}"`,
        ),
        v.transform((url) => url?.replace(/\/+$/, '') ?? null),
      ),
    }),
    v.transform((variables) => ({
      siteMode: variables.SITE_MODE,
      /** ISO date of the build: content validity is checked against it, titles name its year. */
      buildDate: variables.BUILD_DATE,
      /** Offers whose conditions were checked more days before the build date are refused (production) or marked (demo). */
      maxConditionsAgeDays: variables.MAX_CONDITIONS_AGE_DAYS,
      /**
       * The server bundle's backend during the build's prerender; null: the configured one (VITE_SUPABASE_URL).
       * The build sets it for its private local API (scripts/local-api/with-local-api.ts), nobody by hand.
       */
      prerenderSupabaseUrl: variables.PRERENDER_SUPABASE_URL,
    })),
  );
}

export type BuildEnv = v.InferOutput<ReturnType<typeof buildEnvSchema>>;

/**
 * SITE_MODE (default demo), BUILD_DATE (default: `now`'s UTC date), MAX_CONDITIONS_AGE_DAYS (default 30) and
 * PRERENDER_SUPABASE_URL (default null);
 * throws an Error with the first problem's message in German and English.
 */
export function parseBuildEnv(variables: unknown, now: Date = new Date()): BuildEnv {
  const parsed = v.safeParse(buildEnvSchema(now.toISOString().slice(0, 10)), variables, { abortEarly: true });
  if (!parsed.success) throw new Error(parsed.issues[0].message);
  return parsed.output;
}
