import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Rolldown } from 'vite';
import { buildDefines, envDefines } from './scripts/lib/build-defines.ts';
import { chunkGroupOf, chunkGroups } from './scripts/lib/chunk-groups.ts';
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
            // Named groups (scripts/lib/chunk-groups.ts, each with the reason it exists), by the most specific path.
            ...chunkGroups.map(({ name }) => ({ name, test: (id: string) => chunkGroupOf(id) === name, priority: 1.5, includeDependenciesRecursively: false })),
            // What several pages share, grouped by the set of pages using it (small groups merged). The
            // console's lazy parts stay out so they never join a public page's chunk.
            { name: 'shared', test: /[\\/](src[\\/](components|entities|features[\\/](?!admin[\\/])[^\\/]+|lib|config|routes)|supabase[\\/]functions[\\/]_shared)[\\/]/, minShareCount: 2, priority: 1, includeDependenciesRecursively: false, entriesAware: true, entriesAwareMergeThreshold: 8 * 1024 },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
}));
