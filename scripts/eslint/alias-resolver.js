import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * An `import/resolver` for eslint-plugin-boundaries that knows the path aliases of tsconfig.json
 * (`@/*`, `@shared/*`). Without it the plugin cannot resolve `@/features/…`, takes it for an
 * external package and checks nothing. Everything else goes to the node resolver the plugin ships with.
 */
const require = createRequire(import.meta.url);
const nodeResolver = require('eslint-import-resolver-node');

const root = path.resolve(import.meta.dirname, '../..');
const extensions = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'];

/** tsconfig.json `paths`, e.g. `{ '@/': '/abs/src/' }`, read once. */
const aliases = Object.entries(JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).compilerOptions.paths).map(
  ([pattern, [target]]) => [pattern.replace(/\*$/, ''), path.join(root, target.replace(/\*$/, ''))],
);

function withAlias(source) {
  for (const [prefix, target] of aliases) {
    if (source.startsWith(prefix)) return target + source.slice(prefix.length);
  }
  return source;
}

export const interfaceVersion = 2;

export function resolve(source, file) {
  return nodeResolver.resolve(withAlias(source), file, { extensions });
}
