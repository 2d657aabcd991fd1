import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { distDir } from '../../scripts/lib/paths';
import { resolveStaticFile } from '../../scripts/lib/static-server';
import { CONSENT_SETTINGS_HASH } from '../../src/content/legal/consent-link';

/**
 * Every internal link of the built site leads somewhere: its path is a prerendered page or a file
 * in dist/ (resolved as the preview server and static hosts do), and its fragment is the id of an
 * element on that page. Read from the HTML files, so all 860 pages are checked without a browser.
 */

/** Fragments a script handles instead of an element: the consent settings open on any page. */
const scriptFragments = new Set([CONSENT_SETTINGS_HASH.slice(1)]);

interface LinkReport {
  pages: number;
  links: number;
  broken: string[];
}

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decodeEntities = (text: string) => text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity]!);

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => decodeEntities(match[1]!));
}

const hrefsOf = (html: string) => attributeValues(html, /<[a-z][^>]*?\shref="([^"]*)"/gi);
const idsOf = (html: string) => new Set(attributeValues(html, /<[a-z][^>]*?\sid="([^"]*)"/gi));

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Walks every HTML file below root and reports each internal link whose page, file or fragment is missing. */
async function checkInternalLinks(root: string): Promise<LinkReport> {
  const absoluteRoot = path.resolve(root);
  const idCache = new Map<string, Promise<Set<string>>>();
  const targetCache = new Map<string, Promise<string | null>>();
  const idsIn = (file: string) => idCache.get(file) ?? idCache.set(file, readFile(file, 'utf8').then(idsOf)).get(file)!;
  const targetOf = (pathname: string) =>
    targetCache.get(pathname) ?? targetCache.set(pathname, resolveStaticFile(absoluteRoot, pathname)).get(pathname)!;

  const files = await htmlFiles(absoluteRoot);
  const broken: string[] = [];
  let links = 0;
  for (const file of files) {
    const page = `/${path.relative(absoluteRoot, file).split(path.sep).join('/')}`;
    for (const href of hrefsOf(await readFile(file, 'utf8'))) {
      if (!href.startsWith('#') && !(href.startsWith('/') && !href.startsWith('//'))) continue;
      links += 1;
      const [beforeHash = '', fragment] = href.split(/#(.*)/s);
      const pathname = beforeHash.split('?')[0]!;
      const target = pathname === '' ? file : await targetOf(pathname);
      if (!target) {
        broken.push(`${page}: ${href} (no page or file)`);
        continue;
      }
      if (fragment === undefined || scriptFragments.has(fragment)) continue;
      if (!target.endsWith('.html') || !(await idsIn(target)).has(decodeFragment(fragment))) {
        broken.push(`${page}: ${href} (no element with id "${decodeFragment(fragment)}")`);
      }
    }
  }
  return { pages: files.length, links, broken };
}

test('every internal link of the built site resolves to a page, a file or an element', async () => {
  const report = await checkInternalLinks(distDir);
  console.log(`internal links: ${report.links} checked on ${report.pages} pages, ${report.broken.length} broken`);
  expect(report.pages).toBeGreaterThan(800);
  expect(report.links).toBeGreaterThan(report.pages * 10);
  expect(report.broken).toEqual([]);
});

test('the link walk reports a missing page, a missing file and a missing fragment', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'internal-links-'));
  try {
    await mkdir(path.join(root, 'ziel'));
    await writeFile(path.join(root, 'ziel', 'index.html'), '<main id="inhalt"><h2 id="teil">Teil</h2></main>');
    await writeFile(path.join(root, 'logo.svg'), '<svg/>');
    await writeFile(
      path.join(root, 'index.html'),
      [
        '<a href="/ziel">ok</a><a href="/ziel/#teil">ok</a><a href="/ziel?x=1&amp;y=2#inhalt">ok</a>',
        '<link rel="icon" href="/logo.svg"/><a href="#oben" id="oben">ok</a><a href="//cdn.example/x">extern</a>',
        `<a href="https://example.de/fehlt">extern</a><a href="${CONSENT_SETTINGS_HASH}">Einstellungen</a>`,
        '<a href="/fehlt">page</a><a href="/fehlt.svg">file</a><a href="/ziel#weg">fragment</a><a href="#unten">same page</a>',
      ].join(''),
    );
    const report = await checkInternalLinks(root);
    expect(report.pages).toBe(2);
    expect(report.links).toBe(10);
    expect(report.broken).toEqual([
      '/index.html: /fehlt (no page or file)',
      '/index.html: /fehlt.svg (no page or file)',
      '/index.html: /ziel#weg (no element with id "weg")',
      '/index.html: #unten (no element with id "unten")',
    ]);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
