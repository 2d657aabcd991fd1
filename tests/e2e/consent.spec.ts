import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

const SITE_ORIGIN = /^http:\/\/127\.0\.0\.1(:\d+)?\//;

async function storageSnapshot(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookies: document.cookie,
    events: (window.dataLayer ?? []).map((entry) => entry.event),
  }));
}

test.beforeEach(async ({ context }) => {
  // Partner sites are not reachable from the test machine; a click only has to open them.
  await context.route(/^https:\/\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }),
  );
});

test('nothing is stored or tracked before the visitor chooses', async ({ page }) => {
  const foreignRequests: string[] = [];
  page.on('request', (request) => {
    if (!SITE_ORIGIN.test(request.url()) && !request.url().startsWith('data:')) foreignRequests.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  const banner = page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Nur notwendige' })).toBeVisible();
  expect(await storageSnapshot(page)).toEqual({ local: [], session: [], cookies: '', events: [] });
  expect(foreignRequests).toEqual([]);
});

test('both main choices carry equal visual weight', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
  const accept = banner.getByRole('button', { name: 'Alle akzeptieren' });
  const reject = banner.getByRole('button', { name: 'Nur notwendige' });
  const style = (name: 'color' | 'background-color' | 'font-weight' | 'font-size') =>
    Promise.all([accept, reject].map((button) => button.evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), name)));
  for (const property of ['color', 'background-color', 'font-weight', 'font-size'] as const) {
    const [a, b] = await style(property);
    expect(a, property).toBe(b);
  }
});

test('"Nur notwendige" stores only the choice; affiliate links work without a click record', async ({ page, context }) => {
  await page.goto('/ratenkredit');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeHidden();

  const link = page.locator('main a[rel~="sponsored"]').first();
  const popupPromise = context.waitForEvent('page');
  await link.click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/^https:\/\/.+[?&]click_id=/);

  const snapshot = await storageSnapshot(page);
  expect(snapshot.local).toEqual(['ks-consent']);
  expect(snapshot.session).toEqual([]);
  expect(snapshot.events).toEqual(['consent_update']);
});

test('"Alle akzeptieren" enables click records and analytics events', async ({ page, context }) => {
  await page.goto('/ratenkredit');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();

  const popupPromise = context.waitForEvent('page');
  await page.locator('main a[rel~="sponsored"]').first().click();
  await popupPromise;

  await expect.poll(async () => (await storageSnapshot(page)).events).toContain('affiliate_click');
  expect((await storageSnapshot(page)).session.length).toBeGreaterThan(0);
});

test('the footer link reopens the settings with the three categories', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await page.locator('footer').getByRole('link', { name: 'Cookie-Einstellungen' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('checkbox', { name: /Notwendig/ })).toBeDisabled();
  await settings.getByRole('checkbox', { name: /Statistik/ }).check();
  await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ks-consent') ?? '{}'));
  expect(stored).toMatchObject({ statistics: true, marketing: false });
});

test('the cookie policy page opens the settings too', async ({ page }) => {
  await page.goto('/cookies');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await page.locator('main').getByRole('link', { name: /Cookie-Einstellungen/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
});
