/**
 * Benchmark: the hospital cancels a doctor's session holding 500 paid bookings — every booking turns
 * hosState 4, every fee is refunded through settlement (card refunds at the sandbox HIS, QR refunds at the sandbox
 * gateway), the waitlist closes and each patient gets a notice. Measured: one cancelSession call (total and per
 * booking, heap/RSS), then a second call that must find nothing left to do. The baseline, in the same run: the same
 * number of identical bookings in a second session cancelled one by one by their patients (records' cancel path).
 * Then checks in SQL that the run did what it says (invalidated, refunded exactly once, nothing paid left, notices).
 *
 * In-process, through the services the routes call, on the composition root's demo-mode adapters (the data is
 * written directly, which a server child process on PGlite would not allow). No background jobs run, so every
 * refund below was made by the call measured.
 *
 * Run: npm run bench:session-cancel (PGlite in memory), or with
 * BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (a fresh database per run, dropped afterwards).
 * Knob: BENCH_BOOKINGS (500). Exits non-zero when a check fails.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import { createAdapters } from '../apps/server/src/adapters.ts';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoHospitals } from '../apps/server/src/demo/seed.ts';
import { BUILT_IN_SECRETS } from '../apps/server/src/config/demo-mode.ts';
import { staffTotpSealer } from '../apps/server/src/modules/staff/totp-secrets.ts';
import {
  cancelSession,
  type SessionCancelDeps,
  type SessionCancelSummary,
} from '../apps/server/src/modules/operator/session-cancel.service.ts';
import type { PatientContext } from '../apps/server/src/plugins/request-context.ts';
import { cancelAppointment } from '../apps/server/src/modules/bookings/cancel.service.ts';
import { paymentDeps } from '../apps/server/src/purposes.ts';
import {
  databaseUrl,
  insertBookings,
  insertHolders,
  latencyStats,
  withDatabase,
  type Booking,
} from './support.ts';
import { hosIdOf } from '@portal/shared';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 500);
const WARMUP = 20;
const HOS = hosIdOf('1001');
const FEE = 2500;
const REASON = 'bench: the doctor is ill';

/** support.ts's SQL set-up helpers take a pg.Pool but only call query(text, params): Kysely runs that on either database. */
function asPool(db: Db): pg.Pool {
  return {
    query: (text: string, params: unknown[] = []) =>
      db.executeQuery(CompiledQuery.raw(text, params)),
  } as unknown as pg.Pool;
}

