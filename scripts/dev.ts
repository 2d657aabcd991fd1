import { createServer } from 'vite';
import { rootDir } from './lib/paths.ts';

const server = await createServer({ root: rootDir });
await server.listen();
server.printUrls();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
