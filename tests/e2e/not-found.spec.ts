import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

const oddPaths = ['/gibt-es-nicht', '/Ratenkredit', '/ratenkredit/unbekannt', '/%E2%82%AC%20%3Cscript%3E', '/ratgeber/'];

for (const path of oddPaths) {
  test(`${path} shows the 404 page with noindex`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page).toHaveTitle('Seite nicht gefunden (404) | KreditSmart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden (404)');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const main = page.locator('main');
    for (const suggestion of ['Ratenkredit', 'Kreditkarten', 'Unternehmenskredit']) {
      await expect(main.getByRole('link', { name: new RegExp(`^${suggestion}`) })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Zum Glossar' })).toHaveAttribute('href', '/glossar');
    await expect.poll(() => warnings.some((text) => text.includes('404'))).toBe(true);
  });
}

test('a trailing slash serves the canonical page', async ({ page }) => {
  const response = await page.goto('/ratenkredit/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/ratenkredit$/);
});

test('client-side navigation to an unknown path renders the 404 page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/nicht-vorhanden');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden (404)');
});
