import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from './lib/chromium.ts';
import { distDir, rootDir } from './lib/paths.ts';
import { headerConfigFromEnv, securityHeaders } from './lib/security-headers.ts';
import { createStaticServer } from './lib/static-server.ts';
import { median } from './lib/stats.ts';

/**
 * Lighthouse 12 in Debian's Chromium against the built site served like `npm run preview`:
 * every template, mobile and desktop preset, three runs each; prints medians. A benchmark,
 * not a test: it never fails on a slow machine.
 */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4381);
// The same dist/ on a static host with no backend at all: the partner pages must not notice.
const BACKEND_DOWN_PORT = PORT + 1;
const BACKEND_DOWN_TEMPLATES = ['/ratenkredit', '/ratenkredit/beste'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = path.join(rootDir, 'lighthouse-reports');
const chromeFlags = ['--headless=new', ...chromiumArgs];

async function firstGlossaryTerm(): Promise<string> {
  const entries = await readdir(path.join(distDir, 'glossar'), { withFileTypes: true });
  const term = entries.find((entry) => entry.isDirectory());
  if (!term) throw new Error('dist/glossar has no term pages');
  return `/glossar/${term.name}`;
}

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`preview server did not start at ${url}`);
}

interface Row {
  template: string;
  preset: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** SEO without the is-crawlable audit, which the demo build fails on purpose (noindex everywhere). */
  seoIndexable: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** One Lighthouse run; a run whose trace recording failed (e.g. NO_NAVSTART) is repeated, up to twice. */
async function measure(url: string, port: number, config: Config | undefined): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    console.log(`retrying ${url}: ${result.lhr.runtimeError.code}`);
  }
}

/** The SEO category's weighted score as Lighthouse computes it, leaving out is-crawlable. */
function seoWithoutCrawlable(result: RunnerResult): number {
  const refs = (result.lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.id !== 'is-crawlable' && ref.weight > 0);
  const scored = refs.filter((ref) => typeof result.lhr.audits[ref.id]?.score === 'number');
  const weight = scored.reduce((sum, ref) => sum + ref.weight, 0);
  return weight === 0 ? 0 : scored.reduce((sum, ref) => sum + ref.weight * (result.lhr.audits[ref.id]!.score as number), 0) / weight;
}

function summarise(results: RunnerResult[], template: string, preset: string): Row {
  const pick = (read: (result: RunnerResult) => number | null | undefined) => median(results.map((result) => read(result) ?? Number.NaN));
  return {
    template,
    preset,
    performance: pick((r) => (r.lhr.categories.performance?.score ?? 0) * 100),
    accessibility: pick((r) => (r.lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: pick((r) => (r.lhr.categories['best-practices']?.score ?? 0) * 100),
    seo: pick((r) => (r.lhr.categories.seo?.score ?? 0) * 100),
    seoIndexable: pick((r) => seoWithoutCrawlable(r) * 100),
    fcp: pick((r) => r.lhr.audits['first-contentful-paint']?.numericValue),
    lcp: pick((r) => r.lhr.audits['largest-contentful-paint']?.numericValue),
    tbt: pick((r) => r.lhr.audits['total-blocking-time']?.numericValue),
    cls: pick((r) => r.lhr.audits['cumulative-layout-shift']?.numericValue),
    bytes: pick((r) => r.lhr.audits['total-byte-weight']?.numericValue),
  };
}

function printTable(rows: Row[]) {
  const header = ['template', 'preset', 'perf', 'a11y', 'bp', 'seo', 'seo*', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'KB'];
  const lines = rows.map((row) => [
    row.template,
    row.preset,
    row.performance.toFixed(0),
    row.accessibility.toFixed(0),
    row.bestPractices.toFixed(0),
    row.seo.toFixed(0),
    row.seoIndexable.toFixed(0),
    row.fcp.toFixed(0),
    row.lcp.toFixed(0),
    row.tbt.toFixed(0),
    row.cls.toFixed(3),
    (row.bytes / 1024).toFixed(1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(`\nLighthouse 12, median of ${RUNS} runs (seo*: without is-crawlable, which a demo build fails by design)\n${format(header)}`);
  for (const line of lines) console.log(format(line));
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: rootDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const allTemplates = ['/', '/ratenkredit', '/ratenkredit?betrag=25000&laufzeit=96&sortierung=rate', '/unternehmenskredit', '/ratenkredit/beste', '/kreditkarten', '/glossar', await firstGlossaryTerm(), '/ratgeber/monatliches-sparen', '/ratgeber/deutsche-einkommen', '/ratgeber/sparkonto', '/ratgeber/sparkonto?anlage=festgeld&betrag=25000&dauer=24'];
// LIGHTHOUSE_TEMPLATES=/,/glossar and LIGHTHOUSE_PRESETS=mobile narrow a run while tuning one template; any
// site path may be named (/baufinanzierung, /impressum, /gibt-es-nicht for the 404 page).
const onlyTemplates = process.env.LIGHTHOUSE_TEMPLATES?.split(',').filter(Boolean);
const templates = onlyTemplates?.length ? onlyTemplates : allTemplates;
const presets = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',');
const preview = spawn('npx', ['tsx', 'scripts/preview.ts'], { cwd: rootDir, env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore', detached: true });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
const staticHost = createStaticServer({ root: distDir, headers: securityHeaders(headerConfigFromEnv(rootDir)) });
const rows: Row[] = [];

async function measureTemplate(template: string, port: number, variant: string) {
  for (const [preset, config] of [['mobile', undefined], ['desktop', desktopConfig as Config]] as const) {
    if (!presets.includes(preset)) continue;
    const results: RunnerResult[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await measure(`http://127.0.0.1:${port}${template}`, chrome.port, config);
      results.push(result);
      const name = `${template === '/' ? 'home' : template.slice(1).replace(/[/?&=]/g, '_')}${variant ? '-backend-down' : ''}-${preset}-${run + 1}.json`;
      await writeFile(path.join(reportDir, name), JSON.stringify(result.lhr));
    }
    rows.push(summarise(results, template, variant ? `${preset} ${variant}` : preset));
    console.log(`measured ${template} (${preset}${variant ? `, ${variant}` : ''})`);
  }
}

try {
  await waitForServer(`http://127.0.0.1:${PORT}/`);
  await mkdir(reportDir, { recursive: true });
  for (const template of templates) await measureTemplate(template, PORT, '');
  // Stop the preview and its local API: a static host whose backend cannot be reached at all.
  if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await new Promise<void>((resolve) => staticHost.listen(BACKEND_DOWN_PORT, '127.0.0.1', () => resolve()));
  for (const template of templates.filter((entry) => BACKEND_DOWN_TEMPLATES.includes(entry))) {
    await measureTemplate(template, BACKEND_DOWN_PORT, 'backend down');
  }
} finally {
  chrome.kill();
  staticHost.close();
  if (preview.pid) {
    try {
      process.kill(-preview.pid, 'SIGTERM');
    } catch {
      // already stopped before the backend-down runs
    }
  }
}
printTable(rows);
console.log(`\nJSON reports: ${path.relative(rootDir, reportDir)}/`);
