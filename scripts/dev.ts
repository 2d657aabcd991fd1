import { createServer } from 'vite';
import { rootDir } from './lib/paths.ts';
import { startLocalApiUnlessConfigured } from './local-api/with-local-api.ts';

const localApi = await startLocalApiUnlessConfigured('development');

const server = await createServer({ root: rootDir });
await server.listen();
server.printUrls();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([server.close(), localApi?.close()]).then(() => process.exit(0));
  });
}
