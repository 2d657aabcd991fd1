import { expect, test, type Page } from '@playwright/test';
import { besterKreditIntro } from '../../src/content/guides/bester-kredit';
import { finanzTippsIntro, savingTips } from '../../src/content/guides/finanz-tipps';
import { gehaltIntro } from '../../src/content/guides/gehaltsoptimierung';
import { karriereIntro } from '../../src/content/guides/karriere';
import { sparkontoIntro } from '../../src/content/guides/sparkonto';
import { interestExampleInputs, zinsenIntro } from '../../src/content/guides/zinsen';
import { interestExample } from '../../src/features/guides/calculators/interest-examples';
import { formatEuro } from '../../src/lib/format';
import { axeViolations, trackErrors, waitForHydration } from './helpers';
import { presetConsent, seededNames } from './partners-helpers';

/** Every guide with its h1 and the main h2 headings its prerendered HTML must carry. */
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
    h2: ['Tagesgeld und Festgeld im Vergleich', 'Festgeld nach Laufzeit', 'Erfahrungen von Sparern (Beispiele)', 'Welches Sparkonto passt zu Ihnen?', 'Autorenprofil (Beispiel)'],
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
  {
    path: '/ratgeber/monatliches-sparen',
    h1: 'Monatlich sparen: Wie viel ist richtig?',
    h2: ['So viel sparen die Deutschen', 'Sparrechner: Ihre persönliche Sparquote', 'Vier Sparregeln im Vergleich', 'Was aus 100 € im Monat werden kann', 'So sparen andere: vier Beispiele', 'Autorenprofil (Beispiel)', 'Häufige Fragen'],
  },
  {
    path: '/ratgeber/auto-kosten',
    h1: 'Was kostet ein Auto wirklich? Fixe und variable Kosten im Überblick',
    h2: ['Fixe und variable Kosten pro Jahr', 'Alternativen zum eigenen Auto', 'Drei Elektroautos im Kostenvergleich', 'Autorenprofil (Beispiel)', 'Häufige Fragen'],
  },
  {
    path: '/ratgeber/banken-vergleich',
    h1: 'Banken im Vergleich: Welche Bank passt zu Ihnen?',
    h2: ['Die Kategoriesieger', 'Banktypen im Vergleich', 'Welche Bank passt zu wem?', 'Autorenprofil (Beispiel)', 'Häufige Fragen'],
  },
  {
    path: '/ratgeber/immobilienmarkt',
    h1: 'Immobilienmarkt Deutschland: Preise, Zinsen und Prognosen',
    h2: ['Der Markt auf einen Blick', 'Sechs Städte im Vergleich', 'Zwei Szenarien für die nächsten Jahre', 'Kaufen oder mieten?', 'Faustregeln für Käufer', 'Autorenprofil (Beispiel)', 'Häufige Fragen'],
  },
  {
    path: '/ratgeber/deutsche-einkommen',
    h1: 'Einkommen in Deutschland: Was verdienen die Deutschen?',
    h2: ['Die wichtigsten Zahlen', 'Einkommensrechner: Wo stehen Sie?', 'Einkommen nach Alter', 'Einkommen nach Region', 'Einkommen nach Branche', 'Autorenprofil (Beispiel)', 'Häufige Fragen'],
  },
];

const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' ')
    .trim();

function headings(html: string, level: 1 | 2): string[] {
  return [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, 'gs'))].map((match) => textOf(match[1] ?? ''));
}

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

async function openHydrated(page: Page, path: string) {
  const errors = trackErrors(page);
  await page.goto(path);
  await waitForHydration(page);
  return errors;
}

