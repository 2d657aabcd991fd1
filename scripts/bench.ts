import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rootDir } from './lib/paths.ts';

/**
 * Runs every benchmark in scripts/bench/ in name order. Each prints its own figures;
 * none of them fails on a slow machine: these are measurements, not tests.
 */
const benchDir = path.join(rootDir, 'scripts/bench');
const only = process.argv[2];
const files = (await readdir(benchDir)).filter((file) => file.endsWith('.bench.ts')).sort();

for (const file of files) {
  if (only && !file.includes(only)) continue;
  console.log(`\n=== ${file.replace('.bench.ts', '')} ===`);
  const module = (await import(pathToFileURL(path.join(benchDir, file)).href)) as { run: () => Promise<void> };
  await module.run();
}
