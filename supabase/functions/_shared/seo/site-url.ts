/**
 * The public address of the site when none is configured: the default of the build's VITE_SITE_URL
 * and of the generate-seo function's SITE_URL.
 */
export const DEFAULT_SITE_URL = 'https://www.kreditvergleich-smart.de';

/**
 * The site's base URL from a configured value, the default when it is blank: an absolute http or
 * https URL, returned as origin plus path without a trailing slash. Anything else throws, naming
 * the variable it came from.
 */
export function parseSiteUrl(value: string | undefined, variable: string): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${variable} is not an absolute URL: "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${variable} must start with https:// or http://: "${raw}"`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}