test.describe('guides in the raw HTML, without JavaScript', () => {
  for (const guide of guides) {
    test(`${guide.path}: h1, main sections, dates, author and structured data`, async ({ request }) => {
      const response = await request.get(guide.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(headings(html, 1)).toEqual([guide.h1]);
      expect(headings(html, 2)).toEqual(expect.arrayContaining([...guide.h2]));
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
      expect(html).toContain(formatEuro(example.monthlyInstalment).replaceAll('\u00a0', ' '));
      expect(html).toContain(formatEuro(example.totalInterest).replaceAll('\u00a0', ' '));
    }
  });

  test('/ratgeber/finanz-tipps: every tip and the pressed "Alle Tipps" chip are prerendered', async ({ request }) => {
    const html = await (await request.get('/ratgeber/finanz-tipps?kategorie=sparen')).text();
    expect(html.match(/data-category="/g)).toHaveLength(savingTips.length);
    expect(html).toMatch(/aria-pressed="true"[^>]*data-filter="all"/);
  });

  // Tagesgeld offers are prerendered in the comparison, Festgeld offers in the table by term (savings-comparison.spec.ts checks both in detail).
  test('/ratgeber/sparkonto: seeded savings accounts, reviews disclosure and deposit protection', async ({ request }) => {
    const html = await (await request.get('/ratgeber/sparkonto')).text();
    for (const name of seededNames('sparkonto')) expect(html, name).toContain(`>${name}<`);
    expect(html).not.toContain('Lade Sparkonten...');
    expect(html).toContain('nicht um echte, überprüfte Kundenbewertungen');
    expect(html).toContain('3,25 % p. a.');
    expect(html).toMatch(/bis 100\.000\s€ je Kunde und Bank/);
  });

  test('the calculators render their empty state before JavaScript', async ({ request }) => {
    const saving = await (await request.get('/ratgeber/monatliches-sparen')).text();
    expect(saving).toContain('Geben Sie Ihr monatliches Nettoeinkommen ein.');
    const income = await (await request.get('/ratgeber/deutsche-einkommen')).text();
    expect(income).toContain('Geben Sie Ihr Bruttojahresgehalt ein und wählen Sie Ihre Altersgruppe.');
  });
});

test.describe('guide figures computed from the content', () => {
  test('show the saving and repayment illustrations and the car cost totals', async ({ request }) => {
    const saving = textOf(await (await request.get('/ratgeber/monatliches-sparen')).text());
    expect(saving).toContain('121.997 €');
    expect(saving).toContain('11,2 %');
    expect(saving).toContain('Sparquote der privaten Haushalte 2024 (Destatis)');
    expect(saving).toContain('Sparquote im 1. Halbjahr 2025, saisonbereinigt (Destatis)');
    expect(saving).toContain('knapp 270 €');
    const property = textOf(await (await request.get('/ratgeber/immobilienmarkt')).text());
    // The revision date does not pass for the market data's date.
    expect(property).toMatch(/Aktualisiert am [^·]+· von [^·]+· Marktdaten: Stand Oktober 2025/);
    expect(property).toContain('3.820,23 €');
    const car = textOf(await (await request.get('/ratgeber/auto-kosten')).text());
    expect(car).toContain('5.600 € – 12.750 €');
    // Every rating with one decimal: a 4 reads like its neighbours.
    const banks = textOf(await (await request.get('/ratgeber/banken-vergleich')).text());
    expect(banks).toContain('4,6 von 5');
    expect(banks).toContain('4,0 von 5');
    expect(banks).not.toMatch(/\b4 von 5\b/);
  });
});

test.describe('guide tables', () => {
  test.use({ javaScriptEnabled: false });

  const examples = (page: Page) => page.getByRole('region', { name: 'Rechenbeispiele für Annuitätendarlehen' });

  test('on a phone each row is a card naming its figures, nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ratgeber/zinsen');
    const region = examples(page);
    expect(await region.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    const firstRow = region.locator('tbody tr').first();
    await expect(firstRow.getByRole('rowheader')).toHaveText(/^5\.000\s€ über 36 Monate$/);
    // Each figure on one line with its column's name before it.
    const cells = await firstRow.locator('td').evaluateAll((nodes) =>
      nodes.map((node) => ({ label: getComputedStyle(node, '::before').content, lines: Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)) })),
    );
    expect(cells.map(({ label }) => label)).toEqual(['"Sollzins p. a."', '"Effektiver Jahreszins"', '"Monatsrate"', '"Zinskosten gesamt"', '"Gesamtbetrag"']);
    expect(cells.every(({ lines }) => lines === 1)).toBe(true);
    // The column headers stay for screen readers, out of sight.
    await expect(region.getByRole('columnheader', { name: 'Monatsrate' })).toBeAttached();
    await expect(region.locator('thead')).toHaveCSS('position', 'absolute');
  });

  test('on a wide screen the same table is a table with a visible header row', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ratgeber/zinsen');
    const region = examples(page);
    await expect(region.getByRole('columnheader', { name: 'Monatsrate' })).toBeVisible();
    await expect(region.locator('tbody td').first()).toHaveCSS('display', 'table-cell');
    expect(await region.locator('tbody td').first().evaluate((node) => getComputedStyle(node, '::before').content)).toBe('none');
  });
});

