import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { distDir } from '../../scripts/lib/paths';
import { assetsForPage, readViteManifest } from '../../scripts/lib/vite-assets';
import { notFoundRoute, routes } from '../../src/routes/manifest';
import { signInAsAdmin } from './admin-helpers';
import { canonicalFor, SITE_URL, trackErrors, waitForAnimations } from './helpers';

const FUNCTION_URL = '**/functions/v1/generate-seo';
const FILE_NAMES = ['sitemap.xml', 'robots.txt', 'llms.txt', 'security.txt'];

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

/** The generator sits behind the operator sign-in since the console took it over. */
async function openAdmin(page: Page) {
  await signInAsAdmin(page);
}

/** Holds the function's answer back briefly, so the busy state can be seen. */
async function delayFunction(page: Page, ms = 400) {
  await page.route(FUNCTION_URL, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

async function generate(page: Page) {
  await page.getByRole('button', { name: 'SEO-Dateien generieren' }).click();
  await expect(page.getByRole('tab', { name: 'sitemap.xml' })).toBeVisible();
}

test.describe('admin SEO generator', () => {
  test('is noindex, nofollow and explains what it generates', async ({ page }) => {
    await openAdmin(page);
    await expect(page).toHaveTitle('Betreiberkonsole | KreditSmart');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex.*nofollow/);
    const main = page.locator('main');
    for (const text of ['sitemap.xml', 'robots.txt', 'llms.txt', 'security.txt', 'Alle Seiten', 'deutsche Suchmaschinen']) {
      await expect(main).toContainText(text);
    }
  });

  test('generates the four files through the local function', async ({ page }) => {
    const errors = trackErrors(page);
    await openAdmin(page);
    await delayFunction(page);
    const button = page.getByRole('button', { name: 'SEO-Dateien generieren' });
    await button.click();
    const busy = page.getByRole('button', { name: 'Generiert...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();

    await expect(page.getByRole('tab')).toHaveText(FILE_NAMES);
    await expect(button).toBeEnabled();
    await expect(page.getByRole('tab', { name: 'sitemap.xml' })).toHaveAttribute('aria-selected', 'true');
    const sitemap = await page.getByRole('tabpanel').locator('pre').textContent();
    const urlCount = (sitemap?.match(/<loc>/g) ?? []).length;
    expect(urlCount).toBeGreaterThan(100);
    expect(sitemap).not.toContain('/admin');

    await expect(toast(page, 'Generiert!')).toContainText(`${urlCount.toLocaleString('de-DE')} URLs`);
    const success = page.locator('[role="log"] li[data-level="success"]');
    await expect(success).toContainText('[de]');
    await expect(success).toContainText('4 Dateien generiert');
    await expect(success.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(page.locator('[role="log"] li[data-level="info"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('moves between file tabs with the arrow keys, Home and End', async ({ page }) => {
    await openAdmin(page);
    await generate(page);
    const tab = (name: string) => page.getByRole('tab', { name });
    await tab('sitemap.xml').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('robots.txt')).toBeFocused();
    await expect(tab('robots.txt')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'robots.txt' })).toContainText('Disallow: /admin');
    await page.keyboard.press('End');
    await expect(tab('security.txt')).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('Preferred-Languages: de, en');
    await page.keyboard.press('ArrowRight');
    await expect(tab('sitemap.xml')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('security.txt')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab('sitemap.xml')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { selected: false })).toHaveCount(3);
    for (const name of ['robots.txt', 'llms.txt', 'security.txt']) await expect(tab(name)).toHaveAttribute('tabindex', '-1');
  });

  test('copies a file to the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAdmin(page);
    await generate(page);
    await page.getByRole('tab', { name: 'llms.txt' }).click();
    await page.getByRole('button', { name: 'llms.txt kopieren' }).click();
    await expect(toast(page, 'Kopiert!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# KreditSmart\n\n> ')).toBe(true);
    expect(copied).toBe(await page.getByRole('tabpanel').locator('pre').textContent());
  });

  test('downloads one file and all files', async ({ page }) => {
    await openAdmin(page);
    await generate(page);
    await page.getByRole('tab', { name: 'robots.txt' }).click();
    const [single] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'robots.txt herunterladen' }).click(),
    ]);
    expect(single.suggestedFilename()).toBe('robots.txt');
    const robots = await readFile(await single.path(), 'utf8');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    await expect(toast(page, 'Heruntergeladen!').first()).toBeVisible();

    const [archive] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Alle herunterladen (ZIP)' }).click(),
    ]);
    expect(archive.suggestedFilename()).toBe('seo-dateien-de.zip');
    const zip = await readFile(await archive.path());
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    for (const name of FILE_NAMES) expect(zip.includes(Buffer.from(name))).toBe(true);
    const unzipped = unzipSync(zip);
    expect(Object.keys(unzipped).slice(0, FILE_NAMES.length)).toEqual(FILE_NAMES);
    expect(strFromU8(unzipped['robots.txt']!)).toBe(robots);
  });

  test('shows the error toast and an error log line when the function fails', async ({ page }) => {
    await openAdmin(page);
    await page.route(FUNCTION_URL, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            headers: { 'Access-Control-Allow-Origin': '*' },
            body: JSON.stringify({ success: false, error: 'Die SEO-Dateien konnten nicht generiert werden.' }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'SEO-Dateien generieren' }).click();
    const error = toast(page, 'Fehler bei der Generierung');
    await expect(error).toContainText('Die SEO-Dateien konnten nicht generiert werden.');
    await expect(error).toHaveAttribute('data-type', 'error');
    await expect(page.locator('[role="log"] li[data-level="error"]')).toContainText('Die SEO-Dateien konnten nicht generiert werden.');
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'SEO-Dateien generieren' })).toBeEnabled();
  });

  test('says "Unbekannter Fehler" when the function reports failure without a message', async ({ page }) => {
    await openAdmin(page);
    await page.route(FUNCTION_URL, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{"success":false}' })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'SEO-Dateien generieren' }).click();
    await expect(toast(page, 'Fehler bei der Generierung')).toContainText('Unbekannter Fehler');
    await expect(page.locator('[role="log"] li[data-level="error"]')).toContainText('Unbekannter Fehler');
  });

  test('is operable by keyboard alone and passes axe after generating', async ({ page }) => {
    await openAdmin(page);
    const button = page.getByRole('button', { name: 'SEO-Dateien generieren' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'sitemap.xml' })).toBeVisible();
    await expect(toast(page, 'Generiert!')).toBeVisible();
    await waitForAnimations(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
  });
});

