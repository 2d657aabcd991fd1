import { seoSiteData } from './site-data.generated.ts';
import type { SeoSiteData } from './seo-types.ts';

const sites: readonly SeoSiteData[] = [seoSiteData];

/** The site with this identifier, or undefined for an unknown one. */
export function findSeoSite(id: string): SeoSiteData | undefined {
  return sites.find((site) => site.id === id);
}
