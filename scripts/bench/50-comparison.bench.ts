import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { CONSENT_STORAGE_KEY } from '../../src/config/storage-keys.ts';
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts';
import { distDir } from '../lib/paths.ts';
import { createStaticServer } from '../lib/static-server.ts';

/**
 * The personal comparison under load, in Chromium with 4× CPU slowdown: 50 offers on /ratenkredit,
 * then keystrokes in the amount field. Prints the main-thread time each keystroke costs (task time
 * from the key press until the results show the new figures, minus the same idle window) and INP
 * (the longest interaction) on / and /ratenkredit. Needs a build (dist/).
 */
const PORT = 4387;
const OFFERS = 50;
const KEYSTROKES = ['2', '5', '0', '0', '0'];
const base = `http://127.0.0.1:${PORT}`;

/** 50 rows made from the seeded Ratenkredit offers, each a distinct partner. */
async function fiftyOffers(): Promise<unknown[]> {
  const rows = JSON.parse(await readFile(path.join(distDir, 'data/partners/ratenkredit.json'), 'utf8')) as Record<string, unknown>[];
  return Array.from({ length: OFFERS }, (_, index) => {
    const row = rows[index % rows.length]!;
    return { ...row, id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, brand_id: `bank-${index}`, name: `Bank ${index + 1}`, display_order: index };
  });
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
}

/** Until React has taken over the prerendered page (the app starts after the first paint; see <html data-hydrated>). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  await page.waitForTimeout(500);
}

async function observeInteractions(page: Page) {
  await page.addInitScript(() => {
    const durations: number[] = [];
    (window as unknown as { __interactions: number[] }).__interactions = durations;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId) durations.push(entry.duration);
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

const inp = async (page: Page) => Math.max(0, ...(await page.evaluate(() => (window as unknown as { __interactions: number[] }).__interactions)));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function run() {
  const server = createStaticServer({ root: distDir });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', () => resolve()));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  try {
    const rows = await fiftyOffers();
    const page = await browser.newPage();
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ statistics: false, marketing: false, decidedAt: new Date().toISOString() })), CONSENT_STORAGE_KEY);
    await observeInteractions(page);
    // The backend answers with 50 offers; they replace the prerendered ones on the first interaction.
    await page.route('**/rest/v1/partners**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(rows) }));
    // The prerendered data is marked stale so the engagement click refetches it. A fake clock would do
    // the same, but it wraps every timer and performance.now() call of the page and would be measured too.
    await page.route(`${base}/ratenkredit`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/"dataUpdatedAt":\d+/g, '"dataUpdatedAt":0') });
    });
    await page.goto(`${base}/ratenkredit`);
    await hydrated(page);
    await page.locator('h1').click();
    await page.waitForFunction((count) => document.querySelectorAll('[data-partner-card]').length >= count, OFFERS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // INP below is about typing: clear the engagement click that loaded the 50 offers.
    await page.evaluate(() => ((window as unknown as { __interactions: number[] }).__interactions.length = 0));
    const amount = page.locator('input[name="betrag"]').first();
    await amount.fill('');
    const costs: number[] = [];
    for (const key of KEYSTROKES) {
      const idleBefore = await taskSeconds(cdp);
      await page.waitForTimeout(300);
      const idle = (await taskSeconds(cdp)) - idleBefore;
      const before = await taskSeconds(cdp);
      // The same 300 ms window as the idle one: the results are rendered well within it. The key goes
      // to the focused field directly; a locator would run Playwright's own DOM query in the page.
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
      costs.push(((await taskSeconds(cdp)) - before - idle) * 1000);
    }
    console.log(`/ratenkredit, ${OFFERS} offers, 4× CPU slowdown: main-thread work per keystroke median ${median(costs).toFixed(1)} ms, max ${Math.max(...costs).toFixed(1)} ms (${costs.map((cost) => cost.toFixed(1)).join(', ')})`);
    console.log(`/ratenkredit INP (longest interaction, 4× slowdown): ${(await inp(page)).toFixed(0)} ms`);
    await page.close();

    const home = await browser.newPage();
    await observeInteractions(home);
    await home.goto(`${base}/`);
    await hydrated(home);
    const homeCdp = await home.context().newCDPSession(home);
    await homeCdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const homeAmount = home.locator('input[name="betrag"]').first();
    await homeAmount.click();
    await homeAmount.fill('');
    for (const key of KEYSTROKES) await homeAmount.press(key);
    await home.waitForTimeout(500);
    console.log(`/ INP (longest interaction while typing, 4× slowdown): ${(await inp(home)).toFixed(0)} ms`);
    await home.close();
  } finally {
    await browser.close();
    server.close();
  }
}
