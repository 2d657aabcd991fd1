import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readViteManifest } from '../../scripts/lib/vite-assets';
import { distDir } from '../../scripts/lib/paths';
import { afterNextFrame, observeShifts, waitForHydration } from './helpers';
import { API_PATTERN, partnerPages, prerenderedAt, presetConsent } from './partners-helpers';

const DEMO_NOTICE = 'Beispieldaten: fiktive Anbieter';

test.describe('the demo build is harmless when deployed', () => {
  test('robots.txt disallows everything and pages carry noindex', async ({ page, request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    for (const url of ['/', '/ratenkredit', '/glossar', '/impressum']) {
      const html = await (await request.get(url)).text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    await page.goto('/ratenkredit');
    await expect(page.locator('[data-partner-list]').getByText(DEMO_NOTICE)).toBeVisible();
    await page.goto('/impressum');
    await expect(page.getByText('Beispieldaten: Die folgenden Betreiberangaben sind Platzhalter')).toBeVisible();
  });
});

test.describe('a demo served from a public host name', () => {
  // playwright.config.ts maps this name to the preview server: to the browser an ordinary public site.
  test('never sends a request to a loopback or private address, and still lists the offers', async ({ page, baseURL }) => {
    const origin = baseURL!.replace('127.0.0.1', 'demo.kreditsmart.test');
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    await presetConsent(page);
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    // A client-side navigation needs the offers from somewhere: the build's snapshot, same origin.
    await page.locator('main a[href="/kreditkarten"]').first().click();
    await expect(page).toHaveURL(`${origin}/kreditkarten`);
    const names = partnerPages.find((entry) => entry.path === '/kreditkarten')!.names;
    await expect(page.locator('[data-partner-card]').first()).toContainText(names[0]!);
    // The first key refreshes stale offers (src/app/start/revalidate-on-engagement.ts).
    await page.keyboard.press('Tab');
    await page.waitForLoadState('networkidle');
    const foreign = requests.filter((url) => !url.startsWith(origin));
    expect(foreign).toEqual([]);
    expect(requests).toContain(`${origin}/data/partners/kreditkarte.json`);
  });
});

/** Console output of the app itself; the browser's own "Failed to load resource" lines are its report of the failed request. */
function consoleOf(page: Page) {
  const messages: { type: string; text: string }[] = [];
  page.on('console', (message) => {
    if (!message.text().startsWith('Failed to load resource')) messages.push({ type: message.type(), text: message.text() });
  });
  page.on('pageerror', (error) => messages.push({ type: 'error', text: error.message }));
  return messages;
}

const faults = {
  'unreachable': (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.abort('connectionrefused'),
  'answering 503': (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  'answering 200 with an object instead of a list': (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"rows":[]}' }),
  'answering 200 with rows that are all invalid': (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[{"name":null},{"id":1}]' }),
  'slow (10 s)': async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await route.abort('timedout').catch(() => {});
  },
} as const;

test.describe('backend misbehaving while stale offers are shown', () => {
  for (const path of ['/ratenkredit', '/ratenkredit/beste']) {
    for (const [fault, handler] of Object.entries(faults)) {
      test(`${path}: backend ${fault} — offers stay, nothing shifts, no console error`, async ({ page, request }) => {
        const html = await (await request.get(path)).text();
        // An hour after the build: the prerendered offers are stale and get refreshed.
        await page.clock.setFixedTime(new Date(prerenderedAt(html) + 3_600_000));
        await presetConsent(page);
        const shifts = await observeShifts(page);
        const messages = consoleOf(page);
        const apiCalls: string[] = [];
        let answered = 0;
        await page.route(API_PATTERN, async (route) => {
          apiCalls.push(route.request().url());
          await handler(route);
          answered += 1;
        });
        await page.goto(path);
        await waitForHydration(page);
        const cards = page.locator('[data-partner-card]');
        const before = await cards.allTextContents();
        expect(before.length).toBeGreaterThan(0);
        // Nothing is requested while the page loads ...
        expect(apiCalls).toEqual([]);
        // ... the first interaction (a tap on the heading) refreshes the stale offers, and that fails.
        await page.locator('h1').click();
        await expect.poll(() => apiCalls.length).toBeGreaterThan(0);
        if (!fault.startsWith('slow')) {
          // Until each list's refresh and its one retry (src/lib/query-client.ts) have failed; the slow one is checked while it hangs.
          const triedTwice = () => [...new Set(apiCalls)].every((url) => apiCalls.filter((call) => call === url).length >= 2);
          await expect.poll(() => triedTwice() && answered === apiCalls.length, { timeout: 10_000 }).toBe(true);
        }
        await afterNextFrame(page);

        expect(await cards.allTextContents()).toEqual(before);
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(page.getByText(/Derzeit keine/)).toHaveCount(0);
        expect(await shifts()).toEqual([]);
        expect(messages.filter((message) => message.type === 'error')).toEqual([]);
        expect(messages.filter((message) => message.type === 'warning').length).toBeLessThanOrEqual(1);
      });
    }
  }
});

test.describe('a deploy replaced the scripts of an open tab', () => {
  test('a client navigation whose page chunk is gone loads that page afresh, once', async ({ page }) => {
    const manifest = await readViteManifest(distDir);
    const chunk = manifest['src/pages/ratenkredit-page.tsx']?.file;
    expect(chunk).toBeTruthy();
    await presetConsent(page);
    await page.goto('/');
    await waitForHydration(page);
    let refused = 0;
    await page.route(`**/${chunk}`, (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    const reloaded = page.waitForEvent('load');
    await page.locator('main a[href="/ratenkredit"]').first().click();
    await reloaded;
    await expect(page).toHaveURL(/\/ratenkredit$/);
    await expect(page.locator('h1')).toContainText('Ratenkredit');
    await expect(page.locator('[data-partner-card]').first()).toBeVisible();
    expect(refused).toBe(1);
    expect(await readFile(path.join(distDir, chunk!), 'utf8')).not.toBe('');
  });
});
