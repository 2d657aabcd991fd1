import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../src/config/storage-keys';
import { fact } from '../../src/content/facts/facts';
import { findGlossaryTerm, getGlossaryIndex, getGlossaryTerms } from '../../src/features/glossary/lib/glossary-data';
import { formatDate, formatShortDate } from '../../src/lib/format';
import { canonicalFor, trackErrors, waitForHydration } from './helpers';

const index = getGlossaryIndex();
const annuity = findGlossaryTerm('annuitaetendarlehen')!;
/** A term whose text cites statutes: they must be links and its only sources. */
const insolvency = findGlossaryTerm('privatinsolvenz')!;
/** A term that shows a dated fact (the Grundfreibetrag) whose source is the § 32a EStG its text cites. */
const basicAllowance = findGlossaryTerm('grundfreibetrag')!;
const basicAllowanceFact = fact('grundfreibetrag');
const termWithFaqs = getGlossaryTerms().find((term) => term.faqs.length > 0)!;
const termWithoutFaqs = getGlossaryTerms().find((term) => term.faqs.length === 0)!;
const definitionWord = 'Pauschalmethode';
const wordMatches = index.filter((entry) =>
  `${entry.term} ${entry.shortDefinition}`.toLowerCase().includes(definitionWord.toLowerCase()),
);

const ldJsonBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

const termLinks = (page: Page) => page.locator('main li a[href^="/glossar/"]');

test.describe('/glossar', () => {
  test('lists every term under letter headings in the prerendered HTML', async ({ request }) => {
    const html = await (await request.get('/glossar')).text();
    const links = html.match(/<a href="\/glossar\/[a-z0-9-]+"/g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(index.length);
    expect(html).toContain('<h2 id="buchstabe-a"');
    const set = ldJsonBlocks(html).find((block) => block['@type'] === 'DefinedTermSet');
    expect((set?.hasDefinedTerm as unknown[]).length).toBe(index.length);
  });

  test('filters live on term and short definition, case-insensitively, and says when nothing matches', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/glossar');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Begriff suchen' });
    await expect(search).toHaveAttribute('placeholder', 'Begriff suchen...');
    await expect(termLinks(page)).toHaveCount(index.length);

    await search.fill('Annuitätendarlehen');
    await expect(page.getByRole('link', { name: 'Annuitätendarlehen', exact: true })).toBeVisible();
    expect(await termLinks(page).count()).toBeLessThan(10);

    await search.fill(definitionWord);
    await expect(termLinks(page)).toHaveCount(wordMatches.length);
    await expect(page.getByRole('link', { name: wordMatches[0]!.term, exact: true })).toBeVisible();

    await search.fill('BONITÄT');
    await expect(page.getByRole('link', { name: 'Bonität', exact: true })).toBeVisible();

    await search.fill('xyzxyz');
    await expect(page.getByText('Keine Begriffe gefunden für "xyzxyz"')).toBeVisible();
    await expect(termLinks(page)).toHaveCount(0);

    await search.fill('');
    await expect(termLinks(page)).toHaveCount(index.length);
    expect(errors).toEqual([]);
  });

  test('has breadcrumbs and the contact mail link', async ({ page }) => {
    await page.goto('/glossar');
    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await expect(crumbs.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('Glossar')).toBeVisible();
    await expect(page.locator('main a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:kontakt@/);
  });

  test('opens a term client-side and loads only that term’s data', async ({ page }) => {
    await page.goto('/glossar');
    await waitForHydration(page);
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/data/')) dataRequests.push(new URL(request.url()).pathname);
    });
    await page.getByRole('link', { name: 'Annuitätendarlehen', exact: true }).click();
    await expect(page).toHaveURL(/\/glossar\/annuitaetendarlehen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Annuitätendarlehen');
    await expect(page).toHaveTitle(/^Annuitätendarlehen/);
    expect(dataRequests).toEqual(['/data/glossar/annuitaetendarlehen.json']);
  });
});

