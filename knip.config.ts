import type { KnipConfig } from 'knip';

/**
 * Unused files, exports, types and dependencies. Knip's Vite, Vitest and Playwright plugins
 * already take index.html, the *.test.ts files and tests/e2e as entries; listed here is what
 * they cannot see.
 */
const config: KnipConfig = {
  entry: [
    // Built by scripts/build.ts as the server bundle for the prerender.
    'src/app/entry-server.tsx',
    // The router loads the pages through import.meta.glob, which knip does not follow.
    'src/pages/*-page.tsx',
    // Run with tsx: npm scripts, CI (scripts/audit.ts), the benchmarks scripts/bench.ts loads by
    // file name, and the two tools run by hand (local API, seed generator).
    'scripts/*.ts',
    'scripts/bench/*.bench.ts',
    'scripts/local-api/cli.ts',
    'scripts/local-api/seed/generate-seed.ts',
    // The edge functions and their Deno tests (npm run test:deno); _shared is also imported by the app.
    'supabase/functions/*/index.ts',
    'supabase/functions/*/*.test.ts',
  ],
  project: ['src/**/*.{ts,tsx,css}', 'scripts/**/*.ts', 'tests/**/*.ts', 'supabase/functions/**/*.ts', '*.{ts,js}'],
};

export default config;
