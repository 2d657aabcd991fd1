import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { distDir } from '../../scripts/lib/paths';
import { CONSENT_STORAGE_KEY } from '../../src/config/storage-keys';
import { routes } from '../../src/routes/manifest';
import { axeViolations, builtWithAnalytics, waitForHydration } from './helpers';

function glossaryTerms(count: number): string[] {
  const dir = path.join(distDir, 'glossar');
  const slugs = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const step = Math.max(1, Math.floor(slugs.length / count));
  return Array.from({ length: count }, (_, index) => `/glossar/${slugs[index * step]}`);
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const pages = [
  ...routes.filter((route) => !route.path.includes(':')).map((route) => route.path),
  ...glossaryTerms(3),
  // A term whose text links its statutes inline and lists them as sources.
  '/glossar/privatinsolvenz',
  '/glossar/gibt-es-nicht',
  '/gibt-es-nicht',
];

for (const url of pages) {
  test(`axe finds no violation on ${url}${builtWithAnalytics ? ' (consent banner open)' : ''}`, async ({ page }) => {
    test.slow(url === '/glossar', 'the full A–Z list has close to 3.000 elements to check');
    await page.goto(url);
    await waitForHydration(page);
    // An unknown glossary slug renders on the client once its data request has failed: check the
    // finished view, not the moment in between.
    await expect(page.locator('h1')).toHaveCount(1);
    // The banner exists only when analytics is configured: then it must be open and checked too.
    const banner = page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
    if (builtWithAnalytics) await expect(banner).toBeVisible();
    else await expect(banner).toHaveCount(0);
    await expectNoViolations(page);
  });
}

test.describe('with a choice made', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(key, JSON.stringify({ statistics: false, decidedAt: new Date().toISOString() }));
    }, CONSENT_STORAGE_KEY);
  });

  test('axe finds no violation with a desktop menu open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: /Ratgeber/ }).click();
    await expectNoViolations(page);
  });

  test('axe finds no violation with the mobile drawer open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menü' }).click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#inhalt')).toBeFocused();
  });
});
