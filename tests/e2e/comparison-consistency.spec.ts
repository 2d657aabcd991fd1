/**
 * /ratenkredit shows one set of inputs at a time: the address, the fields, the basis line, the
 * summary and every card agree, after a mode switch, Back and Forward, typing before the page has
 * read the URL, and right after fast typing (QA report 2026-11-27, findings 1, 2, 3, 6 and 7).
 */
import { expect, test, type Page } from '@playwright/test';
import { trackErrors, waitForHydration } from './helpers';
import { amountField, openComparison, presetConsent, resultsShown, termField } from './partners-helpers';
import { parseComparisonParams } from '../../src/features/loan-comparison/inputs/parse';
import { calculationBasisText } from '../../src/features/loan-comparison/engine/rank-offers';
import { formatEuro } from '../../src/lib/format';

const budgetField = (page: Page) => page.getByLabel('Wunschrate (€ im Monat)');
const footerLink = (page: Page) => page.locator('footer').getByRole('link', { name: 'Ratenkredit', exact: true });
const basis = (page: Page) => page.locator('[data-calculation-basis]');
/** The lazily loaded parser of the inputs (its chunk's name before and after the move to features/loan-comparison). */
const PARSER_CHUNK = /\/assets\/(url|comparison-inputs)-[\w-]+\.js$/;

/** "1.234,56 €" → 1234.56 */
const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/**
 * Everything on the page that disagrees with the URL's inputs, as readable lines (none: all
 * agree). Cards marked pending (about to change section when typing pauses) show no figures to check.
 */
async function disagreements(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const text = (element: Element | null) => element?.textContent ?? null;
    const field = (name: string) => document.querySelector<HTMLInputElement>(`form[data-comparison-form] input[name="${name}"]`)?.value ?? null;
    return {
      search: location.search,
      basis: text(document.querySelector('[data-calculation-basis]')),
      summary: text(document.querySelector('[data-comparison-summary]')) ?? '',
      fields: { betrag: field('betrag'), laufzeit: field('laufzeit'), wunschrate: field('wunschrate') },
      // textContent: what a card holds whether or not the browser renders it (content-visibility).
      cards: [...document.querySelectorAll('[data-offers="fitting"]:not([data-offer-pending])')].map((card) => ({
        name: text(card.querySelector('h3')),
        amount: text(card.querySelector('[data-loan-amount]')),
        monthly: text(card.querySelector('[data-monthly-instalment]')),
        example: text(card.querySelector('[data-example-figures]')),
      })),
    };
  });
  const { values } = parseComparisonParams(new URLSearchParams(shown.search));
  const problems: string[] = [];
  const expectedBasis = `Berechnet für ${calculationBasisText(values)}`;
  if (shown.basis !== expectedBasis) problems.push(`basis line "${shown.basis}" for ${shown.search || 'no query'}, expected "${expectedBasis}"`);
  const typed = parseComparisonParams(new URLSearchParams({ betrag: shown.fields.betrag ?? '', laufzeit: shown.fields.laufzeit ?? '', wunschrate: shown.fields.wunschrate ?? '' })).values;
  const amountField = values.modus === 'wunschrate' ? 'wunschrate' : 'betrag';
  for (const name of [amountField, 'laufzeit'] as const) if (typed[name] !== values[name]) problems.push(`field ${name} "${shown.fields[name]}" for ${values[name]}`);
  const budget = values.modus === 'wunschrate';
  for (const card of shown.cards) {
    const amount = budget ? euros(card.amount ?? '') : values.betrag;
    const lead = `Nettodarlehensbetrag ${formatEuro(amount)}, `;
    if (!card.example?.startsWith(lead) || !card.example.includes(`Laufzeit ${values.laufzeit} Monate`)) problems.push(`${card.name}: "${card.example?.slice(0, 60)}…" for ${formatEuro(amount)} · ${values.laufzeit} Monate`);
    if (budget && euros(card.monthly ?? '') > values.wunschrate) problems.push(`${card.name}: rate ${card.monthly} over the Wunschrate ${values.wunschrate} €`);
  }
  // The summary names the cheapest rate (with a Wunschrate the largest amount) of the cards shown.
  const named = /(?:Rate|Kreditbetrag) ([\d.,]+)/.exec(shown.summary)?.[1];
  if (named && shown.cards.length > 0) {
    const figures = shown.cards.map((card) => euros((budget ? card.amount : card.monthly) ?? ''));
    const expected = budget ? Math.max(...figures) : Math.min(...figures);
    if (euros(named) !== expected) problems.push(`summary "${shown.summary}" names ${named}, the cards ${expected}`);
  }
  if (shown.cards.length === 0) problems.push('no fitting card');
  return problems;
}

