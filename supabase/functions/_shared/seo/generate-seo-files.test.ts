// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { generateSeoFiles, sitemapEntries } from './generate-seo-files.ts';
import { findSeoSite } from './seo-sites.ts';
import { createTestSite } from './test-site.ts';
import { parseXml, textsOf } from './xml-test-utils.ts';

const now = new Date('2025-11-21T10:00:00Z');

describe('generateSeoFiles', () => {
  it('returns the four files and counts pages plus glossary terms', () => {
    const result = generateSeoFiles(createTestSite(3), now);
    expect(Object.keys(result.files).sort()).toEqual(['llms.txt', 'robots.txt', 'security.txt', 'sitemap.xml']);
    expect(result.urlCount).toBe(4 + 3);
    expect(textsOf(parseXml(result.files['sitemap.xml']!), 'loc')).toHaveLength(result.urlCount);
  });

  it('dates pages without their own date with the generation day and terms with the glossary review', () => {
    const lastmods = Object.fromEntries(sitemapEntries(createTestSite(1), now).map((entry) => [entry.path, entry.lastmod]));
    expect(lastmods).toEqual({
      '/': '2025-11-21',
      '/ratenkredit': '2025-11-21',
      '/ratgeber/zinsen': '2025-10-19',
      '/glossar': '2025-11-21',
      '/glossar/begriff-1': '2025-10-19',
    });
  });
});

describe('the German site', () => {
  const site = { ...findSeoSite('de')!, baseUrl: 'https://www.example.de' };
  const result = generateSeoFiles(site, now);
  const locs = textsOf(parseXml(result.files['sitemap.xml']!), 'loc');

  it('is known by its identifier, unknown ones are not, and leaves its address to the configuration', () => {
    expect(site.id).toBe('de');
    expect(findSeoSite('de')).not.toHaveProperty('baseUrl');
    expect(findSeoSite('se')).toBeUndefined();
    expect(findSeoSite('')).toBeUndefined();
  });

  it('lists every URL once, absolute on the configured origin, without /admin', () => {
    expect(locs).toHaveLength(result.urlCount);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${site.baseUrl}/`)).toBe(true);
    expect(locs.some((loc) => new URL(loc).pathname.startsWith('/admin'))).toBe(false);
  });

  it('disallows /admin and points robots.txt at the sitemap', () => {
    expect(result.files['robots.txt']).toContain('Disallow: /admin\n');
    expect(result.files['robots.txt']).toContain(`Sitemap: ${site.baseUrl}/sitemap.xml\n`);
  });

  it('names the site in llms.txt and the contact in security.txt', () => {
    expect(result.files['llms.txt']!.startsWith(`# ${site.name}\n\n> `)).toBe(true);
    expect(result.files['security.txt']).toContain(`Contact: mailto:${site.contactEmail}\n`);
  });
});
