import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { OPERATOR_SESSION_STORAGE_KEY } from '../../src/config/storage-keys';
import { adminRpc, adminToken, EDITOR, fillSignIn, NO_ROLE, signInAsAdmin } from './admin-helpers';
import { axeViolations, trackErrors, waitForHydration } from './helpers';

const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
const clicksFigure = (page: Page) => page.locator('[data-figure="Klicks"]');
const parseGerman = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function showPeriod(page: Page, days: 7 | 30 | 90) {
  await page.getByRole('button', { name: `Letzte ${days} Tage` }).click();
  await expect(page.getByRole('button', { name: `Letzte ${days} Tage` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
}

test.describe('operator console', () => {
  test('the prerendered /admin is a noindex page with the sign-in form only', async ({ request }) => {
    const html = await (await request.get('/admin')).text();
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*nofollow/);
    expect(html).toContain('Anmeldung für Betreiber');
    expect(html).toMatch(/<input[^>]+type="password"/);
    for (const hidden of ['Statistik', 'SEO-Dateien generieren', 'Klicks je Partner', 'Abmelden', 'Konditionen geprüft am', 'Keine Berechtigung']) expect(html).not.toContain(hidden);
  });

  test('a wrong password gets a German message and no console', async ({ page }) => {
    await fillSignIn(page, { email: 'admin@kreditsmart.test', password: 'falsch-2026' });
    await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
    await expect(page.getByRole('heading', { name: 'Statistik' })).toHaveCount(0);
    await expect(page.getByLabel('Passwort')).toHaveAttribute('aria-invalid', 'true');
  });

  test('an account without a console role is told it lacks permission and sees nothing else', async ({ page }) => {
    await fillSignIn(page, NO_ROLE);
    await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Statistik' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Angebote' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'SEO-Dateien generieren' })).toHaveCount(0);
  });

  test('an editor sees the offers and the SEO files, and no statistics', async ({ page }) => {
    await fillSignIn(page, EDITOR);
    await expect(page.getByRole('heading', { name: 'Angebote', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'SEO-Dateien generieren' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Statistik' })).toHaveCount(0);
  });

  test('an unreachable sign-in service gets its own message', async ({ page }) => {
    await page.route('**/auth/v1/token**', (route) => route.abort('connectionrefused'));
    await fillSignIn(page, { email: 'admin@kreditsmart.test', password: 'demo-admin-2026' });
    await expect(page.getByRole('alert')).toHaveText('Der Anmeldedienst ist nicht erreichbar. Bitte versuchen Sie es später erneut.');
  });

  test('an admin sees the seeded statistics marked as sample data, with chart and tables', async ({ page }) => {
    const errors = trackErrors(page);
    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { name: 'Statistik' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Letzte 30 Tage' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Beispieldaten', { exact: true })).toBeVisible();
    await expect(clicksFigure(page)).not.toHaveText('0');
    await expect(page.locator('[data-figure="Umsatz"]')).toContainText('€');
    await expect(page.locator('[data-figure="Conversion-Rate"]')).toContainText('%');
    await expect(page.getByRole('application', { name: 'Klicks und Conversions pro Tag' })).toBeVisible();
    await expect(page.locator('[data-chart="daily"] .recharts-line')).toHaveCount(2);

    const partners = page.getByRole('table', { name: 'Klicks je Partner' });
    expect(await partners.getByRole('row').count()).toBeGreaterThan(2);
    await expect(partners.getByRole('columnheader', { name: /Klicks/ })).toHaveAttribute('aria-sort', 'descending');
    await partners.getByRole('button', { name: /^Partner/ }).click();
    await expect(partners.getByRole('columnheader', { name: /Partner/ })).toHaveAttribute('aria-sort', 'ascending');
    const names = await partners.locator('tbody tr td:first-child').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));

    // The chart's text alternative: one row per day of the period.
    await page.getByText('Tageswerte als Tabelle').click();
    await expect(page.getByRole('table', { name: 'Tageswerte' }).locator('tbody tr')).toHaveCount(30);
    expect(errors).toEqual([]);
  });

  test('the console does not scroll sideways on a phone or a desktop; wide tables scroll in their own area', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 390) await signInAsAdmin(page);
      await expect(page.getByRole('table', { name: 'Klicks je Partner' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
    }
  });

  test('changing the period changes the figures, and a wrong custom period is explained', async ({ page }) => {
    let totalsRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rpc/admin_stats_totals')) totalsRequests += 1;
    });
    await signInAsAdmin(page);
    await expect(clicksFigure(page)).toBeVisible();
    await showPeriod(page, 7);
    const week = parseGerman((await clicksFigure(page).textContent()) ?? '');
    await showPeriod(page, 90);
    await expect(clicksFigure(page)).not.toHaveText(String(week));
    const quarter = parseGerman((await clicksFigure(page).textContent()) ?? '');
    expect(quarter).toBeGreaterThan(week);
    // Back to a period seen a moment ago: served from the 5-minute cache, no new request.
    await showPeriod(page, 7);
    await expect(clicksFigure(page)).toHaveText(week.toLocaleString('de-DE'));
    expect(totalsRequests).toBe(3);
    // "Aktualisieren" asks again at once.
    const stand = await page.getByText(/^Stand: /).textContent();
    // The Stand shows seconds: refresh once the page's clock has left the second it shows.
    await expect.poll(() => page.evaluate(() => new Date().getSeconds())).not.toBe(Number(/:(\d{2}) Uhr/.exec(stand!)![1]));
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.getByText(/^Stand: /)).not.toHaveText(stand!);
    expect(totalsRequests).toBe(4);
    await expect(page.getByText(/^Zeitraum: /)).toContainText(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);

    const custom = page.getByRole('form', { name: 'Eigener Zeitraum' });
    await custom.getByLabel('Von').fill('2026-11-20');
    await custom.getByLabel('Bis').fill('2026-11-10');
    await custom.getByRole('button', { name: 'Zeitraum anwenden' }).click();
    await expect(page.getByText('Das Startdatum darf nicht nach dem Enddatum liegen.')).toBeVisible();
    await expect(custom.getByLabel('Von')).toHaveAttribute('aria-invalid', 'true');

    const today = berlinToday();
    await custom.getByLabel('Von').fill(today);
    await custom.getByLabel('Bis').fill('2099-01-01');
    await custom.getByRole('button', { name: 'Zeitraum anwenden' }).click();
    await expect(page.getByText('Das Enddatum darf nicht in der Zukunft liegen.')).toBeVisible();

    await custom.getByLabel('Von').fill(today);
    await custom.getByLabel('Bis').fill(today);
    await custom.getByRole('button', { name: 'Zeitraum anwenden' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Datum' })).toHaveCount(0);
    const german = today.split('-').reverse().join('.');
    await expect(page.getByText(/^Zeitraum: /)).toContainText(`${german} – ${german}`);
    await page.getByText('Tageswerte als Tabelle').click();
    await expect(page.getByRole('table', { name: 'Tageswerte' }).locator('tbody tr')).toHaveCount(1);
  });

  test('exports the partner table as a German CSV named after the period', async ({ page }) => {
    await signInAsAdmin(page);
    await showPeriod(page, 90);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV exportieren: Klicks je Partner' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^klicks-partner-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFFPartner;Klicks;Conversions;Umsatz;Conversion-Rate\r\n')).toBe(true);
    const rows = csv.trim().split('\r\n').slice(1);
    const shown = await page.getByRole('table', { name: 'Klicks je Partner' }).locator('tbody tr').count();
    expect(rows).toHaveLength(shown);
    for (const row of rows) expect(row).toMatch(/^[^;]+;\d+;\d+;\d+,\d{2};\d+,\d{2}$/);
  });

  test('signs out, and a session whose refresh is refused ends with the expiry message', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByText(/Sitzung ist abgelaufen|Berechtigung|falsch/)).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Statistik' })).toHaveCount(0);

    await signInAsAdmin(page);
    // The access token has run out and the refresh token is no longer accepted.
    await page.evaluate((key) => {
      const session = JSON.parse(sessionStorage.getItem(key)!) as Record<string, unknown>;
      sessionStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60, refresh_token: 'widerrufen' }));
    }, OPERATOR_SESSION_STORAGE_KEY);
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
    await expect(page.getByRole('heading', { name: 'Statistik' })).toHaveCount(0);
  });

  test('passes axe with the statistics shown', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole('application', { name: 'Klicks und Conversions pro Tag' })).toBeVisible();
    await page.getByText('Tageswerte als Tabelle').click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('an affiliate click is recorded exactly once on the server and still opens the partner', async ({ page, context, request }) => {
  const token = await adminToken(request);
  const today = berlinToday();
  const pageRow = async () => {
    const rows = await adminRpc<{ page_path: string; clicks: number | string }[]>(request, token, 'admin_stats_by_page', { p_from: today, p_to: today });
    return Number(rows.find((row) => row.page_path === '/kreditkarten')?.clicks ?? 0);
  };
  const before = await pageRow();
  const errors = trackErrors(page);
  await context.route(/\.example\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }));
  await page.goto('/kreditkarten');
  await waitForHydration(page);
  const recorded = page.waitForResponse('**/rest/v1/rpc/record_affiliate_click');
  const [popup] = await Promise.all([context.waitForEvent('page'), page.locator('[data-affiliate-link]').first().click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).searchParams.get('click_id')).toMatch(/^[0-9a-f-]{36}$/);
  expect((await recorded).status()).toBe(200);
  await expect.poll(pageRow).toBe(before + 1);
  expect(errors).toEqual([]);
});
