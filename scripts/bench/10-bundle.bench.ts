import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '../lib/paths.ts';
import { kb, pageWeight } from '../lib/bundle-size.ts';
import { routes, notFoundRoute } from '../../src/routes/manifest.ts';

/** Prints the gzipped JS and CSS each template loads before interaction, next to the goals. */
export async function run() {
  if (!existsSync(path.join(distDir, '.vite/manifest.json'))) {
    console.log('dist/ fehlt: bitte zuerst "npm run build" ausführen.');
    return;
  }
  console.log('page'.padEnd(34), 'JS gzip'.padStart(10), 'CSS gzip'.padStart(10), '  goal JS / CSS');
  for (const route of [...routes, notFoundRoute]) {
    const weight = await pageWeight(distDir, route.page);
    const goal = route.id === 'home' ? '130 KB / 15 KB' : '140 KB / 15 KB';
    console.log(route.path.padEnd(34), kb(weight.jsGzip).padStart(10), kb(weight.cssGzip).padStart(10), ` ${goal}`);
  }
}
