import { expect, test } from '@playwright/test';
import { besterKreditIntro } from '../../src/content/guides/bester-kredit';
import { finanzTippsIntro, savingTips } from '../../src/content/guides/finanz-tipps';
import { gehaltIntro } from '../../src/content/guides/gehaltsoptimierung';
import { karriereIntro } from '../../src/content/guides/karriere';
import { sparkontoIntro } from '../../src/content/guides/sparkonto';
import { interestExampleInputs, zinsenIntro } from '../../src/content/guides/zinsen';
import { interestExample } from '../../src/features/guides/calculators/interest-examples';
import { formatEuro } from '../../src/lib/format';
import { trackErrors, waitForHydration } from './helpers';
import { presetConsent, seededNames } from './partners-helpers';

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

/** Each guide of helper A with its h1, its main h2 headings and whether it has FAQs. */
const guides = [
  {
    path: '/ratgeber/bester-kredit',
    h1: besterKreditIntro.title,
    h2: ['In 7 Schritten zum besten Kredit', 'Die häufigsten Fehler bei der Kreditaufnahme', 'Häufige Fragen'],
  },
  {
    path: '/ratgeber/zinsen',
    h1: zinsenIntro.title,
    h2: ['Effektiver Jahreszins: die Zahl für den Vergleich', 'Rechenbeispiele: Sollzins, Effektivzins und Zinskosten', 'Häufige Fragen'],
  },
  {
    path: '/ratgeber/gehaltsoptimierung',
    h1: gehaltIntro.title,
    h2: [
      '8 Strategien für mehr Netto vom Brutto',
      '4 Regeln für die Gehaltsverhandlung',
      '4 Karrierestufen und was Sie auf jeder tun können',
      'Ihr 90-Tage-Plan',
      'Autorenprofil (Beispiel)',
    ],
  },
  {
    path: '/ratgeber/sparkonto',
    h1: sparkontoIntro.title,
    h2: ['Aktuelle Sparkonten im Vergleich', 'Festgeld nach Laufzeit', 'Erfahrungen von Sparern', 'Welches Sparkonto passt zu Ihnen?', 'Autorenprofil (Beispiel)'],
  },
  {
    path: '/ratgeber/finanz-tipps',
    h1: finanzTippsIntro.title,
    h2: ['Spartipps nach Bereich', 'Ihr 30-Tage-Plan', 'Autorenprofil (Beispiel)'],
  },
  {
    path: '/ratgeber/karriere',
    h1: karriereIntro.title,
    h2: ['Einkommen in Deutschland in Zahlen', 'Bildungswege und was sie einbringen', '4 Strategien für mehr Gehalt', 'Branchen im Gehaltsvergleich', 'Ihr 3-Jahres-Plan'],
  },
] as const;

