import { createAdapters } from './adapters.ts';
import { buildApp } from './app.ts';
import { readEnv } from './config/env.ts';
import { lockDataDir } from './db/data-lock.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { seedDemoHospitals } from './demo/seed.ts';
import { startBackgroundJobs } from './jobs/background-jobs.ts';
import type { JobHandle } from './jobs/repeat.ts';
import { endWithParent } from './lib/end-with-parent.ts';
import {
  warnConfigProblems,
  warnUnavailableSmsProviders,
} from './modules/hospital/config-check.service.ts';
import { warnHospitalsWithoutAgreements } from './modules/notice-documents/notice-documents.service.ts';
import { syncAllCatalogues } from './modules/catalogue/catalogue.service.ts';
import { composePayments } from './purposes.ts';
import { sealPlainTotpSecrets, staffTotpSealer } from './modules/staff/totp-secrets.ts';

/** Starts the portal: configuration, database (embedded or PostgreSQL), migrations, demo data, listen. */
async function main() {
  const env = readEnv();
  const unlock = env.DATABASE_URL ? undefined : await lockDataDir(env.DATA_DIR);
  const target = env.DATABASE_URL
    ? { kind: 'postgres' as const, url: env.DATABASE_URL }
    : { kind: 'pglite' as const, dataDir: env.DATA_DIR };
  const db = await openDatabase(target);
  // The one composition root (docs/architecture.md#one-composition-root): the seed, the app and the jobs below share these adapters.
  const adapters = createAdapters(env, db);
  // Instances starting together on one database migrate and seed one after another (db/startup-lock.ts).
  const staffTotp = staffTotpSealer(env.STAFF_TOTP_KEY);
  const { applied, seeded, totpSealed } = await withStartupLock(db, target.kind, async () => ({
    applied: await migrateToLatest(db),
    seeded: env.DEMO_SEED ? await seedDemoHospitals(db, adapters.his, staffTotp) : [],
    // Staff TOTP secrets written plain by an earlier version are sealed once (docs/staff-console.md#sign-in).
    totpSealed: await sealPlainTotpSecrets(db, staffTotp),
  }));
  // ioredis is imported only where Redis is used (`npm start` on one machine never needs it).
  const redis = env.REDIS_URL
    ? new (await import('ioredis')).Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 })
    : undefined;
  // One set of payment dependencies for the routes and every job below.
  const payments = composePayments(db, env, adapters);
  const app = await buildApp({ db, env, redis, adapters, payments });
  if (env.DEMO_MODE) {
    app.log.warn(
      'DEMO MODE: built-in development secrets, sandbox pay gateway and SMS, demo SMS outbox — never for real patients',
    );
  }
  app.log.info(
    {
      database: env.DATABASE_URL ? 'postgres' : env.DATA_DIR,
      migrations: applied,
      seeded,
      totpSealed,
    },
    'database ready',
  );
  await warnHospitalsWithoutAgreements(db, app.log);
  await warnConfigProblems(db, app.log);
  adapters.smsSetup.useLog(app.log);
  await warnUnavailableSmsProviders(db, adapters.smsSetup.available, app.log);
  const jobs: JobHandle[] = [];
  let stopping = false;
  const shutdown = async (signal: string) => {
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    for (const job of jobs) await job.stop();
    await app.close();
    await db.destroy();
    redis?.disconnect();
    await unlock?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  endWithParent(() => void shutdown('start script gone'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  console.log(
    `Patient portal ready at http://${shown}:${(app.server.address() as { port: number }).port}`,
  );

  // The catalogue mirror follows the HIS from the start on, then every few minutes (docs/architecture.md#the-his-is-an-adapter).
  // Not before listening: the mirror kept from the last run serves the first requests meanwhile, as between two syncs.
  const catalogued = await syncAllCatalogues(db, adapters.his, app.log);
  if (stopping) return;
  app.log.info({ catalogued }, 'catalogue mirror synced from the HIS');
  // Scale-out (docs/architecture.md#scale-out): every instance runs the background work (jobs/background-jobs.ts lists it).
  jobs.push(...startBackgroundJobs({ db, env, adapters, payments, log: app.log }));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
