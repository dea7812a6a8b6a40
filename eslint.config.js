import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noRepositoryReexport from './eslint/no-repository-reexport.js';
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
    // ARCHITECTURE decision 14, server side: a module imports only modules below it in eslint/server-layers.js
    // (docs/server-modules.md) and no other module's repository; plugins/ imports no module. Test files may import any
    // module; plugin tests are exempt altogether: like the composition root they boot the whole app and seed rows.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/plugins/**/*.ts'],
    ignores: ['apps/server/src/plugins/**/*.test.ts'],
    plugins: { 'server-boundaries': serverBoundaries },
    rules: { 'server-boundaries/module-boundaries': 'error' },
  },
  {
    // A repository is reached only through its own module's service functions, never re-exported by one (so the
    // boundary rule above cannot be passed by a service that hands repository functions on).
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'repository-exports': noRepositoryReexport },
    rules: { 'repository-exports/no-repository-reexport': 'error' },
  },
  {
    // ARCHITECTURE decision 14, web side: no feature imports another feature or app/; components/, lib/, hooks/ and
    // stores/ import neither. Test files follow the same rule.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-boundaries': webBoundaries },
    rules: { 'web-boundaries/feature-boundaries': 'error' },
  },
);
