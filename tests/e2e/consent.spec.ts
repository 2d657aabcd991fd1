import { expect, test, type Page } from '@playwright/test';
import { operatorFacts } from '../../src/config/operator-facts';
import { axeViolations, builtWithAnalytics, waitForHydration } from './helpers';

const SITE_ORIGIN = /^http:\/\/127\.0\.0\.1(:\d+)?\//;
const GTM_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-/;
const BANNER = 'Ihre Privatsphäre ist uns wichtig';
const denied = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };

/** What the page keeps: storage keys, cookies and the dataLayer, gtag commands (Arguments) as arrays. */
async function storageSnapshot(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookies: document.cookie,
    dataLayer: (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as unknown as ArrayLike<unknown>) : entry,
    ),
  }));
}

async function clickFirstAffiliateLink(page: Page) {
  const popupPromise = page.context().waitForEvent('page');
  await page.locator('main a[rel~="sponsored"]').first().click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  return new URL(popup.url());
}

test.beforeEach(async ({ context }) => {
  // Partner sites are not reachable from the test machine; a click only has to open them.
  await context.route(/^https:\/\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }),
  );
});

test.describe('without an analytics container (default build)', () => {
  test.skip(builtWithAnalytics, 'this build has VITE_GTM_ID');

  test('nothing is asked, stored or sent; affiliate links still carry their click_id', async ({ page }) => {
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      if (!SITE_ORIGIN.test(request.url()) && !request.url().startsWith('data:')) foreignRequests.push(request.url());
    });
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('footer').getByRole('link', { name: 'Cookie-Einstellungen' })).toHaveCount(0);

    const opened = await clickFirstAffiliateLink(page);
    expect(opened.searchParams.get('click_id')).toMatch(/^[0-9a-f-]{20,}$/);
    expect(foreignRequests).toEqual([]);
    expect(await storageSnapshot(page)).toEqual({ local: [], session: [], cookies: '', dataLayer: [] });
  });

  test('the cookie policy says that nothing is stored', async ({ page }) => {
    await page.goto('/cookies');
    await expect(page.locator('#uebersicht')).toContainText('Keine: Diese Website speichert nichts auf Ihrem Gerät.');
    await expect(page.locator('main')).not.toContainText('_ga');
  });
});

