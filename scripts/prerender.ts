import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir, ssrDir } from './lib/paths.ts';
import { assetsForPage, readViteManifest, siteStylesheets } from './lib/vite-assets.ts';
import type * as EntryServer from '../src/app/entry-server.tsx';

const NOT_FOUND_URL = '/404';

function outputFile(urlPath: string): string {
  if (urlPath === NOT_FOUND_URL) return path.join(distDir, '404.html');
  const segments = urlPath.split('/').filter(Boolean);
  return path.join(distDir, ...segments, 'index.html');
}

async function mapLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(workers);
}

export type PartnerListLoad = ReturnType<typeof EntryServer.partnerListLoads>[number];

/**
 * Renders every URL of the route manifest (plus 404.html) into dist/ as static HTML. Returns what
 * the partner lists held, for the build's checks and the demo's snapshots.
 */
export async function prerenderSite(): Promise<{ pages: number; partnerLoads: PartnerListLoad[] }> {
  const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as typeof EntryServer;
  const manifest = await readViteManifest(distDir);
  const cssCache = new Map<string, string>();
  const readCss = async (href: string) => cssCache.get(href) ?? (await readFile(path.join(distDir, href), 'utf8'));
  for (const href of siteStylesheets(manifest)) cssCache.set(href, await readCss(href));
  // The stylesheet is small (under 10 KB compressed) and shared by every page: inlining it saves
  // the render-blocking request on a first visit, which is what search traffic mostly is.
  const resolveAssets = (route: { page: string }) => {
    const assets = assetsForPage(manifest, `src/pages/${route.page}.tsx`);
    return { ...assets, inlineCss: assets.stylesheets.map((href) => cssCache.get(href) ?? '').join('\n') };
  };

  const urls = [...(await entry.getStaticPaths()), NOT_FOUND_URL];
  await rm(path.join(distDir, 'index.html'), { force: true });

  await mapLimit(urls, 8, async (url) => {
    const { html, route } = await entry.render(url, resolveAssets);
    if (url !== NOT_FOUND_URL && route.id === 'not-found') {
      throw new Error(`Prerender: ${url} is listed as a static path but renders the 404 page`);
    }
    const file = outputFile(url);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  });
  return { pages: urls.length, partnerLoads: entry.partnerListLoads() };
}
