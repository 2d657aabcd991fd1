import { expect, test, type Page } from '@playwright/test';
import { savingsSeeds } from '../../scripts/local-api/seed/seed-savings';
import { parseSavingsConditions } from '../../src/entities/partner/schema/parse-savings-conditions';
import type { Partner } from '../../src/entities/partner/schema/validate-partner';
import { defaultSavingsValues, type SavingsValues } from '../../src/features/savings-comparison/inputs/defaults';
import { compareSavingsOffers, type SavingsOffer } from '../../src/features/savings-comparison/model/savings-offers';
import { TYPING_PAUSE_MS } from '../../src/lib/search-writer';
import { axeViolations, canonicalFor, observeShifts, trackErrors, waitForHydration } from './helpers';
import { presetConsent } from './partners-helpers';

const PATH = '/ratgeber/sparkonto';

/** The seeded savings offers as the comparison sees them, in display order. */
const offers: SavingsOffer[] = [...savingsSeeds]
  .sort((a, b) => a.displayOrder - b.displayOrder)
  .map((seed) => {
    const conditions = parseSavingsConditions(seed.conditions, (reason) => {
      throw new Error(`${seed.name}: ${reason}`);
    })!;
    return { id: seed.brandId, conditions, partner: { name: seed.name } as Partner };
  });

/** What the model gives for the inputs: the fitting offers in order with their Zinsertrag, and the others. */
function expected(patch: Partial<SavingsValues> = {}) {
  const { fitting, nonFitting } = compareSavingsOffers(offers, { ...defaultSavingsValues, ...patch });
  return {
    names: fitting.map((result) => result.offer.partner.name),
    interests: fitting.map((result) => result.outcome.interest),
    notFitting: nonFitting.map((result) => result.offer.partner.name),
  };
}

const fitting = (page: Page) => page.locator('[data-offers="fitting"]');
const notFitting = (page: Page) => page.locator('[data-offers="not-fitting"]');
const basis = (page: Page) => page.locator('[data-calculation-basis]');
const amount = (page: Page) => page.getByLabel('Anlagebetrag (€)');

/** Names and the Zinsertrag (from the marked element's attribute) of the cards the page shows as fitting. */
async function shown(page: Page) {
  return {
    names: await fitting(page).locator('h3').allTextContents(),
    interests: (await fitting(page).locator('[data-savings-interest]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-savings-interest')))).map(Number),
  };
}

