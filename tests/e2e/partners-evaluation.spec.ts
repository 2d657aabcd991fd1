import { expect, test } from '@playwright/test';
import { evaluationCriteria } from '../../src/content/partners/evaluation';
import { waitForHydration } from './helpers';
import { presetConsent, seededNames, seededRanking, topFiveNames } from './partners-helpers';

/** Visible text of the <main> element of a raw HTML page: tags stripped, entities of interest decoded. */
function mainText(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const parseScore = (text: string) => Number(/(\d,\d) von 5 Punkten/.exec(text)?.[1]?.replace(',', '.'));

const comparisonPages = ['/ratenkredit', '/ratenkredit/beste', '/ratenkredit/zinsen', '/ratenkredit/ohne-schufa', '/kreditkarten', '/unternehmenskredit', '/baufinanzierung'];
const unevaluated = seededRanking('ratenkredit', 'comparison').filter((entry) => entry.score === null).map((entry) => entry.name);

test.describe('/ratenkredit/beste: documented evaluation (UWG § 5, § 5b)', () => {
  test('the prerendered HTML explains the evaluation: criteria, weights, scores, date and commission', async ({ request }) => {
    const text = mainText(await (await request.get('/ratenkredit/beste')).text());
    expect(text).toContain('So bewerten wir');
    for (const criterion of evaluationCriteria) {
      expect(text).toContain(criterion.label);
      expect(text).toContain(`${criterion.weight} %`);
    }
    expect(text).toMatch(/35 %.*20 %.*20 %.*15 %.*10 %/);
    expect(text).toContain('Provisionen haben keinen Einfluss auf die Bewertung');
    expect(text).toMatch(/Stand der Bewertung\s*:\s*\d{1,2}\. \S+ \d{4}/);
    expect(text).toContain('Beispieldaten');
    for (const name of topFiveNames) expect(text).toContain(name);
    expect(unevaluated.length).toBeGreaterThan(0);
    for (const name of unevaluated) expect(text).toMatch(new RegExp(`Noch nicht bewertet[^.]*${name}`));
  });

  test('the top list follows the shown scores, highest first, and differs from the editorial order', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/ratenkredit/beste');
    const entries = page.locator('[data-partner-list="top"] [data-partner-card]');
    await expect(entries).toHaveCount(5);
    const shown = await entries.locator('[data-evaluation-score]').allInnerTexts();
    const scores = shown.map(parseScore);
    expect(scores.every((score) => score >= 0 && score <= 5)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const names = await entries.locator('h3').allInnerTexts();
    expect(names).toEqual(topFiveNames);
    // The seed is built so that the score order is not the display order.
    expect(names).not.toEqual(seededNames('ratenkredit', 'comparison').slice(0, 5));
    for (const name of unevaluated) await expect(entries.filter({ hasText: name })).toHaveCount(0);
  });

  test('every top entry shows its points per criterion, matching the table in "So bewerten wir"', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/ratenkredit/beste');
    await waitForHydration(page);
    const overview = page.locator('#so-bewerten-wir table');
    await expect(overview.getByRole('columnheader')).toHaveCount(evaluationCriteria.length + 4);
    for (const [index, name] of topFiveNames.entries()) {
      const entryTable = page.locator('[data-partner-card]').nth(index).getByRole('table');
      const entryPoints = await entryTable.locator('tbody td:last-child').allInnerTexts();
      const overviewRow = overview.locator('tbody tr').nth(index);
      await expect(overviewRow.getByRole('rowheader')).toHaveText(name);
      const overviewCells = await overviewRow.locator('td').allInnerTexts();
      // Platz, then one cell per criterion, then the total and the date.
      expect(overviewCells[0]).toBe(String(index + 1));
      expect(overviewCells.slice(1, 1 + evaluationCriteria.length)).toEqual(entryPoints);
    }
  });

  test('the table of all scores fits a desktop without scrolling; on a phone each offer is a card naming its points', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ratenkredit/beste');
    const region = page.getByRole('region', { name: 'Punktzahlen aller bewerteten Angebote' });
    expect(await region.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await expect(region.getByRole('columnheader', { name: 'Zugangsvoraussetzungen (15 %)' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await region.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await expect(region.locator('thead')).toHaveCSS('position', 'absolute');
    const first = region.locator('tbody tr').first();
    // The card's title: place and name.
    expect(await first.getByRole('rowheader').evaluate((node) => `${getComputedStyle(node, '::before').content}${node.textContent}`)).toBe(`"1. "${topFiveNames[0]}`);
    await expect(first.locator('td').first()).toBeHidden();
    const labels = await first.locator('td:visible').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
    expect(labels).toEqual([...evaluationCriteria.map((criterion) => `"${criterion.label} (${criterion.weight} %)"`), '"Gesamt"', '"Bewertet am"']);
  });

  test('the ranking note of /ratenkredit links to "So bewerten wir"', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/ratenkredit');
    await waitForHydration(page);
    const note = page.locator('[data-ranking-note="ratenkredit"]');
    await expect(note).toContainText('Gesamtpunktzahl unserer Bewertung');
    await note.getByRole('link', { name: /So bewerten wir/ }).click();
    await expect(page).toHaveURL(/\/ratenkredit\/beste#so-bewerten-wir$/);
    await expect(page.getByRole('heading', { level: 2, name: 'So bewerten wir' })).toBeVisible();
  });
});

test.describe('no badge or superlative assigned by position', () => {
  for (const path of comparisonPages) {
    test(`${path}: no "Testsieger", position badges or rank-derived reasons in the prerendered page content`, async ({ request }) => {
      const text = mainText(await (await request.get(path)).text());
      for (const phrase of ['Testsieger', 'Empfehlung', 'Beste Wahl', 'Schnellste Zusage', '24-48h Auszahlung', 'Warum Platz', 'Günstigster Einstiegszins im gesamten Vergleich']) {
        expect(text, phrase).not.toContain(phrase);
      }
      expect(text).not.toContain('stehen am Ende der Liste');
    });
  }
});

test.describe('"So sortieren wir": one truthful note per product type', () => {
  const notes = [
    { path: '/ratenkredit', list: 'ratenkredit', says: 'Gesamtpunktzahl unserer Bewertung' },
    { path: '/ratenkredit/zinsen', list: 'ratenkredit', says: 'Gesamtpunktzahl unserer Bewertung' },
    { path: '/ratenkredit/ohne-schufa', list: 'ohne-schufa', says: 'Die Angebote auf dieser Seite ordnen wir nach dem effektiven Jahreszins im repräsentativen Beispiel des Anbieters' },
    { path: '/kreditkarten', list: 'kreditkarte', says: 'Die Karten ordnen wir nach ihren Kosten für Ihre Angaben, die niedrigsten zuerst' },
    { path: '/unternehmenskredit', list: 'unternehmenskredit', says: 'Die Unternehmenskredite ordnen wir nach dem effektiven Jahreszins im Beispiel des Anbieters' },
    { path: '/baufinanzierung', list: 'baufinanzierung', says: 'Die Baufinanzierungsangebote ordnen wir nach dem effektiven Jahreszins im repräsentativen Beispiel des Anbieters' },
    { path: '/ratgeber/sparkonto', list: 'sparkonto', says: 'Die Tages- und Festgeldangebote ordnen wir nach dem Zinsertrag für Ihre Angaben' },
  ];

  for (const { path, list, says } of notes) {
    test(`${path} carries the ${list} note, with the commission statement`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`data-ranking-note="${list}"`);
      const text = mainText(html);
      expect(text).toContain(says);
      expect(text).toContain('nur Anbieter auf, von denen wir eine Provision erhalten');
    });
  }
});