/** A fresh database: a new one on BENCH_DATABASE_URL's server (dropped by `drop`), else PGlite in memory. */
async function openBenchDatabase(): Promise<{ db: Db; kind: string; drop(): Promise<void> }> {
  if (!databaseUrl) {
    const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    return { db, kind: 'pglite', drop: () => db.destroy() };
  }
  const name = `bench_sc_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const db = await openDatabase({ kind: 'postgres', url: withDatabase(databaseUrl, name) });
  return {
    db,
    kind: 'postgres',
    drop: async () => {
      await db.destroy();
      // pg's pool.end() resolves before the server has seen its clients go; forcing the drop then would kill them
      // mid-goodbye and the pool's listener would print a spurious "connection lost". Wait (briefly) for them first.
      for (let i = 0; i < 50; i++) {
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

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
const isQr = (b: Booking) => Number(b.appointId.split('-').pop()) % 2 === 0;
const orderOf = (b: Booking) => `SC${b.appointId}`;

/**
 * `count` holders (account, linked patient with its own phone, outpatient card) booked into two identical sessions
 * (`${prefix}-s-1` for the hospital, `${prefix}-s-2` for the patients), every booking paid: odd holders by card (order
 * + the HIS debit keyed by it), even ones by QR (order + the sandbox gateway's paid, acknowledged transaction).
 */
async function prepare(
  db: Db,
  prefix: string,
  count: number,
  phonePrefix: string,
): Promise<Booking[]> {
  const pool = asPool(db);
  const holders = await insertHolders(pool, {
    hosId: HOS,
    prefix,
    count,
    phonePrefix,
    opening: 2 * FEE,
    linked: true,
  });
  const bookings = await insertBookings(pool, {
    hosId: HOS,
    prefix,
    holders,
    sessions: 2,
    fee: FEE,
    paidFrom: 1,
  });
  const now = new Date();
  for (const part of chunks(bookings, 500)) {
    await db
      .insertInto('pay_order')
      .values(
        part.map((b) => ({
          hos_id: HOS,
          out_trade_no: orderOf(b),
          purpose: 'registration' as const,
          appoint_id: b.appointId,
          card_id: isQr(b) ? null : b.holder.cardId,
          bill_id: null,
          user_id: b.holder.userId,
          business_type: 5,
          method: isQr(b) ? ('qr' as const) : ('card' as const),
          channel: isQr(b) ? ('sandbox' as const) : null,
          amount: FEE,
          state: 'paid' as const,
          paid_at: now,
          refunded_at: null,
          delivered_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('pay_order_event')
      .values(
        part.map((b) => ({
          hos_id: HOS,
          out_trade_no: orderOf(b),
          from_state: null,
          to_state: 'paid' as const,
          note: 'bench: paid before the run',
        })),
      )
      .execute();
    const qr = part.filter(isQr);
    if (qr.length > 0) {
      await db
        .insertInto('gateway_transaction')
        .values(
          qr.map((b) => ({
            token: randomBytes(16).toString('hex'),
            hos_id: HOS,
            out_trade_no: orderOf(b),
            merchant: 'Bench Hospital',
            subject: 'Registration fee',
            amount: FEE,
            state: 'paid' as const,
            trade_no: `T${randomBytes(12).toString('hex').toUpperCase()}`,
            notify_url: 'http://bench.invalid/notify',
            next_attempt_at: null,
            acknowledged_at: now,
            paid_at: now,
          })),
        )
        .execute();
    }
    // The card payments' debits: one per session, so the balance after the second is 0 and the entries sum to it.
    const card = part.filter((b) => !isQr(b));
    if (card.length > 0) {
      await db
        .insertInto('his_card_ledger')
        .values(
          card.map((b) => ({
            hos_id: HOS,
            card_id: b.holder.cardId,
            amount: -FEE,
            balance_after: (2 - b.session) * FEE,
            kind: 'registration',
            ref: orderOf(b),
            idem_key: orderOf(b),
          })),
        )
        .execute();
    }
  }
  const cardIds = [...new Set(bookings.filter((b) => !isQr(b)).map((b) => b.holder.cardId))];
  for (const part of chunks(cardIds, 500))
    await db
      .updateTable('his_card')
      .set({ balance: 0 })
      .where('hos_id', '=', HOS)
      .where('card_id', 'in', part)
      .execute();
  return bookings;
}

const actorOf = (b: Booking): PatientContext => ({
  kind: 'patient',
  lang: 'en-US',
  hosId: HOS,
  userId: b.holder.userId,
  phone: '',
  tokenHash: '',
  ip: '127.0.0.1',
});

/** The patients' path: each booking cancelled by its own patient, one after the other (the route's service call). */
async function cancelOneByOne(
  deps: SessionCancelDeps,
  bookings: readonly Booking[],
): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  for (const b of bookings) {
    const start = performance.now();
    await cancelAppointment(deps, actorOf(b), b.appointId).catch((err: unknown) => {
      failed++;
      if (failed <= 3) console.error(`patient cancel of ${b.appointId} failed: ${String(err)}`);
    });
    ms.push(performance.now() - start);
  }
  return { ms, failed };
}

interface Memory {
  heapMb: number;
  rssMb: number;
  peakHeapMb: number;
  peakRssMb: number;
}
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
/** A signed size for the summary line: '+3.1 MB', '-14.8 MB'. */
const signed = (n: number) => `${n >= 0 ? '+' : ''}${n} MB`;

/** Runs `work` and answers its time and heap/RSS growth (after a GC when node runs with --expose-gc), peaks sampled every 5 ms. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ value: T; ms: number; memory: Memory }> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakRss = Math.max(peakRss, m.rss);
  }, 5);
  const start = performance.now();
  try {
    const value = await work();
    const ms = performance.now() - start;
    const after = process.memoryUsage();
    return {
      value,
      ms,
      memory: {
        heapMb: mb(after.heapUsed - before.heapUsed),
        rssMb: mb(after.rss - before.rss),
        peakHeapMb: mb(Math.max(peakHeap, after.heapUsed) - before.heapUsed),
        peakRssMb: mb(Math.max(peakRss, after.rss) - before.rss),
      },
    };
  } finally {
    clearInterval(sampler);
  }
}

/** One count(*) through Kysely's sql template (parameterised; the bench's checks are read-only). */
async function count(db: Db, query: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (${query}) q`.execute(
    db,
  );
  return Number(rows[0]!.n);
}

