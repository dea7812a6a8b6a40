import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogueParts } from './apps/web/tooling/catalogue-split.ts';

// One command runs every suite; each project is one kind of test (see README).

/**
 * Test files at once in every project but e2e (TEST_WORKERS overrides). vitest's default is one less than the cores,
 * which is one on a 2-core CI machine; the suites are CPU-bound (PGlite, happy-dom), so one per core. At most 4: each
 * server-pg file holds a pool of up to 20 PostgreSQL connections.
 */
const TEST_WORKERS = Number(
  process.env.TEST_WORKERS ?? Math.min(4, Math.max(2, os.availableParallelism())),
);
/** Browser journeys at once (E2E_WORKERS overrides): each worker has a demo server and a Chromium of its own. */
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/**
 * CI time: a server test file's worker keeps the modules the previous file imported (the whole app, ~1 s a file, 192
 * files) instead of importing them afresh: the server suite took 207 s instead of 290. Every file builds its own app
 * and database (createTestApp), so nothing a test reads is shared; SERVER_ISOLATE=true isolates again, to tell a
 * leak between files from a failure of one.
 */
const SERVER_ISOLATE = process.env.SERVER_ISOLATE === 'true';
/**
 * CI time: the authorization matrix and the OpenAPI fuzz ask every call what it refuses, thousands of requests each
 * (about 7 and 2 minutes on PGlite). Their answers come from the application, not from the database engine, so where
 * the machine has PostgreSQL (TEST_DATABASE_URL) they run on it alone; elsewhere they run on PGlite.
 */
const ONCE_ON_POSTGRES = [
  'apps/server/src/contract/authz-matrix.int.test.ts',
  'apps/server/src/contract/openapi-fuzz.int.test.ts',
];
/**
 * CI time: the second runtime's pass (.ci/run on Node 24) runs the API suites on PostgreSQL only, where the machine has
 * it: PGlite is the same WebAssembly on every Node, so its API suites would repeat what the first pass proved, while
 * the server's own code and its PostgreSQL driver are what a new runtime can break. The server's unit tests still run.
 */
const API_ON_POSTGRES_ONLY =
  process.env.API_ON_POSTGRES_ONLY === 'true' && !!process.env.TEST_DATABASE_URL;
const projects = [
  { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
  // Checks of the repository itself (its lockfile, its lint rules), not of one app.
  { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
  {
    test: {
      name: 'server',
      include: ['apps/server/src/**/*.test.ts'],
      exclude: [
        ...configDefaults.exclude,
        ...(process.env.TEST_DATABASE_URL ? ONCE_ON_POSTGRES : []),
        ...(API_ON_POSTGRES_ONLY ? ['**/*.int.test.ts'] : []),
      ],
      environment: 'node',
      globalSetup: ['apps/server/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      isolate: SERVER_ISOLATE,
      env: { TZ: 'UTC', TEST_DB_KIND: 'pglite' },
    },
  },
  {
    plugins: [react(), catalogueParts()],
    // Node loads antd's CommonJS build (lib/) for `from 'antd'`; the app's few deep imports of single components
    // (antd/es/…, components/inputs) must load the same copy, or they would miss the contexts (Form's disabled state).
    resolve: { alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }] },
    test: {
      name: 'web',
      include: ['apps/web/src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      setupFiles: ['apps/web/src/testing/setup.ts'],
      // Last, in a group of its own: with two files at once beside the API suites on a loaded 2-core machine, waits of
      // testing-library's 1 s default ran out. At one file at a time vitest ran it alone after the journeys anyway,
      // on one core (137 s in CI); alone with one per core it takes 94-101 s.
      maxWorkers: TEST_WORKERS,
      sequence: { groupOrder: 2 },
      env: { TZ: 'UTC' },
    },
  },
  {
    plugins: [react()],
    test: {
      name: 'console',
      include: ['apps/console/src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      setupFiles: ['apps/console/src/testing/setup.ts'],
      // antd's forms render slowly under happy-dom; on a loaded 2-core machine a sign-in journey took over 5 s.
      testTimeout: 20_000,
      env: { TZ: 'UTC' },
    },
  },
  // Budgets on the build output (apps/web/dist, built by `npm test` before vitest runs).
  {
    test: {
      name: 'bundle',
      include: ['apps/web/tooling/**/*.test.ts', 'apps/console/tooling/**/*.test.ts'],
      environment: 'node',
    },
  },
  {
    test: {
      name: 'e2e',
      include: ['e2e/specs/**/*.spec.ts'],
      environment: 'node',
      globalSetup: ['e2e/global-setup.ts'],
      // Each worker drives its own demo server (e2e/global-setup.ts, e2e/support/worker-server.ts).
      setupFiles: ['e2e/support/worker-server.ts'],
      // Twice what one journey at a time needed: journeys in parallel workers share the cores (no test asserts on time).
      testTimeout: 120_000,
      hookTimeout: 240_000,
      maxWorkers: E2E_WORKERS,
      // On CI a journey that fails runs once more: a browser on a shared, loaded machine sometimes loses a race no
      // user could (a click while the next page renders). .ci/run names every journey that passed only on its retry,
      // so each flake is still seen and fixed; a journey that is broken fails both times.
      retry: process.env.CI ? 1 : 0,
      // After the other projects (a group of its own, as its worker count differs): journeys wait on pages and
      // servers as much as they compute, so more of them run at once than there are cores.
      sequence: { groupOrder: 1 },
      env: { TZ: 'UTC' },
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  // The same API suites again on a real PostgreSQL server (docs/architecture.md#one-sql-dialect).
  projects.push({
    test: {
      name: 'server-pg',
      include: ['apps/server/src/**/*.int.test.ts'],
      environment: 'node',
      globalSetup: ['apps/server/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      isolate: SERVER_ISOLATE,
      env: { TZ: 'UTC', TEST_DB_KIND: 'postgres' },
    },
  });
}

export default defineConfig({
  test: {
    projects,
    maxWorkers: TEST_WORKERS,
    // .ci/run reads the counts from this report; TEST_RESULTS_JSON puts a targeted run's report elsewhere.
    reporters: [
      'default',
      ['json', { outputFile: process.env.TEST_RESULTS_JSON ?? 'test-results.json' }],
    ],
  },
});
