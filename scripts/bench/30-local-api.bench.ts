import { performance } from 'node:perf_hooks';
import { LOCAL_ANON_KEY } from '../../src/config/local-backend.ts';
import { startLocalApi } from '../local-api/server.ts';

const DURATION_MS = 10_000;
const CONCURRENCY = 8;
const QUERY = 'select=*&is_active=eq.true&or=(category.eq.ratenkredit,category.eq.comparison)&order=display_order.asc';

/** Requests per second of the /ratenkredit partner query against the local API on loopback. */
export async function run() {
  const api = await startLocalApi({ port: 0 });
  const url = `${api.url}/rest/v1/partners?${QUERY}`;
  const headers = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };
  let completed = 0;
  let failed = 0;
  try {
    const started = performance.now();
    const deadline = started + DURATION_MS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < deadline) {
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          if (response.ok) completed++;
          else failed++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`ratenkredit query: ${completed} requests in ${seconds.toFixed(1)} s, ${(completed / seconds).toFixed(0)} req/s (${CONCURRENCY} concurrent, ${failed} failed)`);
  } finally {
    await api.close();
  }
}
