/**
 * Compile-time constants shared by the client, the server bundle and the tests.
 *
 * SITE_MODE decides between the embedded demo (default) and the deployable production build;
 * BUILD_DATE (ISO date, default today) is the date the site's content is checked against and
 * the year titles mention; MAX_CONDITIONS_AGE_DAYS how old checked offer conditions may be. They are parsed once here (src/config/build-env-schema.ts) so every bundle agrees.
 */
import { loadEnv } from 'vite';
import { parseBuildEnv } from '../../src/config/build-env-schema.ts';
import { parseEnv } from '../../src/config/env-schema.ts';
import { rootDir } from './paths.ts';

export function buildDefines(variables: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const { siteMode, buildDate, maxConditionsAgeDays } = parseBuildEnv(variables);
  return {
    __BUILD_YEAR__: JSON.stringify(Number(buildDate.slice(0, 4))),
    __BUILD_DATE__: JSON.stringify(buildDate),
    __SITE_MODE__: JSON.stringify(siteMode),
    __MAX_CONDITIONS_AGE_DAYS__: JSON.stringify(maxConditionsAgeDays),
  };
}

/**
 * The VITE_* configuration (src/config/env-schema.ts), parsed once when Vite loads its config, as
 * the constant every bundle reads (src/config/env.ts). A malformed value stops here with its message.
 */
export function envDefines(mode: string): Record<string, string> {
  return { __APP_ENV__: JSON.stringify(parseEnv(loadEnv(mode, rootDir, 'VITE_'))) };
}
