import { describe, expect, it } from 'vitest';
import { mimeTypeFor, orderedFileNames } from '@/features/admin/lib/seo-files';

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