test.describe('SEO files served by the preview', () => {
  const files = [
    { path: '/sitemap.xml', type: /^application\/xml/, start: '<?xml version="1.0" encoding="UTF-8"?>' },
    { path: '/robots.txt', type: /^text\/plain/, start: 'User-agent: *' },
    { path: '/llms.txt', type: /^text\/plain/, start: '# KreditSmart' },
    { path: '/.well-known/security.txt', type: /^text\/plain/, start: 'Contact: mailto:' },
    { path: '/security.txt', type: /^text\/plain/, start: 'Contact: mailto:' },
  ];

  for (const file of files) {
    test(`${file.path} is served with ${String(file.type)}`, async ({ request }) => {
      const response = await request.get(file.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(file.type);
      expect((await response.text()).startsWith(file.start)).toBe(true);
    });
  }

  test('the sitemap lists absolute URLs of indexable pages that all exist', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    for (const route of routes.filter((entry) => !entry.path.includes(':'))) {
      const url = canonicalFor(route.path);
      expect(locs.includes(url), url).toBe(route.indexable);
    }
    const sample = locs.filter((_, index) => index % 97 === 0);
    for (const loc of sample) {
      expect(loc.startsWith(`${SITE_URL}/`)).toBe(true);
      expect((await request.get(new URL(loc).pathname)).status(), loc).toBe(200);
    }
  });

  test('security.txt expires within a year and names its canonical address', async ({ request }) => {
    const text = await (await request.get('/.well-known/security.txt')).text();
    const expires = new Date(/^Expires: (.+)$/m.exec(text)![1]!);
    expect(expires.getTime()).toBeGreaterThan(Date.now());
    expect(expires.getTime()).toBeLessThanOrEqual(Date.now() + 366 * 24 * 60 * 60 * 1000);
    expect(text).toContain(`Canonical: ${SITE_URL}/.well-known/security.txt`);
    expect(text).toContain('Preferred-Languages: de, en');
  });
});

test('supabase-js and recharts are preloaded by no page, and loaded only by the console', async () => {
  const manifest = await readViteManifest(distDir);
  // Literals of functions-js, auth-js and recharts survive minification, class names do not.
  const supabaseMarkers = ['Edge Function returned a non-2xx status code', 'GoTrueClient'];
  const chartMarkers = ['recharts-wrapper'];
  const contains = async (file: string, markers: string[]) => {
    const code = await readFile(path.join(distDir, file), 'utf8');
    return markers.some((marker) => code.includes(marker));
  };
  for (const route of [...routes, notFoundRoute]) {
    const assets = assetsForPage(manifest, `src/pages/${route.page}.tsx`);
    for (const file of [assets.entryScript, ...assets.modulePreloads]) {
      expect(await contains(file, supabaseMarkers), `${route.path} preloads supabase-js in ${file}`).toBe(false);
      expect(await contains(file, chartMarkers), `${route.path} preloads recharts in ${file}`).toBe(false);
    }
  }
  const chunks = Object.entries(manifest) as [string, { file: string; dynamicImports?: string[] }][];
  const clientChunk = manifest['src/features/admin/api/supabase-client.ts'];
  expect(clientChunk && (await contains(clientChunk.file, supabaseMarkers))).toBe(true);
  const chartChunk = manifest['src/features/admin/components/daily-chart.tsx'];
  expect(chartChunk && (await contains(chartChunk.file, chartMarkers)), 'recharts is in the lazily loaded chart chunk').toBe(true);
  // Whatever loads the client or the chart on demand is part of the console itself.
  const lazyTargets = ['src/features/admin/api/supabase-client.ts', 'src/features/admin/components/daily-chart.tsx'];
  const importers = chunks.filter(([, chunk]) => chunk.dynamicImports?.some((target) => lazyTargets.includes(target))).map(([source]) => source);
  expect(importers.length).toBeGreaterThan(0);
  for (const source of importers) expect(source).toMatch(/^(src\/pages\/admin-page\.tsx|src\/features\/admin\/)/);
});
