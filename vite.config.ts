import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { glossaryDataPlugin } from './scripts/vite-plugins/glossary-data.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
};

export default defineConfig({
  plugins: [react(), tailwindcss(), glossaryDataPlugin()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias },
  build: {
    manifest: true,
    target: 'es2022',
  },
  server: { port: 5173, strictPort: true },
});