test.describe('guides in the browser', () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test('/ratgeber/sparkonto lists the seeded accounts with at most 4 pros and 2 cons', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/ratgeber/sparkonto');
    await waitForHydration(page);
    const names = seededNames('sparkonto');
    const cards = page.locator('[data-partner-list="sparkonto"] [data-partner-card]');
    // The comparison shows the Tagesgeld offers by default: some of the seeded accounts, each at most once.
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(names.length);
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toHaveText(new RegExp(`^(${names.join('|')})$`));
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

  test('the saving calculator updates as the visitor types', async ({ page }) => {
    const errors = await openHydrated(page, '/ratgeber/monatliches-sparen');
    const result = page.getByTestId('sparrechner-ergebnis');
    await expect(result).toHaveAttribute('aria-live', 'polite');
    await expect(result).toContainText('Geben Sie Ihr monatliches Nettoeinkommen ein.');

    const income = page.getByLabel('Monatliches Nettoeinkommen');
    await income.pressSequentially('3.500');
    await expect(result).toContainText('Fixkosten (geschätzt: 70 %)');
    await expect(result).toContainText('2.450,00 €');
    await expect(result).toContainText('1.050,00 €');
    await expect(result).toContainText('350,00 €');
    await expect(result).toContainText('700,00 €');
    await expect(result).toContainText('1.400,00 €');

    await page.getByLabel('Aktuelle monatliche Sparrate').fill('560');
    await expect(page.getByTestId('sparquote')).toHaveText('16,0 %');
    await expect(result).toContainText('Guter Start! Sie sparen mehr als viele Deutsche');
    await expect(result.getByRole('progressbar', { name: 'Ihre Sparquote' })).toHaveAttribute('aria-valuenow', '16');

    await page.getByLabel('Aktuelle monatliche Sparrate').fill('1.400');
    await expect(result).toContainText('Fantastisch! Sie sind auf FIRE-Niveau!');

    await page.getByLabel('Monatliche Fixkosten').fill('2.000');
    await expect(result).toContainText('1.500,00 €');
    await expect(result).not.toContainText('geschätzt');

    await income.fill('viel');
    await expect(page.getByText('Bitte nur Ziffern eingeben')).toBeVisible();
    await expect(income).toHaveAttribute('aria-invalid', 'true');
    await expect(result).toContainText('Bitte korrigieren Sie die markierten Eingaben');

    await income.fill('');
    await expect(result).toContainText('Geben Sie Ihr monatliches Nettoeinkommen ein.');
    expect(errors).toEqual([]);
  });

  test('the income calculator needs salary and age group and ignores the region', async ({ page }) => {
    const errors = await openHydrated(page, '/ratgeber/deutsche-einkommen');
    const result = page.getByTestId('einkommensrechner-ergebnis');
    await page.getByLabel('Ihr Bruttojahresgehalt').pressSequentially('60.000');
    await expect(result).toContainText('Geben Sie Ihr Bruttojahresgehalt ein und wählen Sie Ihre Altersgruppe.');

    await page.getByLabel('Altersgruppe').selectOption('35–44 Jahre');
    await expect(page.getByTestId('einkommen-top')).toHaveText('Top 40 %');
    await expect(result.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');

    await page.getByLabel('Region (optional)').selectOption('Sachsen');
    await expect(page.getByTestId('einkommen-top')).toHaveText('Top 40 %');

    await page.getByLabel('Altersgruppe').selectOption('20–24 Jahre');
    await expect(page.getByTestId('einkommen-top')).toHaveText('Top 15 %');

    await page.getByLabel('Ihr Bruttojahresgehalt').fill('1e12');
    await expect(page.getByText('unrealistisch hoch')).toBeVisible();
    await expect(page.getByTestId('einkommen-top')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('guides: accessibility with results shown', () => {
  const fills: Record<string, (page: Page) => Promise<void>> = {
    '/ratgeber/monatliches-sparen': async (page) => {
      await page.getByLabel('Monatliches Nettoeinkommen').fill('2.000');
      await page.getByLabel('Monatliche Fixkosten').fill('abc');
      await page.getByLabel('Monatliche Fixkosten').fill('2.500');
      await page.getByLabel('Aktuelle monatliche Sparrate').fill('100');
      await expect(page.getByTestId('sparquote')).toHaveText('5,0 %');
    },
    '/ratgeber/deutsche-einkommen': async (page) => {
      await page.getByLabel('Ihr Bruttojahresgehalt').fill('150.000');
      await page.getByLabel('Altersgruppe').selectOption('25–34 Jahre');
      await expect(page.getByTestId('einkommen-top')).toHaveText('Top 3 %');
    },
  };

  for (const guide of guides) {
    test(`axe finds no WCAG AA or best-practice violation on ${guide.path}`, async ({ page }) => {
      const errors = await openHydrated(page, guide.path);
      const consent = page.getByRole('button', { name: 'Nur notwendige' });
      if (await consent.count()) await consent.first().click();
      await fills[guide.path]?.(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
