import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../src/config/storage-keys';
import { waitForHydration } from './helpers';

/** Everything below is done with key presses only: Tab to reach a control, keys to use it. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ statistics: false, marketing: false, decidedAt: new Date().toISOString() }));
  }, CONSENT_STORAGE_KEY);
});

async function tabTo(page: Page, isTarget: () => Promise<boolean>, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await isTarget()) return;
  }
  throw new Error('control not reached with Tab');
}

test('the glossary search is reachable and filters as you type', async ({ page }) => {
  await page.goto('/glossar');
  await waitForHydration(page);
  const search = page.getByRole('searchbox', { name: 'Begriff suchen' });
  await tabTo(page, () => search.evaluate((element) => element === document.activeElement));
  await page.keyboard.type('tilgung');
  await expect(page.getByRole('link', { name: /^Tilgung/ }).first()).toBeVisible();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('qqqq');
  await expect(page.getByText('Keine Begriffe gefunden für "qqqq"')).toBeVisible();
});

test('the saving calculator works with the keyboard and announces results politely', async ({ page }) => {
  await page.goto('/ratgeber/monatliches-sparen');
  await waitForHydration(page);
  const income = page.getByLabel('Monatliches Nettoeinkommen');
  await tabTo(page, () => income.evaluate((element) => element === document.activeElement));
  await page.keyboard.type('4.000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2.000');
  const result = page.getByTestId('sparrechner-ergebnis');
  await expect(result).toHaveAttribute('aria-live', 'polite');
  await expect(result).toContainText('2.000,00 €');
});

test('the income calculator works with the keyboard', async ({ page }) => {
  await page.goto('/ratgeber/deutsche-einkommen');
  await waitForHydration(page);
  const salary = page.getByLabel('Ihr Bruttojahresgehalt');
  await tabTo(page, () => salary.evaluate((element) => element === document.activeElement));
  await page.keyboard.type('60000');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Altersgruppe')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('einkommen-top')).toHaveText(/^Top \d+ %$/);
});

test('the tip chips switch with Space and Enter', async ({ page }) => {
  await page.goto('/ratgeber/finanz-tipps');
  await waitForHydration(page);
  const chips = page.getByRole('group', { name: 'Tipps nach Bereich filtern' });
  const sparen = chips.getByRole('button', { name: /^Sparen/ });
  await tabTo(page, () => sparen.evaluate((element) => element === document.activeElement));
  await page.keyboard.press('Space');
  await expect(sparen).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/kategorie=sparen/);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(chips.getByRole('button', { name: /^Alle/ })).toHaveAttribute('aria-pressed', 'true');
});