test.describe('guides (helper A) in the raw HTML, without JavaScript', () => {
  for (const guide of guides) {
    test(`${guide.path}: h1, main sections, dates and structured data`, async ({ request }) => {
      const response = await request.get(guide.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${guide.h1}</h1>`));
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      for (const heading of guide.h2) expect(html, heading).toMatch(new RegExp(`<h2[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h2>`));
      expect(html).toContain('Veröffentlicht am <time dateTime="2025-10-19">19. Oktober 2025</time>');
      expect(html).toContain('Beispielprofil: fiktive Person');
      expect(html.replace(/<!-- -->/g, '')).toMatch(/<blockquote[^>]*>„[^<]+“<\/blockquote>/);

      const blocks = jsonLdBlocks(html);
      const article = blocks.find((block) => block['@type'] === 'Article')!;
      expect(article).toMatchObject({ headline: guide.h1, datePublished: '2025-10-19', dateModified: '2026-11-24' });
      expect(article.author).toEqual({ '@type': 'Organization', name: 'Redaktion KreditSmart' });
      expect(article.publisher).toMatchObject({ '@type': 'Organization', name: 'KreditSmart' });
      expect(blocks.map((block) => block['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
    });
  }

  test('/ratgeber/zinsen: the worked examples carry the computed figures', async ({ request }) => {
    const html = (await (await request.get('/ratgeber/zinsen')).text()).replaceAll('\u00a0', ' ');
    for (const input of interestExampleInputs) {
      const example = interestExample(input);
      expect(html).toContain(formatEuro(example.monthlyPayment).replaceAll('\u00a0', ' '));
      expect(html).toContain(formatEuro(example.totalInterest).replaceAll('\u00a0', ' '));
    }
  });

  test('/ratgeber/finanz-tipps: every tip and the pressed "Alle Tipps" chip are prerendered', async ({ request }) => {
    const html = await (await request.get('/ratgeber/finanz-tipps?kategorie=sparen')).text();
    expect(html.match(/data-category="/g)).toHaveLength(savingTips.length);
    expect(html).toMatch(/aria-pressed="true"[^>]*data-filter="all"/);
  });

  test('/ratgeber/sparkonto: seeded savings accounts, reviews disclosure and deposit protection', async ({ request }) => {
    const html = await (await request.get('/ratgeber/sparkonto')).text();
    let last = -1;
    for (const name of seededNames('sparkonto')) {
      const at = html.indexOf(`>${name}<`);
      expect(at, name).toBeGreaterThan(last);
      last = at;
    }
    expect(html).not.toContain('Lade Sparkonten...');
    expect(html).toContain('nicht um echte, überprüfte Kundenbewertungen');
    expect(html).toContain('3,25 % p. a.');
    expect(html).toContain('100.000 €');
  });
});

test.describe('guides (helper A) in the browser', () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test('/ratgeber/sparkonto lists the seeded accounts with at most 4 pros and 2 cons', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/ratgeber/sparkonto');
    await waitForHydration(page);
    const names = seededNames('sparkonto');
    expect(names.length).toBeGreaterThan(0);
    const cards = page.locator('[data-partner-list="sparkonto"] [data-partner-card]');
    await expect(cards).toHaveCount(names.length);
    for (const [index, name] of names.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name })).toBeVisible();
      expect(await card.getByRole('list', { name: 'Vorteile' }).locator('li').count()).toBeLessThanOrEqual(4);
      expect(await card.getByRole('list', { name: 'Nachteile' }).locator('li').count()).toBeLessThanOrEqual(2);
    }
    await expect(page.getByRole('img', { name: /von 5 Sternen/ }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('/ratgeber/finanz-tipps: chips start at all, filter and are reflected in the URL', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/ratgeber/finanz-tipps');
    await waitForHydration(page);
    const chips = page.getByRole('group', { name: 'Tipps nach Bereich filtern' });
    const tips = page.locator('[data-tip-list] > li');
    await expect(chips.getByRole('button', { name: /^Alle Tipps/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(tips).toHaveCount(savingTips.length);

    await chips.getByRole('button', { name: /^Sparen/ }).click();
    await expect(page).toHaveURL(/\?kategorie=sparen$/);
    await expect(chips.getByRole('button', { name: /^Sparen/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.getByRole('button', { name: /^Alle Tipps/ })).toHaveAttribute('aria-pressed', 'false');
    const sparen = savingTips.filter((tip) => tip.category === 'sparen').length;
    await expect(tips).toHaveCount(sparen);
    await expect(page.locator('[data-tip-list] > li:not([data-category="sparen"])')).toHaveCount(0);
    await expect(page.getByText(`${sparen} Tipps im Bereich „Sparen“.`)).toBeVisible();

    await chips.getByRole('button', { name: /^Alle Tipps/ }).click();
    await expect(page).toHaveURL(/\/ratgeber\/finanz-tipps$/);
    await expect(tips).toHaveCount(savingTips.length);
    expect(errors).toEqual([]);
  });

  test('/ratgeber/finanz-tipps: a shared filtered URL opens filtered, without hydration errors', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/ratgeber/finanz-tipps?kategorie=technik');
    await waitForHydration(page);
    const chips = page.getByRole('group', { name: 'Tipps nach Bereich filtern' });
    await expect(chips.getByRole('button', { name: /^Technik/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-tip-list] > li')).toHaveCount(savingTips.filter((tip) => tip.category === 'technik').length);
    await chips.getByRole('button', { name: /^Technik/ }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?kategorie=einkauf$/);
    expect(errors).toEqual([]);
  });
});
