import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { trackErrors, waitForHydration } from './helpers';

/** h1 and main h2 headings each guide must carry in its prerendered HTML. */
const guides = [
  {
    path: '/ratgeber/monatliches-sparen',
    h1: 'Monatlich sparen: Wie viel ist richtig?',
    sections: ['So viel sparen die Deutschen', 'Sparrechner: Ihre persönliche Sparquote', 'Vier Sparregeln im Vergleich', 'Was aus 100 € im Monat werden kann', 'So sparen andere: vier Beispiele', 'Autorenprofil (Beispiel)', 'Häufige Fragen'],
  },
  {
    path: '/ratgeber/auto-kosten',
    h1: 'Was kostet ein Auto wirklich? Fixe und variable Kosten im Überblick',
    sections: ['Fixe und variable Kosten pro Jahr', 'Alternativen zum eigenen Auto', 'Drei Elektroautos im Kostenvergleich', 'Autorenprofil (Beispiel)', 'Häufige Fragen'],
  },
  {
    path: '/ratgeber/banken-vergleich',
    h1: 'Banken im Vergleich: Welche Bank passt zu Ihnen?',
    sections: ['Die Kategoriesieger', 'Banktypen im Vergleich', 'Welche Bank passt zu wem?', 'Autorenprofil (Beispiel)', 'Häufige Fragen'],
  },
  {
    path: '/ratgeber/immobilienmarkt',
    h1: 'Immobilienmarkt Deutschland: Preise, Zinsen und Prognosen',
    sections: ['Der Markt auf einen Blick', 'Sechs Städte im Vergleich', 'Zwei Szenarien für die nächsten Jahre', 'Kaufen oder mieten?', 'Faustregeln für Käufer', 'Autorenprofil (Beispiel)', 'Häufige Fragen'],
  },
  {
    path: '/ratgeber/deutsche-einkommen',
    h1: 'Einkommen in Deutschland: Was verdienen die Deutschen?',
    sections: ['Die wichtigsten Zahlen', 'Einkommensrechner: Wo stehen Sie?', 'Einkommen nach Alter', 'Einkommen nach Region', 'Einkommen nach Branche', 'Autorenprofil (Beispiel)', 'Häufige Fragen'],
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

test.describe('guides B: prerendered HTML without JavaScript', () => {
  for (const guide of guides) {
    test(`${guide.path} has its h1, main sections and article data`, async ({ request }) => {
      const response = await request.get(guide.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(headings(html, 1)).toEqual([guide.h1]);
      expect(headings(html, 2)).toEqual(expect.arrayContaining(guide.sections));

      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) =>
        JSON.parse(match[1] ?? '{}'),
      );
      const article = blocks.find((block) => block['@type'] === 'Article');
      expect(article).toMatchObject({ headline: guide.h1, datePublished: '2025-10-19', dateModified: '2026-11-24' });
      expect(article.author.name).toBeTruthy();
      expect(article.publisher.name).toBeTruthy();
      expect(blocks.map((block) => block['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
    });
  }

  test('the calculators render their empty state before JavaScript', async ({ request }) => {
    const saving = await (await request.get('/ratgeber/monatliches-sparen')).text();
    expect(saving).toContain('Geben Sie Ihr monatliches Nettoeinkommen ein.');
    const income = await (await request.get('/ratgeber/deutsche-einkommen')).text();
    expect(income).toContain('Geben Sie Ihr Bruttojahresgehalt ein und wählen Sie Ihre Altersgruppe.');
  });
});

async function openHydrated(page: Page, path: string) {
  const errors = trackErrors(page);
  await page.goto(path);
  await waitForHydration(page);
  return errors;
}

test.describe('guides B: live calculators', () => {
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

test.describe('guides B: computed figures', () => {
  test('shows the section 9 illustrations and car cost totals', async ({ request }) => {
    const saving = textOf(await (await request.get('/ratgeber/monatliches-sparen')).text());
    expect(saving).toContain('121.997 €');
    expect(saving).toContain('10,4 %');
    expect(saving).toContain('Sparquote der privaten Haushalte 2023 (Destatis)');
    const property = textOf(await (await request.get('/ratgeber/immobilienmarkt')).text());
    expect(property).toContain('3.820,23 €');
    const car = textOf(await (await request.get('/ratgeber/auto-kosten')).text());
    expect(car).toContain('5.600 € – 12.750 €');
  });
});

test.describe('guides B: accessibility with results shown', () => {
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
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
