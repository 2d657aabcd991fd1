import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, observeShifts, trackErrors, waitForAnimations, waitForHydration } from './helpers';
import { amountField, fittingOffers, notFittingOffers, openComparison, presetConsent, resultsShown, seededRanking, termField } from './partners-helpers';

import { TYPING_PAUSE_MS } from '../../src/lib/search-writer';

const CLS_URL = '/ratenkredit?betrag=25000&laufzeit=96&sortierung=rate';
const rankedNames = seededRanking('ratenkredit', 'comparison').map((entry) => entry.name);
/** The seed's offers that do not fit 10.000 € / 60 Monate / freie Verwendung. */
const notFittingAtDefaults = ['Rheinkredit Direkt', 'Weser Onlinebank'];

/** The figures the cards show in the elements marked `marker`: amounts as the visitor reads them ("1.234,56 €"), rates from their attribute. */
async function figures(cards: Locator, marker: 'data-monthly-instalment' | 'data-total-amount' | 'data-effective-rate'): Promise<number[]> {
  const elements = cards.locator(`[${marker}]`);
  if (marker === 'data-effective-rate') return (await elements.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-effective-rate')))).map(Number);
  // textContent: innerText is empty for cards the browser skips off screen (content-visibility).
  const texts = await elements.evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  return texts.map((text) => {
    expect(text).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
    return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
  });
}

const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

/**
 * The comparison form's fields as laid out: each label's lines and whether it stays inside the
 * form, and the tops of the controls that share a row (by their label's top).
 */
async function fieldLayout(page: Page) {
  return page.locator('form[data-comparison-form]').first().evaluate((form) => {
    const formRight = form.getBoundingClientRect().right;
    const fields = [...form.querySelectorAll<HTMLLabelElement>('label[for]')].filter((label) => label.offsetParent !== null);
    const rows = new Map<number, number[]>();
    const labels = fields.map((label) => {
      const box = label.getBoundingClientRect();
      const control = document.getElementById(label.htmlFor)!.getBoundingClientRect();
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), Math.round(control.top)]);
      const lines = Math.round(box.height / parseFloat(getComputedStyle(label).lineHeight));
      return `${label.textContent}: ${lines} line(s)${box.right > formRight + 0.5 || label.scrollWidth > label.clientWidth ? ', overflows' : ''}`;
    });
    return { labels, rows: [...rows.values()].map((tops) => new Set(tops).size) };
  });
}

