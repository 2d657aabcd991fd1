/**
 * Compile-time constants shared by the client, the server bundle and the tests.
 *
 * SITE_MODE decides between the embedded demo (default) and the deployable production build;
 * BUILD_DATE (ISO date, default today) is the date the site's content is checked against and
 * the year titles mention. Both are read once here so every bundle agrees.
 */
import { loadEnv } from 'vite';
import { parseEnv } from '../../src/config/env-schema.ts';
import { rootDir } from './paths.ts';

export type SiteMode = 'demo' | 'production';

export function readSiteMode(value: string | undefined = process.env.SITE_MODE): SiteMode {
  const mode = value?.trim() || 'demo';
  if (mode !== 'demo' && mode !== 'production') {
    throw new Error(`SITE_MODE muss "demo" oder "production" sein, nicht "${mode}" / SITE_MODE must be "demo" or "production"`);
  }
  return mode;
}

export function readBuildDate(value: string | undefined = process.env.BUILD_DATE, now: Date = new Date()): string {
  const date = value?.trim() || now.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
    throw new Error(`BUILD_DATE muss ein Datum JJJJ-MM-TT sein, nicht "${date}" / BUILD_DATE must be YYYY-MM-DD`);
  }
  return date;
}

export function buildDefines(): Record<string, string> {
  const buildDate = readBuildDate();
  return {
    __BUILD_YEAR__: JSON.stringify(Number(buildDate.slice(0, 4))),
    __BUILD_DATE__: JSON.stringify(buildDate),
    __SITE_MODE__: JSON.stringify(readSiteMode()),
  };
}

/**
 * The VITE_* configuration (src/config/env-schema.ts), parsed once when Vite loads its config, as
 * the constant every bundle reads (src/config/env.ts). A malformed value stops here with its message.
 */
export function envDefines(mode: string): Record<string, string> {
  return { __APP_ENV__: JSON.stringify(parseEnv(loadEnv(mode, rootDir, 'VITE_'))) };
}
