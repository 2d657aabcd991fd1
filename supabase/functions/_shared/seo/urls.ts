/** The absolute URL of a site-relative path; the root keeps its trailing slash. */
export function absoluteUrl(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  if (path === '/' || path === '') return `${base}/`;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The calendar date of an instant in UTC as YYYY-MM-DD (W3C Datetime, date only). */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char]!);
}
