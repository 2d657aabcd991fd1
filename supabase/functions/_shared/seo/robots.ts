import type { SeoSite } from './seo-types.ts';
import { absoluteUrl } from './urls.ts';

/** robots.txt after RFC 9309: every crawler may fetch everything except the disallowed paths. */
export function generateRobotsTxt(site: Pick<SeoSite, 'baseUrl' | 'disallow'>): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...site.disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(site.baseUrl, '/sitemap.xml')}`,
  ];
  return `${lines.join('\n')}\n`;
}
