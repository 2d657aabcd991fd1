/**
 * Offer upkeep in the console (issue 36). Every test that saves talks to a private local API of its own
 * worker (the browser's requests to the demo backend are routed there), so the comparison specs running
 * beside it keep reading the seeded offers of the shared one.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../scripts/local-api/config';
import { startLocalApi, type LocalApi } from '../../scripts/local-api/server';
import { LOCAL_SUPABASE_URL } from '../../src/config/local-backend';
import { formatBerlinDate, formatEuro, formatPercent } from '../../src/lib/format';
import { representativeExample } from '../../src/lib/loan-math';
import { ADMIN, EDITOR, fillSignIn, NO_ROLE } from './admin-helpers';
import { axeViolations, trackErrors, waitForHydration } from './helpers';
import { prerenderedAt, presetConsent } from './partners-helpers';

let api: LocalApi;

// One worker for the file, so one private database; its start takes many seconds on a busy machine.
test.describe.configure({ mode: 'default', timeout: 120_000 });

test.beforeAll(async () => {
  api = await startLocalApi({ port: 0, announceUsers: false });
});
test.afterAll(async () => {
  await api?.close();
});

/** Every request of this context to the demo backend goes to the worker's private one. */
async function isolate(context: BrowserContext) {
  await context.route(`${LOCAL_SUPABASE_URL}/**`, (route) => route.continue({ url: route.request().url().replace(LOCAL_SUPABASE_URL, api.url) }));
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await isolate(page.context());
  await fillSignIn(page, account);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
}

