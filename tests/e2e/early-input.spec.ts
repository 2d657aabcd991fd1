import { expect, test, type Page } from '@playwright/test';
import { cardParamNames } from '../../src/features/card-comparison/inputs/card-params';
import { comparisonParamNames } from '../../src/features/loan-comparison/inputs/param-names';
import { savingsParamNames } from '../../src/features/savings-comparison/inputs/defaults';
import { trackErrors, waitForHydration } from './helpers';

/**
 * A visitor on a slow phone may change a field in the first seconds, before the app listens. The
 * field keeps the change; the results must follow it too, not the prerendered defaults
 * (public/comparison-pending.js marks the form, src/lib/use-url-inputs.ts takes its fields over).
 */

/** Holds the app's start module back until `release` is called: the page is prerendered HTML meanwhile. */
async function holdStart(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const cases = [
  { path: '/ratenkredit', field: 'Verwendungszweck', choice: 'auto', basis: /Berechnet für 10\.000\s€ · 60 Monate · Auto/, url: /zweck=auto/ },
  { path: '/kreditkarten', field: 'Kartenart', choice: 'prepaid', basis: /Prepaid/i, url: /kartenart=prepaid/ },
  { path: '/ratgeber/sparkonto', field: 'Anlagedauer', choice: '24', basis: /über 24 Monate/, url: /dauer=24/ },
] as const;

for (const { path, field, choice, basis, url } of cases) {
  test(`${path}: a choice made before the app listens is computed once it does`, async ({ page }) => {
    const errors = trackErrors(page);
    const release = await holdStart(page);
    await page.goto(path);
    await page.getByLabel(field, { exact: true }).selectOption(choice);
    expect(await page.evaluate(() => 'appListening' in document.documentElement.dataset)).toBe(false);
    release();
    await waitForHydration(page);
    await expect(page.getByLabel(field, { exact: true })).toHaveValue(choice);
    await expect(page.locator('[data-calculation-basis]').first()).toHaveText(basis);
    await expect(page).toHaveURL(url);
    expect(errors).toEqual([]);
  });
}

test('/ratenkredit with inputs in the URL: a choice and a term changed before the app listens both win over the URL', async ({ page }) => {
  const release = await holdStart(page);
  await page.goto('/ratenkredit?betrag=25000&laufzeit=96&zweck=auto');
  await page.getByLabel('Verwendungszweck', { exact: true }).selectOption('urlaub');
  await page.getByLabel('Laufzeit (Monate)', { exact: true }).fill('48');
  release();
  await waitForHydration(page);
  await expect(page.locator('[data-calculation-basis]').first()).toHaveText(/^Berechnet für 25\.000\s€ · 48 Monate · Urlaub$/);
  await expect(page).toHaveURL(/\?betrag=25000&laufzeit=48&zweck=urlaub$/);
  await expect(page.getByLabel('Verwendungszweck', { exact: true })).toHaveValue('urlaub');
});

test('a choice made after the app listens goes the usual way, and no form stays marked', async ({ page }) => {
  await page.goto('/ratenkredit');
  await waitForHydration(page);
  await page.getByLabel('Verwendungszweck', { exact: true }).selectOption('auto');
  await expect(page.locator('[data-calculation-basis]').first()).toHaveText(/Auto/);
  await expect(page.locator('form[data-changed-early]')).toHaveCount(0);
});

test.describe('the one pending script knows each form’s parameters from the form itself', () => {
  for (const [path, names] of [
    ['/ratenkredit', comparisonParamNames],
    ['/unternehmenskredit', comparisonParamNames],
    ['/kreditkarten', cardParamNames],
    ['/ratgeber/sparkonto', savingsParamNames],
  ] as const) {
    test(`${path}: data-param-names is the comparison's own list, right before the script`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const [, listed] = /<form[^>]*data-param-names="([^"]*)"/.exec(html) ?? [];
      expect(listed?.split(' ')).toEqual([...names]);
      expect(html).toContain('<script src="/comparison-pending.js"></script>');
    });
  }
});

