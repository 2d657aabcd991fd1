import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';
import { partnerPages, presetConsent } from './partners-helpers';

test.describe('affiliate links', () => {
  test('are marked, sponsored, open a new tab and carry the static tracking parameters', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/ratenkredit');
    const links = page.locator('a[rel~="sponsored"]');
    expect(await links.count()).toBeGreaterThan(5);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('rel', 'nofollow sponsored noopener');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toContainText('Anzeige');
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.protocol).toBe('https:');
      expect(href.searchParams.get('source')).toBe('ratenkredit_de');
      expect(href.searchParams.get('medium')).toBe('organic');
      expect(href.searchParams.get('campaign')).toBe('loan_comparison');
      expect(href.searchParams.get('brand_id')).toBeTruthy();
      expect(href.searchParams.has('click_id')).toBe(false);
    }
  });

  test('a click opens the partner with click_id and timestamp, shows Öffnet... and resets after a second', async ({ page, context }) => {
    await presetConsent(page, true);
    await context.route(/\.example\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }));
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    const link = page.locator('[data-affiliate-link="nordbank-direkt"]');
    const before = Date.now();
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(link).toContainText('Öffnet...');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await popup.waitForLoadState();
    const opened = new URL(popup.url());
    expect(opened.hostname).toBe('track.partnernetz.example');
    expect(opened.searchParams.get('a')).toBe('1000101');
    expect(opened.searchParams.get('brand_id')).toBe('nordbank-direkt');
    expect(opened.searchParams.get('source')).toBe('ratenkredit_de');
    expect(opened.searchParams.get('click_id')).toMatch(/^[0-9a-f-]{20,}$/);
    expect(Number(opened.searchParams.get('timestamp'))).toBeGreaterThanOrEqual(before - 5000);

    await expect(link).toContainText('Jetzt beantragen', { timeout: 3000 });
    await expect(link).not.toHaveAttribute('aria-disabled', 'true');

    const events = await page.evaluate(() => window.dataLayer?.filter((entry) => entry.event === 'affiliate_click'));
    expect(events).toEqual([expect.objectContaining({ term: 'ratenkredit', brandId: 'nordbank-direkt', brandName: 'Nordbank Direkt', page: '/ratenkredit' })]);
    expect(await page.evaluate(() => ({ session: Object.keys(sessionStorage), cookies: document.cookie }))).toEqual({ session: [], cookies: '' });

    const [second] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await second.waitForLoadState();
    expect(new URL(second.url()).searchParams.get('click_id')).not.toBe(opened.searchParams.get('click_id'));
  });

  test('without consent the link still works but nothing is stored or pushed', async ({ page, context }) => {
    await presetConsent(page, false);
    await context.route(/\.example\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'ok' }));
    await page.goto('/kreditkarten');
    await waitForHydration(page);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.locator('a[rel~="sponsored"]').first().click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).searchParams.get('source')).toBe('kreditkarte_de');
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
    expect(await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'affiliate_click'))).toEqual([]);
  });
});

test.describe('ad marking and representative examples (UWG § 5a/5b, PAngV § 17)', () => {
  for (const { path } of [...partnerPages, { path: '/ratenkredit/ohne-schufa' }]) {
    test(`${path}: every card marked, every list disclosed, every rate with its example`, async ({ page }) => {
      await presetConsent(page);
      await page.goto(path);
      for (const list of await page.locator('[data-partner-list]').all()) {
        await expect(list.locator('[data-partner-disclosure]')).toContainText('Provision');
        await expect(list.locator('[data-partner-disclosure]')).toContainText('nicht alle Anbieter');
        await expect(list.locator('a[href="#so-sortieren-wir"]')).toHaveCount(1);
      }
      await expect(page.locator('#so-sortieren-wir')).toContainText('Provision');
      // Offers only: the evaluation tables on /ratenkredit/beste are editorial, not ads.
      for (const card of await page.locator('[data-partner-card], tr[data-partner-row]').all()) {
        await expect(card.getByText('Anzeige', { exact: true }).first()).toBeVisible();
        const text = await card.innerText();
        if (/ab \d+,\d+ %/.test(text)) {
          await expect(card.locator('[data-representative-example]')).toHaveCount(1);
          await expect(card.locator('[data-representative-example]')).toContainText(/Repräsentatives Beispiel/);
        }
      }
      for (const link of await page.locator('a[rel~="sponsored"]').all()) await expect(link).toContainText('Anzeige');
    });
  }

  test('a representative example lists every figure § 17 PAngV asks for', async ({ page }) => {
    await page.goto('/ratenkredit/beste');
    const example = page.locator('[data-partner-card="nordbank-direkt"] [data-representative-example]');
    await expect(example).toHaveText(
      'Repräsentatives Beispiel: Nettodarlehensbetrag 10.000,00 €, Sollzins 5,79 % p. a. (gebunden), effektiver Jahreszins 5,95 %, Laufzeit 60 Monate, monatliche Rate 192,35 €, letzte Rate 192,56 €, Gesamtbetrag 11.541,21 €, Darlehensgeber: Nordbank Direkt AG, Kaispeicherweg 12, 20457 Hamburg (Beispieladresse).',
    );
  });

  test('/ratenkredit computes a Beispielrechnung for the inputs and keeps the offer’s own representative example beside it', async ({ page }) => {
    await page.goto('/ratenkredit?betrag=25000&laufzeit=84');
    const offer = page.locator('[data-partner-card="nordbank-direkt"]');
    // 25.000 € over 84 months at the 2/3 Sollzins 5,79 %: the visitor's figures are a Beispielrechnung (audit A1) ...
    await expect(offer.locator('[data-example-calculation]')).toHaveText(
      /^Beispielrechnung für Ihre Angaben: Nettodarlehensbetrag 25\.000,00\s€, Sollzins 5,79\s% p\. a\. \(gebunden\), effektiver Jahreszins 5,95\s%, Laufzeit 84 Monate, .*Darlehensgeber: Nordbank Direkt AG, Kaispeicherweg 12, 20457 Hamburg \(Beispieladresse\)\.$/,
    );
    // ... and the representative example is the bank's own, whatever the inputs (§ 17 Abs. 4 PAngV).
    await expect(offer.locator('[data-representative-example]')).toHaveText(
      'Repräsentatives Beispiel: Nettodarlehensbetrag 10.000,00 €, Sollzins 5,79 % p. a. (gebunden), effektiver Jahreszins 5,95 %, Laufzeit 60 Monate, monatliche Rate 192,35 €, letzte Rate 192,56 €, Gesamtbetrag 11.541,21 €, Darlehensgeber: Nordbank Direkt AG, Kaispeicherweg 12, 20457 Hamburg (Beispieladresse).',
    );
  });
});
