import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featureNames = ['partners', 'glossary', 'guides', 'consent', 'admin'];

/** Keeps the direction app → pages → features → components/lib/content, and features apart. */
const layerRules = [
  {
    files: ['src/components/**', 'src/lib/**', 'src/content/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*', '@/pages/*', '@/features/*'], message: 'Lower layers must not import app, pages or features.' }] },
      ],
    },
  },
  ...featureNames.map((name) => ({
    files: [`src/features/${name}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '@/pages/*'], message: 'Features must not import app or pages.' },
            {
              group: featureNames.filter((other) => other !== name).map((other) => `@/features/${other}/*`),
              message: 'Features must not import each other.',
            },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'test-results', 'playwright-report', '.bench', 'lighthouse-reports', 'supabase/functions/**/*.ts'] },
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
);
