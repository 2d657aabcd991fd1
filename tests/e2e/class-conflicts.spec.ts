import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { twMerge } from 'tailwind-merge';
import { distDir } from '../../scripts/lib/paths';

/**
 * The site's cn() only joins classes (src/lib/cn.ts); tailwind-merge is used here, at test time
 * only, to prove that no prerendered element carries two Tailwind utilities that fight over the
 * same property (such as py-10 and py-6), which CSS order alone would then decide.
 */

async function prerenderedPages(): Promise<string[]> {
  const pages: string[] = [];
  const terms: string[] = [];
  for (const entry of await readdir(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    (file.includes(`${path.sep}glossar${path.sep}`) ? terms : pages).push(file);
  }
  return [...pages, ...terms.sort().slice(0, 20)];
}

test('no prerendered element has conflicting Tailwind utilities', async () => {
  const conflicts: string[] = [];
  for (const file of await prerenderedPages()) {
    const html = await readFile(file, 'utf8');
    for (const [, raw] of html.matchAll(/class="([^"]*)"/g)) {
      const classes = raw!.replace(/&amp;/g, '&').trim().split(/\s+/);
      const kept = new Set(twMerge(classes.join(' ')).split(' '));
      const dropped = classes.filter((name) => !kept.has(name));
      if (dropped.length > 0) conflicts.push(`${path.relative(distDir, file)}: ${dropped.join(' ')} in "${raw}"`);
    }
  }
  expect(conflicts).toEqual([]);
});