/** What the session's rows say after the run. Texts: the notice outbox rows keyed 'cancel:<session>:<patient>', queued or sent. */
async function verify(db: Db, bookings: readonly Booking[], session: number) {
  const mine = bookings.filter((b) => b.session === session);
  const scheduleId = `${mine[0]!.appointId.split('-a-')[0]}-s-${session}`;
  const ids = mine.map((b) => b.appointId);
  const orders = mine.map(orderOf);
  const users = mine.map((b) => b.holder.userId);
  const n = (query: RawBuilder<unknown>) => count(db, query);
  const ordersIn = (states: string[]) =>
    n(
      sql`select 1 from pay_order where hos_id = ${HOS} and out_trade_no = any(${orders}) and state = any(${states})`,
    );
  const texts = (sent: boolean) =>
    n(
      sql`select 1 from notice_outbox where hos_id = ${HOS} and dedupe_key like ${`cancel:${scheduleId}:%`} ${sent ? sql`and sent_at is not null` : sql``}`,
    );
  return {
    bookings: mine.length,
    cardPaid: mine.filter((b) => !isQr(b)).length,
    qrPaid: mine.filter(isQr).length,
    invalidated: await n(
      sql`select 1 from appointment where hos_id = ${HOS} and appoint_id = any(${ids}) and state = '1' and hos_state = '4'`,
    ),
    cancelledByPatient: await n(
      sql`select 1 from appointment where hos_id = ${HOS} and appoint_id = any(${ids}) and state = 'cancelled'`,
    ),
    refunded: await ordersIn(['refunded']),
    stillPaidOrRefunding: await ordersIn(['paid', 'refunding']),
    // Exactly once: one refunded event per order, one refund credit per card order, one gateway refund per QR order.
    refundEvents: await n(
      sql`select 1 from pay_order_event where hos_id = ${HOS} and out_trade_no = any(${orders}) and to_state = 'refunded'`,
    ),
    cardRefundCredits: await n(
      sql`select 1 from his_card_ledger where hos_id = ${HOS} and kind = 'refund' and idem_key = any(${orders.map((o) => `R${o}`)})`,
    ),
    gatewayRefunds: await n(
      sql`select 1 from gateway_transaction where hos_id = ${HOS} and out_trade_no = any(${orders}) and state = 'refunded'`,
    ),
    // The patients are the same in both sessions: only the hospital's cancel writes 'sessionCancelled' messages.
    cancelMessages: await n(
      sql`select 1 from user_message where hos_id = ${HOS} and user_id = any(${users}) and kind = 'sessionCancelled'`,
    ),
    texts: await texts(false),
    textsSent: await texts(true),
    freeNumbers: await n(
      sql`select 1 from source_number where hos_id = ${HOS} and schedule_id = ${scheduleId} and status = 'free'`,
    ),
  };
}

/** Bench cards whose ledger entries do not sum to the balance. */
async function ledgerMismatches(db: Db, bookings: readonly Booking[]): Promise<number> {
  const cards = [...new Set(bookings.map((b) => b.holder.cardId))];
  return count(
    db,
    sql`select 1 from his_card c where c.hos_id = ${HOS} and c.card_id = any(${cards}) and c.balance <>
    (select coalesce(sum(l.amount), 0) from his_card_ledger l where l.hos_id = c.hos_id and l.card_id = c.card_id)`,
  );
}