/** Waits until the page shows the URL's inputs everywhere (the results follow in a deferred render). */
async function expectConsistent(page: Page) {
  await expect.poll(() => disagreements(page), { timeout: 5_000 }).toEqual([]);
}

/** Replaces the amount (or the Wunschrate) field's text by `text`, typed key by key. */
async function typeInto(field: ReturnType<typeof amountField>, text: string) {
  await field.fill('');
  await field.pressSequentially(text);
}

test.beforeEach(async ({ page }) => presetConsent(page));

test.describe('switching between Kreditbetrag and Wunschrate (finding 1)', () => {
  test('after typing an amount, the Wunschrate shows every card for the Wunschrate, and back', async ({ page }) => {
    const errors = trackErrors(page);
    await openComparison(page, '/ratenkredit');
    await typeInto(amountField(page), '93500');
    await expect(page).toHaveURL(/\?betrag=93500$/);
    await page.getByRole('radio', { name: 'Wunschrate' }).click();
    await expect(page).toHaveURL(/\?modus=wunschrate$/);
    await expectConsistent(page);

    await typeInto(budgetField(page), '450');
    await expect(page).toHaveURL(/\?modus=wunschrate&wunschrate=450$/);
    await page.getByRole('radio', { name: 'Kreditbetrag' }).click();
    await expect(page).toHaveURL(/\?betrag=93500$/);
    await expectConsistent(page);
    expect(errors).toEqual([]);
  });

  test('back and forth several times, with a sort order by rate', async ({ page }) => {
    await openComparison(page, '/ratenkredit?betrag=15500&sortierung=rate');
    const mode = (name: string) => page.getByRole('radio', { name }).click();
    await mode('Wunschrate');
    await typeInto(budgetField(page), '300');
    await mode('Kreditbetrag');
    await expectConsistent(page);
    await mode('Wunschrate');
    await typeInto(budgetField(page), '600');
    await mode('Kreditbetrag');
    await expect(page).toHaveURL(/\?betrag=15500&sortierung=rate$/);
    await resultsShown(page);
    await expectConsistent(page);
  });
});

