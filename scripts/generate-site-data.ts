import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { rootDir } from './lib/paths.ts';
import type * as SiteDataModule from './lib/site-data.ts';

/**
 * Writes supabase/functions/_shared/seo/site-data.generated.ts and src/content/content-stats.generated.ts. The collector is loaded through
 * Vite with the project's config, so aliases, import.meta.env and .env files resolve exactly as in
 * the production build (VITE_SITE_URL gives the absolute base URL).
 */
async function loadCollector(): Promise<typeof SiteDataModule> {
  // A Vite dev server sets NODE_ENV=development when it is unset; the production build that
  // follows in the same process must not inherit that (React would ship its development build).
  const nodeEnv = process.env.NODE_ENV;
  const server = await createServer({
    root: rootDir,
    mode: 'production',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return (await server.ssrLoadModule(path.join(rootDir, 'scripts/lib/site-data.ts'))) as typeof SiteDataModule;
  } finally {
    await server.close();
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

interface GeneratedFile {
  file: string;
  changed: boolean;
}

async function writeIfChanged(relativePath: string, source: string): Promise<GeneratedFile> {
  const file = path.join(rootDir, relativePath);
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current !== source) await writeFile(file, source);
  return { file: relativePath, changed: current !== source };
}

export async function generateSiteData(): Promise<GeneratedFile[]> {
  const module = await loadCollector();
  return [
    await writeIfChanged(module.SITE_DATA_MODULE, module.renderSiteDataModule(module.collectSeoSiteData())),
    await writeIfChanged(module.CONTENT_STATS_MODULE, module.renderContentStatsModule(module.collectContentStats())),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { file, changed } of await generateSiteData()) {
    console.log(changed ? `${file} updated` : `${file} is up to date`);
  }
}
