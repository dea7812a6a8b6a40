import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import serverBoundaries from './eslint/server-boundaries.js';
import webBoundaries from './eslint/web-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Pure code: the shared package must run in the browser and on the server alike.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'kysely', 'pg'] }],
    },
  },
  {
    // ARCHITECTURE decision 14, server side: no module imports another module's repository; plugins/ imports no module.
    // Plugin tests are exempt: like the composition root they boot the whole app and seed rows through the modules.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/plugins/**/*.ts'],
    ignores: ['apps/server/src/plugins/**/*.test.ts'],
    plugins: { 'server-boundaries': serverBoundaries },
    rules: { 'server-boundaries/module-boundaries': 'error' },
  },
  {
    // ARCHITECTURE decision 14, web side: no feature imports another feature or app/; components/, lib/, hooks/ and
    // stores/ import neither. Test files follow the same rule.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-boundaries': webBoundaries },
    rules: { 'web-boundaries/feature-boundaries': 'error' },
  },
);
