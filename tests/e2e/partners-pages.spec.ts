import { expect, test } from '@playwright/test';
import { trackErrors, waitForHydration } from './helpers';
import { inactiveNames, partnerPages, presetConsent, seededNames } from './partners-helpers';

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

  test('/ratenkredit: rank badges #1-#3, five steps, four FAQs with the ohne-Schufa link, CTA to the glossary', async ({ page }) => {
    await page.goto('/ratenkredit');
    const cards = page.locator('[data-partner-card]');
    for (const rank of [1, 2, 3]) await expect(cards.nth(rank - 1).getByText(`#${rank}`, { exact: true })).toBeVisible();
    await expect(cards.nth(3).getByText('#4', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Startseite').first()).toBeVisible();
    await expect(page.locator('#so-funktionierts ol > li')).toHaveCount(5);
    await expect(page.locator('#faq details')).toHaveCount(4);
    await expect(page.locator('#faq a[href="/ratenkredit/ohne-schufa"]')).toHaveCount(1);
    await expect(page.locator('main a[href="/glossar"], a[href="/glossar"]').first()).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Achtung: Kredite kosten Geld!' })).toBeVisible();
  });

  test('/kreditkarten: Empfehlung on the first card, card types with #kostenlos and #cashback', async ({ page }) => {
    await page.goto('/kreditkarten#cashback');
    const cards = page.locator('[data-partner-card]');
    await expect(cards.first().getByText('Empfehlung')).toBeVisible();
    await expect(cards.nth(1).getByText('Empfehlung')).toHaveCount(0);
    for (const id of ['kostenlos', 'cashback', 'premium', 'prepaid']) await expect(page.locator(`#${id}`)).toHaveCount(1);
    await expect(page.locator('#cashback')).toBeInViewport();
    await expect(page.locator('#faq details')).toHaveCount(4);
    await expect(page.locator('a[href="/ratenkredit"]').first()).toBeAttached();
  });

  test('/unternehmenskredit: figures, fastest approval on the first partner, use cases, four FAQs', async ({ page }) => {
    await page.goto('/unternehmenskredit');
    const figures = page.locator('main dl').first();
    await expect(figures.getByText('5.000–500.000 €')).toBeVisible();
    await expect(figures.getByText('ab 1,99 %')).toBeVisible();
    await expect(figures.getByText('ab 1 Jahr')).toBeVisible();
    await expect(figures.getByText('25.000 €')).toBeVisible();
    await expect(page.locator('[data-partner-card]').first().getByText('Schnellste Zusage')).toBeVisible();
    await expect(page.locator('#einsatzbereiche li')).toHaveCount(4);
    await expect(page.locator('#faq details')).toHaveCount(4);
  });

  test('/baufinanzierung: best choice on the first partner and at most three pros', async ({ page }) => {
    await page.goto('/baufinanzierung');
    const cards = page.locator('[data-partner-card]');
    await expect(cards.first().getByText('Beste Wahl')).toBeVisible();
    for (const card of await cards.all()) expect(await card.locator('ul[aria-label="Vorteile"] li').count()).toBeLessThanOrEqual(3);
    const figures = page.locator('main dl').first();
    await expect(figures.getByText('bis 500.000 €')).toBeVisible();
    await expect(figures.getByText('ab 2,5 %')).toBeVisible();
    await expect(figures.getByText('5–30 Jahre')).toBeVisible();
  });

  test('/ratenkredit/beste: top five with Testsieger, ratings 4,9 to 4,5, payout badge and reasons per rank', async ({ page }) => {
    await page.goto('/ratenkredit/beste');
    const entries = page.locator('[data-partner-card]');
    await expect(entries).toHaveCount(5);
    await expect(entries.first().getByText('Testsieger', { exact: true })).toBeVisible();
    await expect(page.getByText('Testsieger', { exact: true })).toHaveCount(1);
    const ratings = ['4,9', '4,8', '4,7', '4,6', '4,5'];
    const reasons = new Set<string>();
    for (const [index, rating] of ratings.entries()) {
      const entry = entries.nth(index);
      await expect(entry.getByText(rating, { exact: true })).toBeVisible();
      await expect(entry.getByText('24-48h Auszahlung')).toBeVisible();
      await expect(entry.getByText(`#${index + 1}`, { exact: true })).toBeVisible();
      await expect(entry.locator('img')).toHaveCount(1);
      reasons.add(await entry.getByRole('heading', { name: `Warum Platz ${index + 1}?` }).locator('xpath=following-sibling::ul').innerText());
    }
    expect(reasons.size).toBe(5);
    await expect(entries.first().locator('a[rel~="sponsored"]')).toContainText('Zum Testsieger');
    for (const index of [1, 2, 3, 4]) await expect(entries.nth(index).locator('a[rel~="sponsored"]')).toContainText('Jetzt beantragen');
    await expect(page.locator('#bewertungskriterien li')).toHaveCount(5);
    await expect(page.locator('a[href="/ratenkredit/zinsen"]').first()).toBeAttached();
  });

  test('/ratenkredit/zinsen: one row per provider with highlight cut to 30 characters and a Details link', async ({ page }) => {
    await page.goto('/ratenkredit/zinsen');
    const rows = page.locator('tbody tr');
    const names = seededNames('ratenkredit', 'comparison');
    await expect(rows).toHaveCount(names.length);
    for (const [index, name] of names.entries()) {
      const cells = rows.nth(index).locator('th, td');
      await expect(cells.nth(0)).toContainText(name);
      await expect(cells.nth(1)).toContainText(/^ab \d/);
      expect(Array.from((await cells.nth(3).innerText()).trim()).length).toBeLessThanOrEqual(30);
      await expect(cells.nth(5).getByRole('link', { name: /Details/ })).toHaveAttribute('href', '/ratenkredit');
    }
    await expect(rows.first().locator('td').nth(2)).toHaveText('Kostenlose Sondertilgungen je…');
  });

  test('/ratenkredit/ohne-schufa: warning box, two providers, alternatives and links', async ({ page }) => {
    await page.goto('/ratenkredit/ohne-schufa');
    await expect(page.getByRole('note')).toContainText('Vorsicht');
    await expect(page.locator('[data-partner-card]')).toHaveCount(2);
    await expect(page.locator('#alternativen li')).toHaveCount(4);
    await expect(page.locator('main a[href="/ratenkredit"]').first()).toBeAttached();
    await expect(page.locator('main a[href="/ratenkredit/beste"]').first()).toBeAttached();
  });
});
