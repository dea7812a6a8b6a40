import fs from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.ts';
import { readEnv } from '../src/config/env.ts';
import { openDatabase, openPglite, type Db } from '../src/db/database.ts';
import { withDatabase } from './global-setup.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** A private copy of the migrated, seeded database for one test file: on PGlite or PostgreSQL (TEST_DB_KIND). */
export async function openTestDatabase(): Promise<{ db: Db; drop(): Promise<void> }> {
  const template = inject('dbTemplate');
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const { db } = await openPglite('memory://', new Blob([fs.readFileSync(template)]));
    return { db, drop: async () => db.destroy() };
  }
  const url = inject('testDatabaseUrl');
  const name = `${template}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const db = await openDatabase({ kind: 'postgres', url: withDatabase(url, name) });
  return {
    db,
    drop: async () => {
      await db.destroy();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** `deps` passes what is not configuration: lowered sign-in limits, a Redis client, another SMS adapter. */
export async function createTestApp(
  overrides: Partial<ReturnType<typeof readEnv>> = {},
  deps: Partial<Pick<AppDeps, 'authLimits' | 'redis' | 'smsSender'>> = {},
): Promise<TestApp> {
  const { db, drop } = await openTestDatabase();
  const env = { ...readEnv({ LOG_LEVEL: 'silent' }), WEB_DIST: '/nonexistent', ...overrides };
  const app = await buildApp({ db, env, logger: false, ...deps });
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
