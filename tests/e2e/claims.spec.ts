import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { distDir } from '../../scripts/lib/paths';
import { buildInfo } from '../../src/config/build-info';
import { routes } from '../../src/routes/manifest';
import { seededNames } from './partners-helpers';

/**
 * Scans every prerendered page for invented claims: awards without a test, seals without a
 * certificate, ratings without reviews, bank counts and rates typed into prose. Figures the site
 * shows must be computed from its data or read from a sourced entry in src/config/operator-facts.ts.
 */

interface Rule {
  label: string;
  pattern: RegExp;
}

/** Never on any page, not even inside a partner card or in structured data. */
const anywhere: readonly Rule[] = [
  { label: 'self-awarded "Testsieger"', pattern: /Testsieger/i },
  { label: 'seal without certificate ("TÜV")', pattern: /TÜV/i },
  { label: 'invented rating "4,8/5"', pattern: /4,8\s*\/\s*5/ },
  { label: 'schema.org AggregateRating', pattern: /AggregateRating/i },
];

/**
 * Never in the site's own text. Inside a partner card, rates and a partner's description of
 * itself are that partner's advert, shown with its representative example.
 */
const siteText: readonly Rule[] = [
  { label: '"über 20 Banken"', pattern: /über 20 (?:Partner)?banken/i },
  { label: '"20+"', pattern: /\b20\+/ },
  { label: '"über 50 Banken"', pattern: /über 50 Banken/i },
  { label: 'typed glossary size "über 600 Begriffe"', pattern: /über 600 (?:Finanz)?begriffe/i },
  { label: 'rate "ab 0,68 %"', pattern: /ab 0,68/ },
  { label: 'rate "ab 2,5 %"', pattern: /ab 2,5\s*%/ },
  { label: 'rate "ab 1,99 %"', pattern: /ab 1,99/ },
  { label: 'rate "bis zu 3,25 %"', pattern: /bis zu 3,25/ },
  { label: '"24h Kreditentscheidung"', pattern: /\b24h\b/ },
];


async function prerenderedPages(): Promise<string[]> {
  const pages: string[] = [];
  for (const entry of await readdir(distDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) pages.push(path.join(entry.parentPath, entry.name));
  }
  return pages.sort();
}

/** Removes every element whose start tag carries `attribute`, with its content (React's HTML is well-formed). */
function removeElements(html: string, attribute: string): string {
  const start = new RegExp(`<([a-z][a-z0-9]*)\\b[^>]*\\s${attribute}(?:=|\\s|>)`, 'i');
  let rest = html;
  for (let match = start.exec(rest); match; match = start.exec(rest)) {
    const tag = match[1]!;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*?(/?)>`, 'gi');
    tags.lastIndex = match.index;
    let depth = 0;
    let end = rest.length;
    for (let next = tags.exec(rest); next; next = tags.exec(rest)) {
      if (next[1]) depth -= 1;
      else if (!next[2]) depth += 1;
      if (depth === 0) {
        end = tags.lastIndex;
        break;
      }
    }
    rest = rest.slice(0, match.index) + rest.slice(end);
  }
  return rest;
}

/** The text the site itself writes: no scripts (cache state, JSON-LD), no partner cards or table rows. */
function ownText(html: string): string {
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const withoutPartners = ['data-partner-card', 'data-partner-row'].reduce(removeElements, withoutScripts);
  return withoutPartners
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

test('removeElements drops a marked element with its nested content only', () => {
  const html = '<div><article data-partner-card="a"><div><p>ab 0,68 %</p></div><img src="x"/></article><p>Rest</p></div>';
  expect(removeElements(html, 'data-partner-card')).toBe('<div><p>Rest</p></div>');
});

test('no prerendered page carries an invented claim', async () => {
  const pages = await prerenderedPages();
  expect(pages.length).toBeGreaterThan(800);
  const found: { page: string; label: string }[] = [];
  for (const file of pages) {
    const html = await readFile(file, 'utf8');
    const page = `/${path.relative(distDir, path.dirname(file)).split(path.sep).join('/')}`;
    for (const rule of anywhere) if (rule.pattern.test(html)) found.push({ page, label: rule.label });
    const text = ownText(html);
    for (const rule of siteText) if (rule.pattern.test(text)) found.push({ page, label: rule.label });

    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    for (const [year] of title.matchAll(/\b(?:19|20)\d\d\b/g)) {
      if (Number(year) !== buildInfo.buildYear) found.push({ page, label: `year ${year} in <title>` });
    }
  }

  expect(found.map(({ page, label }) => `${page}: ${label}`)).toEqual([]);
});

/** 'value label' of every dt/dd pair, e.g. '11 Angebote im Ratenkredit-Vergleich'. */
function figures(html: string): string[] {
  return [...html.replace(/<!-- -->/g, '').matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(([, label, value]) => `${value} ${label}`);
}

async function glossaryTermCount(): Promise<number> {
  const entries = await readdir(path.join(distDir, 'glossar'), { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).length;
}

test('the home page counts the Ratenkredit offers it lists and the glossary terms it links', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(figures(html)).toEqual(
    expect.arrayContaining([
      `${seededNames('ratenkredit', 'comparison').length} Angebote im Ratenkredit-Vergleich`,
      `${await glossaryTermCount()} Begriffe im Finanzglossar`,
    ]),
  );
  const text = ownText(html);
  expect(text).toContain(`${await glossaryTermCount()} Begriffe verständlich erklärt`);
  expect(text).toContain('bei vielen Banken (Beispielangabe)');
});

test('the about page counts the guides and the glossary terms', async ({ request }) => {
  const html = await (await request.get('/uber-uns')).text();
  const guides = routes.filter((route) => route.path.startsWith('/ratgeber/')).length;
  expect(figures(html)).toEqual(
    expect.arrayContaining([`${guides} Ratgeber zu Kredit, Sparen und Einkommen`, `${await glossaryTermCount()} Begriffe im Finanzglossar`]),
  );
  expect(ownText(html)).toContain('Offenlegung');
});

test('llms.txt states the glossary size it lists', async ({ request }) => {
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toContain(`Das Glossar erklärt ${await glossaryTermCount()} Begriffe`);
  expect(llms).not.toMatch(/\d,\d+\s*%|über \d+ Banken/);
});