test.describe('/glossar/{slug}', () => {
  const path = '/glossar/annuitaetendarlehen';

  test('raw HTML has title, description, canonical, h1, content and valid JSON-LD', async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<title>Annuitätendarlehen: Definition &amp; Erklärung \| KreditSmart<\/title>/);
    expect(head).toContain(`<link rel="canonical" href="${canonicalFor(path)}"/>`);
    expect(head).toContain('<meta name="description" content="Ein Annuitätendarlehen ist ein Kredit');
    // The e2e suite runs against the demo build, which no crawler may index.
    expect(head).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(/<h1[^>]*>Annuitätendarlehen<\/h1>/);
    for (const text of ['Beispiel', 'Zuletzt aktualisiert', 'Verwandte Begriffe']) expect(html).toContain(text);
    // Its hand-written questions are in the HTML and in FAQPage data.
    expect(annuity.faqs.length).toBeGreaterThanOrEqual(2);
    expect(html).toContain('Häufig gestellte Fragen');
    const blocks = ldJsonBlocks(head);
    expect(blocks.map((block) => block['@type'])).toEqual(['DefinedTerm', 'Article', 'BreadcrumbList', 'FAQPage']);
    expect(blocks[0]).toMatchObject({ name: 'Annuitätendarlehen', inDefinedTermSet: { '@type': 'DefinedTermSet' } });
    expect(blocks[1]).toMatchObject({ datePublished: '2025-10-19', dateModified: annuity.lastUpdated });
    expect((blocks[2]!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Startseite', 'Glossar', 'Annuitätendarlehen']);
  });

  test('links every cited statute to its section and lists exactly those as sources', async ({ page }) => {
    await page.goto('/glossar/privatinsolvenz');
    await waitForHydration(page);
    const inline = page.locator('main article p a[href^="https://www.gesetze-im-internet.de/"]');
    await expect(inline.first()).toBeVisible();
    await expect(page.getByRole('link', { name: /§§ 304 ff\. InsO/ }).first()).toHaveAttribute('href', 'https://www.gesetze-im-internet.de/inso/__304.html');
    for (const link of await inline.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.locator('.sr-only')).toHaveText(' (öffnet in neuem Tab)');
    }
    const sources = page.locator('section[aria-labelledby="quellen"] a');
    await expect(sources).toHaveCount(insolvency.sources.length);
    expect(await sources.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(insolvency.sources.map((source) => source.url));
    for (const source of await sources.all()) {
      await expect(source).toHaveAttribute('href', /^https:\/\/www\.gesetze-im-internet\.de\/[a-z0-9_]+\/__\d+[a-z]?\.html$/);
      await expect(source).toHaveAttribute('target', '_blank');
      await expect(source).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    }
  });

  test('dates its sources: check date, statute version note and the validity of a dated value', async ({ page, request }) => {
    const path = '/glossar/grundfreibetrag';
    const { validFrom, validUntil } = basicAllowanceFact;
    const validity = `Wert gültig ${validUntil === null ? `ab ${formatShortDate(validFrom)}` : `vom ${formatShortDate(validFrom)} bis ${formatShortDate(validUntil)}`}`;
    const note = `Quellen geprüft am ${formatShortDate(basicAllowance.lastUpdated)}. Gesetze sind in der jeweils geltenden Fassung verlinkt.`;
    // In the prerendered HTML, inside the source list, never inside a link.
    const html = await (await request.get(path)).text();
    const section = html.slice(html.indexOf('aria-labelledby="quellen"'), html.indexOf('</section>', html.indexOf('aria-labelledby="quellen"')));
    expect(section).toContain(validity);
    expect(section).toContain(`<time dateTime="${basicAllowance.lastUpdated}">`);
    expect(section).not.toMatch(/<a [^>]*>[^<]*(?:<span[^>]*>[^<]*<\/span>)?[^<]*gültig/);
    expect(section.match(/jeweils geltenden Fassung/g)).toHaveLength(1);

    await page.goto(path);
    await waitForHydration(page);
    const sources = page.locator('section[aria-labelledby="quellen"]');
    const item = sources.locator('li').filter({ has: page.locator(`a[href="${basicAllowanceFact.source.url}"]`) });
    await expect(item).toContainText(validity);
    await expect(item.getByRole('link')).not.toContainText('gültig');
    await expect(sources.getByText(/^Quellen geprüft am/)).toHaveText(note);
  });

  test('a term without hand-written questions has no FAQ section and no FAQPage data', async ({ request }) => {
    const html = await (await request.get(`/glossar/${termWithoutFaqs.slug}`)).text();
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).not.toContain('Häufig gestellte Fragen');
    expect(ldJsonBlocks(html).map((block) => block['@type'])).not.toContain('FAQPage');
    // Every term cites a specific source (glossary-data.test.ts keeps 834 of 834).
    expect(html).toContain('aria-labelledby="quellen"');
  });

  test('a term with hand-written questions shows them once, with FAQPage data', async ({ page, request }) => {
    expect(termWithFaqs, 'the glossary has hand-written FAQs').toBeDefined();
    const path = `/glossar/${termWithFaqs.slug}`;
    const html = await (await request.get(path)).text();
    const faqPage = ldJsonBlocks(html).find((block) => block['@type'] === 'FAQPage');
    expect((faqPage?.mainEntity as unknown[]).length).toBe(termWithFaqs.faqs.length);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Häufig gestellte Fragen' })).toBeVisible();
    await expect(page.locator('main details')).toHaveCount(termWithFaqs.faqs.length);
  });

  test('hydrates without a data request and shows every part of the term', async ({ page }) => {
    const errors = trackErrors(page);
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/data/')) dataRequests.push(request.url());
    });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('main#inhalt')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByText(annuity.shortDefinition, { exact: true }).first()).toBeVisible();

    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await expect(crumbs.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Glossar' })).toHaveAttribute('href', '/glossar');

    await expect(page.locator('main details')).toHaveCount(annuity.faqs.length);
    for (const link of annuity.relatedTerms) {
      await expect(page.getByRole('link', { name: link.term, exact: true })).toHaveAttribute('href', `/glossar/${link.slug}`);
    }
    // Its sources are the statute sections its text cites, never generic homepages.
    expect(annuity.sources.length).toBeGreaterThan(0);
    const sources = page.locator('section[aria-labelledby="quellen"] a');
    expect(await sources.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(annuity.sources.map((source) => source.url));
    for (const source of annuity.sources) expect(source.url).toMatch(/^https:\/\/www\.gesetze-im-internet\.de\/[a-z0-9_]+\/__\d+[a-z]?\.html$/);
    await expect(page.getByText(`Zuletzt aktualisiert: ${formatDate(annuity.lastUpdated)}`)).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('link', { name: /Zurück zum Glossar/ })).toBeVisible();
    expect(dataRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the call to action of a kredit term leads to /ratenkredit', async ({ page }) => {
    await page.goto('/glossar/autokredit');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Ratenkredite vergleichen' }).click();
    await expect(page).toHaveURL(/\/ratenkredit$/);
  });

  test('business, mortgage and debt-trap terms get the fitting call to action or none', async ({ page }) => {
    await page.goto('/glossar/schuldscheindarlehen');
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Unternehmenskredite vergleichen' })).toHaveAttribute('href', '/unternehmenskredit');
    await page.goto('/glossar/forward-darlehen');
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Baufinanzierung vergleichen' })).toHaveAttribute('href', '/baufinanzierung');
    for (const slug of ['kettenkredit', 'schufa']) {
      await page.goto(`/glossar/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#glossar-cta')).toHaveCount(0);
    }
  });

  test('pushes glossary_view_de once statistics consent is given', async ({ page }) => {
    await page.addInitScript((key) => {
      const choice = { statistics: true, marketing: false, decidedAt: new Date().toISOString() };
      window.localStorage.setItem(key, JSON.stringify(choice));
    }, CONSENT_STORAGE_KEY);
    await page.goto(path);
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'glossary_view_de')))
      .toEqual([{ event: 'glossary_view_de', term_slug: 'annuitaetendarlehen', page_path: path }]);
  });

  test('pushes nothing without consent', async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const events = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'glossary_view_de'));
    expect(events).toEqual([]);
  });

  test('hides the sidebar back link on a phone but keeps the call to action', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/glossar/autokredit');
    await expect(page.getByRole('complementary').getByRole('link', { name: /Zurück zum Glossar/ })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Ratenkredite vergleichen' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

const unknownSlugs = [
  '/glossar/gibt-es-nicht',
  '/glossar/Annuitaetendarlehen',
  '/glossar/%E2%82%AC%20%3Cscript%3E',
  `/glossar/${'a'.repeat(3000)}`,
];

for (const path of unknownSlugs) {
  test(`${path.slice(0, 40)} shows the glossary not-found view with noindex`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Begriff nicht gefunden');
    await expect(page.getByText('Wir konnten den gesuchten Begriff leider nicht finden.')).toBeVisible();
    await expect(page).toHaveTitle('Begriff nicht gefunden | KreditSmart');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Zurück zum Glossar' })).toHaveAttribute('href', '/glossar');
  });
}
