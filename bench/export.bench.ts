/**
 * Benchmark: what an export costs in memory and time. A fresh embedded database gets BENCH_EXPORT_ROWS (200,000)
 * payment orders of hospital 1001 over a year; then each export of the year runs in turn, written to a sink that
 * drops the bytes:
 * - baseline: every row read by one query into an array, then written as CSV (what an export without pages does);
 * - the payments export as CSV and as XLSX (reconciliation.export.ts: keyset pages, streamed).
 * For each it prints rows/s and the growth of the peak heap and of the peak resident memory over the memory before it,
 * per exported row (bytes/row): near 0 when one page at a time is held, hundreds of bytes when the whole year is.
 * The baseline runs last, so its garbage does not count against the others. Never asserts.
 *
 * Run: npm run bench:export
 */
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import { stringify } from 'csv-stringify';
import { sql } from 'kysely';
import { hosIdOf } from '@portal/shared';
import { createAdapters } from '../apps/server/src/adapters.ts';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoHospitals } from '../apps/server/src/demo/seed.ts';
import { BUILT_IN_SECRETS } from '../apps/server/src/config/demo-mode.ts';
import { staffTotpSealer } from '../apps/server/src/modules/staff/totp-secrets.ts';
import { exportPayments } from '../apps/server/src/modules/reconciliation/reconciliation.export.ts';
import { paymentDeps } from '../apps/server/src/purposes.ts';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 200_000);
const H = hosIdOf('1001');
const FROM = '2025-01-01';
const TO = '2025-12-31';

/** Linux: the process's peak resident memory since the last reset (VmHWM), in bytes; 0 elsewhere. */
function peakRss(): number {
  try {
    const line = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    return Number(line![1]) * 1024;
  } catch {
    return 0;
  }
}
function resetPeak() {
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // not Linux: the peak is the process's whole life
  }
}

/** Bytes are counted and dropped. */
const sink = () => {
  let bytes = 0;
  return {
    stream: new Writable({
      write(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        done();
      },
    }),
    bytes: () => bytes,
  };
};

async function seed(db: Db) {
  // One insert of generated rows: spread over the year, each a QR registration order.
  await sql`insert into pay_order (hos_id, out_trade_no, user_id, business_type, method, amount, state, purpose,
      paid_at, created_at)
    select ${H}, 'PBENCH' || lpad(i::text, 9, '0'), 'bench-user', 5, 'qr', 1000 + (i % 5000), 'paid', 'registration',
      t, t
    from generate_series(1, ${ROWS}) as i,
      lateral (select timestamptz '2025-01-01 00:00:00+08' + (i * (interval '365 days' / ${ROWS}))) as x(t)`.execute(
    db,
  );
}

interface Result {
  name: string;
  rows: number;
  seconds: number;
  bytes: number;
  heapGrowth: number;
  rssGrowth: number;
}

async function measureRun(
  name: string,
  run: () => Promise<{ rows: number; bytes: number }>,
): Promise<Result> {
  (globalThis as { gc?: () => void }).gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = process.memoryUsage().rss;
  resetPeak();
  let heapPeak = heapBefore;
  const timer = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 5);
  const t0 = performance.now();
  const { rows, bytes } = await run();
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  console.log(`measured: ${name} (${rows} rows in ${seconds.toFixed(1)} s)`);
  return {
    name,
    rows,
    seconds,
    bytes,
    heapGrowth: heapPeak - heapBefore,
    rssGrowth: Math.max(0, peakRss() - rssBefore),
  };
}

async function main() {
  const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    await migrateToLatest(db);
    const adapters = createAdapters({ DEMO_MODE: true, DEMO_SMS_OUTBOX: false }, db);
    await seedDemoHospitals(db, adapters.his, staffTotpSealer(BUILT_IN_SECRETS.STAFF_TOTP_KEY));
    await seed(db);
    const deps = paymentDeps(db, adapters.payChannels, 'http://bench.invalid', adapters.his);
    const streamed = (format: 'csv' | 'xlsx') => async () => {
      const out = sink();
      const file = await exportPayments(deps, H, { from: FROM, to: TO, format });
      await pipeline(file.body, out.stream);
      return { rows: ROWS, bytes: out.bytes() };
    };
    const results = [
      await measureRun('payments CSV, streamed', streamed('csv')),
      await measureRun('payments XLSX, streamed', streamed('xlsx')),
      await measureRun('baseline: all rows in memory, then CSV', async () => {
        const rows = await db
          .selectFrom('pay_order')
          .selectAll()
          .where('hos_id', '=', H)
          .orderBy('created_at')
          .execute();
        const out = sink();
        const csv = stringify({
          header: true,
          columns: ['outTradeNo', 'createdAt', 'purpose', 'method', 'state', 'amountFen', 'paidAt'],
        });
        const done = pipeline(csv, out.stream);
        for (const r of rows)
          csv.write([
            r.out_trade_no,
            r.created_at,
            r.purpose,
            r.method,
            r.state,
            r.amount,
            r.paid_at,
          ]);
        csv.end();
        await done;
        return { rows: rows.length, bytes: out.bytes() };
      }),
    ];
    const base = results[2]!;
    console.log(`export benchmark: ${ROWS} payment orders over a year, PGlite in memory`);
    for (const r of results)
      console.log(
        [
          r.name.padEnd(42),
          `${Math.round(r.rows / r.seconds)} rows/s (${(r.rows / r.seconds / (base.rows / base.seconds)).toFixed(2)}× baseline)`,
          `peak heap +${Math.round(r.heapGrowth / r.rows)} B/row`,
          `peak RSS +${Math.round(r.rssGrowth / r.rows)} B/row`,
          `${(r.bytes / 1024 / 1024).toFixed(1)} MB out`,
        ].join('  '),
      );
  } finally {
    await db.destroy();
  }
}

await main();
