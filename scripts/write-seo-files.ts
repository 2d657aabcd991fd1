import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSeoFiles, sitemapEntries } from '../supabase/functions/_shared/seo/generate-seo-files.ts';
import { seoSiteData } from '../supabase/functions/_shared/seo/site-data.generated.ts';
import type { SiteMode } from '../src/config/build-env-schema.ts';
import { distDir as defaultDistDir } from './lib/paths.ts';

const WELL_KNOWN_SECURITY_TXT = '.well-known/security.txt';

/** A demo build shows sample data: no crawler may index it, wherever it is deployed. */
export const DEMO_ROBOTS_TXT = `User-agent: *
Disallow: /
# Demo-Build mit Beispieldaten (SITE_MODE=demo): nicht zur Indexierung bestimmt.
`;

function prerenderedFile(distDir: string, urlPath: string): string {
  return path.join(distDir, ...urlPath.split('/').filter(Boolean), 'index.html');
}

/**
 * Writes sitemap.xml, robots.txt, llms.txt and security.txt (also at /.well-known/) for the site at
 * siteUrl into dist/, so a static host serves them without calling the edge function. Fails when
 * the sitemap names a page the prerender did not write.
 */
export async function writeSeoFiles(siteUrl: string, siteMode: SiteMode, distDir: string = defaultDistDir, now: Date = new Date()) {
  const missing: string[] = [];
  for (const entry of sitemapEntries(seoSiteData, now)) {
    await access(prerenderedFile(distDir, entry.path)).catch(() => missing.push(entry.path));
  }
  if (missing.length > 0) {
    throw new Error(`sitemap.xml lists pages the prerender did not write: ${missing.slice(0, 5).join(', ')}`);
  }

  const { urlCount, files } = generateSeoFiles({ ...seoSiteData, baseUrl: siteUrl }, now);
  const outputs: Record<string, string> = { ...files, [WELL_KNOWN_SECURITY_TXT]: files['security.txt']! };
  if (siteMode === 'demo') outputs['robots.txt'] = DEMO_ROBOTS_TXT;
  for (const [name, content] of Object.entries(outputs)) {
    const file = path.join(distDir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  console.log(`SEO files written: ${Object.keys(outputs).join(', ')} (${urlCount} URLs in the sitemap)`);
  return { urlCount, files: Object.keys(outputs) };
}
