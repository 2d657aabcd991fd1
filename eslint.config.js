import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/ and which way they may depend: app → pages → features → entities → components → content → lib
 * → config, with routes (the manifest: data and types) at the bottom. Entities are business objects several features share. Each feature is its own element, so features cannot
 * import each other. The plugin resolves every specifier (alias, relative path, dynamic import(), re-export) to a
 * file before it judges it; a file in src/ outside these folders is an error, and so is an import of one.
 */
const layerElements = [
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'pages', pattern: 'src/pages', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'entities', pattern: 'src/entities/*', capture: ['entity'], partialMatch: false },
  { type: 'components', pattern: 'src/components', partialMatch: false },
  { type: 'content', pattern: 'src/content', partialMatch: false },
  { type: 'lib', pattern: 'src/lib', partialMatch: false },
  { type: 'config', pattern: 'src/config', partialMatch: false },
  { type: 'routes', pattern: 'src/routes', partialMatch: false },
  // The edge functions' shared core (site URL, SEO files): plain TypeScript the app reuses, never the other way round.
  { type: 'shared', pattern: 'supabase/functions/_shared', partialMatch: false },
];

const packageUsers = layerElements.map((element) => element.type).filter((type) => type !== 'routes' && type !== 'shared');

const mayImport = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: to } } } });

const layerRules = [
  {
    files: ['src/**'],
    plugins: { boundaries },
    settings: {
      // The TypeScript resolver reads tsconfig's paths, so `@/…` resolves to the file and is judged like any other import.
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/elements': layerElements,
      'boundaries/files': [
        { category: 'test', pattern: 'src/**/*.{test,test-d}.{ts,tsx}' },
        { category: 'stylesheet', pattern: 'src/*.css' },
      ],
      // Vite's ambient type declarations: no imports, no layer.
      'boundaries/ignore': ['src/vite-env.d.ts'],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkInternals: true,
          checkAllOrigins: true,
          checkUnknownLocals: true,
          policies: [
            mayImport('app', '*'),
            { from: { element: { type: 'app' } }, allow: { to: { file: { categories: 'stylesheet' } } } },
            mayImport('pages', ['pages', 'feature', 'entities', 'components', 'content', 'lib', 'config', 'routes', 'shared']),
            mayImport('feature', ['entities', 'components', 'content', 'lib', 'config', 'routes', 'shared']),
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', captured: { feature: '{{from.captured.feature}}' } } } } },
            { from: { element: { type: 'entities' } }, allow: { to: { element: { type: 'entities', captured: { entity: '{{from.captured.entity}}' } } } } },
            mayImport('entities', ['components', 'content', 'lib', 'config', 'routes', 'shared']),
            mayImport('components', ['components', 'content', 'lib', 'config', 'routes', 'shared']),
            mayImport('content', ['content', 'lib', 'config', 'routes', 'shared']),
            mayImport('lib', ['lib', 'config', 'shared']),
            mayImport('config', ['config', 'shared']),
            mayImport('routes', ['routes']),
            // Packages: routes is data and may name their types only; tests anywhere may use test libraries.
            { from: { element: { type: packageUsers } }, allow: { to: { module: { origin: ['external', 'core'] } } } },
            { from: { element: { type: 'routes' } }, allow: { dependency: { kind: 'type' }, to: { module: { origin: 'external' } } } },
            { from: { file: { categories: 'test' } }, allow: { to: { module: { origin: ['external', 'core'] } } } },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'dist-ssr', 'node_modules', 'test-results', 'playwright-report', '.bench', 'lighthouse-reports', 'supabase/functions/**/*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended-strict'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  { files: ['scripts/**', 'tests/**'], rules: { 'no-console': 'off' } },
  // Classic scripts served as they are (public/comparison-pending.js): browser globals, no modules.
  { files: ['public/**/*.js'], languageOptions: { sourceType: 'script', globals: globals.browser } },
  ...layerRules,
  // No import circles anywhere in the app, type-only imports included: the graph stays a tree.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
