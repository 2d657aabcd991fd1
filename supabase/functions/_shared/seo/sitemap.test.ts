// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { generateSitemapFiles, MAX_URLS_PER_SITEMAP, type SitemapEntry } from './sitemap.ts';
import { parseXml, textsOf } from './xml-test-utils.ts';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const base = 'https://www.example.de';

function entries(count: number): SitemapEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    path: `/seite-${index}`,
    lastmod: '2025-10-19',
    changefreq: 'weekly',
    priority: 0.5,
  }));
}

describe('generateSitemapFiles', () => {
  it('writes one well-formed urlset with absolute URLs and all hints', () => {
    const files = generateSitemapFiles(base, [
      { path: '/', lastmod: '2025-11-01', changefreq: 'daily', priority: 1 },
      { path: '/glossar/a&b', lastmod: '2025-10-19', changefreq: 'monthly', priority: 0.6 },
    ]);
    expect(Object.keys(files)).toEqual(['sitemap.xml']);
    const xml = files['sitemap.xml']!;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const document = parseXml(xml);
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe(NAMESPACE);
    expect(textsOf(document, 'loc')).toEqual([`${base}/`, `${base}/glossar/a&b`]);
    expect(xml).toContain('<loc>https://www.example.de/glossar/a&amp;b</loc>');
    expect(textsOf(document, 'lastmod')).toEqual(['2025-11-01', '2025-10-19']);
    expect(textsOf(document, 'changefreq')).toEqual(['daily', 'monthly']);
    expect(textsOf(document, 'priority')).toEqual(['1.0', '0.6']);
  });

  it('keeps exactly the limit in one file', () => {
    const files = generateSitemapFiles(base, entries(MAX_URLS_PER_SITEMAP));
    expect(Object.keys(files)).toEqual(['sitemap.xml']);
    expect(files['sitemap.xml']!.match(/<url>/g)).toHaveLength(MAX_URLS_PER_SITEMAP);
  });

  it('writes a sitemap index above the limit', () => {
    const files = generateSitemapFiles(base, entries(MAX_URLS_PER_SITEMAP + 1));
    expect(Object.keys(files)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    const index = parseXml(files['sitemap.xml']!);
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect(index.documentElement.namespaceURI).toBe(NAMESPACE);
    expect(textsOf(index, 'loc')).toEqual([`${base}/sitemap-1.xml`, `${base}/sitemap-2.xml`]);
    expect(textsOf(parseXml(files['sitemap-2.xml']!), 'loc')).toEqual([`${base}/seite-${MAX_URLS_PER_SITEMAP}`]);
  });

  it('splits with a smaller limit into as many files as needed', () => {
    const files = generateSitemapFiles(base, entries(7), 3);
    expect(Object.keys(files)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']);
    const counts = ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'].map((name) => textsOf(parseXml(files[name]!), 'loc').length);
    expect(counts).toEqual([3, 3, 1]);
  });
});
