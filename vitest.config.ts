import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { buildDefines } from './scripts/lib/build-defines.ts';

/**
 * Two projects: `unit` (beside the code, fast; part of `npm run check`) and `integration`
 * (PGlite and the local API, slower). Both inherit this file's `define`, aliases and timeouts
 * through `extends: true`, so `include` lives only in the projects (Vite would concatenate it).
 * Type tests (`*.test-d.ts`) are checked by `npm run typecheck`; vitest's typecheck would run tsc twice.
 */
export default defineConfig({
  define: buildDefines(),
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'supabase/functions/_shared/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] },
      },
    ],
  },
});