/** Resolves once the results are shown for the URL's inputs (public/comparison-pending.js hides them until then). */
async function resultsShown(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-comparison-pending');
  await expect(page.locator('[data-comparison-results]')).toHaveAttribute('aria-busy', 'false');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered comparison shows, in the issue’s words, what the arithmetic uses and gives for the defaults', async ({ page }) => {
    await page.goto(PATH);
    await expect(basis(page)).toHaveText(/^Berechnet für 10\.000\s€ Tagesgeld über 12 Monate, als Neukunde$/);
    const { names } = expected();
    await expect(fitting(page).locator('h3')).toHaveText(names);
    const card = fitting(page).filter({ hasText: 'Zinsanker Bank' });
    for (const line of [
      'Zins: 1,50 % p. a.',
      'Neukunden: 3,25 % p. a. für 4 Monate, bis 100.000,00 €',
      'Zinsgutschrift: monatlich',
      'Zinsertrag in 12 Monaten: 210,31 €',
      'Endbetrag: 10.210,31 €',
      'Einlagensicherung: Deutschland, Entschädigungseinrichtung deutscher Banken, bis 100.000 € je Kunde und Bank',
    ]) {
      await expect(card, line).toContainText(new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(' ', '\\s')));
    }
    await expect(page.getByRole('heading', { name: 'Passt nicht zu Ihren Angaben' })).toBeVisible();
    await expect(notFitting(page).first()).toContainText(/Mindestanlage 25\.000\s€/);
    await expect(page.locator('[data-ranking-note="sparkonto"]')).toContainText('nach dem Zinsertrag für Ihre Angaben');
    await expect(page.locator('[data-tax-note]')).toContainText(/Sparer-Pauschbetrag von 1\.000\s€/);
  });

  test('the form submits to the same page, which says honestly which inputs its figures are for', async ({ page }) => {
    await page.goto(PATH);
    const form = page.locator('form[data-savings-form]');
    await form.getByRole('radio', { name: 'Festgeld' }).check();
    await form.getByLabel('Anlagebetrag (€)').fill('25000');
    await form.getByLabel('Anlagedauer').selectOption('24');
    await form.getByRole('button', { name: 'Zinsen berechnen' }).click();
    await expect(page).toHaveURL(/\/ratgeber\/sparkonto\?anlage=festgeld&betrag=25000&dauer=24&neukunde=ja&sortierung=ertrag#ergebnisse$/);
    await expect(page.getByText(/^Ohne JavaScript zeigen wir die Berechnung für 10\.000\s€ Tagesgeld über 12 Monate, als Neukunde\./)).toBeInViewport();
    await expect(basis(page)).toHaveText(/^Berechnet für 10\.000\s€ Tagesgeld über 12 Monate, als Neukunde$/);
  });

  test('the Festgeld table is the Festgeld offers’ data', async ({ page }) => {
    await page.goto(PATH);
    const table = page.getByRole('region', { name: 'Festgeld-Zinsen nach Laufzeit' });
    const festgeld = offers.filter((offer) => offer.conditions.product === 'festgeld');
    await expect(table.locator('tbody tr')).toHaveCount(festgeld.length);
    const row = table.locator('tbody tr').filter({ hasText: 'Zinsanker Festgeld' });
    await expect(row.locator('td[data-label="12 Monate"]')).toHaveText(/^2,60\s%$/);
    await expect(row.locator('td[data-label="48 Monate"]')).toHaveText('–nicht angeboten');
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test('typing an amount: the figures follow, equal to the model, and the URL follows after the pause without a new history entry', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto(PATH);
    await waitForHydration(page);
    const entries = await page.evaluate(() => history.length);
    await amount(page).click();
    await amount(page).selectText();
    await amount(page).pressSequentially('25000', { delay: 60 });
    await expect(basis(page)).toHaveText(/^Berechnet für 25\.000\s€ Tagesgeld über 12 Monate, als Neukunde$/);
    await expect(page).toHaveURL(/\/ratgeber\/sparkonto\?betrag=25000$/, { timeout: TYPING_PAUSE_MS + 5_000 });
    await resultsShown(page);
    const { names, interests } = expected({ betrag: 25_000 });
    await expect.poll(() => shown(page)).toEqual({ names, interests });
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(errors).toEqual([]);
  });

  test('switching to Festgeld, a term and the order: each a choice written at once, Passt nicht with the offered terms', async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    await page.getByRole('radio', { name: 'Festgeld' }).check();
    await expect(page).toHaveURL(/\?anlage=festgeld$/);
    await expect.poll(() => shown(page)).toEqual({ names: expected({ anlage: 'festgeld' }).names, interests: expected({ anlage: 'festgeld' }).interests });

    await page.getByLabel('Anlagedauer').selectOption('48');
    await expect(page).toHaveURL(/\?anlage=festgeld&dauer=48$/);
    const at48 = expected({ anlage: 'festgeld', dauer: 48 });
    await expect.poll(() => shown(page)).toEqual({ names: at48.names, interests: at48.interests });
    await expect(notFitting(page).locator('h3')).toHaveText(at48.notFitting);
    await expect(notFitting(page).filter({ hasText: 'Banco Portus' })).toContainText('Keine Laufzeit von 48 Monaten, angeboten: 6, 12 und 24 Monate');

    await page.getByLabel('Sortierung').selectOption('zins');
    await expect(page).toHaveURL(/\?anlage=festgeld&dauer=48&sortierung=zins$/);
    await expect.poll(() => shown(page).then(({ names }) => names)).toEqual(expected({ anlage: 'festgeld', dauer: 48, sortierung: 'zins' }).names);
  });

  test('the order by rate puts a lure first that earns less: the naive list and the real one differ', async ({ page }) => {
    await page.goto(`${PATH}?sortierung=zins`);
    await waitForHydration(page);
    await resultsShown(page);
    const byRate = expected({ sortierung: 'zins' }).names;
    const byInterest = expected().names;
    expect(byRate).not.toEqual(byInterest);
    await expect(fitting(page).locator('h3')).toHaveText(byRate);
  });

  test('reload and Back reproduce the inputs and results of each history entry', async ({ page }) => {
    await page.goto(`${PATH}?anlage=festgeld&betrag=50000&dauer=24`);
    await waitForHydration(page);
    await resultsShown(page);
    const festgeld = expected({ anlage: 'festgeld', betrag: 50_000, dauer: 24 });
    await expect.poll(() => shown(page)).toEqual({ names: festgeld.names, interests: festgeld.interests });
    await expect(amount(page)).toHaveValue('50.000');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalFor(PATH));

    await page.reload();
    await waitForHydration(page);
    await resultsShown(page);
    await expect.poll(() => shown(page)).toEqual({ names: festgeld.names, interests: festgeld.interests });
    await expect(page.getByRole('radio', { name: 'Festgeld' })).toBeChecked();

    // A saver type's link is a new history entry with its own inputs.
    await page.getByRole('link', { name: 'Tagesgeld ohne Neukundenzins vergleichen' }).click();
    await expect(page).toHaveURL(/\?anlage=tagesgeld&neukunde=nein#ergebnisse$/);
    const existing = expected({ neukunde: 'nein' });
    await expect.poll(() => shown(page)).toEqual({ names: existing.names, interests: existing.interests });
    await expect(basis(page)).toHaveText(/ohne Neukundenzins$/);

    await page.goBack();
    await expect(page).toHaveURL(/\?anlage=festgeld&betrag=50000&dauer=24$/);
    await expect.poll(() => shown(page)).toEqual({ names: festgeld.names, interests: festgeld.interests });
    await expect(amount(page)).toHaveValue('50.000');
    await expect(page.getByRole('radio', { name: 'Festgeld' })).toBeChecked();
  });

  test('bad input never breaks the page: German hints, clamped or default values', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto(`${PATH}?betrag=1e9&dauer=7&anlage=aktien&neukunde=vielleicht&sortierung=name`);
    await waitForHydration(page);
    await resultsShown(page);
    const hints = page.locator('[data-comparison-hint]');
    await expect(hints).toHaveText([
      'Unbekannte Anlageart – wir zeigen Tagesgeld.',
      /^Gelesen als 1\.000\.000\.000\. Höchstens 10\.000\.000\s€ – wir rechnen mit 10\.000\.000\s€\.$/,
      'Eine Laufzeit von 7 Monaten gibt es hier nicht – wir rechnen mit 6 Monaten.',
      'Unbekannte Angabe zum Neukundenzins – wir rechnen als Neukunde.',
      'Unbekannte Sortierung – wir sortieren nach dem Zinsertrag.',
    ]);
    await expect(basis(page)).toHaveText(/^Berechnet für 10\.000\.000\s€ Tagesgeld über 6 Monate, als Neukunde$/);
    await expect(page.locator('[data-guarantee-warning]')).toContainText(/bis 100\.000\s€ je Kunde und Bank\. Was darüber liegt, ist nicht gesetzlich geschützt/);

    for (const [typed, hint] of [
      ['', 'Kein Betrag angegeben – wir rechnen mit 10.000 €.'],
      ['abc', 'Betrag nicht erkannt – wir rechnen mit 10.000 €.'],
      ['-500', 'Mindestens 1 € – wir rechnen mit 1 €.'],
      ['10.000,50', 'Nur volle Euro – wir rechnen mit 10.001 €.'],
    ] as const) {
      await amount(page).fill(typed);
      await expect(hints.filter({ hasText: /Betrag|Mindestens|volle Euro/ })).toHaveText(new RegExp(`^${hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(' ', '\\s')}$`));
    }
    await expect(page.locator('[data-guarantee-warning]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('no layout shift while loading a URL with inputs and while typing', async ({ page }) => {
    const shifts = await observeShifts(page);
    await page.goto(`${PATH}?anlage=festgeld&betrag=25000&dauer=24#ergebnisse`);
    await waitForHydration(page);
    await resultsShown(page);
    await amount(page).click();
    await amount(page).selectText();
    await amount(page).pressSequentially('30000', { delay: 60 });
    await expect(page).toHaveURL(/betrag=30000/, { timeout: TYPING_PAUSE_MS + 5_000 });
    expect(await shifts()).toEqual([]);
  });

  test('axe finds nothing, with hints, the guarantee warning and offers that do not fit', async ({ page }) => {
    await page.goto(`${PATH}?anlage=festgeld&betrag=150000&dauer=7`);
    await waitForHydration(page);
    await resultsShown(page);
    await expect(page.locator('[data-guarantee-warning]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
