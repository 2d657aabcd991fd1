import type { SiteMode } from './build-env-schema.ts';

declare const __BUILD_DATE__: string | undefined;
declare const __SITE_MODE__: SiteMode | undefined;
declare const __MAX_CONDITIONS_AGE_DAYS__: number | undefined;

// Vite replaces these constants in every bundle (scripts/lib/build-defines.ts). Scripts that run
// this module directly under Node (SEO data, checks) parse the same environment variables instead.
const { siteMode, buildDate, maxConditionsAgeDays } =
  typeof __BUILD_DATE__ === 'string' && typeof __SITE_MODE__ === 'string' && typeof __MAX_CONDITIONS_AGE_DAYS__ === 'number'
    ? { siteMode: __SITE_MODE__, buildDate: __BUILD_DATE__, maxConditionsAgeDays: __MAX_CONDITIONS_AGE_DAYS__ }
    : (await import('./build-env-schema.ts')).parseBuildEnv(process.env);

/** Fixed when the bundle is built. */
export const buildInfo = {
  /** 'demo': embedded backend and sample data, never indexed; 'production': the deployable site. */
  siteMode,
  /** ISO date of the build: content validity is checked against it, titles name its year. */
  buildDate,
  buildYear: Number(buildDate.slice(0, 4)),
  /** Offers whose conditions were checked more days before buildDate: refused in production, marked in a demo. */
  maxConditionsAgeDays,
} as const;

export const isDemo = buildInfo.siteMode === 'demo';
