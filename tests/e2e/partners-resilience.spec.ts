import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';
import { LOCAL_SUPABASE_URL } from '../../src/config/local-backend';
import { API_PATTERN, partnerPages, partnerRow, prerenderedAt, presetConsent } from './partners-helpers';

test.describe('prerendered offers', () => {
  test('hydrate from the embedded cache with no request while the data is fresh', async ({ page, request }) => {
    const html = await (await request.get('/ratenkredit')).text();
    await page.clock.setFixedTime(new Date(prerenderedAt(html) + 60_000));
    await presetConsent(page);
    const apiRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(LOCAL_SUPABASE_URL)) apiRequests.push(req.url());
    });
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-partner-card]').first()).toBeVisible();
    expect(apiRequests).toEqual([]);
  });

  for (const { path, names } of partnerPages) {
    test(`${path} still shows its offers when the backend is down`, async ({ page }) => {
      await presetConsent(page);
      await page.route(API_PATTERN, (route) => route.abort('connectionrefused'));
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-partner-list]').getByText(names[0]!, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});

test.describe('client-side loading when nothing was prerendered', () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  /** From a page that has no partner data in its cache (the home page prefetches the Ratenkredit list). */
  async function openRatenkreditClientSide(page: Page) {
    await page.goto('/uber-uns');
    await waitForHydration(page);
    await page.locator('main a[href="/ratenkredit"]').first().click();
    await expect(page).toHaveURL(/\/ratenkredit$/);
  }

  test('shows the loading text, then a German error with a working retry button', async ({ page }) => {
    let failing = true;
    await page.route(API_PATTERN, async (route) => {
      if (failing) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
      } else {
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([partnerRow({ brand_id: 'retry-bank', name: 'Retry Bank' })]) });
      }
    });
    await openRatenkreditClientSide(page);
    await expect(page.getByText('Lädt Partner...')).toBeVisible();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('nicht geladen werden', { timeout: 10_000 });
    failing = false;
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.locator('[data-partner-card="retry-bank"]')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a row with an http or javascript: URL or without a name is never shown as a link', async ({ page }) => {
    await page.route(API_PATTERN, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify([
          partnerRow({ brand_id: 'gute-bank', name: 'Gute Bank', display_order: 1 }),
          partnerRow({ brand_id: 'http-bank', name: 'HTTP Bank', display_order: 2, adtraction_tracking_url: 'http://http-bank.example/' }),
          partnerRow({ brand_id: 'js-bank', name: 'JS Bank', display_order: 3, adtraction_tracking_url: 'javascript:alert(1)' }),
          partnerRow({ brand_id: 'ohne-name', name: null, display_order: 4 }),
        ]),
      }),
    );
    await openRatenkreditClientSide(page);
    await expect(page.locator('[data-partner-card="gute-bank"]')).toBeVisible();
    await expect(page.locator('[data-partner-card]')).toHaveCount(1);
    await expect(page.getByText('HTTP Bank')).toHaveCount(0);
    await expect(page.getByText('JS Bank')).toHaveCount(0);
    await expect(page.locator('a[href^="http:"], a[href^="javascript:"]')).toHaveCount(0);
  });

  test('/baufinanzierung shows its loading text, then its empty state', async ({ page }) => {
    await page.route(API_PATTERN, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('main a[href="/baufinanzierung"]').first().click();
    await expect(page.getByText('Lade Angebote...')).toBeVisible();
    await expect(page.getByText('Derzeit keine Angebote verfügbar.')).toBeVisible();
  });
});
