import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = fileURLToPath(new URL('../../', import.meta.url));

/**
 * BUILD_OUT_DIR puts a build variant beside the default one (`npm run test:e2e:analytics` builds
 * into dist-analytics): `dist` or `dist-<name>`, nothing else, since the build empties it.
 * The server bundle goes to `<dir>-ssr`. Build, preview and the e2e tests read the same variable.
 */
function outDirName(): string {
  const value = process.env.BUILD_OUT_DIR?.trim() || 'dist';
  if (!/^dist(-[a-z0-9]+)*$/.test(value) || value.endsWith('-ssr')) {
    throw new Error(`BUILD_OUT_DIR muss "dist" oder "dist-<name>" sein, nicht "${value}" / BUILD_OUT_DIR must be dist or dist-<name>`);
  }
  return value;
}

const outDir = outDirName();
export const distDir = path.join(rootDir, outDir, path.sep);
export const ssrDir = path.join(rootDir, `${outDir}-ssr`, path.sep);
