import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';
import { presetConsent } from './partners-helpers';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

test.describe('/baufinanzierung calculator', () => {
  test('the prerendered HTML shows the plan for the example purchase', async ({ request }) => {
    const html = nbsp(await (await request.get('/baufinanzierung')).text()).replace(/<!-- -->/g, '');
    // 400.000 € + 10 % Nebenkosten − 80.000 € Eigenkapital = 360.000 €, 90 % of the price
    expect(html).toContain('data-mortgage-loan="">360.000,00 €');
    expect(html).toContain('data-mortgage-ltv="">90 %');
    // Eigenheim Direkt quotes up to 90 %: 360.000 € · (3,29 % + 2 %) / 12, effective (1 + 3,29 % / 12)^12 − 1
    expect(html).toMatch(/Eigenheim Direkt<\/th><td[^>]*>3,34 %<\/td><td[^>]*>3,29 % p\. a\.<\/td><td[^>]*>1\.587,00 €/);
    expect(html).toContain(
      'Darlehensvermittler: Eigenheim Direkt; Darlehensgeber: Grundstein Hypothekenbank AG, Grundsteinallee 8, 53111 Bonn (Beispieladresse). ' +
        'Das Darlehen wird durch eine Grundschuld auf die finanzierte Immobilie gesichert.',
    );
    // Heimbau lends up to 90 %, but quotes its rates up to 80 % only: no rate of its own is applied to this loan.
    expect(html).toMatch(/Heimbau Hypothekenbank:<\/span> Individuelles Angebot nötig: Zins gilt bis 80 % Beleihungsauslauf/);
    expect(html).not.toMatch(/Heimbau Hypothekenbank<\/th>/);
    expect(html).toMatch(/Ziegelstein Baugeld:<\/span> Beleihungsauslauf höchstens 80 %/);
  });

  test('every Sollzins of a named provider stands with its effective rate, lender and Grundschuld', async ({ page }) => {
    await page.goto('/baufinanzierung');
    const calculator = page.locator('[data-mortgage-calculator]');
    const rows = calculator.locator('[data-mortgage-offer]');
    await expect(rows).not.toHaveCount(0);
    for (const row of await rows.all()) {
      await expect(row.locator('[data-mortgage-effective-rate]')).toHaveText(/^\d+,\d\d\s%$/);
      const id = await row.getAttribute('data-mortgage-offer');
      const notes = calculator.locator(`[data-mortgage-offer-notes="${id}"]`);
      await expect(notes).toContainText(/Darlehensgeber: [^,]+, .+\(Beispieladresse\)/);
      await expect(notes).toContainText('Das Darlehen wird durch eine Grundschuld auf die finanzierte Immobilie gesichert.');
    }
    // Each offer's representative example states its Zinsbindung, Beleihungsauslauf, lender and Grundschuld.
    const examples = page.locator('[data-partner-list] [data-representative-example]');
    await expect(examples).toHaveCount(3);
    for (const example of await examples.all()) {
      await expect(example).toContainText(/gebunden für \d+ Jahre/);
      await expect(example).toContainText(/Beleihungsauslauf \d+ %/);
      await expect(example).toContainText(/Darlehensgeber: [^,]+, .+\(Beispieladresse\)/);
      await expect(example).toContainText('Das Darlehen wird durch eine Grundschuld auf die finanzierte Immobilie gesichert.');
    }
  });

  test('updates while typing, names why an offer does not fit, and reports bad input in German', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/baufinanzierung');
    await waitForHydration(page);
    const calculator = page.locator('[data-mortgage-calculator]');
    await expect(calculator.locator('[data-mortgage-unfit]')).toContainText('Ziegelstein Baugeld');

    await calculator.getByLabel('Eigenkapital').fill('120.000');
    await expect(calculator.locator('[data-mortgage-loan]')).toHaveText(/320\.000,00\s€/);
    await expect(calculator.locator('[data-mortgage-ltv]')).toHaveText(/80\s%/);
    // At 80 % Heimbau's rate holds too; Ziegelstein lends up to 80 % but quotes up to 60 %.
    await expect(calculator.locator('[data-mortgage-offer]')).toHaveCount(2);
    await expect(calculator.locator('[data-mortgage-quote]')).toHaveText(/Ziegelstein Baugeld:\s+Individuelles Angebot nötig: Zins gilt bis 60\s%\sBeleihungsauslauf/);
    await expect(calculator.locator('[data-mortgage-unfit]')).toHaveCount(0);

    await calculator.getByLabel('Zinsbindung').selectOption('30');
    await expect(calculator.locator('caption')).toContainText('30 Jahren Zinsbindung');
    await expect(calculator.getByRole('columnheader', { name: 'Restschuld nach 30 Jahren' })).toBeVisible();

    await calculator.getByLabel('Kaufpreis').fill('vierhunderttausend');
    await expect(calculator.getByText('Bitte nur Ziffern eingeben')).toBeVisible();
    await expect(calculator.getByText('Bitte prüfen Sie Ihre Eingaben.')).toBeVisible();
  });

  test('on a phone each offer is a card naming its figures, nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/baufinanzierung');
    const calculator = page.locator('[data-mortgage-calculator]');
    const table = calculator.locator('table');
    const fits = await table.evaluate((node) => node.scrollWidth <= node.parentElement!.clientWidth);
    expect(fits).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const firstOffer = calculator.locator('[data-mortgage-offer]').first();
    const labels = await firstOffer.locator('td').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
    expect(labels).toEqual(['"Effektiver Jahreszins"', '"Sollzins (gebunden)"', '"Monatsrate"', '"Restschuld nach 10 Jahren"']);
    // The column headers stay for screen readers, out of sight.
    await expect(calculator.getByRole('columnheader', { name: 'Monatsrate' })).toBeAttached();
    await expect(calculator.locator('thead')).toHaveCSS('position', 'absolute');
  });

  test('can be used with the keyboard alone', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/baufinanzierung');
    await waitForHydration(page);
    const price = page.locator('[data-mortgage-calculator]').getByLabel('Kaufpreis');
    await price.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('500.000');
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-mortgage-calculator]').getByLabel('Eigenkapital')).toBeFocused();
    // 500.000 + 50.000 − 80.000
    await expect(page.locator('[data-mortgage-loan]')).toHaveText(/470\.000,00\s€/);
  });
});
