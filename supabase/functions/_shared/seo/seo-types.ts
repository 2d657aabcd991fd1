type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

/** Sitemap hints of one URL, as the sitemaps.org protocol defines them. */
export interface SitemapHints {
  changefreq: ChangeFrequency;
  /** 0.0 to 1.0 */
  priority: number;
}

/** The llms.txt section a page is listed under. */
export type LlmsSectionId = 'comparison' | 'guides' | 'glossary' | 'about';

/** One indexable page of the site with its label for llms.txt. */
export interface SeoPage extends SitemapHints {
  /** Site-relative path starting with '/'. */
  path: string;
  title: string;
  description: string;
  section: LlmsSectionId;
  /** ISO date (YYYY-MM-DD) of the last content change; the generation date when absent. */
  lastmod?: string;
}

export interface SeoGlossaryTerm {
  slug: string;
  term: string;
}

/**
 * What the repository decides about one site, built from the route manifest, site config and
 * glossary. Where the site is served is configuration, not data: see SeoSite.
 */
export interface SeoSiteData {
  /** Site identifier, e.g. 'de'. */
  id: string;
  name: string;
  tagline: string;
  summary: string;
  language: string;
  contactEmail: string;
  pages: readonly SeoPage[];
  glossary: SitemapHints & {
    /** Path of a term page without the slug, e.g. '/glossar/'. */
    pathPrefix: string;
    /** ISO date of the last review of the glossary; the generation date when absent. */
    lastmod?: string;
    terms: readonly SeoGlossaryTerm[];
  };
  /** Path prefixes crawlers must not fetch (robots.txt Disallow). */
  disallow: readonly string[];
  /** llms.txt H2 headings in the order they appear. */
  llmsSections: readonly { id: LlmsSectionId; title: string }[];
}

/** A site as the generator renders it: its data and the address it is served from. */
export interface SeoSite extends SeoSiteData {
  /** Absolute origin (plus optional base path) without trailing slash. */
  baseUrl: string;
}

export type SeoFiles = Record<string, string>;

export interface SeoResult {
  urlCount: number;
  files: SeoFiles;
}
