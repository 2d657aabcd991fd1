import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { build } from 'vite';
import { distDir, rootDir, ssrDir } from './lib/paths.ts';
import { generateSiteData } from './generate-site-data.ts';
import { assertBackendReachable, startPrerenderBackend } from './local-api/with-local-api.ts';
import { prerenderSite } from './prerender.ts';
import { writeHostConfig } from './write-host-config.ts';
import { writeSeoFiles } from './write-seo-files.ts';

const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

await rm(distDir, { recursive: true, force: true });
await rm(ssrDir, { recursive: true, force: true });
await generateSiteData();

await build({ root: rootDir, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
console.log(`client bundle built in ${seconds(started)} s`);

const ssrStarted = performance.now();
await build({
  root: rootDir,
  logLevel: 'warn',
  build: {
    ssr: 'src/app/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
console.log(`server bundle built in ${seconds(ssrStarted)} s`);

const prerenderStarted = performance.now();
const localApi = await startPrerenderBackend();
try {
  await assertBackendReachable('production', localApi);
  const { pages } = await prerenderSite();
  console.log(`prerendered ${pages} pages in ${seconds(prerenderStarted)} s`);
} finally {
  await localApi?.close();
}
await writeSeoFiles();
await writeHostConfig();
console.log(`build finished in ${seconds(started)} s`);
