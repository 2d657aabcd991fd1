import { describe, expect, it } from 'vitest';

/** Every guide content module of this folder, tests excluded. */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

/**
 * A site's start page (https://www.verbraucherzentrale.de/, https://www.zoll.de/DE/): names no page, so it cites nothing.
 * Same rule as isBareHomepage in features/glossary/lib/source-coverage.ts, which content may not import.
 */
function isBareHomepage(url: string): boolean {
  const { pathname, search } = new URL(url);
  return search === '' && /^\/([a-z]{2}(-[a-z]{2})?\/?|index\.html?)?$/i.test(pathname);
}

interface ExternalHref {
  path: string;
  href: string;
}

/** Every external `href` anywhere in the value, with the path of the export it sits in. */
function externalHrefs(value: unknown, path: string, seen = new WeakSet<object>()): ExternalHref[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, item]) => {
    const itemPath = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
    if (key === 'href' && typeof item === 'string') return item.startsWith('http') ? [{ path: itemPath, href: item }] : [];
    return externalHrefs(item, itemPath, seen);
  });
}

const hrefs = Object.entries(modules).flatMap(([file, exports]) =>
  externalHrefs(exports, file.replace(/^\.\//, '').replace(/\.ts$/, '')),
);

describe('sources of the guides', () => {
  it('finds the external links of the guides', () => {
    expect(Object.keys(modules)).toContain('./auto-kosten.ts');
    expect(hrefs.length).toBeGreaterThan(20);
  });

  it('cites specific pages, never a bare homepage', () => {
    expect(hrefs.filter(({ href }) => isBareHomepage(href)).map(({ path, href }) => `${path}: ${href}`)).toEqual([]);
  });
});
