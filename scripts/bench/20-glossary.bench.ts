import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { distDir } from '../lib/paths.ts';
import { kb, pageWeight } from '../lib/bundle-size.ts';
import { readViteManifest } from '../lib/vite-assets.ts';
import { getGlossaryIndex } from '../../src/features/glossary/lib/glossary-data.ts';
import { createGlossaryFilter } from '../../src/features/glossary/lib/glossary-search.ts';
import { median } from '../lib/stats.ts';

const typedWords = ['Annuitätendarlehen', 'zins', 'KREDIT', 'Schufa', 'steuerfrei', 'xyzq'];
const ROUNDS = 50;

const gzip = (text: string | Buffer) => gzipSync(text).length;
const appState = (html: string) => /<script type="application\/json" id="app-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '';

/** Median time of one keystroke: the whole list filtered for every prefix of a few typed words. */
function benchFilter() {
  const entries = getGlossaryIndex();
  const filter = createGlossaryFilter(entries);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const word of typedWords) {
      for (let length = 1; length <= word.length; length += 1) {
        const started = performance.now();
        filter(word.slice(0, length));
        times.push(performance.now() - started);
      }
    }
  }
  console.log(
    `filter per keystroke over ${entries.length} terms: median ${median(times).toFixed(3)} ms, max ${Math.max(...times).toFixed(3)} ms (goal < 5 ms)`,
  );
}

async function benchIndexPage() {
  const weight = await pageWeight(distDir, 'glossary-page');
  const html = await readFile(path.join(distDir, 'glossar/index.html'), 'utf8');
  console.log(
    `/glossar before interaction: JS ${kb(weight.jsGzip)} + HTML ${kb(gzip(html))} (of it dehydrated list ${kb(gzip(appState(html)))}) = ${kb(weight.jsGzip + gzip(html))} gzip; CSS ${kb(weight.cssGzip)}`,
  );
}

type Manifest = Awaited<ReturnType<typeof readViteManifest>>;

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key]!.imports ?? []) closure(manifest, child, seen);
  return seen;
}

/**
 * JS a term page loads beyond the shared app code. Shared means the client entry with its
 * imports, or a chunk at least SHARED_BY pages load (library and UI code the bundler split out).
 */
const SHARED_BY = 3;

async function benchTermPages() {
  const manifest = await readViteManifest(distDir);
  const entry = closure(manifest, 'index.html');
  const pages = Object.keys(manifest).filter((key) => key.startsWith('src/pages/'));
  const pageClosures = pages.map((page) => closure(manifest, page));
  let pageSpecific = 0;
  let notInEntry = 0;
  for (const key of closure(manifest, 'src/pages/glossary-term-page.tsx')) {
    if (entry.has(key)) continue;
    const size = gzip(await readFile(path.join(distDir, manifest[key]!.file)));
    const usedBy = pageClosures.filter((set) => set.has(key)).length;
    notInEntry += size;
    if (usedBy < SHARED_BY) pageSpecific += size;
    console.log(`  ${manifest[key]!.file.padEnd(44)} ${kb(size).padStart(8)}  used by ${usedBy} page(s)`);
  }

  const slugs = (await readdir(path.join(distDir, 'glossar'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const stateSizes: number[] = [];
  const jsonSizes: number[] = [];
  for (const slug of slugs) {
    stateSizes.push(gzip(appState(await readFile(path.join(distDir, 'glossar', slug, 'index.html'), 'utf8'))));
    jsonSizes.push(gzip(await readFile(path.join(distDir, 'data/glossar', `${slug}.json`))));
  }
  console.log(`term page JS outside the client entry: ${kb(notInEntry)}; of it glossary-only (< ${SHARED_BY} pages): ${kb(pageSpecific)}`);
  console.log(
    `term data per page (${slugs.length} pages): dehydrated median ${kb(median(stateSizes))}, max ${kb(Math.max(...stateSizes))}; JSON file median ${kb(median(jsonSizes))}`,
  );
  console.log(`term page extra beyond shared app code: ${kb(pageSpecific + median(stateSizes))} gzip (goal ≤ 10 KB)`);
}

/** Filter speed, /glossar weight and the weight a term page adds; the prerender time is printed by the build. */
export async function run() {
  benchFilter();
  if (!existsSync(path.join(distDir, '.vite/manifest.json'))) {
    console.log('dist/ fehlt: bitte zuerst "npm run build" ausführen.');
    return;
  }
  await benchIndexPage();
  await benchTermPages();
}
