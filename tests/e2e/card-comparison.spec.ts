import { expect, test, type Page } from '@playwright/test';
import { defaultCardValues, type CardComparisonValues } from '../../src/features/card-comparison/inputs/card-params';
import { yearCostText } from '../../src/features/card-comparison/model/card-texts';
import { canonicalFor, axeViolations, observeShifts, trackErrors, waitForHydration } from './helpers';
import { presetConsent } from './partners-helpers';
import { expectedCards } from './card-helpers';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();

/** The cards as shown: name and the two cost lines, read with textContent (cards off screen render no innerText). */
async function shownCards(page: Page) {
  return page.locator('[data-card-list] > [data-card-offer]').evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector('h3')?.textContent ?? '',
      first: item.querySelector('[data-cost-year="1"] p')?.textContent ?? '',
      later: item.querySelector('[data-cost-year="2"] p')?.textContent ?? '',
    })),
  );
}

/** What the cost model computes for `values`, in the words the cards use. */
function modelCards(values: Partial<CardComparisonValues> = {}) {
  return expectedCards(values).map((card) => ({ name: card.name, first: plain(yearCostText('first', card.first)), later: plain(yearCostText('later', card.later)) }));
}

/** Polls until the page shows, in order, exactly the cards and costs the model computes for `values`. */
async function expectCardsFor(page: Page, values: Partial<CardComparisonValues>) {
  const expected = modelCards(values);
  await expect
    .poll(async () => (await shownCards(page)).map((card) => ({ name: card.name, first: plain(card.first), later: plain(card.later) })))
    .toEqual(expected);
  await expect(page.locator('[data-comparison-results]')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('[data-card-list]')).toHaveAttribute('aria-busy', 'false');
}