test.describe('the comparison form at its own width', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, width] of [['/', 1280], ['/', 1024], ['/', 800], ['/', 412], ['/ratenkredit', 1280], ['/ratenkredit', 1024], ['/ratenkredit', 700], ['/unternehmenskredit', 1280]] as const) {
    test(`${path} at ${width} px: every label on one line inside the form, the fields of a row level`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const { labels, rows } = await fieldLayout(page);
      expect(labels.length).toBeGreaterThanOrEqual(2);
      expect(labels.filter((label) => !label.endsWith(': 1 line(s)'))).toEqual([]);
      // One distinct control top per row of labels.
      expect(rows.every((distinctTops) => distinctTops === 1)).toBe(true);
    });
  }

  test('the key figures of a row of tiles stand level when one label wraps more than another', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ratenkredit');
    const tops = await page.locator('main dl').first().locator('dd').evaluateAll((values) => values.map((value) => Math.round(value.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form says it cannot compute: no button pretends, no card says "für Ihre Angaben", the figures say they are for the defaults', async ({ page }) => {
    // Where the home hero form (or a shared link) brings a visitor without JavaScript.
    await page.goto('/ratenkredit?betrag=25000&laufzeit=96#ergebnisse');
    await expect(page.getByRole('button', { name: 'Angebote berechnen' })).toHaveCount(0);
    await expect(page.getByText(/^Ohne JavaScript können wir nicht mit Ihren Angaben rechnen\. Die Angebote unten zeigen die Beispielrechnung für 10\.000\s€ · 60 Monate/)).toBeVisible();
    await expect(page.locator('[data-calculation-basis]')).toHaveText(/^Berechnet für 10\.000\s€ · 60 Monate · freie Verwendung$/);
    // The page opens at the results, with the note on what they were computed for first.
    await expect(page.getByText(/^Ohne JavaScript zeigen wir die Beispielrechnung für 10\.000\s€ · 60 Monate/)).toBeInViewport();
    await expect(page.locator('[data-comparison-summary]')).toBeInViewport();
    const examples = fittingOffers(page).locator('[data-example-calculation]');
    await expect(examples.first()).toHaveText(/^Beispielrechnung: Nettodarlehensbetrag 10\.000,00\s€, /, { useInnerText: true });
    expect((await examples.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText))).filter((text) => text.includes('für Ihre Angaben'))).toEqual([]);
    // Typed text stays as typed: nothing pretends to compute with it.
    await amountField(page).fill('25.000');
    await expect(amountField(page)).toHaveValue('25.000');
  });

  test('choosing the Wunschrate shows its field instead of the amount, by CSS alone', async ({ page }) => {
    await page.goto('/ratenkredit');
    const budgetField = page.getByLabel('Wunschrate (€ im Monat)');
    await expect(amountField(page)).toBeVisible();
    await expect(budgetField).toBeHidden();
    await page.getByRole('radio', { name: 'Wunschrate' }).check();
    await expect(amountField(page)).toBeHidden();
    await expect(budgetField).toBeVisible();
  });

  test('the home hero form leads to /ratenkredit with the inputs', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('form[data-comparison-form]');
    await form.getByLabel('Kreditbetrag (€)').fill('12000');
    await form.getByLabel('Verwendungszweck').selectOption('auto');
    await form.getByRole('button', { name: 'Angebote berechnen' }).click();
    await expect(page).toHaveURL(/\/ratenkredit\?betrag=12000&laufzeit=60&zweck=auto#ergebnisse$/);
    await expect(page.locator('[data-calculation-basis]')).toBeInViewport();
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test('on a phone, sending the form (Enter or the button) brings the results into view and focuses what they were computed for', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openComparison(page, '/ratenkredit');
    const basis = page.locator('[data-calculation-basis]');
    await amountField(page).fill('25.000');
    await expect(basis).not.toBeInViewport();
    await amountField(page).press('Enter');
    await expect(basis).toBeFocused();
    await expect.poll(() => basis.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(120);
    await expect(basis).toHaveText(/^Berechnet für 25\.000\s€ · 60 Monate · freie Verwendung$/);
    await expect(page.locator('[data-comparison-summary]')).toBeInViewport();
    await expect(fittingOffers(page).first()).toBeInViewport();
    await expect(page).toHaveURL(/\/ratenkredit\?betrag=25000$/);

    await termField(page).fill('84');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Angebote berechnen' }).click();
    await expect(basis).toBeFocused();
    // At the top, under the fixed header: the click alone leaves the button at the bottom of the screen.
    await expect.poll(() => basis.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(120);
    expect(await basis.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().bottom));
    await expect(basis).toHaveText(/^Berechnet für 25\.000\s€ · 84 Monate · freie Verwendung$/);
    await expect(page.locator('[data-comparison-summary]')).toBeInViewport();
    await expect(page).toHaveURL(/\/ratenkredit\?betrag=25000&laufzeit=84$/);
  });

  test('on a phone, the home hero form opens /ratenkredit at the results for its inputs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    const form = page.locator('form[data-comparison-form]');
    await form.getByLabel('Kreditbetrag (€)').fill('12000');
    await form.getByLabel('Laufzeit (Monate)').fill('48');
    await form.getByRole('button', { name: 'Angebote berechnen' }).click();
    await expect(page).toHaveURL(/\/ratenkredit\?betrag=12000&laufzeit=48&zweck=frei#ergebnisse$/);
    await resultsShown(page);
    await expect(page.locator('[data-calculation-basis]')).toHaveText(/^Berechnet für 12\.000\s€ · 48 Monate · freie Verwendung$/);
    await expect(page.locator('[data-calculation-basis]')).toBeInViewport();
    await expect(page.locator('[data-comparison-summary]')).toBeInViewport();
  });

  test('the prerendered HTML is computed for the defaults, with the unfit offers and their reasons below', async ({ request }) => {
    const html = await (await request.get('/ratenkredit')).text();
    expect(html).toMatch(/Berechnet für 10\.000\s€ · 60 Monate · freie Verwendung/);
    expect(html).toContain('9 von 11 Angeboten passen · günstigste Rate 192,35');
    expect(html).toContain('<script src="/comparison-pending.js"></script>');
    expect(html.indexOf('Passt nicht zu Ihren Angaben')).toBeGreaterThan(html.indexOf('>Nordbank Direkt<'));
  });

  test('at the defaults, unfit offers stand under "Passt nicht zu Ihren Angaben" with their reasons', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Passt nicht zu Ihren Angaben' })).toBeVisible();
    await expect(notFittingOffers(page).locator('h3')).toHaveText(notFittingAtDefaults);
    await expect(notFittingOffers(page).nth(0)).toContainText('Laufzeit höchstens 48 Monate');
    await expect(notFittingOffers(page).nth(1)).toContainText(/Betrag mindestens 15\.000\s€/);
    await expect(notFittingOffers(page).nth(1)).toContainText('Nicht für den Zweck Freie Verwendung');
    await expect(fittingOffers(page).locator('h3')).toHaveText(rankedNames.filter((name) => !notFittingAtDefaults.includes(name)));
    await expect(page.locator('[data-comparison-summary]')).toHaveAttribute('aria-live', 'polite');
    await expect(page.locator('[data-comparison-summary]')).toHaveText(/^9 von 11 Angeboten passen · günstigste Rate 192,35\s€ im Monat$/);
    const zinsfinder = fittingOffers(page).filter({ hasText: 'Zinsfinder' });
    await expect(zinsfinder.locator('[data-representative-example]')).toContainText(
      /Darlehensvermittler: Zinsfinder; Darlehensgeber: Hansekontor Bank AG, Kontorhausweg 2/,
    );
    await expect(zinsfinder).toContainText(/0,69\s%\s–\s15,99\s%\seffektiv/);
    await expect(zinsfinder.locator('[data-representative-example]')).toContainText(/Sollzins 5,99\s%\sp\. a\. \(gebunden\), effektiver Jahreszins 6,16\s%/);
    expect(errors).toEqual([]);
  });

  test('typing "25.000" updates the figures live and replaces the URL; a reload keeps the inputs', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    const first = fittingOffers(page).first().locator('[data-monthly-instalment]');
    await expect(first).toHaveText(/^192,35\s€$/);
    const historyLength = await page.evaluate(() => history.length);
    await amountField(page).fill('');
    await amountField(page).pressSequentially('25.000');
    await expect(page).toHaveURL(/\/ratenkredit\?betrag=25000$/);
    await expect(first).toHaveText(/^480,88\s€$/);
    await expect(page.locator('[data-calculation-basis]')).toHaveText(/25\.000\s€ · 60 Monate/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expect(amountField(page)).toHaveValue('25.000');

    await page.reload();
    await waitForHydration(page);
    await resultsShown(page);
    await expect(amountField(page)).toHaveValue('25.000');
    await expect(first).toHaveText(/^480,88\s€$/);
    expect(errors).toEqual([]);
  });

  test('after typing, every card shows exactly what a fresh load of the same inputs shows', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    // Keystrokes of both kinds: some move offers across "Passt nicht", most change figures only.
    await amountField(page).fill('');
    await amountField(page).pressSequentially('23456');
    await termField(page).fill('');
    await termField(page).pressSequentially('84');
    // Replace the third digit twice: 23.456 € → 23.956 € → 23.156 €, figures only.
    await amountField(page).press('End');
    await amountField(page).press('ArrowLeft');
    await amountField(page).press('ArrowLeft');
    for (const digit of ['9', '1']) {
      await amountField(page).press('Shift+ArrowLeft');
      await amountField(page).press(digit);
    }
    await expect(page).toHaveURL(/\/ratenkredit\?betrag=23156&laufzeit=84$/);
    const results = page.locator('[data-comparison-results]');
    const typed = await results.textContent();
    expect(typed).toContain('Berechnet für 23.156');
    await page.reload();
    await waitForHydration(page);
    await resultsShown(page);
    await expect(amountField(page)).toHaveValue('23.156');
    expect(await results.textContent()).toBe(typed);
    expect(errors).toEqual([]);
  });

  test('while typing, offers keep their places and a card about to change section is marked; they move once typing pauses', async ({ page }) => {
    const errors = trackErrors(page);
    // The page's timers under the test's control: the pause in typing comes when the test says so.
    await page.clock.install();
    await openComparison(page, '/ratenkredit');
    const places = () => page.locator('[data-offer-id]').evaluateAll((cards) => cards.map((card) => `${(card as HTMLElement).dataset.offerId}:${(card as HTMLElement).dataset.offers}`));
    const before = await places();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // 90.000 €: more than Mainufer Kreditbank and Spreegold Bank lend.
    await amountField(page).fill('');
    await amountField(page).pressSequentially('90000');
    await expect(page.locator('[data-calculation-basis]')).toHaveText(/Berechnet für 90\.000\s€/);
    await expect(page.locator('[data-offer-pending]')).not.toHaveCount(0);
    // Cards that no longer fit show why, never figures for other inputs.
    await expect(page.locator('[data-offer-pending] [data-example-figures]')).toHaveCount(0);
    expect(await places()).toEqual(before);
    await page.clock.runFor(TYPING_PAUSE_MS);
    await resultsShown(page);
    expect(await places()).not.toEqual(before);
    await expect(page).toHaveURL(/\/ratenkredit\?betrag=90000$/);
    const typed = await page.locator('[data-comparison-results]').textContent();
    await page.clock.resume();
    await openComparison(page, '/ratenkredit?betrag=90000');
    expect(await page.locator('[data-comparison-results]').textContent()).toBe(typed);
    expect(errors).toEqual([]);
  });

  test('when the inputs arrive after every card has hydrated, each card holds the figures for them as soon as the results show', async ({ page }) => {
    // The parser of the URL's inputs comes late (a slow network): the cards hydrate first, for the defaults.
    await page.route(/\/assets\/url-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/ratenkredit?betrag=90000');
    await waitForHydration(page);
    await page.waitForFunction(() => !('comparisonPending' in document.documentElement.dataset));
    // Read right after the results show.
    const examples = await fittingOffers(page).locator('[data-example-figures]').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    expect(examples.length).toBeGreaterThan(3);
    expect(examples.filter((text) => !text.includes('Nettodarlehensbetrag 90.000,00'))).toEqual([]);
  });

  test('Enter moves the offers at once, without waiting for the pause in typing', async ({ page }) => {
    await page.clock.install();
    await openComparison(page, '/ratenkredit');
    const places = () => page.locator('[data-offer-id]').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.offers));
    const before = await places();
    // No pause in typing ever comes: only Enter can settle the list.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await amountField(page).fill('');
    await amountField(page).pressSequentially('90000');
    await expect(page.locator('[data-offer-pending]')).not.toHaveCount(0);
    await amountField(page).press('Enter');
    await resultsShown(page);
    expect(await places()).not.toEqual(before);
    await expect(page).toHaveURL(/\/ratenkredit\?betrag=90000$/);
  });

  test('a choice made before typing pauses keeps both: the typed amount and the chosen purpose', async ({ page }) => {
    await openComparison(page, '/ratenkredit');
    await amountField(page).fill('');
    await amountField(page).pressSequentially('90000', { delay: 30 });
    // Within the pause: the choice renders at once, with the typed amount.
    await page.getByLabel('Verwendungszweck').selectOption('auto');
    await resultsShown(page);
    await expect(page).toHaveURL(/\/ratenkredit\?betrag=90000&zweck=auto$/);
    await expect(page.getByLabel('Verwendungszweck')).toHaveValue('auto');
    await expect(amountField(page)).toHaveValue('90000');
    await expect(page.locator('[data-calculation-basis]')).toHaveText(/90\.000\s€ · 60 Monate · Auto$/);
  });

  test('typed inputs reach the address bar before the visitor leaves by a link, so Back restores them', async ({ page }) => {
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    await amountField(page).fill('');
    // The hint shows that the parser of typed text has loaded (it loads on focus).
    await expect(page.locator('[data-comparison-hint]')).toHaveText(/^Kein Betrag angegeben/);
    await amountField(page).pressSequentially('30000');
    // Straight to a link: focus leaving the field writes the address at once, without waiting for the pause in typing.
    await page.locator('footer').getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/impressum$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/ratenkredit\?betrag=30000$/);
    await resultsShown(page);
    // As typed when the page was still in memory, or as read from the address.
    await expect(amountField(page)).toHaveValue(/^30\.?000$/);
    await expect(page.locator('[data-calculation-basis]')).toHaveText(/Berechnet für 30\.000\s€/);
  });

  test('each sort order orders the fitting offers by its figure', async ({ page }) => {
    await openComparison(page, '/ratenkredit?betrag=25000&laufzeit=96');
    const sort = page.getByLabel('Sortierung');
    for (const [order, attribute] of [
      ['rate', 'data-monthly-instalment'],
      ['gesamt', 'data-total-amount'],
      ['zins', 'data-effective-rate'],
    ] as const) {
      await sort.selectOption(order);
      await expect(page).toHaveURL(new RegExp(`sortierung=${order}`));
      await resultsShown(page);
      const values = await figures(fittingOffers(page), attribute);
      expect(values.length).toBeGreaterThan(3);
      expect(ascending(values), `${order}: ${values.join(', ')}`).toBe(true);
    }
    await sort.selectOption('empfehlung');
    await expect(page).toHaveURL(/\/ratenkredit\?betrag=25000&laufzeit=96$/);
    await resultsShown(page);
    // textContent: innerText is empty for cards the browser skips off screen (content-visibility).
    const names = await fittingOffers(page).locator('h3').allTextContents();
    expect(names).toEqual(rankedNames.filter((name) => names.includes(name)));
  });

  test('a feature filter narrows the list', async ({ page }) => {
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    const before = await fittingOffers(page).count();
    await page.getByLabel('Kostenlose Sondertilgung').check();
    await expect(page).toHaveURL(/sondertilgung=1/);
    await expect.poll(() => fittingOffers(page).count()).toBeLessThan(before);
    for (const card of await page.locator('[data-partner-card]').all()) await expect(card).toBeVisible();
  });

  test('an amount below the minimum is clamped with a hint next to the field', async ({ page }) => {
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    await amountField(page).fill('500');
    const hint = page.locator('[data-comparison-hint]');
    await expect(hint).toHaveText(/^Mindestens 1\.000\s€ – wir rechnen mit 1\.000\s€\.$/);
    await expect(amountField(page)).toHaveAttribute('aria-describedby', (await hint.getAttribute('id'))!);
    await expect(page.locator('[data-calculation-basis]')).toHaveText(/Berechnet für 1\.000\s€/);
    await expect(page).toHaveURL(/betrag=1000$/);
  });

  test('a malformed URL shows the defaults with hints, never an empty page', async ({ page }) => {
    const errors = trackErrors(page);
    await openComparison(page, '/ratenkredit?betrag=zehntausend&laufzeit=999&zweck=yacht');
    await expect(page.locator('[data-comparison-hint]')).toHaveCount(3);
    await expect(page.locator('[data-calculation-basis]')).toHaveText(/Berechnet für 10\.000\s€ · 120 Monate · freie Verwendung/);
    await expect(fittingOffers(page).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the form works with the keyboard alone', async ({ page }) => {
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    await amountField(page).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('20000');
    await page.keyboard.press('Tab');
    await expect(termField(page)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('36');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Verwendungszweck')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Sortierung')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Kostenlose Sondertilgung')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\?betrag=20000&laufzeit=36&zweck=auto&sortierung=zins&sondertilgung=1$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?betrag=20000&laufzeit=36&zweck=auto&sortierung=zins&sondertilgung=1$/);
  });

  test('axe finds no violation with results, hints and unfit offers shown', async ({ page }) => {
    await openComparison(page, '/ratenkredit?betrag=500&laufzeit=96&sondertilgung=1');
    await expect(page.locator('[data-comparison-hint]')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${CLS_URL} shows the visitor's figures without a layout shift`, async ({ page }) => {
    const shifts = await observeShifts(page);
    const errors = trackErrors(page);
    await openComparison(page, CLS_URL);
    await expect(page.locator('[data-calculation-basis]')).toHaveText(/25\.000\s€ · 96 Monate/);
    const rates = await figures(fittingOffers(page), 'data-monthly-instalment');
    expect(ascending(rates)).toBe(true);
    await page.waitForLoadState('networkidle');
    await waitForAnimations(page);
    expect(await shifts()).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('Wunschrate', () => {
  test.beforeEach(async ({ page }) => presetConsent(page));
  const budgetField = (page: Page) => page.getByLabel('Wunschrate (€ im Monat)');
  /** The amounts the fitting cards show, as numbers ("20.600 €" → 20600). */
  async function amounts(page: Page): Promise<number[]> {
    const texts = await fittingOffers(page).locator('[data-loan-amount]').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    return texts.map((text) => {
      expect(text).toMatch(/^\d{1,3}(\.\d{3})*\s€$/);
      return Number(text.replace(/\D/g, ''));
    });
  }

  test('a monthly budget gives each offer the most it lends for it, live, in the URL and after a reload', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    // With the keyboard: the arrow key moves the mode to Wunschrate.
    await page.getByRole('radio', { name: 'Kreditbetrag' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Wunschrate' })).toBeChecked();
    await expect(amountField(page)).toBeHidden();
    await budgetField(page).fill('');
    await budgetField(page).pressSequentially('300');
    await termField(page).fill('84');
    await expect(page).toHaveURL(/\/ratenkredit\?laufzeit=84&modus=wunschrate&wunschrate=300$/);
    await expect(page.locator('[data-calculation-basis]')).toHaveText(/^Berechnet für Wunschrate 300\s€ im Monat · 84 Monate · freie Verwendung$/);
    const lent = await amounts(page);
    expect(lent.length).toBeGreaterThan(3);
    for (const amount of lent) expect(amount % 100).toBe(0);
    for (const rate of await figures(fittingOffers(page), 'data-monthly-instalment')) expect(rate).toBeLessThanOrEqual(300);
    await expect(page.locator('[data-comparison-summary]')).toHaveText(
      new RegExp(`passen · höchster Kreditbetrag ${Math.max(...lent).toLocaleString('de-DE')}\\s€$`),
    );
    await expect(fittingOffers(page).first().locator('[data-example-figures]')).toHaveText(
      new RegExp(`^Nettodarlehensbetrag ${lent[0]!.toLocaleString('de-DE')},00\\s€, .*Laufzeit 84 Monate, monatliche Rate`),
    );

    await page.getByLabel('Sortierung').selectOption('betrag');
    await expect(page).toHaveURL(/sortierung=betrag$/);
    const sorted = await amounts(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));

    const results = page.locator('[data-comparison-results]');
    const typed = await results.textContent();
    await page.reload();
    await waitForHydration(page);
    await resultsShown(page);
    await expect(budgetField(page)).toHaveValue('300');
    expect(await results.textContent()).toBe(typed);

    // Back to the amount: the order by amount is gone with the mode.
    await page.getByRole('radio', { name: 'Kreditbetrag' }).check();
    await expect(page).toHaveURL(/\/ratenkredit\?laufzeit=84$/);
    await expect(page.getByLabel('Sortierung')).toHaveValue('empfehlung');
    await expect(fittingOffers(page).locator('[data-loan-amount]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a link with a Wunschrate opens on its figures without a layout shift', async ({ page }) => {
    const shifts = await observeShifts(page);
    const errors = trackErrors(page);
    await openComparison(page, '/ratenkredit?modus=wunschrate&wunschrate=300&laufzeit=84&sortierung=betrag');
    await expect(page.locator('[data-calculation-basis]')).toHaveText(/Wunschrate 300\s€ im Monat · 84 Monate/);
    await expect(budgetField(page)).toBeVisible();
    const lent = await amounts(page);
    expect(lent).toEqual([...lent].sort((a, b) => b - a));
    await page.waitForLoadState('networkidle');
    await waitForAnimations(page);
    expect(await shifts()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an offer whose minimum the Wunschrate does not reach says so; a too small Wunschrate is clamped with a hint', async ({ page }) => {
    await openComparison(page, '/ratenkredit?modus=wunschrate&wunschrate=10&laufzeit=12');
    await expect(page.locator('[data-comparison-hint]')).toHaveText(/^Mindestens 25\s€ – wir rechnen mit 25\s€\.$/);
    await expect(budgetField(page)).toHaveAttribute('aria-describedby', (await page.locator('[data-comparison-hint]').getAttribute('id'))!);
    await expect(page.locator('[data-comparison-summary]')).toHaveText(/^Keines der 11 Angebote passt zu Wunschrate, Laufzeit und Zweck$/);
    await expect(notFittingOffers(page).first().locator('[data-mismatch-reasons]')).toContainText(/Wunschrate reicht nicht für den Mindestbetrag von [\d.]+\s€/);
    expect(await axeViolations(page)).toEqual([]);
  });
});
