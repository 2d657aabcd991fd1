import { fileURLToPath } from 'node:url';

export const rootDir = fileURLToPath(new URL('../../', import.meta.url));
export const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));
export const ssrDir = fileURLToPath(new URL('../../dist-ssr/', import.meta.url));
