import fs from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { createAdapters, type Adapters } from '../src/adapters.ts';
import { buildApp, type AppDeps } from '../src/app.ts';
import { composePayments } from '../src/purposes.ts';
import { readEnv, type Env } from '../src/config/env.ts';
import { citusJoinCheck } from '../src/db/citus-joins.ts';
import { openDatabase, openPglite, type Db } from '../src/db/database.ts';
import { withDatabase } from './global-setup.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * A private copy of the migrated, seeded database for one test file: on PGlite or PostgreSQL (TEST_DB_KIND). Every
 * query on it fails that joins two distributed tables without hos_id (db/citus-joins.ts, docs/citus.md).
 */
export async function openTestDatabase(): Promise<{ db: Db; drop(): Promise<void> }> {
  const template = inject('dbTemplate');
  const plugins = [await citusJoinCheck()];
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const { db } = await openPglite('memory://', new Blob([fs.readFileSync(template)]), plugins);
    return { db, drop: async () => db.destroy() };
  }
  const url = inject('testDatabaseUrl');
  const name = `${template}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const db = await openDatabase({ kind: 'postgres', url: withDatabase(url, name) }, plugins);
  return {
    db,
    drop: async () => {
      await db.destroy();
      // pg-pool's end() resolves once its clients are told to end, not once their backends have gone: a forced drop
      // right after it terminated them on their way out, and each logged 'database connection lost' (~120 a run).
      for (let waited = 0; waited < 1_000; waited += 20) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The tests' configuration: demo mode (built-in secrets, sandbox gateway and SMS, demo outbox), as the demo
 * data the tests use needs; `{ DEMO_MODE: false }` builds the adapters of an install outside demo mode.
 */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    ...readEnv({ LOG_LEVEL: 'silent', DEMO_MODE: 'true' }),
    WEB_DIST: '/nonexistent',
    CONSOLE_DIST: '/nonexistent',
    ...overrides,
  };
}

/** What is not configuration: lowered sign-in limits, a Redis client, adapters replacing the composition root's. */
export type TestDeps = Partial<Pick<AppDeps, 'authLimits' | 'redis'>> & {
  adapters?: Partial<Adapters>;
};

const appDatabases = new WeakMap<FastifyInstance, Db>();

/** The database an app built by buildTestApp runs on (test helpers read the sandbox SMS outbox table through it). */
export function databaseOf(app: FastifyInstance): Db {
  const db = appDatabases.get(app);
  if (!db) throw new Error('this app was not built by buildTestApp / createTestApp');
  return db;
}

/** buildApp on `db` with createAdapters(env, db) — the server's composition root — unless `deps.adapters` replaces some. */
export async function buildTestApp(
  db: Db,
  env: Env = testEnv(),
  deps: TestDeps = {},
): Promise<FastifyInstance> {
  const { adapters: replaced, ...rest } = deps;
  const adapters = { ...createAdapters(env, db), ...replaced };
  const app = await buildApp({
    db,
    env,
    logger: false,
    ...rest,
    adapters,
    payments: composePayments(db, env, adapters),
  });
  appDatabases.set(app, db);
  return app;
}

export async function createTestApp(
  overrides: Partial<Env> = {},
  deps: TestDeps = {},
): Promise<TestApp> {
  const { db, drop } = await openTestDatabase();
  const app = await buildTestApp(db, testEnv(overrides), deps);
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * A test file's app from `create`, made before the file's tests and closed after them. The object answered is filled
 * in then, so fixtures built on it at the top of the file work in every test as long as they read it only when called.
 */
export function useTestApp<T extends TestApp>(create: () => Promise<T>): T {
  const t = {} as T;
  beforeAll(async () => {
    Object.assign(t, await create());
  });
  // Optional: when `create` failed there is nothing to close.
  afterAll(async () => t.close?.());
  return t;
}
