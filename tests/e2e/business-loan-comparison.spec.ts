import { expect, test, type Page } from '@playwright/test';
import { axeViolations, canonicalFor, observeShifts, trackErrors, waitForAnimations, waitForHydration } from './helpers';
import { amountField, businessLoanComparisonNames, fittingOffers, notFittingOffers, openComparison, presetConsent, resultsShown, termField } from './partners-helpers';

const PATH = '/unternehmenskredit';
const CLS_URL = '/unternehmenskredit?betrag=120000&laufzeit=84';
/** The seed's offers that do not fit 50.000 € / 60 Monate. */
const notFittingAtDefaults = ['Gründerbank Direkt'];

const card = (page: Page, name: string) => page.locator('[data-partner-card]').filter({ has: page.getByRole('heading', { name, exact: true }) });
const basis = (page: Page) => page.locator('[data-calculation-basis]');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form says it cannot compute and offers no button; the figures are the example for the defaults, and a note says so', async ({ page }) => {
    await page.goto(`${CLS_URL}#ergebnisse`);
    await expect(page.getByLabel('Verwendungszweck')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Angebote berechnen' })).toHaveCount(0);
    await expect(page.getByText(/^Ohne JavaScript können wir nicht mit Ihren Angaben rechnen\. Die Angebote unten zeigen die Beispielrechnung für 50\.000\s€ · 60 Monate\.$/)).toBeVisible();
    await expect(basis(page)).toHaveText(/^Berechnet für 50\.000\s€ · 60 Monate$/);
    await expect(page.getByText(/Ohne JavaScript zeigen wir die Beispielrechnung für 50\.000\s€ · 60 Monate/)).toBeInViewport();
    await expect(card(page, 'Firmenkredit Express').locator('[data-example-calculation]')).toHaveText(/^Beispielrechnung: Nettodarlehensbetrag 50\.000,00\s€/, { useInnerText: true });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalFor(PATH));
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test('the prerendered HTML is computed for 50.000 € and 60 months and says so, with the unfit offer below', async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    expect(html).toMatch(/Berechnet für 50\.000\s€ · 60 Monate/);
    // Firmenkredit Express, 50.000 € over 60 months at 6,19 % Sollzins: 971,06 € a month.
    expect(html).toMatch(/3 von 4 Angeboten passen · günstigste Rate 971,06\s€ im Monat/);
    expect(html).toContain('<script src="/comparison-pending.js"></script>');
    expect(html).toContain('action="/unternehmenskredit#ergebnisse" method="get"');
    expect(html.indexOf('Passt nicht zu Ihren Angaben')).toBeGreaterThan(html.indexOf('>Firmenkredit Express<'));
    // Business loans only: the consumer-loan intermediaries are not in this list (audit 0-B).
    for (const consumerBroker of ['Zinsfinder', 'Kreditlotse', 'Finanzkompass24']) expect(html).not.toContain(`>${consumerBroker}<`);
    expect(html.indexOf('>Gründerbank Direkt<')).toBeGreaterThan(html.indexOf('Passt nicht zu Ihren Angaben'));
  });

  test('each card shows instalment, total, the rate range and which rate they use; business loans a Beispielrechnung', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto(PATH);
    await waitForHydration(page);
    await expect(page.locator('[data-comparison-summary]')).toHaveAttribute('aria-live', 'polite');
    await expect(page.locator('[data-comparison-summary]')).toHaveText(/^3 von 4 Angeboten passen · günstigste Rate 971,06\s€ im Monat$/);
    await expect(fittingOffers(page).locator('h3')).toHaveText(businessLoanComparisonNames.filter((name) => !notFittingAtDefaults.includes(name)));

    const express = card(page, 'Firmenkredit Express');
    // 50.000 € over 60 months at 6,19 % Sollzins: 971,06 € a month, 58.263,85 € in total.
    await expect(express.locator('[data-monthly-instalment]')).toHaveText(/^971,06\s€$/);
    await expect(express.locator('[data-total-amount]')).toHaveText(/^58\.263,85\s€$/);
    await expect(express).toContainText(/1,99\s%\s–\s14,99\s%\seffektiv/);
    await expect(express.locator('[data-rate-basis]')).toHaveText(/^Gerechnet mit dem 2\/3-Zins: 6,37\s% effektiv\. Diesen oder einen günstigeren Zins erhalten mindestens zwei Drittel der Kunden\.$/);
    await expect(express.locator('[data-example-calculation]')).toHaveText(
      /^Beispielrechnung für Ihre Angaben: Nettodarlehensbetrag 50\.000,00\s€, Sollzins 6,19\s% p\. a\. \(gebunden\), effektiver Jahreszins 6,37\s%, Laufzeit 60 Monate/,
    );
    // No consumer credit here: no card calls anything a representative example.
    await expect(page.locator('[data-partner-list] [data-representative-example]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('offers that do not fit stand under "Passt nicht zu Ihren Angaben" with their reasons', async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Passt nicht zu Ihren Angaben' })).toBeVisible();
    await expect(notFittingOffers(page).locator('h3')).toHaveText(notFittingAtDefaults);
    await expect(notFittingOffers(page).first().locator('[data-mismatch-reasons]')).toContainText('Laufzeit höchstens 36 Monate');
    await expect(notFittingOffers(page).first().locator('[data-monthly-instalment]')).toHaveCount(0);
  });

  test('typing updates the figures live and replaces the URL; a reload keeps the inputs', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto(PATH);
    await waitForHydration(page);
    const express = card(page, 'Firmenkredit Express').locator('[data-monthly-instalment]');
    await expect(express).toHaveText(/^971,06\s€$/);
    const historyLength = await page.evaluate(() => history.length);

    await amountField(page).fill('');
    await amountField(page).pressSequentially('120.000');
    await expect(page).toHaveURL(/\/unternehmenskredit\?betrag=120000$/);
    // 120.000 € over 60 months at 6,19 % Sollzins.
    await expect(express).toHaveText(/^2\.330,55\s€$/);
    await expect(basis(page)).toHaveText(/^Berechnet für 120\.000\s€ · 60 Monate$/);

    await termField(page).fill('84');
    await expect(page).toHaveURL(/\/unternehmenskredit\?betrag=120000&laufzeit=84$/);
    await expect(notFittingOffers(page).filter({ hasText: 'Firmenkredit Express' })).toContainText('Laufzeit höchstens 60 Monate');
    // Mittelstand Kapital, 120.000 € over 84 months at 6,49 % Sollzins: 1.781,35 € a month.
    await expect(page.locator('[data-comparison-summary]')).toHaveText(/^2 von 4 Angeboten passen · günstigste Rate 1\.781,35\s€ im Monat$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.reload();
    await waitForHydration(page);
    await resultsShown(page);
    await expect(amountField(page)).toHaveValue('120.000');
    await expect(termField(page)).toHaveValue('84');
    await expect(basis(page)).toHaveText(/^Berechnet für 120\.000\s€ · 84 Monate$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalFor(PATH));
    expect(errors).toEqual([]);
  });

  test('on a phone, the button brings the results for the inputs into view and focuses what they were computed for', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openComparison(page, PATH);
    await amountField(page).fill('120.000');
    await termField(page).fill('84');
    await page.getByRole('button', { name: 'Angebote berechnen' }).click();
    await expect(basis(page)).toBeFocused();
    await expect(basis(page)).toHaveText(/^Berechnet für 120\.000\s€ · 84 Monate$/);
    await expect(basis(page)).toBeInViewport();
    await expect(page.locator('[data-comparison-summary]')).toBeInViewport();
    await expect(page).toHaveURL(/\/unternehmenskredit\?betrag=120000&laufzeit=84$/);
  });

  test('an amount below the minimum is clamped with a hint next to the field', async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    await amountField(page).fill('500');
    const hint = page.locator('[data-comparison-hint]');
    await expect(hint).toHaveText(/^Mindestens 1\.000\s€ – wir rechnen mit 1\.000\s€\.$/);
    await expect(amountField(page)).toHaveAttribute('aria-describedby', (await hint.getAttribute('id'))!);
    await expect(basis(page)).toHaveText(/^Berechnet für 1\.000\s€ · 60 Monate$/);
    await expect(page).toHaveURL(/\/unternehmenskredit\?betrag=1000$/);
    await expect(notFittingOffers(page).filter({ hasText: 'Firmenkredit Express' })).toContainText(/Betrag mindestens 5\.000\s€/);
  });

  test('a malformed URL shows the defaults with hints, never an empty page', async ({ page }) => {
    const errors = trackErrors(page);
    await openComparison(page, '/unternehmenskredit?betrag=viel&laufzeit=999');
    await expect(page.locator('[data-comparison-hint]')).toHaveText([
      /^Betrag nicht erkannt – wir rechnen mit 50\.000\s€\.$/,
      /^Höchstens 120 Monate – wir rechnen mit 120 Monaten\.$/,
    ]);
    await expect(basis(page)).toHaveText(/^Berechnet für 50\.000\s€ · 120 Monate$/);
    await expect(fittingOffers(page).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('axe finds no violation with results, a hint and unfit offers shown', async ({ page }) => {
    await openComparison(page, '/unternehmenskredit?betrag=500&laufzeit=84');
    await expect(page.locator('[data-comparison-hint]')).toHaveCount(1);
    await expect(notFittingOffers(page).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${CLS_URL} shows the visitor's figures without a layout shift`, async ({ page }) => {
    const shifts = await observeShifts(page);
    const errors = trackErrors(page);
    await openComparison(page, CLS_URL);
    await expect(basis(page)).toHaveText(/^Berechnet für 120\.000\s€ · 84 Monate$/);
    await page.waitForLoadState('networkidle');
    await waitForAnimations(page);
    expect(await shifts()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
