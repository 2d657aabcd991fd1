import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assetsForPage, readViteManifest } from './vite-assets.ts';

export interface PageWeight {
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

const gzipSizeCache = new Map<string, number>();

async function gzipSize(distDir: string, url: string): Promise<number> {
  const cached = gzipSizeCache.get(url);
  if (cached !== undefined) return cached;
  const size = gzipSync(await readFile(path.join(distDir, url))).length;
  gzipSizeCache.set(url, size);
  return size;
}

/** Gzipped JavaScript and CSS a page loads before it is interactive (entry, its imports, the page chunk). */
export async function pageWeight(distDir: string, page: string): Promise<PageWeight> {
  const manifest = await readViteManifest(distDir);
  const assets = assetsForPage(manifest, `src/pages/${page}.tsx`);
  const scripts = [assets.entryScript, ...assets.modulePreloads];
  let jsGzip = 0;
  for (const file of scripts) jsGzip += await gzipSize(distDir, file);
  let cssGzip = 0;
  for (const file of assets.stylesheets) cssGzip += await gzipSize(distDir, file);
  return { jsGzip, cssGzip, files: [...scripts, ...assets.stylesheets] };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
