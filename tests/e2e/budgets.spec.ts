import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { kb, pageWeight } from '../../scripts/lib/bundle-size';
import { distDir } from '../../scripts/lib/paths';
import { notFoundRoute, routes } from '../../src/routes/manifest';

/**
 * Size budgets, read from the build's manifest: deterministic, independent of machine speed.
 * They are the goals for JavaScript before interaction: 130 KB gzip on the home page (it carries
 * the comparison form), 140 KB on every other visitor template. Counted is what the page needs to
 * become interactive (entry, its static imports, the page chunk); code that loads on demand or in
 * a later part's turn to hydrate (components/lazy-parts.tsx, e.g. the footer) is not.
 */
const KB = 1024;

function budgetFor(id: string): number | null {
  if (id === 'admin') return null; // the internal tool is not a visitor template
  return id === 'home' ? 130 * KB : 140 * KB;
}

const CSS_BUDGET = 15 * KB;

for (const route of [...routes, notFoundRoute]) {
  const budget = budgetFor(route.id);
  if (!budget) continue;
  test(`${route.path} stays within its JavaScript and CSS budget`, async () => {
    const weight = await pageWeight(distDir, route.page);
    console.log(
      `${route.path.padEnd(32)} JS ${kb(weight.jsGzip).padStart(9)} (budget ${kb(budget)})  CSS ${kb(weight.cssGzip).padStart(8)} (budget ${kb(CSS_BUDGET)})`,
    );
    expect(weight.jsGzip).toBeLessThanOrEqual(budget);
    expect(weight.cssGzip).toBeLessThanOrEqual(CSS_BUDGET);
  });
}

test('supabase-js stays out of every page but the admin page', async () => {
  for (const route of [...routes, notFoundRoute].filter((entry) => entry.id !== 'admin')) {
    const { files } = await pageWeight(distDir, route.page);
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = await readFile(path.join(distDir, file), 'utf8');
      expect(code.includes('GoTrueClient') || code.includes('RealtimeClient'), `${route.path}: ${file}`).toBe(false);
    }
  }
});
