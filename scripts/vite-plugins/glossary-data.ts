import path from 'node:path';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import type * as GlossaryDataFiles from '../../src/features/glossary/lib/glossary-data-files.ts';

type DataFilesModule = typeof GlossaryDataFiles;

const DATA_MODULE = 'src/features/glossary/lib/glossary-data-files.ts';
const URL_PREFIX = '/data/glossar/';

/** Runs the TypeScript data module in Node with the app's aliases, without disturbing the running build. */
async function loadDataModule(config: ResolvedConfig): Promise<DataFilesModule> {
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { module } = await runnerImport<DataFilesModule>(path.join(config.root, DATA_MODULE), {
      root: config.root,
      mode: config.mode,
      logLevel: 'error',
      resolve: { alias: config.resolve.alias },
    });
    return module;
  } finally {
    // Resolving a config for the module runner sets NODE_ENV; React would then ship its development build.
    process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * Serves and emits the glossary's static JSON: one file per term plus the index
 * (see src/features/glossary/lib/glossary-data-files.ts). The data is generated in Node,
 * so no client chunk ever contains the terms.
 */
export function glossaryDataPlugin(): Plugin {
  let config: ResolvedConfig;

  return {
    name: 'kreditsmart:glossary-data',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (!pathname.startsWith(URL_PREFIX)) return next();
        void (async () => {
          const module = (await server.ssrLoadModule(`/${DATA_MODULE}`)) as DataFilesModule;
          const file = module.getGlossaryDataFiles().find((entry) => entry.url === pathname);
          res.statusCode = file ? 200 : 404;
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(file ? file.json : '{"error":"not found"}');
        })().catch(next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const module = await loadDataModule(config);
      for (const file of module.getGlossaryDataFiles()) {
        this.emitFile({ type: 'asset', fileName: file.url.slice(1), source: file.json });
      }
    },
  };
}
