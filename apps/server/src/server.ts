import { createAdapters } from './adapters.ts';
import { buildApp } from './app.ts';
import { publicBaseUrl, readEnv } from './config/env.ts';
import { lockDataDir } from './db/data-lock.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { seedDemoHospitals } from './demo/seed.ts';
import { startExpireUnpaidJob } from './jobs/expire-unpaid.ts';
import { startSweepUploadsJob } from './jobs/sweep-uploads.ts';
import {
  LECTURE_VIEWS_INTERVAL_MS,
  startLectureViewsJob,
} from './modules/health-content/lecture-views.jobs.ts';
import { warnHospitalsWithoutAgreements } from './modules/health-content/notices.service.ts';
import {
  CATALOGUE_SYNC_INTERVAL_MS,
  startCatalogueSyncJob,
} from './modules/catalogue/catalogue.jobs.ts';
import { syncAllCatalogues } from './modules/catalogue/catalogue.service.ts';
import { NOTIFY_PATH } from './modules/payments/payments.routes.ts';
import { startPaymentJobs } from './modules/payments/payments.jobs.ts';
import { NOTICE_JOBS_INTERVAL_MS, startNoticeJobs } from './modules/messages/messages.jobs.ts';
import {
  SESSION_STOPS_INTERVAL_MS,
  startSessionStopJob,
} from './modules/his-events/session-stops.jobs.ts';
import { startPhysicalExpiryJob } from './modules/physical/physical-expiry.ts';
import { paymentDeps } from './purposes.ts';

/** Starts the portal: configuration, database (embedded or PostgreSQL), migrations, demo data, listen. */
async function main() {
  const env = readEnv();
  const unlock = env.DATABASE_URL ? undefined : await lockDataDir(env.DATA_DIR);
  const target = env.DATABASE_URL
    ? { kind: 'postgres' as const, url: env.DATABASE_URL }
    : { kind: 'pglite' as const, dataDir: env.DATA_DIR };
  const db = await openDatabase(target);
  // ARCHITECTURE decision 13: the one composition root; the seed, the app and the jobs below share these adapters.
  const adapters = createAdapters(env, db);
  // Instances starting together on one database migrate and seed one after another (db/startup-lock.ts).
  const { applied, seeded } = await withStartupLock(db, target.kind, async () => ({
    applied: await migrateToLatest(db),
    seeded: env.DEMO_SEED ? await seedDemoHospitals(db, adapters.his) : [],
  }));
  // ioredis is imported only where Redis is used (`npm start` on one machine never needs it).
  const redis = env.REDIS_URL
    ? new (await import('ioredis')).Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 })
    : undefined;
  const app = await buildApp({ db, env, redis, adapters });
  if (env.DEMO_MODE) {
    app.log.warn(
      'DEMO MODE: built-in development secrets, sandbox pay gateway and SMS, demo SMS outbox — never for real patients',
    );
  }
  app.log.info(
    { database: env.DATABASE_URL ? 'postgres' : env.DATA_DIR, migrations: applied, seeded },
    'database ready',
  );
  await warnHospitalsWithoutAgreements(db, app.log);
  // The catalogue mirror follows the HIS before the first request, then every few minutes (ARCHITECTURE decision 6).
  const catalogued = await syncAllCatalogues(db, adapters.his, app.log);
  app.log.info({ catalogued }, 'catalogue mirror synced from the HIS');
  const catalogueJob = startCatalogueSyncJob(db, adapters.his, CATALOGUE_SYNC_INTERVAL_MS, app.log);

  // ARCHITECTURE decision 12: every instance runs the background work; PostgreSQL coordinates it.
  const expiry =
    env.EXPIRE_UNPAID_INTERVAL_MS > 0
      ? startExpireUnpaidJob(db, adapters.sms, env.EXPIRE_UNPAID_INTERVAL_MS, app.log)
      : undefined;
  // Unpaid physical-exam bookings expire too, at the same interval (their open QR orders closed at the gateway).
  const physicalExpiry =
    env.EXPIRE_UNPAID_INTERVAL_MS > 0
      ? startPhysicalExpiryJob(
          paymentDeps(db, adapters.payGateway, `${publicBaseUrl(env)}${NOTIFY_PATH}`, adapters.his),
          env.EXPIRE_UNPAID_INTERVAL_MS,
          app.log,
        )
      : undefined;
  // Uploads never attached (a complaint not sent) and files a crash left without a row, a day on.
  const uploadSweep =
    env.SWEEP_UPLOADS_INTERVAL_MS > 0
      ? startSweepUploadsJob(db, adapters.files, env.SWEEP_UPLOADS_INTERVAL_MS, app.log)
      : undefined;
  // Lecture views (one row per visit and lecture, for counting reads once) are forgotten a week on.
  const lectureViews = startLectureViewsJob(db, LECTURE_VIEWS_INTERVAL_MS, app.log);
  // The sandbox gateway's notification retries and our query-on-silence, every second by default:
  // also card orders whose HIS call went silent and deliveries to the HIS, so it runs with or without a gateway.
  const payJobs =
    env.PAY_JOBS_INTERVAL_MS > 0
      ? startPaymentJobs(
          paymentDeps(db, adapters.payGateway, `${publicBaseUrl(env)}${NOTIFY_PATH}`, adapters.his),
          {
            intervalMs: env.PAY_JOBS_INTERVAL_MS,
            gatewaySecret: env.PAY_GATEWAY_SECRET,
            queryAfterSeconds: env.PAY_QUERY_AFTER_SECONDS,
          },
          app.log,
        )
      : undefined;

  // Reminders, the notice outbox (texts through the composition root's sender) and HIS queue withdrawals, on every instance.
  const noticeJobs = startNoticeJobs(db, adapters, NOTICE_JOBS_INTERVAL_MS, app.log);
  // Sessions the HIS stops are cancelled in the portal (refunds through the gateway, texts through the sender).
  const stopJob = startSessionStopJob(
    {
      ...paymentDeps(db, adapters.payGateway, `${publicBaseUrl(env)}${NOTIFY_PATH}`, adapters.his),
      sms: adapters.sms,
    },
    SESSION_STOPS_INTERVAL_MS,
    app.log,
  );

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await expiry?.stop();
    await physicalExpiry?.stop();
    await uploadSweep?.stop();
    await lectureViews.stop();
    await payJobs?.stop();
    await noticeJobs.stop();
    await stopJob.stop();
    await catalogueJob.stop();
    await app.close();
    await db.destroy();
    redis?.disconnect();
    await unlock?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  console.log(
    `Patient portal ready at http://${shown}:${(app.server.address() as { port: number }).port}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
