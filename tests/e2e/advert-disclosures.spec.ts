import { expect, test } from '@playwright/test';
import { AD_LABEL } from '../../src/content/partners/disclosure';
import { creditWarning } from '../../src/content/credit-warning';
import { bestePage } from '../../src/content/partners/beste';
import { ohneSchufaPage } from '../../src/content/partners/ohne-schufa';
import { ANALYTICS_EVENT_RETENTION_MONTHS } from '../../src/content/legal/analytics-facts';
import { builtWithAnalytics } from './helpers';
import { presetConsent } from './partners-helpers';

/**
 * What every advert for credit on the built pages carries (issue 37): the CCD2 warning above the
 * first offer, a legible "Anzeige", the broker's status information one click away, and a ranking
 * note naming the parameters the order really follows.
 */
const creditLists = ['/ratenkredit', '/ratenkredit/beste', '/ratenkredit/zinsen', '/ratenkredit/ohne-schufa', '/kreditkarten', '/unternehmenskredit', '/baufinanzierung'];
const firstOffer = '[data-partner-card], [data-partner-row]';

test.describe('every credit list', () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  for (const path of creditLists) {
    test(`${path}: the warning stands above the first offer, "Anzeige" is at least 12 px, the status information is linked`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('Kredite kosten Geld');
      const warningAt = html.indexOf(creditWarning.title);
      expect(warningAt, 'warning in the prerendered HTML').toBeGreaterThan(-1);
      expect(warningAt, 'warning before the first offer').toBeLessThan(html.search(/data-partner-(?:card|row)=/));
      expect(html.split(creditWarning.title)).toHaveLength(2);

      // The prerendered page as a visitor first sees it, with the inlined stylesheet.
      await page.goto(path);
      const warning = page.getByRole('heading', { name: creditWarning.title });
      await expect(warning).toBeVisible();
      const warningFirst = await warning.evaluate((heading, selector) => {
        const offer = document.querySelector(selector)!;
        return Boolean(heading.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING);
      }, firstOffer);
      expect(warningFirst).toBe(true);

      const marks = page.locator('main *').filter({ hasText: new RegExp(`^${AD_LABEL}$`) }).filter({ hasNot: page.locator('*') });
      expect(await marks.count()).toBeGreaterThan(1);
      const sizes = await marks.evaluateAll((elements) => elements.map((element) => parseFloat(getComputedStyle(element).fontSize)));
      for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);

      await expect(page.locator('[data-partner-disclosure] a[href="/impressum#statusinformationen"]')).toHaveText('Statusinformationen zur Kreditvermittlung');
    });
  }
});

test.describe('ranking notes', () => {
  // /kreditkarten states the card comparison's cost order (features/card-comparison), tested there.
  for (const path of ['/unternehmenskredit', '/baufinanzierung', '/ratenkredit/ohne-schufa']) {
    test(`${path}: names the effective rate as the order, not a hand-made one`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const note = html.slice(html.indexOf('id="so-sortieren-wir"'));
      expect(note).toMatch(/nach dem effektiven Jahreszins im (repräsentativen )?Beispiel des Anbieters, der niedrigste zuerst/);
      expect(note).not.toMatch(/von Hand|Gesamtpunktzahl/);
    });
  }

  test('/baufinanzierung: the examples’ effective rates rise from card to card', async ({ page }) => {
    await page.goto('/baufinanzierung');
    const rates = await page.locator('[data-partner-card] [data-representative-example]').allInnerTexts();
    const shown = rates.map((text) => Number(/effektiver Jahreszins (\d+,\d+)\s%/.exec(text)![1]!.replace(',', '.')));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });
});

test('/ratenkredit/beste names its evaluation in h1, breadcrumb and title', async ({ page }) => {
  await page.goto('/ratenkredit/beste');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bestePage.title);
  await expect(page).toHaveTitle(new RegExp(`^${bestePage.title}`));
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByText(bestePage.crumb)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/Die 5 besten|Beste Ratenkredite/);
});

test('/ratenkredit/ohne-schufa informs, warns and shows alternatives before any offer', async ({ page }) => {
  await page.goto('/ratenkredit/ohne-schufa');
  const headings = await page.locator('main h2').allInnerTexts();
  expect(headings.indexOf('Bessere Alternativen')).toBeLessThan(headings.indexOf(ohneSchufaPage.offersTitle));
  await expect(page.locator('main')).not.toContainText('ohne SCHUFA-Abfrage');
  await expect(page.locator('[data-ranking-note="ohne-schufa"]')).not.toContainText(/Gesamtpunktzahl|Kriterien|Gewicht/);
  for (const title of ['Schuldnerberatung', 'Dispo- oder Rahmenkredit der Hausbank', 'Kleinkredit mit SCHUFA-neutraler Konditionsanfrage']) {
    await expect(page.locator('#alternativen').getByRole('heading', { name: title })).toBeVisible();
  }
});

test('the Impressum holds the status information and names ImmVermV and the Bundesbank’s Schlichtungsstelle', async ({ page }) => {
  await page.goto('/impressum#statusinformationen');
  const status = page.locator('#statusinformationen');
  await expect(status).toBeInViewport();
  await expect(status).toContainText('Von Ihnen verlangen wir kein Entgelt');
  await expect(status).toContainText('Auch Nebenentgelte berechnen wir Ihnen nicht');
  await expect(status).toContainText(/Ratenkredit: 40\s€ bis 120\s€/);
  await expect(status).toContainText('für mehrere Darlehensgeber tätig');
  await expect(page.locator('main')).toContainText('Immobiliardarlehensvermittlungsverordnung (ImmVermV)');
  await expect(page.locator('main')).toContainText('Schlichtungsstelle bei der Deutschen Bundesbank');
});

test('the sister-portal network and the invented reviews are marked as samples', async ({ page }) => {
  await page.goto('/uber-uns');
  await expect(page.locator('[data-claim="network"]')).toContainText('(Beispielangabe)');
  await expect(page.locator('footer').getByRole('heading', { name: 'International (Beispielangabe)' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Vor- und Nachteile gleichermaßen');
  await page.goto('/ratgeber/sparkonto');
  await expect(page.getByRole('heading', { name: 'Erfahrungen von Sparern (Beispiele)' })).toBeVisible();
});

test('the privacy notice states the GA4 retention only in a build with analytics', async ({ request }) => {
  const html = await (await request.get('/datenschutz')).text();
  if (builtWithAnalytics) expect(html).toContain(`${ANALYTICS_EVENT_RETENTION_MONTHS} Monate lang`);
  else expect(html).not.toContain('Ereignisdaten');
});

// Audit A3: "kostenlos" on a card whose interest-bearing Teilzahlung is switched on by default misleads about its cost.
test('/kreditkarten: no card whose Teilzahlung is preset calls itself "kostenlos"', async ({ page }) => {
  await page.goto('/kreditkarten');
  const cards = page.locator('[data-partner-card]');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    if (/Teilzahlung (?:ist )?voreingestellt|Teilzahlung muss (?:aktiv )?abgewählt/.test(await card.innerText())) await expect(card).not.toContainText(/kostenlos/i);
  }
});