test.describe('with Google Tag Manager configured', () => {
  test.skip(!builtWithAnalytics, 'needs a build and preview with VITE_GTM_ID (npm run test:e2e:analytics)');

  test.beforeEach(async ({ context }) => {
    // A stand-in for the container: records what was queued when it loaded and sets GA-like cookies.
    await context.route(GTM_SCRIPT, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: `
          window.gtmLoads = (window.gtmLoads || 0) + 1;
          window.queuedAtLoad = window.dataLayer.map((entry) =>
            Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry) : entry);
          document.cookie = '_ga=GA1.1.1234567.1700000000; path=/';
          document.cookie = '_ga_TEST123=GS1.1.1700000000.1.0; path=/';`,
      }),
    );
  });

  test('nothing is stored or sent before the visitor chooses', async ({ page }) => {
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      if (!SITE_ORIGIN.test(request.url()) && !request.url().startsWith('data:')) foreignRequests.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('dialog', { name: BANNER });
    await expect(banner).toBeVisible();
    expect(await storageSnapshot(page)).toEqual({ local: [], session: [], cookies: '', dataLayer: [] });
    expect(foreignRequests).toEqual([]);
  });

  test('the first layer names the purposes and Google; both main choices carry equal weight; axe finds nothing', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('dialog', { name: BANNER });
    await expect(banner).toContainText('Notwendig: Wir speichern nur Ihre Auswahl.');
    await expect(banner).toContainText(`Statistik (optional): pseudonyme Reichweitenmessung mit Cookies durch ${operatorFacts.analytics.name}`);
    await expect(banner).not.toContainText(/anonym/i);
    const accept = banner.getByRole('button', { name: 'Alle akzeptieren' });
    const reject = banner.getByRole('button', { name: 'Nur notwendige' });
    for (const property of ['color', 'background-color', 'font-weight', 'font-size', 'border-color', 'padding-top']) {
      const [a, b] = await Promise.all([accept, reject].map((button) => button.evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property)));
      expect(a, property).toBe(b);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const path of ['/', '/ratenkredit', '/glossar']) {
    test(`on a phone the banner stays compact and is never the largest contentful paint (${path})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { lcp: string[] }).lcp = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
            seen.push(entry.element?.closest('[role="dialog"]') ? 'banner' : (entry.element?.tagName ?? 'removed'));
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(path);
      const banner = page.getByRole('dialog', { name: BANNER });
      await expect(banner).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(300);
      const lcp = await page.evaluate(() => (window as unknown as { lcp: string[] }).lcp);
      expect(lcp.length).toBeGreaterThan(0);
      expect(lcp).not.toContain('banner');
    });
  }

  test('"Nur notwendige" stores only the choice, queues the denied default and update, loads no tag', async ({ page }) => {
    const tagRequests: string[] = [];
    page.on('request', (request) => {
      if (GTM_SCRIPT.test(request.url())) tagRequests.push(request.url());
    });
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(page.getByRole('dialog', { name: BANNER })).toBeHidden();

    const opened = await clickFirstAffiliateLink(page);
    expect(opened.searchParams.get('click_id')).toMatch(/^[0-9a-f-]{20,}$/);
    expect(await storageSnapshot(page)).toEqual({
      local: ['ks-consent'],
      session: [],
      cookies: '',
      dataLayer: [
        ['consent', 'default', { ...denied, wait_for_update: 500 }],
        ['consent', 'update', denied],
      ],
    });
    expect(tagRequests).toEqual([]);
  });

  test('"Alle akzeptieren" queues the denied default before the container loads, then grants analytics', async ({ page }) => {
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { gtmLoads?: number }).gtmLoads)).toBe(1);

    const queuedAtLoad = await page.evaluate(() => (window as unknown as { queuedAtLoad: unknown[] }).queuedAtLoad);
    expect(queuedAtLoad).toEqual([
      ['consent', 'default', { ...denied, wait_for_update: 500 }],
      ['consent', 'update', { ...denied, analytics_storage: 'granted' }],
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
    await clickFirstAffiliateLink(page);
    await expect.poll(async () => (await storageSnapshot(page)).dataLayer).toContainEqual(expect.objectContaining({ event: 'affiliate_click' }));
    expect((await storageSnapshot(page)).session).toEqual([]);
  });

  test('withdrawing Statistik sends a denied update, deletes the GA cookies and reloads once without the tag', async ({ page }) => {
    // Every dataLayer entry is logged, so the update sent just before the reload can be checked.
    await page.addInitScript(() => {
      const layer: unknown[] = [];
      const push = layer.push.bind(layer);
      layer.push = (...entries: unknown[]) => {
        for (const entry of entries) {
          const plain = Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry;
          console.info(`dataLayer ${JSON.stringify(plain)}`);
        }
        return push(...entries);
      };
      (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    });
    const pushed: unknown[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('dataLayer ')) pushed.push(JSON.parse(message.text().slice('dataLayer '.length)));
    });
    let documentLoads = 0;
    page.on('load', () => (documentLoads += 1));

    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('_ga_TEST123=');

    await page.locator('footer').getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await settings.getByRole('checkbox', { name: /Statistik/ }).uncheck();
    await Promise.all([page.waitForEvent('load'), settings.getByRole('button', { name: 'Auswahl speichern' }).click()]);
    await waitForHydration(page);

    expect(pushed).toContainEqual(['consent', 'update', denied]);
    expect(pushed.filter((entry) => Array.isArray(entry) && entry[1] === 'update').at(-1)).toEqual(['consent', 'update', denied]);
    const after = await page.evaluate(() => ({
      cookies: document.cookie,
      tag: document.querySelectorAll('script[src*="googletagmanager.com"]').length,
      gtmLoads: (window as unknown as { gtmLoads?: number }).gtmLoads ?? 0,
      consent: JSON.parse(localStorage.getItem('ks-consent') ?? '{}'),
    }));
    expect(after).toEqual({ cookies: '', tag: 0, gtmLoads: 0, consent: { statistics: false, decidedAt: expect.any(String) } });
    // No event to wait for: a reload loop would show as a third load within this second.
    await page.waitForTimeout(1000);
    expect(documentLoads).toBe(2);
  });

  test('axe finds no violation with the settings opened from the banner', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Einstellungen' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the footer link reopens the settings with the two categories', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    await page.locator('footer').getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(settings).toBeVisible();
    await expect(settings.getByRole('checkbox')).toHaveCount(2);
    await expect(settings.getByRole('checkbox', { name: /Notwendig/ })).toBeDisabled();
    await expect(settings.getByRole('checkbox', { name: /Statistik/ })).not.toBeChecked();
    await expect(settings).toContainText(operatorFacts.analytics.name);
    expect(await axeViolations(page)).toEqual([]);
    await settings.getByRole('checkbox', { name: /Statistik/ }).check();
    await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ks-consent') ?? '{}'));
    expect(stored).toEqual({ statistics: true, decidedAt: expect.any(String) });
  });

  test('the cookie policy lists the GA cookies and opens the settings too', async ({ page }) => {
    await page.goto('/cookies');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    const table = page.locator('#uebersicht table');
    await expect(table.locator('tbody th')).toHaveText(['ks-consent', '_ga', '_ga_<Kennung>']);
    await page.locator('main').getByRole('link', { name: /Cookie-Einstellungen/ }).first().click();
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  });
});
