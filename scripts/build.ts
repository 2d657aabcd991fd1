import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build, loadEnv } from 'vite';
import { parseBuildEnv } from '../src/config/build-env-schema.ts';
import { operatorFacts } from '../src/config/operator-facts.ts';
import { allFacts } from '../src/content/facts/facts.ts';
import { markedContent } from '../src/content/marked-content.ts';
import { parseSiteUrl } from '../supabase/functions/_shared/seo/site-url.ts';
import { expiredFactProblems, formatLaunchProblems, launchProblems, outdatedConditionsProblems, type LaunchProblem } from './lib/launch-check.ts';
import { distDir, rootDir, ssrDir } from './lib/paths.ts';
import { staleGeneratedFiles } from './generate-site-data.ts';
import { assertBackendReachable, startPrerenderBackend } from './local-api/with-local-api.ts';
import { prerenderSite, type PartnerListLoad } from './prerender.ts';
import { writeHostConfig } from './write-host-config.ts';
import { writeSeoFiles } from './write-seo-files.ts';

const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const { siteMode, buildDate, maxConditionsAgeDays } = parseBuildEnv(process.env);
const production = siteMode === 'production';
const buildEnv = { ...loadEnv('production', rootDir, 'VITE_'), ...process.env };

function refuse(problems: readonly LaunchProblem[]): never {
  console.error(`\n${formatLaunchProblems(problems)}\n`);
  process.exit(1);
}

console.log(production ? 'SITE_MODE=production: Build für den Livebetrieb' : 'Demo-Build (SITE_MODE=demo): Beispieldaten, nicht indexierbar');
// A legal figure past its validity would be published as current: no build, demo or not.
const expired = expiredFactProblems(allFacts, buildDate);
if (expired.length > 0) {
  const list = (pick: (problem: LaunchProblem) => string) => expired.map((problem) => `  - ${pick(problem)}`).join('\n');
  console.error(`\nBuild abgebrochen: ${expired.length} abgelaufene Rechengröße(n).\n${list((p) => p.de)}\n\nBuild refused: ${expired.length} expired fact(s).\n${list((p) => p.en)}\n`);
  process.exit(1);
}
if (production) {
  // Without a reachable public backend nothing else can be checked; say everything known now.
  const early = launchProblems({ env: buildEnv, facts: operatorFacts, content: markedContent, partnerLists: [] });
  if (early.some((problem) => problem.en.startsWith('VITE_SUPABASE'))) refuse(early);
}

// The build reads the committed generated files and never rewrites a tracked file.
const stale = await staleGeneratedFiles();
if (stale.length > 0) {
  const files = stale.join(', ');
  console.error(
    `\nBuild abgebrochen: ${files} passt nicht mehr zu Routen, Website-Konfiguration oder Glossar. Bitte \`npm run generate:site-data\` ausführen und das Ergebnis committen.\n\n` +
      `Build refused: ${files} is stale (routes, site config or glossary changed): run \`npm run generate:site-data\` and commit the result.\n`,
  );
  process.exit(1);
}
const siteUrl = parseSiteUrl(buildEnv.VITE_SITE_URL, 'VITE_SITE_URL');

await rm(distDir, { recursive: true, force: true });
await rm(ssrDir, { recursive: true, force: true });

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
let partnerLoads: PartnerListLoad[];
try {
  await assertBackendReachable('production', localApi);
  const result = await prerenderSite();
  partnerLoads = result.partnerLoads;
  console.log(`prerendered ${result.pages} pages in ${seconds(prerenderStarted)} s`);
} finally {
  await localApi?.close();
}

const problems = launchProblems({ env: buildEnv, facts: operatorFacts, content: markedContent, partnerLists: partnerLoads });
const outdated = outdatedConditionsProblems(partnerLoads, buildDate, maxConditionsAgeDays);
if (production) {
  if (problems.length + outdated.length > 0) refuse([...problems, ...outdated]);
} else {
  // A demo may carry sample facts, but never ships comparison pages without offers.
  const empty = problems.filter((problem) => problem.en.includes('is empty'));
  if (empty.length > 0) refuse(empty);
  for (const load of partnerLoads) {
    if (load.received > load.kept) console.warn(`Partnerliste ${load.list}: ${load.received - load.kept} Zeile(n) verworfen`);
  }
  // The cards say so themselves ("seit mehr als … Tagen nicht geprüft").
  for (const problem of outdated) console.warn(`Demo: ${problem.de}`);
  await writePartnerSnapshots(partnerLoads);
}

await writeSeoFiles(siteUrl, siteMode);
await writeHostConfig();
console.log(`build finished in ${seconds(started)} s`);

/**
 * A demo served from a public host reads the offers from these files instead of a loopback backend.
 * They hold the backend's rows, not the parsed partners: the client parses them like an API answer.
 */
async function writePartnerSnapshots(loads: readonly PartnerListLoad[]) {
  const dir = path.join(distDir, 'data', 'partners');
  await mkdir(dir, { recursive: true });
  for (const load of loads) await writeFile(path.join(dir, `${load.list}.json`), JSON.stringify(load.rows));
}
