import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { getGlossarySlugs } from '@/features/glossary/lib/glossary-slugs';
import { routes } from '@/routes/manifest';
import { generateSeoFiles } from '@shared/seo/generate-seo-files';
import { seoSiteData } from '@shared/seo/site-data.generated';
import { contentStats } from '@/content/content-stats.generated';
import { getGlossaryTerms } from '@/features/glossary/lib/glossary-data';
import {
  collectContentStats,
  collectSeoSiteData,
  CONTENT_STATS_MODULE,
  renderContentStatsModule,
  renderSiteDataModule,
  SITE_DATA_MODULE,
} from './site-data.ts';
import { rootDir } from './paths.ts';

describe('site-data.generated.ts', () => {
  it('is up to date with the route manifest, the site config and the glossary', () => {
    const committed = readFileSync(path.join(rootDir, SITE_DATA_MODULE), 'utf8');
    const fresh = renderSiteDataModule(collectSeoSiteData());
    expect(committed === fresh, `${SITE_DATA_MODULE} is stale: run npm run generate:site-data`).toBe(true);
  });

  it('content-stats.generated.ts is up to date with the glossary', () => {
    const committed = readFileSync(path.join(rootDir, CONTENT_STATS_MODULE), 'utf8');
    const fresh = renderContentStatsModule(collectContentStats());
    expect(committed === fresh, `${CONTENT_STATS_MODULE} is stale: run npm run generate:site-data`).toBe(true);
    expect(contentStats.glossaryTermCount).toBe(getGlossaryTerms().length);
  });

  it('carries the configured site facts and no address: the function reads SITE_URL at runtime', () => {
    expect(seoSiteData).toMatchObject({
      id: siteConfig.site,
      name: siteConfig.name,
      contactEmail: siteConfig.contactEmail,
      disallow: ['/admin'],
    });
    expect(seoSiteData).not.toHaveProperty('baseUrl');
  });
});

describe('the generated SEO files of the German site', () => {
  const site = { ...collectSeoSiteData(), baseUrl: 'https://www.example.de' };
  const { urlCount, files } = generateSeoFiles(site, new Date('2025-11-21T10:00:00Z'));
  const paths = [...files['sitemap.xml']!.matchAll(/<loc>https:\/\/www\.example\.de(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
  const staticIndexable = routes.filter((route) => route.indexable && !route.path.includes(':')).map((route) => route.path);
  const slugs = getGlossarySlugs();

  it('count every indexable route plus every glossary term', () => {
    expect(slugs.length).toBeGreaterThan(0);
    expect(urlCount).toBe(staticIndexable.length + slugs.length);
    expect(paths).toHaveLength(urlCount);
    expect(paths).toEqual([...staticIndexable, ...slugs.map((slug) => `/glossar/${slug}`)]);
  });

  it('leave out every noindex page, /admin and the 404 page', () => {
    for (const route of routes.filter((entry) => !entry.indexable)) {
      expect(paths).not.toContain(route.path);
    }
    expect(paths.some((entry) => entry!.startsWith('/admin') || entry === '/404')).toBe(false);
  });

  it('list comparison pages, guides and the glossary in llms.txt', () => {
    const llms = files['llms.txt']!;
    expect(llms.match(/^## .+$/gm)).toEqual(['## Vergleiche', '## Ratgeber', '## Glossar', `## Über ${siteConfig.name}`]);
    for (const route of routes.filter((entry) => entry.indexable && !entry.path.includes(':'))) {
      expect(llms).toContain(`](https://www.example.de${route.path === '/' ? '/' : route.path})`);
    }
    expect(llms).toContain(`](https://www.example.de/glossar/${slugs[0]})`);
    expect(llms).not.toContain('| KreditSmart](');
  });
});
