import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { rootDir } from '../lib/paths.ts';

/** Times a full `npm run build` (client, server bundle and prerender of every page). */
export async function run() {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: rootDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
  console.log(`npm run build wall time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
