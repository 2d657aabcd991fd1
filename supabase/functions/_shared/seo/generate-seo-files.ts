import { generateLlmsTxt } from './llms-txt.ts';
import { generateRobotsTxt } from './robots.ts';
import { generateSecurityTxt } from './security-txt.ts';
import type { SeoResult, SeoSite, SeoSiteData } from './seo-types.ts';
import { generateSitemapFiles, type SitemapEntry } from './sitemap.ts';
import { isoDate } from './urls.ts';

/** Every URL of the sitemap: the indexable pages, then one page per glossary term. */
export function sitemapEntries(site: SeoSiteData, now: Date): SitemapEntry[] {
  const today = isoDate(now);
  const pages = site.pages.map((page) => ({
    path: page.path,
    lastmod: page.lastmod ?? today,
    changefreq: page.changefreq,
    priority: page.priority,
  }));
  const { pathPrefix, changefreq, priority } = site.glossary;
  const lastmod = site.glossary.lastmod ?? today;
  const terms = site.glossary.terms.map((term) => ({ path: `${pathPrefix}${term.slug}`, lastmod, changefreq, priority }));
  return [...pages, ...terms];
}

/** sitemap.xml, robots.txt, llms.txt and security.txt for one site, generated at `now`. */
export function generateSeoFiles(site: SeoSite, now: Date): SeoResult {
  const entries = sitemapEntries(site, now);
  return {
    urlCount: entries.length,
    files: {
      ...generateSitemapFiles(site.baseUrl, entries),
      'robots.txt': generateRobotsTxt(site),
      'llms.txt': generateLlmsTxt(site),
      'security.txt': generateSecurityTxt(site, now),
    },
  };
}
