/**
 * Named chunks of the client build (vite.config.ts), each a list of folders (ending in '/') and
 * files. A module belongs to the group with the longest path that contains it, so no module is in
 * two groups; chunk-groups.test.ts fails when a path no longer exists. Unclaimed modules are split
 * by the pages that share them.
 */
export interface ChunkGroup {
  name: string;
  /** Why the group exists: what it would ride along to if it were merged. */
  reason: string;
  paths: readonly string[];
}

export const chunkGroups: readonly ChunkGroup[] = [
  // A chunk without imports cannot be part of an import cycle between chunks, so its values are
  // always defined when the comparison's chunks read them at module load.
  { name: 'partner-model', reason: "imports nothing; the comparisons spread its lists at module load", paths: ['src/entities/partner/model.ts'] },
  { name: 'valibot', reason: 'parses fetched data and URL parameters on demand only', paths: ['node_modules/valibot/', 'src/lib/schema.ts'] },
  { name: 'consent', reason: 'read on demand by the consent banner', paths: ['src/lib/consent.ts'] },
  { name: 'comparison-form', reason: 'the home hero carries the form, not the results', paths: ['src/features/loan-comparison/components/comparison-form.tsx', 'src/features/loan-comparison/inputs/defaults.ts', 'src/features/loan-comparison/inputs/param-names.ts'] },
  { name: 'comparison-params', reason: 'the parser loads on demand for both comparisons', paths: ['src/features/loan-comparison/inputs/parse.ts'] },
  {
    name: 'loan-comparison',
    reason: 'computing and showing offers belongs to the comparison pages, not the home hero',
    paths: [
      'src/features/loan-comparison/engine/',
      'src/features/loan-comparison/components/comparison-pending-script.tsx',
      'src/features/loan-comparison/components/offer-calculation.tsx',
      'src/features/loan-comparison/components/offer-results.tsx',
    ],
  },
  { name: 'search-writer', reason: 'the inputs and address-bar lifecycle of all three comparisons; merged, it brought the loan comparison along', paths: ['src/lib/search-writer.ts', 'src/lib/use-search-writer.ts', 'src/lib/use-url-inputs.ts'] },
  { name: 'loan-math', reason: 'shared by the comparison and the guides', paths: ['src/lib/loan-math.ts'] },
  { name: 'parse-german-number', reason: 'the calculators read numbers on demand', paths: ['src/lib/parse-german-number.ts'] },
  { name: 'number-field', reason: "the calculators' field; the comparison form has plain inputs", paths: ['src/components/ui/number-field.tsx'] },
  { name: 'faq-list', reason: 'comparison pages and guides, without the guide frame', paths: ['src/components/ui/faq-list.tsx'] },
  {
    name: 'page-frame',
    reason: "every page's head, structured data and section primitives",
    paths: [
      'src/components/seo/',
      'src/components/ui/button.tsx',
      'src/components/ui/breadcrumbs.tsx',
      'src/components/ui/cta-box.tsx',
      'src/components/ui/page-header.tsx',
      'src/components/ui/section.tsx',
      'src/lib/safe-json.ts',
    ],
  },
  {
    name: 'guide-frame',
    reason: 'author, sources and related links of the guides only',
    paths: [
      'src/features/guides/components/expert-card.tsx',
      'src/features/guides/components/guide-frame.tsx',
      'src/features/guides/components/related-links.tsx',
      'src/features/guides/components/source-list.tsx',
    ],
  },
  { name: 'stat-grid', reason: "the figures at the top of four guides; in the guides' shared chunk it brought their tables and calculators along", paths: ['src/features/guides/components/stat-grid.tsx'] },
  { name: 'operator-facts', reason: "the operator's identity, role and claims: legal pages, home and lists; the guides need only their authors", paths: ['src/config/operator-facts.ts'] },
  { name: 'authors', reason: 'every guide and the operator facts; merged by the pages sharing it, it joined the legal pages\' layout', paths: ['src/config/authors.ts'] },
  { name: 'partner-list', reason: 'the plain offer list of pages without inputs', paths: ['src/features/partner-lists/components/partner-list.tsx'] },
  { name: 'hero-figures', reason: 'comparison pages only', paths: ['src/features/partner-lists/components/hero-figures.tsx'] },
  { name: 'comparison-frame', reason: 'comparison pages only', paths: ['src/features/partner-lists/components/comparison-frame.tsx'] },
  { name: 'click-records', reason: 'loads on an affiliate click, with consent and the schema library', paths: ['src/entities/partner/ui/affiliate/click-records.ts'] },
  {
    name: 'loan-figures',
    reason: "a credit offer's stored rate and representative example; the savings comparison computes its own",
    paths: ['src/entities/partner/ui/stored-loan-figures.tsx', 'src/entities/partner/ui/representative-example.tsx'],
  },
  { name: 'offer-card', reason: 'pages that list offers; the home page lists none before interaction', paths: ['src/entities/partner/ui/', 'src/entities/partner/schema/tracking-url.ts'] },
  {
    name: 'partner-data',
    reason: 'the fetcher and row schemas load on demand, once data is stale; merged, they joined the glossary',
    paths: ['src/entities/partner/schema/', 'src/entities/partner/api/fetch-partners.ts', 'src/entities/partner/api/postgrest-client.ts'],
  },
  { name: 'glossary', reason: 'the glossary pages only; merged, partner schemas rode along to them', paths: ['src/features/glossary/'] },
  { name: 'ui', reason: 'small primitives used in ever different combinations', paths: ['src/components/ui/'] },
];

const normalise = (id: string) => id.replaceAll('\\', '/');

/** The group that owns a module id (an absolute path), or null. */
export function chunkGroupOf(id: string): string | null {
  const file = normalise(id);
  let owner: string | null = null;
  let longest = 0;
  for (const group of chunkGroups) {
    for (const path of group.paths) {
      const inside = path.endsWith('/') ? file.includes(`/${path}`) : file.endsWith(`/${path}`);
      if (inside && path.length > longest) {
        owner = group.name;
        longest = path.length;
      }
    }
  }
  return owner;
}