test.describe('history (findings 2 and 3)', () => {
  test('Back after typing and a link to the page shows the typed inputs everywhere', async ({ page }) => {
    await openComparison(page, '/ratenkredit?laufzeit=76');
    await typeInto(amountField(page), '34219');
    await expect(page).toHaveURL(/\?betrag=34219&laufzeit=76$/);
    await footerLink(page).click();
    await expect(page).toHaveURL(/\/ratenkredit$/);
    await expectConsistent(page);
    await page.goBack();
    await expect(page).toHaveURL(/\?betrag=34219&laufzeit=76$/);
    await expectConsistent(page);
  });

  test('Back and Forward around a link to the page each show their own entry', async ({ page }) => {
    await openComparison(page, '/ratenkredit?betrag=20000');
    await footerLink(page).click();
    await expect(page).toHaveURL(/\/ratenkredit$/);
    await typeInto(amountField(page), '55000');
    await expect(page).toHaveURL(/\?betrag=55000$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?betrag=20000$/);
    await expectConsistent(page);
    await page.goForward();
    await expect(page).toHaveURL(/\?betrag=55000$/);
    await expectConsistent(page);
  });

  for (const [what, change, typed] of [
    ['a Wunschrate typed', 'Wunschrate', '450'],
    ['an amount typed', null, '55000'],
  ] as const) {
    test(`Back from ${what} after a link leaves it with its entry`, async ({ page }) => {
      await openComparison(page, '/ratenkredit?modus=wunschrate');
      await footerLink(page).click();
      await expect(page).toHaveURL(/\/ratenkredit$/);
      if (change) await page.getByRole('radio', { name: change }).click();
      await typeInto(change ? budgetField(page) : amountField(page), typed);
      await expect(page).toHaveURL(new RegExp(`=${typed}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\?modus=wunschrate$/);
      await expectConsistent(page);
    });
  }

  for (const [when, settle] of [
    ['once the address has followed', true],
    ['right after typing', false],
  ] as const) {
    test(`a link to the same page ${when} adds a history entry: Back returns to the typed inputs`, async ({ page }) => {
      await page.goto('/');
      await openComparison(page, '/ratenkredit');
      await typeInto(amountField(page), '30000');
      if (settle) await expect(page).toHaveURL(/\?betrag=30000$/);
      await footerLink(page).click();
      await expect(page).toHaveURL(/\/ratenkredit$/);
      await expect(amountField(page)).toHaveValue('10.000');
      await page.goBack();
      await expect(page).toHaveURL(/\/ratenkredit\?betrag=30000$/);
      await expectConsistent(page);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe('typing before the page has read the URL (finding 7)', () => {
  const URL = '/ratenkredit?betrag=25000&laufzeit=96&zweck=auto';

  test('the fields show the URL from the first paint; text typed before hydration wins over the URL in its own field only', async ({ page }) => {
    // The app's scripts wait: the page is the prerendered HTML with its render-blocking script.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(URL, { waitUntil: 'commit' });
    await expect(amountField(page)).toHaveValue('25000');
    await expect(termField(page)).toHaveValue('96');
    await expect(page.getByLabel('Verwendungszweck')).toHaveValue('auto');
    await termField(page).fill('48');
    release();
    await waitForHydration(page);
    await resultsShown(page);
    await expect(page).toHaveURL(/\?betrag=25000&laufzeit=48&zweck=auto$/);
    await expect(basis(page)).toHaveText(/^Berechnet für 25\.000\s€ · 48 Monate · Auto$/);
    await expect(termField(page)).toHaveValue('48');
    await expectConsistent(page);
  });

  test('text typed while the parser loads wins in its field; the URL gives the others', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(PARSER_CHUNK, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(URL);
    await waitForHydration(page);
    await amountField(page).fill('30000');
    release();
    await resultsShown(page);
    await expect(page).toHaveURL(/\?betrag=30000&laufzeit=96&zweck=auto$/);
    await expect(amountField(page)).toHaveValue('30000');
    await expect(termField(page)).toHaveValue('96');
    await expect(basis(page)).toHaveText(/^Berechnet für 30\.000\s€ · 96 Monate · Auto$/);
    await expectConsistent(page);
  });
});

test.describe('fast typing (finding 6)', () => {
  test('no card, on screen or not, ever holds figures for other inputs than the basis line; after the pause each matches a fresh load', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // From the start, after every change to the results: each fitting card's example is for the basis line's amount and term.
    await page.addInitScript(() => {
      const stale: string[] = [];
      (window as unknown as { __stale: string[] }).__stale = stale;
      const check = () => {
        const basisLine = document.querySelector('[data-calculation-basis]')?.textContent ?? '';
        const [, amount, term] = /Berechnet für ([\d.]+)\s€ · (\d+) Monat/.exec(basisLine) ?? [];
        if (!amount) return;
        for (const card of document.querySelectorAll('[data-offers="fitting"]:not([data-offer-pending])')) {
          const example = card.querySelector('[data-example-figures]')?.textContent ?? '';
          if (!example.startsWith(`Nettodarlehensbetrag ${amount},00`) || !example.includes(`Laufzeit ${term} Monate`)) {
            stale.push(`${card.querySelector('h3')?.textContent} at "${basisLine}": ${example.slice(0, 50)}`);
          }
        }
      };
      addEventListener('DOMContentLoaded', () => {
        new MutationObserver(check).observe(document.querySelector('[data-comparison-results]')!, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    });
    await openComparison(page, '/ratenkredit');
    await amountField(page).fill('');
    await amountField(page).pressSequentially('55000', { delay: 30 });
    // Straight to the last card, before typing has paused.
    await page.locator('[data-partner-card]').last().scrollIntoViewIfNeeded();
    await expect(basis(page)).toHaveText(/Berechnet für 55\.000\s€/);
    await resultsShown(page);
    await expect(page).toHaveURL(/\?betrag=55000$/);
    expect(await page.evaluate(() => (window as unknown as { __stale: string[] }).__stale)).toEqual([]);
    const typed = await page.locator('[data-comparison-results]').textContent();
    await openComparison(page, '/ratenkredit?betrag=55000');
    expect(await page.locator('[data-comparison-results]').textContent()).toBe(typed);
  });
});
