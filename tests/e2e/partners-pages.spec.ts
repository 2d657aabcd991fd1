import { expect, test } from '@playwright/test';
import { cardSeeds } from '../../scripts/local-api/seed/seed-cards';
import { seedPartners } from '../../scripts/local-api/seed/seed-partners';
import { trackErrors, waitForHydration } from './helpers';
import { inactiveNames, partnerPages, presetConsent, ratenkreditComparisonNames, seededNames, seededRanking, topFiveNames } from './partners-helpers';

const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!)['@type'] as string);

test.describe('comparison pages list the seeded partners', () => {
  for (const { path, names, faq } of partnerPages) {
    test(`${path}: in the raw HTML, without JavaScript`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      let last = -1;
      for (const name of names) {
        const at = html.indexOf(`>${name}<`);
        expect(at, name).toBeGreaterThan(last);
        last = at;
      }
      for (const name of inactiveNames) expect(html).not.toContain(name);
      expect(html).not.toMatch(/Lädt|Lade Angebote/);
      expect(html).toContain('So sortieren wir');
      expect(jsonLdTypes(html)).toContain('ItemList');
      if (faq) expect(jsonLdTypes(html)).toContain('FAQPage');
    });

    test(`${path}: after hydration, without loading flash or errors`, async ({ page }) => {
      await presetConsent(page);
      const errors = trackErrors(page);
      await page.goto(path);
      await waitForHydration(page);
      const list = page.locator('[data-partner-list]');
      for (const name of names) await expect(list.getByText(name, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(/^(Lädt|Lade) /)).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('page details', () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test('/ratenkredit: evaluation badges on the three best-scored cards, scores on every evaluated card, five steps, four FAQs, CTA to the glossary', async ({ page }) => {
    await page.goto('/ratenkredit');
    const cards = page.locator('[data-partner-card]');
    const ranking = seededRanking('ratenkredit', 'comparison');
    for (const rank of [1, 2, 3]) await expect(cards.nth(rank - 1).getByText(`Platz ${rank} in unserer Bewertung`, { exact: true })).toBeVisible();
    await expect(page.locator('[data-evaluation-rank]')).toHaveCount(3);
    // At the defaults the offers that fit come first, the others below (both in evaluation order).
    for (const [index, name] of ratenkreditComparisonNames.entries()) {
      const { score } = ranking.find((entry) => entry.name === name)!;
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
      if (score === null) await expect(card.getByText(/Punkten|Platz \d/)).toHaveCount(0);
      else await expect(card.locator('[data-evaluation-score]')).toContainText(`${score.toFixed(1).replace('.', ',')} von 5 Punkten`);
    }
    await expect(page.getByText('Startseite').first()).toBeVisible();
    await expect(page.locator('#so-funktionierts ol > li')).toHaveCount(5);
    await expect(page.locator('#faq details')).toHaveCount(4);
    await expect(page.locator('#faq a[href="/ratenkredit/ohne-schufa"]')).toHaveCount(1);
    await expect(page.locator('main a[href="/glossar"], a[href="/glossar"]').first()).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Achtung! Kreditaufnahme kostet Geld.' })).toBeVisible();
  });

  test('/kreditkarten: no position badge, no rank or score, card types with #kostenlos and #cashback', async ({ page }) => {
    await page.goto('/kreditkarten#cashback');
    await expect(page.locator('[data-partner-card]').first()).toBeVisible();
    await expect(page.getByText('Empfehlung')).toHaveCount(0);
    await expect(page.locator('[data-evaluation-rank], [data-evaluation-score]')).toHaveCount(0);
    for (const id of ['kostenlos', 'cashback', 'premium', 'prepaid']) await expect(page.locator(`#${id}`)).toHaveCount(1);
    await expect(page.locator('#cashback')).toBeInViewport();
    await expect(page.locator('#faq details')).toHaveCount(4);
    await expect(page.locator('a[href="/ratenkredit"]').first()).toBeAttached();
  });

  test('/unternehmenskredit: figures, no "Schnellste Zusage" badge, use cases, four FAQs', async ({ page }) => {
    await page.goto('/unternehmenskredit');
    const figures = page.locator('main dl').first();
    const offers = seededNames('unternehmenskredit').length;
    await expect(figures.locator('div', { hasText: 'Angebote im Vergleich' }).locator('dd')).toHaveText(String(offers));
    await expect(figures).not.toContainText('%');
    await expect(figures.getByText('ab 1 Jahr')).toBeVisible();
    await expect(figures.getByText('25.000 €')).toBeVisible();
    await expect(page.locator('[data-partner-card]').first()).toBeVisible();
    await expect(page.getByText('Schnellste Zusage')).toHaveCount(0);
    await expect(page.locator('[data-evaluation-rank], [data-evaluation-score]')).toHaveCount(0);
    await expect(page.locator('#einsatzbereiche li')).toHaveCount(4);
    // Who the list is for: businesses, no consumer credit; founders' loans up to 75.000 € are (§ 513 BGB).
    await expect(page.locator('[data-business-loan-scope]')).toContainText('keine Verbraucherkredite');
    await expect(page.locator('[data-business-loan-scope]')).toContainText('bis 75.000 €');
    await expect(page.locator('[data-business-loan-scope] a[href="https://www.gesetze-im-internet.de/bgb/__513.html"]')).toHaveCount(1);
    await expect(page.locator('#faq details')).toHaveCount(4);
  });

  test('/baufinanzierung: no "Beste Wahl" badge and at most three pros', async ({ page }) => {
    await page.goto('/baufinanzierung');
    const cards = page.locator('[data-partner-card]');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText('Beste Wahl')).toHaveCount(0);
    await expect(page.locator('[data-evaluation-rank], [data-evaluation-score]')).toHaveCount(0);
    for (const card of await cards.all()) expect(await card.locator('ul[aria-label="Vorteile"] li').count()).toBeLessThanOrEqual(3);
    const figures = page.locator('main dl').first();
    await expect(figures.locator('div', { hasText: 'Angebote im Vergleich' }).locator('dd')).toHaveText(String(seededNames('baufinanzierung').length));
    await expect(figures).not.toContainText('%');
    await expect(figures.getByText('5–30 Jahre')).toBeVisible();
    // § 17 Abs. 3 Nr. 5 PAngV: inside each offer, unhedged.
    for (const card of await cards.all()) await expect(card).toContainText('Das Darlehen wird durch eine Grundschuld auf die finanzierte Immobilie gesichert.');
    await expect(page.locator('main')).not.toContainText('in der Regel eine Sicherheit');
  });

  test('/ratenkredit/beste: the five best-scored offers with place, score and points per criterion, no Testsieger', async ({ page }) => {
    await page.goto('/ratenkredit/beste');
    const entries = page.locator('[data-partner-card]');
    await expect(entries).toHaveCount(5);
    for (const [index, name] of topFiveNames.entries()) {
      const entry = entries.nth(index);
      await expect(entry.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(entry.getByText(`Platz ${index + 1} in unserer Bewertung`, { exact: true })).toBeVisible();
      await expect(entry.getByText(/von 5 Punkten/)).toBeVisible();
      const table = entry.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Kriterium', 'Gewicht', 'Punkte']);
      await expect(table.locator('tbody tr')).toHaveCount(5);
      await expect(entry.locator('img')).toHaveCount(1);
      await expect(entry.locator('a[rel~="sponsored"]')).toContainText('Jetzt beantragen');
    }
    await expect(page.getByText('24-48h Auszahlung')).toHaveCount(0);
    await expect(page.getByText(/Warum Platz/)).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('Testsieger');
    await expect(page.locator('#so-bewerten-wir [data-criterion]')).toHaveCount(5);
    await expect(page.locator('a[href="/ratenkredit/zinsen"]').first()).toBeAttached();
  });

  test('/ratenkredit/zinsen: one row per provider in evaluation order, highlight cut to 30 characters, score and a Details link', async ({ page }) => {
    await page.goto('/ratenkredit/zinsen');
    const rows = page.locator('tbody tr');
    const ranking = seededRanking('ratenkredit', 'comparison');
    await expect(rows).toHaveCount(ranking.length);
    for (const [index, { name, score }] of ranking.entries()) {
      const cells = rows.nth(index).locator('th, td');
      await expect(cells.nth(0)).toContainText(name);
      await expect(cells.nth(1)).toContainText(/^ab \d/);
      expect(Array.from((await cells.nth(3).innerText()).trim()).length).toBeLessThanOrEqual(30);
      await expect(cells.nth(5)).toHaveText(score === null ? 'nicht bewertet' : `${score.toFixed(1).replace('.', ',')} von 5`);
      await expect(cells.nth(6).getByRole('link', { name: /Details/ })).toHaveAttribute('href', '/ratenkredit');
    }
    await expect(rows.first().locator('td').nth(2)).toHaveText('Kostenlose Sondertilgungen je…');
  });

  test('/ratenkredit/ohne-schufa: warning box, the providers, four alternatives and links', async ({ page }) => {
    await page.goto('/ratenkredit/ohne-schufa');
    await expect(page.getByRole('note')).toContainText('Vorsicht');
    // Kreditbrücke is gone (audit 27.11.2026: "ab 5,49 %" beside a 10,90 % example, unnamed lender, a broker).
    await expect(page.locator('[data-partner-card]')).toHaveCount(1);
    await expect(page.locator('#alternativen li')).toHaveCount(4);
    await expect(page.locator('main a[href="/ratenkredit"]').first()).toBeAttached();
    await expect(page.locator('main a[href="/ratenkredit/beste"]').first()).toBeAttached();
  });
});

test.describe('offer cards name disadvantages too (as /uber-uns says)', () => {
  for (const path of ['/ratenkredit', '/unternehmenskredit', '/baufinanzierung', '/kreditkarten']) {
    test(`${path}: every card lists up to two of its recorded cons`, async ({ page }) => {
      await page.goto(path);
      const cards = page.locator('[data-partner-card]');
      await expect(cards.first()).toBeVisible();
      let withCons = 0;
      for (const card of await cards.all()) {
        const brand = await card.getAttribute('data-partner-card');
        const seed = [...seedPartners, ...cardSeeds].find((partner) => partner.brandId === brand);
        if (!seed) continue;
        const shown = Math.min(2, seed.cons.length);
        await expect(card.locator('ul[aria-label="Nachteile"] li'), `${brand}`).toHaveCount(shown);
        if (shown > 0) withCons += 1;
      }
      expect(withCons, 'cards with cons on the page').toBeGreaterThan(0);
    });
  }
});

