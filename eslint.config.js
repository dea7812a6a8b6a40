import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noRepositoryReexport from './eslint/no-repository-reexport.js';
import serverBoundaries from './eslint/server-boundaries.js';
import webBoundaries from './eslint/web-boundaries.js';
import hisSandbox from './eslint/his-sandbox.js';

/** The TypeScript files of the workspaces, each under a tsconfig.json the type-aware rules read. */
const TYPED_FILES = [
  'apps/**/*.{ts,tsx}',
  'packages/**/*.{ts,tsx}',
  'e2e/**/*.ts',
  'bench/**/*.ts',
  'scripts/**/*.ts',
];

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
    // Rules that need the type checker: each file is read with the tsconfig.json nearest to it (projectService).
    files: TYPED_FILES,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits loses its rejection (an unhandled rejection ends the server process) and its ordering.
      // Fire-and-forget is written `void promise` where the promise handles its own errors.
      '@typescript-eslint/no-floating-promises': 'error',
      // A switch over a union names every member: adding a member (a new status, a new role) fails lint at each switch
      // that forgot it, even where a default branch would have swallowed it.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false, allowDefaultCaseForExhaustiveSwitch: true },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
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
    // docs/architecture.md#boundaries-checked-by-lint, server side: a module imports only modules below it in eslint/server-layers.js
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
    // The sandbox HIS only behind the adapter (docs/adr/0009-his-adapter.md); eslint/his-sandbox.js says who may import it.
    files: TYPED_FILES,
    plugins: { 'his-sandbox': hisSandbox },
    rules: { 'his-sandbox/behind-adapter': 'error' },
  },
  {
    // docs/architecture.md#boundaries-checked-by-lint, web side: no feature imports another feature or app/; components/, lib/, hooks/ and
    // stores/ import neither. Test files follow the same rule.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-boundaries': webBoundaries },
    rules: { 'web-boundaries/feature-boundaries': 'error' },
  },
);
