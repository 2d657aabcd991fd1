import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type ViteManifest = Record<string, ManifestChunk>;

export interface RouteAssets {
  entryScript: string;
  stylesheets: string[];
  modulePreloads: string[];
}

export async function readViteManifest(distDir: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}

function collect(manifest: ViteManifest, key: string, scripts: Set<string>, styles: Set<string>, seen: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite manifest has no entry for ${key}`);
  scripts.add(`/${chunk.file}`);
  chunk.css?.forEach((file) => styles.add(`/${file}`));
  chunk.imports?.forEach((child) => collect(manifest, child, scripts, styles, seen));
}

/**
 * The site's one stylesheet (vite.config.ts builds with cssCodeSplit off, so it belongs to no
 * chunk) plus any stylesheet a chunk names.
 */
export function siteStylesheets(manifest: ViteManifest): string[] {
  const files = Object.values(manifest).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])]);
  return [...new Set(files)].map((file) => `/${file}`);
}

/**
 * The scripts and styles one page needs before it is interactive: the client entry with its
 * static imports, the app start chunk and the page module's chunk, so hydration never waits
 * for a second round of lazy imports.
 */
export function assetsForPage(manifest: ViteManifest, pageSource: string): RouteAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  collect(manifest, 'index.html', scripts, styles, seen);
  const entryScript = `/${manifest['index.html']!.file}`;
  siteStylesheets(manifest).forEach((href) => styles.add(href));
  // The chunk the tiny entry imports after the first paint (src/app/start/start.tsx) and the stages
  // it imports in turn: React DOM and the app shell.
  for (const start of manifest['index.html']!.dynamicImports ?? []) {
    collect(manifest, start, scripts, styles, seen);
    manifest[start]?.dynamicImports?.forEach((stage) => collect(manifest, stage, scripts, styles, seen));
  }
  collect(manifest, pageSource, scripts, styles, seen);
  scripts.delete(entryScript);
  return { entryScript, stylesheets: [...styles], modulePreloads: [...scripts] };
}
