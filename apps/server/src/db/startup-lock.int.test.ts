import pg from 'pg';
import { describe, expect, it, inject } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { createAdapters } from '../adapters.ts';
import { BUILT_IN_SECRETS } from '../config/demo-mode.ts';
import { staffTotpSealer } from '../modules/staff/totp-secrets.ts';
import { readDemoHospitals, seedDemoHospitals } from '../demo/seed.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { withStartupLock } from './startup-lock.ts';

/**
 * Two instances started at once on one empty PostgreSQL database used to seed the demo hospitals twice, and
 * the loser died on hospital_pkey. Under the start-up lock one migrates and seeds, the other finds it done. PGlite has
 * one process per folder (data-lock.ts), so there is nothing to race there.
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('start-up lock (PostgreSQL)', () => {
  it(
    'lets two instances start together on an empty database: one seeds, the other finds the hospitals there',
    { timeout: 60_000 },
    async () => {
      const url = inject('testDatabaseUrl');
      // Named after the template, so the global teardown's sweep removes it even if this test dies.
      const name = `${inject('dbTemplate')}_startup_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const dbs = await Promise.all(
        [1, 2].map(() => openDatabase({ kind: 'postgres', url: withDatabase(url, name) })),
      );
      try {
        const started = await Promise.all(
          dbs.map((db) =>
            withStartupLock(db, 'postgres', async () => ({
              migrated: await migrateToLatest(db),
              seeded: await seedDemoHospitals(
                db,
                createAdapters({ DEMO_MODE: true, DEMO_SMS_OUTBOX: false }, db).his,
                staffTotpSealer(BUILT_IN_SECRETS.STAFF_TOTP_KEY),
              ),
            })),
          ),
        );
        const demo = readDemoHospitals()
          .map((h) => h.hospital.hospital.hosId)
          .sort();
        expect(started.map((s) => s.seeded.length).sort()).toEqual([0, demo.length]);
        expect(started.map((s) => s.migrated.length > 0).sort()).toEqual([false, true]);
        const hospitals = await dbs[0]!
          .selectFrom('hospital')
          .select('hos_id')
          .orderBy('hos_id')
          .execute();
        expect(hospitals.map((h) => h.hos_id)).toEqual(demo);
      } finally {
        await Promise.all(dbs.map((db) => db.destroy()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
