/** Generated files by name (spec section 3, 'Generated files'). */
export type SeoFiles = Record<string, string>;

const FILE_ORDER = ['sitemap.xml', 'robots.txt', 'llms.txt', 'security.txt'];

/** File names in a stable order: the four main files first, further sitemap parts after them. */
export function orderedFileNames(files: SeoFiles): string[] {
  const rank = (name: string) => {
    const index = FILE_ORDER.indexOf(name);
    return index === -1 ? FILE_ORDER.length : index;
  };
  return Object.keys(files).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }));
}

export function mimeTypeFor(name: string): string {
  if (name.endsWith('.xml')) return 'application/xml;charset=utf-8';
  if (name.endsWith('.zip')) return 'application/zip';
  if (name.endsWith('.csv')) return 'text/csv;charset=utf-8';
  return 'text/plain;charset=utf-8';
}
