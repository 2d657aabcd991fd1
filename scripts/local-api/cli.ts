/** Runs the embedded local API on its own: `npx tsx scripts/local-api/cli.ts [--port 54321]`. */
import { startLocalApi } from './server.ts';

const portFlag = process.argv.indexOf('--port');
const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : undefined;

const api = await startLocalApi({ port, reuseExisting: false });
console.log(`Lokale Supabase-API: ${api.url} (REST: ${api.url}/rest/v1, Auth: ${api.url}/auth/v1, Funktionen: ${api.url}/functions/v1)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void api.close().then(() => process.exit(0));
  });
}