const field = (page: Page, name: string) => page.locator(`form[data-card-form] [name="${name}"]`);
const basisLine = (page: Page) => page.locator('[data-calculation-basis]');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page computes every card for the defaults and says so', async ({ page }) => {
    await page.goto('/kreditkarten');
    await expectCardsFor(page, {});
    await expect(basisLine(page)).toHaveText(
      /^Berechnet für: 500\s€ Kartenzahlungen im Monat im Euroraum, 1\.000\s€ im Jahr in Fremdwährung, 4 Abhebungen im Jahr außerhalb des Euroraums à 200\s€$/,
    );
    const form = page.locator('form[data-card-form]');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/kreditkarten#ergebnisse');
    await expect(page.getByText(/^Ohne JavaScript können wir nicht mit Ihren Angaben rechnen\. Die Kosten unten gelten für 500\s€ Kartenzahlungen/)).toBeVisible();
  });

  test('the form submits to /kreditkarten, and the page says which inputs its figures are for', async ({ page }) => {
    await page.goto('/kreditkarten');
    await field(page, 'umsatz').fill('800');
    await field(page, 'kartenart').selectOption('prepaid');
    await page.getByRole('button', { name: 'Kosten berechnen' }).click();
    await expect(page).toHaveURL(/\/kreditkarten\?umsatz=800&fremdwaehrung=1\.000&abhebungen=4&abhebung=200&kartenart=prepaid&sortierung=kosten1#ergebnisse$/);
    // A static page cannot read the query: its figures stay the defaults', and it says so where the form lands.
    await expect(page.getByText(/^Ohne JavaScript können wir nicht mit Ihren Angaben rechnen/)).toBeInViewport();
    await expect(basisLine(page)).toContainText('500');
    await expectCardsFor(page, {});
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test('every card states its conditions and the issue example adds up to 16,50 € and 45,50 €', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/kreditkarten');
    await waitForHydration(page);
    await expectCardsFor(page, {});
    const example = page.locator('[data-card-offer="cashback-plus"]');
    for (const text of [
      'Jahresgebühr: 1. Jahr 0,00 €, ab dem 2. Jahr 29,00 €',
      'Fremdwährungsentgelt: 1,75 %',
      'Bargeld außerhalb des Euroraums: 2,00 %, mindestens 5,00 €',
      'Cashback: 0,50 %',
      'Kosten im 1. Jahr: 16,50 €',
      'Kosten ab dem 2. Jahr: 45,50 €',
      '= 0,00 € Jahresgebühr + 31,50 € Auslandseinsatz + 20,00 € Bargeld − 35,00 € Cashback',
      '= 29,00 € Jahresgebühr + 31,50 € Auslandseinsatz + 20,00 € Bargeld − 35,00 € Cashback',
    ]) {
      expect(plain((await example.textContent()) ?? '')).toContain(text);
    }
    // A waiver and free withdrawals are stated where a card has them.
    expect(plain((await page.locator('[data-card-offer="reisefuchs-kreditkarte"]').textContent()) ?? '')).toContain('(entfällt ab 6.000,00 € Jahresumsatz)');
    expect(plain((await page.locator('[data-card-offer="hafenkante-debitkarte"]').textContent()) ?? '')).toContain('; 6 Abhebungen im Jahr ohne Entgelt');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalFor('/kreditkarten'));
    expect(errors).toEqual([]);
  });

  test('lists card products only: no loan intermediary under "Karte beantragen"', async ({ page }) => {
    await page.goto('/kreditkarten');
    const list = page.locator('[data-partner-list="kreditkarte"]');
    for (const name of ['Zinsfinder', 'Kreditlotse', 'Finanzkompass24']) await expect(list.getByText(name)).toHaveCount(0);
    await expect(list).not.toContainText('Kreditrahmen 500 € – 120.000 €');
  });

  test('a card with the Teilzahlung preset shows its rates, the example with the lender’s address and how to pay in full, and is never "kostenlos"', async ({ page }) => {
    await page.goto('/kreditkarten');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Achtung! Kreditaufnahme kostet Geld.' })).toBeVisible();
    const revolving = page.locator('[data-card-offer]').filter({ has: page.locator('[data-card-type="revolving"]') });
    await expect(revolving).toHaveCount(expectedCards().filter((card) => card.type === 'revolving').length);
    for (const card of await revolving.all()) {
      const text = plain((await card.textContent()) ?? '');
      expect(text).toMatch(/Teilzahlung voreingestellt: Sollzins \d+,\d{2} % p\. a\. \(veränderlich\), effektiver Jahreszins \d+,\d{2} %/);
      expect(text).toContain('Auf vollständige Zahlung umstellen:');
      expect(text).toMatch(/Repräsentatives Beispiel: Nettodarlehensbetrag 1\.500,00 €.*Darlehensgeber: [^,]+ AG, .+\(Beispieladresse\)\./);
      expect(text).not.toMatch(/kostenlos/i);
    }
    // "Kostenlos" only where no year costs a fee and no Teilzahlung is preset.
    const free = page.locator('[data-card-offer]').filter({ has: page.locator('[data-card-badge="kostenlos"]') });
    expect((await free.evaluateAll((items) => items.map((item) => item.getAttribute('data-card-offer')))).sort()).toEqual(['feldlerche-karte', 'hafenkante-debitkarte']);
  });

  test('results follow typing, the URL follows the pause, and reload and Back reproduce them', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/kreditkarten');
    await waitForHydration(page);
    await field(page, 'umsatz').fill('');
    await field(page, 'umsatz').pressSequentially('800', { delay: 50 });
    await expectCardsFor(page, { umsatz: 800 });
    await expect(basisLine(page)).toContainText('800');
    await expect(page).toHaveURL(/\/kreditkarten\?umsatz=800$/);
    await field(page, 'abhebungen').fill('0');
    await expectCardsFor(page, { umsatz: 800, abhebungen: 0 });
    await expect(page).toHaveURL(/\/kreditkarten\?umsatz=800&abhebungen=0$/);

    await page.reload();
    await waitForHydration(page);
    await expectCardsFor(page, { umsatz: 800, abhebungen: 0 });
    await expect(field(page, 'umsatz')).toHaveValue('800');

    await page.locator('main a[href="/ratenkredit"]').last().click();
    await expect(page).toHaveURL(/\/ratenkredit$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/kreditkarten\?umsatz=800&abhebungen=0$/);
    await expectCardsFor(page, { umsatz: 800, abhebungen: 0 });
    await expect(field(page, 'abhebungen')).toHaveValue('0');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalFor('/kreditkarten'));
    expect(errors).toEqual([]);
  });

  test('Back from a card-type anchor the visitor followed shows the inputs of the entry before it', async ({ page }) => {
    await page.goto('/kreditkarten');
    await waitForHydration(page);
    await field(page, 'fremdwaehrung').fill('2500');
    await expect(page).toHaveURL(/\/kreditkarten\?fremdwaehrung=2500$/);
    await page.locator('nav[aria-label="Kartentypen"] a[href="#prepaid"]').click();
    await expect(page).toHaveURL(/\/kreditkarten\?fremdwaehrung=2500#prepaid$/);
    await field(page, 'fremdwaehrung').fill('0');
    await expect(page).toHaveURL(/\/kreditkarten\?fremdwaehrung=0#prepaid$/);
    await expectCardsFor(page, { fremdwaehrung: 0 });
    await page.goBack();
    await expect(page).toHaveURL(/\/kreditkarten\?fremdwaehrung=2500$/);
    await expectCardsFor(page, { fremdwaehrung: 2500 });
    await expect(field(page, 'fremdwaehrung')).toHaveValue('2.500');
  });

  test('the sort order and the card type apply at once and stay in the URL', async ({ page }) => {
    await page.goto('/kreditkarten');
    await waitForHydration(page);
    await field(page, 'sortierung').selectOption('kosten2');
    await expect(page).toHaveURL(/\/kreditkarten\?sortierung=kosten2$/);
    await expectCardsFor(page, { sortierung: 'kosten2' });
    expect(modelCards({ sortierung: 'kosten2' }).map((card) => card.name)).not.toEqual(modelCards().map((card) => card.name));
    for (const kartenart of ['prepaid', 'debitkarte', 'kreditkarte'] as const) {
      await field(page, 'kartenart').selectOption(kartenart);
      await expect(page).toHaveURL(new RegExp(`/kreditkarten\\?kartenart=${kartenart}&sortierung=kosten2$`));
      await expectCardsFor(page, { sortierung: 'kosten2', kartenart });
    }
    await page.goBack();
    await page.goForward();
    await expectCardsFor(page, { sortierung: 'kosten2', kartenart: 'kreditkarte' });
  });

  test('a URL with inputs shows their results, without layout shift', async ({ page }) => {
    const shifts = await observeShifts(page);
    const values = { umsatz: 1200, fremdwaehrung: 3000, abhebungen: 10, abhebung: 300, kartenart: 'alle', sortierung: 'kosten1' } as const;
    await page.goto('/kreditkarten?umsatz=1200&fremdwaehrung=3000&abhebungen=10&abhebung=300');
    await waitForHydration(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-comparison-pending');
    await expectCardsFor(page, values);
    await expect(field(page, 'fremdwaehrung')).toHaveValue('3.000');
    await expect(basisLine(page)).toContainText('10 Abhebungen im Jahr außerhalb des Euroraums à 300');
    await page.mouse.wheel(0, 4000);
    await page.mouse.wheel(0, -4000);
    expect(await shifts()).toEqual([]);
  });

  test('the default page loads without layout shift, and axe finds nothing, also with hints shown', async ({ page }) => {
    const shifts = await observeShifts(page);
    await page.goto('/kreditkarten');
    await waitForHydration(page);
    expect(await shifts()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await field(page, 'umsatz').fill('abc');
    await expect(page.getByText('Betrag nicht erkannt – wir rechnen mit 500 €.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const [text, hint, umsatz] of [
    ['', 'Kein Betrag angegeben – wir rechnen mit 500 €.', 500],
    ['viel', 'Betrag nicht erkannt – wir rechnen mit 500 €.', 500],
    ['-50', 'Mindestens 0 € – wir rechnen mit 0 €.', 0],
    ['1e9', 'Gelesen als 1.000.000.000. Höchstens 100.000 € – wir rechnen mit 100.000 €.', 100_000],
    ['1.000,50', 'Nur volle Euro – wir rechnen mit 1.001 €.', 1001],
  ] as const) {
    test(`bad input "${text}" gives a German hint and computes with ${umsatz} €`, async ({ page }) => {
      const errors = trackErrors(page);
      await page.goto('/kreditkarten');
      await waitForHydration(page);
      await field(page, 'umsatz').fill(text);
      await expect(page.locator('[data-comparison-hint]')).toHaveText(hint.replace(/ €/g, '\u00a0€'));
      await expectCardsFor(page, { umsatz });
      expect(errors).toEqual([]);
    });
  }

  test('fits a 320 px screen: no card, condition or cost line sticks out', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/kreditkarten');
    await waitForHydration(page);
    const overflowing = await page.locator('[data-card-form], [data-card-list] [data-card-offer] article').evaluateAll((boxes) =>
      boxes.filter((box) => box.scrollWidth > box.clientWidth + 1 || box.getBoundingClientRect().right > window.innerWidth + 0.5).map((box) => box.outerHTML.slice(0, 80)),
    );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('keeps the spec’s parts: card types with #kostenlos and #cashback, four FAQs, the link to /ratenkredit', async ({ page }) => {
    await page.goto('/kreditkarten#cashback');
    for (const id of ['kostenlos', 'cashback', 'premium', 'prepaid']) await expect(page.locator(`#${id}`)).toHaveCount(1);
    await expect(page.locator('#cashback')).toBeInViewport();
    await expect(page.locator('#faq details')).toHaveCount(4);
    await expect(page.locator('main a[href="/ratenkredit"]').first()).toBeAttached();
  });
});

test('the default values in the model are the prerendered ones', () => {
  expect(defaultCardValues).toEqual({ umsatz: 500, fremdwaehrung: 1000, abhebungen: 4, abhebung: 200, kartenart: 'alle', sortierung: 'kosten1' });
});
