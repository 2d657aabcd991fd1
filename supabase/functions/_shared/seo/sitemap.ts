import type { SeoFiles, SitemapHints } from './seo-types.ts';
import { absoluteUrl, escapeXml } from './urls.ts';

/** The sitemaps.org limit of URLs in one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry extends SitemapHints {
  path: string;
  /** YYYY-MM-DD */
  lastmod: string;
}

function urlElement(baseUrl: string, entry: SitemapEntry): string {
  return [
    '  <url>',
    `    <loc>${escapeXml(absoluteUrl(baseUrl, entry.path))}</loc>`,
    `    <lastmod>${entry.lastmod}</lastmod>`,
    `    <changefreq>${entry.changefreq}</changefreq>`,
    `    <priority>${entry.priority.toFixed(1)}</priority>`,
    '  </url>',
  ].join('\n');
}

function urlSet(baseUrl: string, entries: readonly SitemapEntry[]): string {
  const body = entries.map((entry) => urlElement(baseUrl, entry)).join('\n');
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${body}\n</urlset>\n`;
}

function sitemapIndex(baseUrl: string, names: readonly string[], lastmod: string): string {
  const body = names
    .map((name) =>
      ['  <sitemap>', `    <loc>${escapeXml(absoluteUrl(baseUrl, `/${name}`))}</loc>`, `    <lastmod>${lastmod}</lastmod>`, '  </sitemap>'].join('\n'),
    )
    .join('\n');
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${body}\n</sitemapindex>\n`;
}

function latest(entries: readonly SitemapEntry[]): string {
  return entries.reduce((max, entry) => (entry.lastmod > max ? entry.lastmod : max), '');
}

/**
 * sitemap.xml for the given URLs. Above the per-file limit, sitemap.xml becomes a sitemap index
 * pointing to sitemap-1.xml, sitemap-2.xml, … so crawlers still find every URL from one address.
 */
export function generateSitemapFiles(
  baseUrl: string,
  entries: readonly SitemapEntry[],
  maxUrlsPerFile: number = MAX_URLS_PER_SITEMAP,
): SeoFiles {
  if (entries.length <= maxUrlsPerFile) return { 'sitemap.xml': urlSet(baseUrl, entries) };
  const files: SeoFiles = {};
  const names: string[] = [];
  for (let start = 0; start < entries.length; start += maxUrlsPerFile) {
    const name = `sitemap-${names.length + 1}.xml`;
    names.push(name);
    files[name] = urlSet(baseUrl, entries.slice(start, start + maxUrlsPerFile));
  }
  return { 'sitemap.xml': sitemapIndex(baseUrl, names, latest(entries)), ...files };
}
