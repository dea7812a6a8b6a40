import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One command runs every suite; each project is one kind of test (SPEC-independent layout, see README).
const projects = [
  { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
  {
    test: {
      name: 'server',
      include: ['apps/server/src/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['apps/server/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: { TZ: 'UTC', TEST_DB_KIND: 'pglite' },
    },
  },
  {
    plugins: [react()],
    test: {
      name: 'web',
      include: ['apps/web/src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      setupFiles: ['apps/web/src/testing/setup.ts'],
      env: { TZ: 'UTC' },
    },
  },
  // Issue 15: budgets on the build output (apps/web/dist, built by `npm test` before vitest runs).
  { test: { name: 'bundle', include: ['apps/web/tooling/**/*.test.ts'], environment: 'node' } },
  {
    test: {
      name: 'e2e',
      include: ['e2e/specs/**/*.spec.ts'],
      environment: 'node',
      globalSetup: ['e2e/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      fileParallelism: false,
      env: { TZ: 'UTC' },
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  // The same API suites again on a real PostgreSQL server (ARCHITECTURE decision 2).
  projects.push({
    test: {
      name: 'server-pg',
      include: ['apps/server/src/**/*.int.test.ts'],
      environment: 'node',
      globalSetup: ['apps/server/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: { TZ: 'UTC', TEST_DB_KIND: 'postgres' },
    },
  });
}

export default defineConfig({
  test: {
    projects,
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
  },
});
