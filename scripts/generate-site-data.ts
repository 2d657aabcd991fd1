import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { rootDir } from './lib/paths.ts';
import type * as SiteDataModule from './lib/site-data.ts';

/**
 * Renders supabase/functions/_shared/seo/site-data.generated.ts and src/content/content-stats.generated.ts.
 * The collector is loaded through Vite with the project's config, so aliases and import.meta.env
 * resolve exactly as in the production build.
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
  /** Path relative to the repository root. */
  file: string;
  source: string;
  /** True when the committed file differs from what the sources give now. */
  stale: boolean;
}

async function renderGeneratedFiles(): Promise<GeneratedFile[]> {
  const module = await loadCollector();
  const rendered = [
    { file: module.SITE_DATA_MODULE, source: module.renderSiteDataModule(module.collectSeoSiteData()) },
    { file: module.CONTENT_STATS_MODULE, source: module.renderContentStatsModule(module.collectContentStats()) },
  ];
  return Promise.all(
    rendered.map(async ({ file, source }) => {
      const committed = await readFile(path.join(rootDir, file), 'utf8').catch(() => null);
      return { file, source, stale: committed !== source };
    }),
  );
}

/** The generated files that no longer match the manifest, the site config or the glossary. */
export async function staleGeneratedFiles(): Promise<string[]> {
  return (await renderGeneratedFiles()).filter((generated) => generated.stale).map((generated) => generated.file);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { file, source, stale } of await renderGeneratedFiles()) {
    if (stale) await writeFile(path.join(rootDir, file), source);
    console.log(stale ? `${file} updated` : `${file} is up to date`);
  }
}