async function main() {
  const t0 = performance.now();
  const { db, kind, drop } = await openBenchDatabase();
  try {
    await migrateToLatest(db);
    // The composition root's adapters (docs/architecture.md#one-composition-root) (demo mode: sandbox HIS, gateway and SMS outbox).
    const adapters = createAdapters({ DEMO_MODE: true, DEMO_SMS_OUTBOX: false }, db);
    await seedDemoHospitals(db, adapters.his, staffTotpSealer(BUILT_IN_SECRETS.STAFF_TOTP_KEY));
    const deps: SessionCancelDeps = {
      ...paymentDeps(db, adapters.payChannels, 'http://bench.invalid', adapters.his),
      sms: adapters.sms,
    };
    const warm = await prepare(db, 'scw', WARMUP, '174');
    const bookings = await prepare(db, 'sc', BOOKINGS, '173');
    const setupSeconds = (performance.now() - t0) / 1000;

    // Warm-up (JIT, pools, caches): a small session of each kind through both paths.
    await cancelSession(deps, { hosId: HOS, scheduleId: 'scw-s-1', reason: REASON });
    await cancelOneByOne(
      deps,
      warm.filter((b) => b.session === 2),
    );

    const first = await measured(() =>
      cancelSession(deps, { hosId: HOS, scheduleId: 'sc-s-1', reason: REASON }),
    );
    const second = await measured(() =>
      cancelSession(deps, { hosId: HOS, scheduleId: 'sc-s-1', reason: REASON }),
    );
    const baseline = await measured(() =>
      cancelOneByOne(
        deps,
        bookings.filter((b) => b.session === 2),
      ),
    );

    const check = await verify(db, bookings, 1);
    const baseCheck = await verify(db, bookings, 2);
    const ledger = await ledgerMismatches(db, bookings);
    const same = (a: SessionCancelSummary, b: SessionCancelSummary) =>
      JSON.stringify(a) === JSON.stringify(b);
    const perBooking = first.ms / BOOKINGS;
    const perPatient = baseline.ms / BOOKINGS;

    console.log(
      JSON.stringify({
        database: kind,
        bookings: BOOKINGS,
        setupSeconds,
        sessionCancel: { ms: first.ms, summary: first.value, memory: first.memory },
        secondCall: {
          ms: second.ms,
          sameSummary: same(first.value, second.value),
          memory: second.memory,
        },
        patientCancels: {
          ms: baseline.ms,
          failed: baseline.value.failed,
          latency: latencyStats(baseline.value.ms),
          memory: baseline.memory,
        },
        check,
        baseCheck,
        ledgerMismatches: ledger,
      }),
    );
    console.log(
      `database=${kind} bookings=${BOOKINGS} (card ${check.cardPaid}, QR ${check.qrPaid}) set-up ${setupSeconds.toFixed(1)} s\n` +
        `session cancel: ${first.ms.toFixed(0)} ms total, ${perBooking.toFixed(2)} ms/booking; heap ${signed(first.memory.heapMb)} (peak ${signed(first.memory.peakHeapMb)}), ` +
        `RSS ${signed(first.memory.rssMb)} (peak ${signed(first.memory.peakRssMb)}); summary ${JSON.stringify(first.value)}\n` +
        `second call: ${second.ms.toFixed(1)} ms (${((second.ms / first.ms) * 100).toFixed(2)}% of the first), same summary ${same(first.value, second.value)}\n` +
        `baseline, ${BOOKINGS} patient cancels one by one: ${baseline.ms.toFixed(0)} ms total, ${perPatient.toFixed(2)} ms/booking (${latencyStats(baseline.value.ms)}), ` +
        `failed ${baseline.value.failed}; heap ${signed(baseline.memory.heapMb)} (peak ${signed(baseline.memory.peakHeapMb)}), RSS ${signed(baseline.memory.rssMb)}\n` +
        `session-cancel / per-patient-cancel time ratio: ${(first.ms / baseline.ms).toFixed(3)}\n` +
        `session cancel check: invalidated ${check.invalidated}/${BOOKINGS}, refunded ${check.refunded}/${BOOKINGS} (refund events ${check.refundEvents}, ` +
        `card credits ${check.cardRefundCredits}/${check.cardPaid}, gateway refunds ${check.gatewayRefunds}/${check.qrPaid}), ` +
        `paid or refunding left ${check.stillPaidOrRefunding}, in-portal messages ${check.cancelMessages}, ` +
        `texts ${check.texts} (sent ${check.textsSent}), free numbers ${check.freeNumbers}\n` +
        `baseline check: cancelled ${baseCheck.cancelledByPatient}/${BOOKINGS}, refunded ${baseCheck.refunded}/${BOOKINGS} (refund events ${baseCheck.refundEvents}, ` +
        `card credits ${baseCheck.cardRefundCredits}/${baseCheck.cardPaid}, gateway refunds ${baseCheck.gatewayRefunds}/${baseCheck.qrPaid}), ` +
        `paid or refunding left ${baseCheck.stillPaidOrRefunding}; cards whose ledger does not sum to the balance ${ledger}`,
    );
    const refundedOnce = (c: typeof check) =>
      c.refunded === BOOKINGS &&
      c.refundEvents === BOOKINGS &&
      c.stillPaidOrRefunding === 0 &&
      c.cardRefundCredits === c.cardPaid &&
      c.gatewayRefunds === c.qrPaid;
    const failed =
      !refundedOnce(check) ||
      !refundedOnce(baseCheck) ||
      check.invalidated !== BOOKINGS ||
      baseCheck.cancelledByPatient !== BOOKINGS ||
      check.cancelMessages !== BOOKINGS ||
      check.texts !== BOOKINGS ||
      check.freeNumbers !== 0 ||
      first.value.bookingsInvalidated !== BOOKINGS ||
      first.value.refundsStarted !== BOOKINGS ||
      !same(first.value, second.value) ||
      baseline.value.failed > 0 ||
      ledger > 0;
    if (failed) {
      console.error('CHECK FAILED: the run did not do what it measured');
      process.exitCode = 1;
    }
  } finally {
    await drop();
  }
}

void main();
