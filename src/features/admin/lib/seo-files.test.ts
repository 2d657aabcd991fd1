import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { mimeTypeFor, orderedFileNames, zipSeoFiles } from '@/features/admin/lib/seo-files';

describe('orderedFileNames', () => {
  it('puts the four main files first and sitemap parts in numeric order', () => {
    const files = Object.fromEntries(
      ['security.txt', 'sitemap-10.xml', 'llms.txt', 'sitemap-2.xml', 'robots.txt', 'sitemap.xml'].map((name) => [name, '']),
    );
    expect(orderedFileNames(files)).toEqual([
      'sitemap.xml',
      'robots.txt',
      'llms.txt',
      'security.txt',
      'sitemap-2.xml',
      'sitemap-10.xml',
    ]);
  });
});

describe('mimeTypeFor', () => {
  it.each([
    ['sitemap.xml', 'application/xml;charset=utf-8'],
    ['robots.txt', 'text/plain;charset=utf-8'],
    ['seo-dateien.zip', 'application/zip'],
  ])('%s is %s', (name, type) => {
    expect(mimeTypeFor(name)).toBe(type);
  });
});

describe('zipSeoFiles', () => {
  const files = {
    'security.txt': '',
    'llms.txt': '# KreditSmart\n\n> Über 600 Begriffe – Zinsen & Kredite\n',
    'sitemap-2.xml': '<?xml version="1.0"?><urlset/>',
    'sitemap.xml': '<?xml version="1.0"?><sitemapindex/>',
    'robots.txt': 'User-agent: *\nDisallow: /admin\n',
  };

  it('holds every file with its UTF-8 content, in the order of the tabs', () => {
    const archive = zipSeoFiles(files);
    expect(strFromU8(archive.subarray(0, 4), true)).toBe('PK\x03\x04');
    const unzipped = unzipSync(archive);
    expect(Object.keys(unzipped)).toEqual(['sitemap.xml', 'robots.txt', 'llms.txt', 'security.txt', 'sitemap-2.xml']);
    expect(Object.fromEntries(Object.entries(unzipped).map(([name, data]) => [name, strFromU8(data)]))).toEqual(files);
  });

  it('is an empty archive without files', () => {
    expect(unzipSync(zipSeoFiles({}))).toEqual({});
  });
});
