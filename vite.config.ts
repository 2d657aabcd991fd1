import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Rolldown } from 'vite';
import { buildDefines } from './scripts/lib/build-defines.ts';
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

export default defineConfig({
  plugins: [react(), tailwindcss(), glossaryDataPlugin()],
  define: buildDefines(),
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
              test: /[\\/]src[\\/]features[\\/]partners[\\/](lib[\\/](rank-offers|eligibility|comparison-query|loan-offers)|components[\\/](comparison-pending-script|offer-calculation))\./,
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            // The parser of typed text and query strings loads on demand for both comparisons: shared
            // by two lazy chunks, it must not be merged into a group that pages preload.
            { name: 'comparison-params', test: /[\\/]src[\\/]features[\\/]partners[\\/]lib[\\/]comparison-params\./, priority: 1.5, includeDependenciesRecursively: false },
            // Its number reader likewise: the guides' calculators import it, the comparison pages must not preload it.
            { name: 'parse-german-number', test: /[\\/]src[\\/]lib[\\/]parse-german-number\./, priority: 1.5, includeDependenciesRecursively: false },
            // The plain partner list (pages without inputs): merged, it rode along to /unternehmenskredit, which no longer uses it.
            { name: 'partner-list', test: /[\\/]src[\\/]features[\\/]partners[\\/]components[\\/]partner-list\./, priority: 1.5, includeDependenciesRecursively: false },
            // The hero figures of the comparison pages: merged, they brought guide blocks along.
            { name: 'hero-figures', test: /[\\/]src[\\/]features[\\/]partners[\\/]components[\\/]hero-figures\./, priority: 1.5, includeDependenciesRecursively: false },
            // The FAQ list (comparison pages and guides): merged, it brought the guides' author and source blocks along.
            { name: 'faq-list', test: /[\\/]src[\\/]components[\\/]ui[\\/]faq-list\./, priority: 1.5, includeDependenciesRecursively: false },
            // Components and helpers that several pages share, grouped by the set of pages that use
            // them (small groups merged): a few files per page instead of a dozen tiny ones. The
            // groups above keep the form, the loan arithmetic and the FAQ list out of these merges.
            // The operator console is left out: its lazily loaded parts (auth client, statistics, chart)
            // are shared only among themselves and must never be merged into a public page's chunk.
            { name: 'shared', test: /[\\/]src[\\/](components|features[\\/](?!admin[\\/])[^\\/]+|lib|config|routes)[\\/]/, minShareCount: 2, priority: 1, includeDependenciesRecursively: false, entriesAware: true, entriesAwareMergeThreshold: 8 * 1024 },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
});
