import { strToU8, zipSync, type Zippable } from 'fflate';

/** The generate-seo function's files, content by file name ('sitemap.xml', 'sitemap-2.xml' …). */
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

/**
 * All files as one ZIP archive in the order of the tabs, names and contents UTF-8. Stored without
 * compression: a few hundred kilobytes of text at most, and the archive is built in a click handler.
 */
export function zipSeoFiles(files: SeoFiles): Uint8Array<ArrayBuffer> {
  const entries: Zippable = {};
  for (const name of orderedFileNames(files)) entries[name] = strToU8(files[name]!);
  return zipSync(entries, { level: 0 });
}
