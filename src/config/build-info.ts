declare const __BUILD_DATE__: string;
declare const __SITE_MODE__: 'demo' | 'production';

/** Fixed when the bundle is built (scripts/lib/build-defines.ts). */
export const buildInfo = {
  /** 'demo': embedded backend and sample data, never indexed; 'production': the deployable site. */
  siteMode: __SITE_MODE__,
  /** ISO date of the build: content validity is checked against it, titles name its year. */
  buildDate: __BUILD_DATE__,
  buildYear: Number(__BUILD_DATE__.slice(0, 4)),
} as const;

export const isDemo = buildInfo.siteMode === 'demo';
