import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir, rootDir } from './lib/paths.ts';
import { headerConfigFromEnv, previewSecurityHeaders } from './lib/security-headers.ts';
import { createStaticServer } from './lib/static-server.ts';
import { startLocalApiUnlessConfigured } from './local-api/with-local-api.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(path.join(distDir, '404.html'))) {
  console.error('dist/ fehlt oder ist unvollständig. Bitte zuerst "npm run build" ausführen.');
  process.exit(1);
}

const localApi = await startLocalApiUnlessConfigured('production');
const server = createStaticServer({ root: distDir, headers: previewSecurityHeaders(headerConfigFromEnv(rootDir)) });
server.listen(port, host, () => console.log(`Vorschau: http://${host}:${port}/`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => void (localApi?.close() ?? Promise.resolve()).then(() => process.exit(0)));
    server.closeAllConnections();
  });
}
