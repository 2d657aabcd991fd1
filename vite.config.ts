import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Rolldown } from 'vite';
import { buildDefines, envDefines } from './scripts/lib/build-defines.ts';
import { glossaryDataPlugin } from './scripts/vite-plugins/glossary-data.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
};

const entryModule = fileURLToPath(new URL('./src/app/start/main.tsx', import.meta.url));
const startModule = fileURLToPath(new URL('./src/app/start/start.tsx', import.meta.url));
const clientRootModule = fileURLToPath(new URL('./src/app/start/client-root.tsx', import.meta.url));

function staticImportClosure(root: string, context: Rolldown.ChunkingContext): Set<string> {
  const closure = new Set<string>();
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (closure.has(id)) continue;
    const info = context.getModuleInfo(id);
    if (!info) continue;
    closure.add(id);
    queue.push(...info.importedIds);
  }
  return closure;
}

/**
 * Everything the app shell imports statically (router, query client, layout) goes into one
 * chunk, except what the entry and the start module already load: the start module imports it
 * after the first paint, and one file costs the main thread far less than the dozens of small
 * shared chunks automatic splitting makes.
 */
function appChunkName(): Rolldown.CodeSplittingGroup['name'] {
  let appModules: Set<string> | undefined;
  return (moduleId, context) => {
    if (!appModules) {
      const loadedBefore = new Set([...staticImportClosure(entryModule, context), ...staticImportClosure(startModule, context)]);
      appModules = new Set([...staticImportClosure(clientRootModule, context)].filter((id) => !loadedBefore.has(id)));
    }
    // Vite adds its preload helper to the entry only after chunking has started.
    if (moduleId.includes('vite/preload-helper')) return null;
    return appModules.has(moduleId) ? 'app' : null;
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), glossaryDataPlugin()],
  define: { ...buildDefines(), ...envDefines(mode) },
  resolve: { alias },
  build: {
    manifest: true,
    target: 'es2022',
    // One stylesheet, inlined into every prerendered page: no chunk then lists it as a dependency
    // that the preload helper would fetch a second time.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React DOM is evaluated in a task of its own before the app shell (see src/app/start/start.tsx).
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3, includeDependenciesRecursively: false },
            { name: appChunkName(), debugName: 'app', includeDependenciesRecursively: false, priority: 2 },
            // The comparison form (home hero and /ratenkredit) on its own: merged into a shared group
            // it would bring that group's other modules to the home page.
            { name: 'comparison-form', test: /[\\/]src[\\/]features[\\/]partners[\\/](components[\\/]comparison-form|lib[\\/]comparison-options)\./, priority: 1.5, includeDependenciesRecursively: false },
            // The loan arithmetic (comparison and guides) likewise.
            { name: 'loan-math', test: /[\\/]src[\\/]features[\\/]partners[\\/]lib[\\/]loan-math\./, priority: 1.5, includeDependenciesRecursively: false },
            // What /ratenkredit and /unternehmenskredit share to compute and show offers: merged into
            // a shared group it rode along to pages that never compare (legal pages, guides, cards).
            {
              name: 'loan-comparison',
              test: /[\\/]src[\\/]features[\\/]partners[\\/](lib[\\/](rank-offers|eligibility|comparison-query|loan-offers)|components[\\/](comparison-pending-script|offer-calculation|offer-results)|hooks[\\/]use-url-inputs)\./,
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            // The parser of typed text and query strings loads on demand for both comparisons: shared
            // by two lazy chunks, it must not be merged into a group that pages preload.
            { name: 'comparison-params', test: /[\\/]src[\\/]features[\\/]partners[\\/]lib[\\/]comparison-params\./, priority: 1.5, includeDependenciesRecursively: false },
            // Its number reader likewise: the guides' calculators import it, the comparison pages must not preload it.
            { name: 'parse-german-number', test: /[\\/]src[\\/]lib[\\/]parse-german-number\./, priority: 1.5, includeDependenciesRecursively: false },
            // The calculators' number field likewise: merged, it rode along to /ratenkredit, whose form has plain inputs.
            { name: 'number-field', test: /[\\/]src[\\/]components[\\/]ui[\\/]number-field\./, priority: 1.5, includeDependenciesRecursively: false },
            // The schema library (with the one helper built on it) and the stored-consent reader that uses it load
            // on demand only (fetched data, URL parameters, the consent banner): merged into a shared group,
            // they rode along to pages that parse nothing before interaction.
            { name: 'valibot', test: /[\\/](node_modules[\\/]valibot|src[\\/]lib[\\/]schema\.)/, priority: 1.5, includeDependenciesRecursively: false },
            { name: 'consent', test: /[\\/]src[\\/]lib[\\/]consent\./, priority: 1.5, includeDependenciesRecursively: false },
            // The parts every offer shows (logo, labels, example, disclosure, button): merged into a shared group they
            // rode along to the home page, which lists no offers before interaction.
            {
              name: 'offer-parts',
              test: /[\\/]src[\\/]features[\\/]partners[\\/]components[\\/](ad-label|affiliate-button|evaluation-score|partner-disclosure|partner-logo|rank-badge|representative-example)\./,
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            // What every page's frame uses (SEO head and structured data with the operator's facts, the page header and
            // section primitives): one chunk, so the merge of small shared groups cannot hand it to a chunk of guide blocks.
            {
              name: 'page-frame',
              test: /[\\/]src[\\/](components[\\/](seo[\\/]|ui[\\/](button|breadcrumbs|cta-box|page-header|section)\.)|config[\\/]operator-facts\.|lib[\\/]safe-json\.)/,
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            // The guides' frame (author, sources, related links): merged, it rode along to comparison pages with a number table.
            { name: 'guide-frame', test: /[\\/]src[\\/]features[\\/]guides[\\/]components[\\/](expert-card|external-link|guide-frame|related-links|source-list)\./, priority: 1.5, includeDependenciesRecursively: false },
            // The plain partner list (pages without inputs): merged, it rode along to /unternehmenskredit, which no longer uses it.
            { name: 'partner-list', test: /[\\/]src[\\/]features[\\/]partners[\\/]components[\\/]partner-list\./, priority: 1.5, includeDependenciesRecursively: false },
            // The hero figures of the comparison pages: merged, they brought guide blocks along.
            { name: 'hero-figures', test: /[\\/]src[\\/]features[\\/]partners[\\/]components[\\/]hero-figures\./, priority: 1.5, includeDependenciesRecursively: false },
            // The FAQ list (comparison pages and guides): merged, it brought the guides' author and source blocks along.
            { name: 'faq-list', test: /[\\/]src[\\/]components[\\/]ui[\\/]faq-list\./, priority: 1.5, includeDependenciesRecursively: false },
            // The frame of the comparison pages: merged, it brought the FAQ list and the key figures to the home page.
            { name: 'comparison-frame', test: /[\\/]src[\\/]features[\\/]partners[\\/]components[\\/]comparison-frame\./, priority: 1.5, includeDependenciesRecursively: false },
            // What an offer card needs (card, logo, score, rank, affiliate button and its tracking): merged,
            // it rode along with the partner list query to the home page.
            {
              name: 'offer-card',
              test: /[\\/]src[\\/]features[\\/]partners[\\/](components[\\/](partner-card|partner-logo|ad-label|evaluation-score|rank-badge|affiliate-button|representative-example)|lib[\\/](click-tracking|tracking-url|affiliate-config))\./,
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            // The small presentational primitives (lists, cards, links, boxes), in one chunk: used by most
            // pages in ever different combinations, each would form a tiny group that the merge below
            // joins to whatever group is closest, bringing partner cards to the home page or the guides.
            { name: 'ui', test: /[\\/]src[\\/]components[\\/]ui[\\/]/, priority: 1.2, includeDependenciesRecursively: false },
            // Components and helpers that several pages share, grouped by the set of pages that use
            // them (small groups merged): a few files per page instead of a dozen tiny ones. The
            // groups above keep the form, the loan arithmetic and the FAQ list out of these merges.
            // The operator console is left out: its lazily loaded parts (auth client, statistics, chart)
            // are shared only among themselves and must never be merged into a public page's chunk. The
            // edge functions' shared modules the app imports (site URL, absoluteUrl) belong here too:
            // left out, absoluteUrl became a tiny chunk of its own that every page loaded.
            { name: 'shared', test: /[\\/](src[\\/](components|features[\\/](?!admin[\\/])[^\\/]+|lib|config|routes)|supabase[\\/]functions[\\/]_shared)[\\/]/, minShareCount: 2, priority: 1, includeDependenciesRecursively: false, entriesAware: true, entriesAwareMergeThreshold: 8 * 1024 },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
}));
