import { performance } from 'node:perf_hooks';
import { generateSeoFiles } from '../../supabase/functions/_shared/seo/generate-seo-files.ts';
import { seoSiteData } from '../../supabase/functions/_shared/seo/site-data.generated.ts';
import { DEFAULT_SITE_URL } from '../../supabase/functions/_shared/seo/site-url.ts';
import { median } from '../lib/stats.ts';

const site = { ...seoSiteData, baseUrl: DEFAULT_SITE_URL };

const RUNS = 100;

/** Median time to generate sitemap.xml, robots.txt, llms.txt and security.txt in Node. */
export async function run() {
  const now = new Date();
  let result = generateSeoFiles(site, now);
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    result = generateSeoFiles(site, now);
    times.push(performance.now() - started);
  }
  const bytes = Object.values(result.files).reduce((sum, content) => sum + Buffer.byteLength(content), 0);
  console.log(
    `generateSeoFiles (${result.urlCount} URLs, ${Object.keys(result.files).length} files, ${(bytes / 1024).toFixed(0)} KB): ` +
      `median ${median(times).toFixed(2)} ms over ${RUNS} runs (min ${Math.min(...times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms)`,
  );
}