/** A row of the private backend, read with the service role. */
async function stored(brandId: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${api.url}/rest/v1/partners?brand_id=eq.${brandId}&category=eq.ratenkredit`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  return ((await response.json()) as Record<string, unknown>[])[0]!;
}

async function historyCount(partnerId: string): Promise<number> {
  const response = await fetch(`${api.url}/rest/v1/partner_changes?select=id&partner_id=eq.${partnerId}`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  return ((await response.json()) as unknown[]).length;
}

const offersTable = (page: Page) => page.getByRole('table', { name: 'Angebote' });
const offerRow = (page: Page, name: string) => offersTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function openEditor(page: Page, name: string) {
  await offerRow(page, name).getByRole('button', { name: 'Bearbeiten' }).click();
  const panel = page.getByRole('region', { name: `Bearbeiten: ${name}` });
  await expect(panel.getByRole('heading', { name: `Bearbeiten: ${name}` })).toBeFocused();
  return panel;
}

const berlinToday = () => formatBerlinDate(new Date());

test('an admin changes the Sollzins of an offer, and /ratenkredit shows its new example and today’s Stand after a tap', async ({ page, context }) => {
  const errors = trackErrors(page);
  await signIn(page, ADMIN);
  const panel = await openEditor(page, 'Nordbank Direkt');
  const sollzins = panel.getByLabel('Sollzins (2/3) in % p. a.');
  await expect(sollzins).toHaveValue('5,79');
  await sollzins.fill('6,11');
  const expected = representativeExample({ netLoanAmount: 10_000, borrowingRate: 6.11, termMonths: 60 });
  // The effective rate is computed, not typed, and the preview shows the card's example.
  await expect(panel.locator('[data-computed-rate]')).toContainText(formatPercent(expected.effectiveRate));
  await expect(panel.locator('[data-offer-preview] [data-representative-example]')).toContainText(`monatliche Rate ${formatEuro(expected.monthlyInstalment)}`);
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(panel.getByRole('status')).toHaveText(`Gespeichert. Konditionen geprüft am ${berlinToday()}.`);
  await expect(offerRow(page, 'Nordbank Direkt').locator('[data-checked-at]')).toHaveText(berlinToday());
  expect(await stored('nordbank-direkt')).toMatchObject({ borrowing_rate_two_thirds: 6.11, effective_rate_two_thirds: expected.effectiveRate });

  // A visitor's page, prerendered before the save: the first tap refreshes the stale offers.
  const visitor = await context.newPage();
  const html = await (await visitor.request.get('/ratenkredit')).text();
  await visitor.clock.setFixedTime(new Date(prerenderedAt(html) + 3_600_000));
  await presetConsent(visitor);
  await visitor.goto('/ratenkredit');
  await waitForHydration(visitor);
  const card = visitor.locator('[data-partner-card="nordbank-direkt"]').first();
  await expect(card).not.toContainText(formatEuro(expected.monthlyInstalment));
  await visitor.getByRole('heading', { level: 1 }).click();
  await expect(card.locator('[data-representative-example]')).toContainText(`effektiver Jahreszins ${formatPercent(expected.effectiveRate)}`);
  await expect(card.locator('[data-representative-example]')).toContainText(`monatliche Rate ${formatEuro(expected.monthlyInstalment)}`);
  await expect(card.locator('[data-conditions-stand]')).toHaveText(`Konditionen Stand: ${berlinToday()}`);
  expect(errors).toEqual([]);
});

test('a Sollzins above 30 and a min amount above the max get German messages at their fields, and nothing is saved', async ({ page }) => {
  await signIn(page, ADMIN);
  const before = await stored('kreditwerk24');
  const entries = await historyCount(String(before.id));
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().includes('/rpc/save_partner')) saves += 1;
  });
  const panel = await openEditor(page, 'Kreditwerk24');
  await panel.getByLabel('Sollzins (2/3) in % p. a.').fill('31');
  await panel.getByLabel('Mindestbetrag in €').fill('200000');
  await panel.getByRole('button', { name: 'Speichern' }).click();

  await expect(panel.getByRole('alert')).toHaveText('Bitte korrigieren Sie die markierten Angaben. Nichts wurde gespeichert.');
  const sollzins = panel.getByLabel('Sollzins (2/3) in % p. a.');
  await expect(sollzins).toHaveAttribute('aria-invalid', 'true');
  await expect(sollzins).toHaveAccessibleDescription(/Der Sollzins muss zwischen 0 und 30 % liegen/);
  // The first refused field in the form's order takes the focus.
  await expect(panel.getByLabel('Mindestbetrag in €')).toBeFocused();
  await expect(panel.getByLabel('Mindestbetrag in €')).toHaveAccessibleDescription('Der Mindestbetrag darf nicht über dem Höchstbetrag liegen.');
  await expect(panel.getByText('Die Vorschau erscheint, sobald alle Angaben stimmen.')).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('');
  expect(saves).toBe(0);
  expect(await stored('kreditwerk24')).toEqual(before);
  expect(await historyCount(String(before.id))).toBe(entries);
});

test('the editor keeps an offer current and generates the SEO files, but sees no statistics', async ({ page }) => {
  const statistics: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rpc/admin_stats_')) statistics.push(request.url());
  });
  await signIn(page, EDITOR);
  await expect(page.getByText(`Angemeldet als ${EDITOR.email} (Redaktion)`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Angebote', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Statistik' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Website neu bauen' })).toHaveCount(0);

  const panel = await openEditor(page, 'Alpenland Bank');
  await panel.getByLabel('Höchstbetrag in €').fill('85.000');
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(panel.getByRole('status')).toHaveText(`Gespeichert. Konditionen geprüft am ${berlinToday()}.`);
  expect(await stored('alpenland-bank')).toMatchObject({ max_amount: 85_000, amount_range: '2.500 € – 85.000 €' });

  await page.getByRole('button', { name: 'SEO-Dateien generieren' }).click();
  await expect(page.getByRole('tab', { name: 'sitemap.xml' })).toBeVisible();
  expect(statistics).toEqual([]);
});

test('an account without a role sees only "Keine Berechtigung"', async ({ page }) => {
  await signIn(page, NO_ROLE);
  await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
  for (const heading of ['Angebote', 'Statistik', 'SEO-Dateien']) await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
});

test('the history lists each change, newest first, with the e-mail of whoever made it', async ({ page, browser }) => {
  await signIn(page, ADMIN);
  const panel = await openEditor(page, 'Zinsfinder');
  await panel.getByLabel('Sollzins (2/3) in % p. a.').fill('6,09');
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(panel.getByRole('status')).toContainText('Gespeichert');

  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await signIn(editorPage, EDITOR);
  await offerRow(editorPage, 'Zinsfinder').getByRole('button', { name: 'Konditionen geprüft' }).click();
  await expect(editorPage.locator('[data-sonner-toast]').filter({ hasText: 'unverändert, geprüft am' })).toBeVisible();
  await editorContext.close();

  await page.getByRole('button', { name: 'Schließen', exact: true }).click();
  await offerRow(page, 'Zinsfinder').getByRole('button', { name: 'Änderungen' }).click();
  const changes = page.getByRole('list', { name: 'Änderungen' }).locator('[data-change]');
  const [confirmed, saved] = [changes.nth(0), changes.nth(1)];
  await expect(confirmed).toContainText(EDITOR.email);
  await expect(confirmed).toContainText('Geändert');
  await expect(confirmed.locator('[data-column]')).toHaveCount(1);
  await expect(confirmed.locator('[data-column="conditions_checked_at"]')).toContainText(`Konditionen geprüft am: `);
  await expect(saved).toContainText(ADMIN.email);
  await expect(saved.locator('[data-column="borrowing_rate_two_thirds"]')).toHaveText('Sollzins (2/3) in % p. a.: 5,99 → 6,09');
  await expect(changes.last()).toContainText('Angelegt');
  expect(await axeViolations(page)).toEqual([]);
});

test('the open editor passes axe', async ({ page }) => {
  await signIn(page, EDITOR);
  await openEditor(page, 'Heimbau Hypothekenbank');
  expect(await axeViolations(page)).toEqual([]);
});
