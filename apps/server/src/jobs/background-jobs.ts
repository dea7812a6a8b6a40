import type { Adapters } from '../adapters.ts';
import type { Env } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import {
  CATALOGUE_SYNC_INTERVAL_MS,
  startCatalogueSyncJob,
} from '../modules/catalogue/catalogue.jobs.ts';
import {
  LECTURE_VIEWS_INTERVAL_MS,
  startLectureViewsJob,
} from '../modules/health-education/lecture-views.jobs.ts';
import {
  SESSION_STOPS_INTERVAL_MS,
  startSessionStopJob,
} from '../modules/his-events/session-stops.jobs.ts';
import { startPaymentJobs } from '../modules/payments/payments.jobs.ts';
import type { PaymentDeps } from '../modules/payments/purposes.ts';
import { startPhysicalExpiryJob } from '../modules/physical/physical-expiry.ts';
import { NOTICE_JOBS_INTERVAL_MS, startNoticeJobs } from '../modules/reminders/reminders.jobs.ts';
import { startExpireUnpaidJob } from './expire-unpaid.ts';
import type { JobHandle } from './repeat.ts';
import { startSweepUploadsJob } from './sweep-uploads.ts';

/** What the jobs are built from: the composition root's database, configuration, adapters and payments slice. */
export interface JobContext {
  db: Db;
  env: Env;
  adapters: Adapters;
  payments: PaymentDeps;
  log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
}

/**
 * One background job: its name (the one its metrics carry, jobs/repeat.ts) and `start`, which answers its handle, or
 * null when the configuration switches it off.
 */
interface BackgroundJob {
  name: string;
  start(ctx: JobContext): JobHandle | null;
}

/**
 * Scale-out (docs/architecture.md#scale-out): every instance runs the background work below; PostgreSQL coordinates it. server.ts starts
 * them in this order once the catalogue mirror has synced, and stops them in the same order on shutdown. A new job is
 * one more entry here.
 */
export const BACKGROUND_JOBS: readonly BackgroundJob[] = [
  {
    // The catalogue mirror follows the HIS every few minutes (docs/architecture.md#the-his-is-an-adapter).
    name: 'catalogue-sync',
    start: ({ db, adapters, log }) =>
      startCatalogueSyncJob(db, adapters.his, CATALOGUE_SYNC_INTERVAL_MS, log),
  },
  {
    // Unpaid bookings expire after their pay window.
    name: 'expire-unpaid',
    start: ({ db, env, adapters, log }) =>
      env.EXPIRE_UNPAID_INTERVAL_MS > 0
        ? startExpireUnpaidJob(db, adapters.sms, env.EXPIRE_UNPAID_INTERVAL_MS, log)
        : null,
  },
  {
    // Unpaid physical-exam bookings expire too, at the same interval (their open QR orders closed at the gateway).
    name: 'expire-physical',
    start: ({ env, payments, log }) =>
      env.EXPIRE_UNPAID_INTERVAL_MS > 0
        ? startPhysicalExpiryJob(payments, env.EXPIRE_UNPAID_INTERVAL_MS, log)
        : null,
  },
  {
    // Uploads never attached (a complaint not sent) and files a crash left without a row, a day on.
    name: 'sweep-uploads',
    start: ({ db, env, adapters, log }) =>
      env.SWEEP_UPLOADS_INTERVAL_MS > 0
        ? startSweepUploadsJob(db, adapters.files, env.SWEEP_UPLOADS_INTERVAL_MS, log)
        : null,
  },
  {
    // Lecture views (one row per visit and lecture, for counting reads once) are forgotten a week on.
    name: 'lecture-views',
    start: ({ db, log }) => startLectureViewsJob(db, LECTURE_VIEWS_INTERVAL_MS, log),
  },
  {
    // The sandbox gateway's notification retries and the query-on-silence, every second by default; also card orders
    // whose HIS call went silent and deliveries to the HIS, so it runs with or without a gateway.
    name: 'payments',
    start: ({ env, payments, log }) =>
      env.PAY_JOBS_INTERVAL_MS > 0
        ? startPaymentJobs(
            payments,
            {
              intervalMs: env.PAY_JOBS_INTERVAL_MS,
              gatewaySecret: env.PAY_GATEWAY_SECRET,
              queryAfterSeconds: env.PAY_QUERY_AFTER_SECONDS,
            },
            log,
          )
        : null,
  },
  {
    // Reminders, the notice outbox (texts through the composition root's sender) and HIS queue withdrawals.
    name: 'notices',
    start: ({ db, adapters, log }) => startNoticeJobs(db, adapters, NOTICE_JOBS_INTERVAL_MS, log),
  },
  {
    // Sessions the HIS stops are cancelled in the portal (refunds through the gateway, texts through the sender).
    name: 'session-stops',
    start: ({ payments, adapters, log }) =>
      startSessionStopJob({ ...payments, sms: adapters.sms }, SESSION_STOPS_INTERVAL_MS, log),
  },
];

/** Starts every job the configuration leaves on; the handles stop them (JobHandle.stop waits for a tick under way). */
export function startBackgroundJobs(ctx: JobContext): JobHandle[] {
  return BACKGROUND_JOBS.flatMap((job) => job.start(ctx) ?? []);
}
