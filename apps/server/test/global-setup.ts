import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { createAdapters } from '../src/adapters.ts';
import { citusJoinCheck } from '../src/db/citus-joins.ts';
import { openDatabase, openPglite, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemoHospitals } from '../src/demo/seed.ts';
import { BUILT_IN_SECRETS } from '../src/config/demo-mode.ts';
import { staffTotpSealer } from '../src/modules/staff/totp-secrets.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** pglite: path of a migrated + seeded data-dir dump; postgres: name of a migrated + seeded template database. */
    dbTemplate: string;
    testDatabaseUrl: string;
  }
}

/**
 * Migrates and seeds ONE database per run and lets every test file copy it: PGlite's create() costs ~4 s,
 * loading a dump well under one; on PostgreSQL, CREATE DATABASE … TEMPLATE copies in milliseconds.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches its test workers, not this setup: read it from the project's config.
  if (project.config.env?.TEST_DB_KIND === 'postgres') return setupPostgres(project);
  // The demo seed's queries are checked for Citus like the tests' (db/citus-joins.ts).
  const { client, db } = await openPglite('memory://', undefined, [await citusJoinCheck()]);
  await migrateToLatest(db);
  await seedDemoHospitals(db, templateHis(db), TEMPLATE_TOTP);
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-')),
    'template.tar.gz',
  );
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('dbTemplate', file);
  project.provide('testDatabaseUrl', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the server-pg project');
  const template = `portal_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const db = await openDatabase({ kind: 'postgres', url: withDatabase(url, template) }, [
    await citusJoinCheck(),
  ]);
  await migrateToLatest(db);
  await seedDemoHospitals(db, templateHis(db), TEMPLATE_TOTP);
  await db.destroy();
  project.provide('dbTemplate', template);
  project.provide('testDatabaseUrl', url);
  return async () => {
    // Test databases are named after the template, so one sweep removes whatever a crashed file left behind.
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${template}%`],
    );
    for (const { datname } of rows.filter((r) => r.datname !== template))
      await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

/** The demo-mode tests' sealer of the staff TOTP secrets (testEnv's built-in STAFF_TOTP_KEY). */
const TEMPLATE_TOTP = staffTotpSealer(BUILT_IN_SECRETS.STAFF_TOTP_KEY);

/** The composition root's HIS on the template database, as the demo-mode tests use it: the seed fills the catalogue mirror through it. */
function templateHis(db: Db) {
  return createAdapters({ DEMO_MODE: true, DEMO_SMS_OUTBOX: false }, db).his;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
