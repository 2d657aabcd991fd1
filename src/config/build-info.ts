declare const __BUILD_DATE__: string | undefined;
declare const __SITE_MODE__: 'demo' | 'production' | undefined;

// Vite replaces both constants in every bundle (scripts/lib/build-defines.ts). Scripts that run
// this module directly under Node (SEO data, checks) read the same environment variables instead.
const nodeEnv = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const buildDate =
  typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : nodeEnv.BUILD_DATE?.trim() || new Date().toISOString().slice(0, 10);
const siteMode = typeof __SITE_MODE__ === 'string' ? __SITE_MODE__ : nodeEnv.SITE_MODE?.trim() === 'production' ? 'production' : 'demo';

/** Fixed when the bundle is built. */
export const buildInfo = {
  /** 'demo': embedded backend and sample data, never indexed; 'production': the deployable site. */
  siteMode,
  /** ISO date of the build: content validity is checked against it, titles name its year. */
  buildDate,
  buildYear: Number(buildDate.slice(0, 4)),
} as const;

export const isDemo = buildInfo.siteMode === 'demo';
