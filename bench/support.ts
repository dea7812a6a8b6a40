/**
 * Shared by the benchmarks: start a server on a fresh embedded database (or BENCH_DATABASE_URL), measure
 * endpoints with autocannon, and print each next to /healthz measured in the same run. Ratios, not absolute
 * numbers, are what stay meaningful on a shared, noisy machine. Benchmarks print; they never assert.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { addDays, hospitalToday } from '@portal/shared';
import { startServer, type RunningServer } from '../e2e/support/server.ts';

export const duration = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const databaseUrl = process.env.BENCH_DATABASE_URL;

export interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function measure(name: string, opts: autocannon.Options): Promise<Measured> {
  const r = await autocannon({ connections, duration, ...opts });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/** The benchmarks run on the demo hospitals and the sandbox pay gateway: demo mode. */
const DEMO = { DEMO_MODE: 'true' } as const;

/** Runs `body` against a started server (demo hospitals seeded) and always stops it and removes its data folder. */
export async function withServer(body: (baseUrl: string) => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const server = await startServer({
    ...DEMO,
    LOG_LEVEL: 'error',
    RATE_LIMIT_MAX: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  });
  try {
    await body(server.baseUrl);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Warms up (JIT, caches, connection pool), measures /healthz and each target, and prints them with their ratios. */
export async function compareWithHealth(
  baseUrl: string,
  targets: { name: string; opts: autocannon.Options; warmup?: boolean }[],
) {
  await measure('warmup', { url: `${baseUrl}/healthz`, duration: 2 });
  for (const t of targets)
    if (t.warmup !== false) await measure(`warmup ${t.name}`, { ...t.opts, duration: 2 });
  const health = await measure('healthz', { url: `${baseUrl}/healthz` });
  const results: Measured[] = [];
  for (const t of targets) results.push(await measure(t.name, t.opts));
  for (const m of [health, ...results]) console.log(JSON.stringify(m));
  console.log(
    `database=${databaseUrl ? 'postgres' : 'pglite'} connections=${connections} duration=${duration}s`,
  );
  for (const m of results) {
    console.log(
      `${m.name}/healthz throughput ratio: ${(m.rps / health.rps).toFixed(3)}  ` +
        `p99 ratio: ${(m.p99 / Math.max(health.p99, 1)).toFixed(2)}  ` +
        `(healthz ${health.rps.toFixed(0)} req/s p99 ${health.p99} ms; ${m.name} ${m.rps.toFixed(0)} req/s p99 ${m.p99} ms; ` +
        `errors ${m.errors + health.errors}, non-2xx ${m.non2xx + health.non2xx})`,
    );
  }
  return { health, results };
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); undefined elsewhere. */
export function cpuMs(pid: number | undefined): number | undefined {
  try {
    return cpuOfStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

function cpuOfStat(stat: string): number {
  const fields = stat.replace(/^.*\) /, '').split(' ');
  // After the command: state is field 3, utime and stime are fields 14 and 15 (clock ticks of 10 ms).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time (ms) of every PostgreSQL process on this machine so far; undefined when none runs here (a remote server). */
export function postgresCpuMs(): number | undefined {
  let total: number | undefined;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes(' (postgres) ')) total = (total ?? 0) + cpuOfStat(stat);
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

/** A PostgreSQL URL pointing at another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export interface PostgresBench {
  server: RunningServer;
  db: pg.Pool;
}

/**
 * For the benches that measure real concurrency: a fresh database on BENCH_DATABASE_URL's server, a server started on
 * it with `env` (errors-only log, no practical rate limit) and a `pg` pool as large as the server's (20); all stopped
 * and the database dropped afterwards, whatever happens.
 */
export async function withPostgresServer(
  tag: string,
  env: Record<string, string>,
  body: (bench: PostgresBench) => Promise<void>,
): Promise<void> {
  if (!databaseUrl)
    throw new Error(
      `BENCH_DATABASE_URL (PostgreSQL) is required: the ${tag} bench measures real concurrency`,
    );
  const name = `portal_bench_${tag}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = withDatabase(databaseUrl, name);
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      ...DEMO,
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '100000000',
      DATABASE_URL: url,
      ...env,
    });
    const db = new pg.Pool({ connectionString: url, max: 20 });
    try {
      await body({ server, db });
    } finally {
      await db.end();
    }
  } finally {
    await server?.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Runs `work` for every item with at most `limit` in flight. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

/** Shuffles in place (Fisher–Yates) and answers the same array. */
export function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/** The p-th percentile of a list of latencies (the one latencyStats prints). */
export function percentile(ms: readonly number[], p: number): number {
  return pct(
    [...ms].sort((a, b) => a - b),
    p,
  );
}

/** "n=… p50=…ms p99=…ms" of a list of latencies. */
export function latencyStats(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  return `n=${s.length} p50=${pct(s, 50).toFixed(1)}ms p99=${pct(s, 99).toFixed(1)}ms`;
}

/** A signed-in patient written directly in SQL: account, default patient, live session token, outpatient card. */
export interface Holder {
  userId: string;
  patientId: string;
  cardId: string;
  token: string;
}

export interface HoldersSpec {
  hosId: string;
  prefix: string;
  count: number;
  phonePrefix: string;
  opening: number;
  /** The patient's link to the hospital's record proven (as if at the window), so the card is reachable. */
  linked?: boolean;
}

/**
 * In SQL (no argon2, no HTTP): per holder an account, its default patient, a session token valid for a day and an
 * outpatient card holding `opening` fen with its opening ledger entry. Ids are `${prefix}-u-${i}`, `-p-`, `-c-`.
 */
export async function insertHolders(
  db: pg.Pool,
  { hosId, prefix, count, phonePrefix, opening, linked = false }: HoldersSpec,
): Promise<Holder[]> {
  const holders: Holder[] = Array.from({ length: count }, (_, i) => ({
    userId: `${prefix}-u-${i}`,
    patientId: `${prefix}-p-${i}`,
    cardId: `${prefix}-c-${i}`,
    token: randomBytes(32).toString('base64url'),
  }));
  const ids = holders.map((h) => h.userId);
  const phones = holders.map(
    (_, i) => `${phonePrefix}${String(i).padStart(11 - phonePrefix.length, '0')}`,
  );
  const tag = prefix.toUpperCase();
  await db.query(
    `insert into app_user (hos_id, user_id, phone, password_hash) select $1, u, p, 'bench-no-password' from unnest($2::text[], $3::text[]) t(u, p)`,
    [hosId, ids, phones],
  );
  await db.query(
    `insert into patient (hos_id, patient_id, user_id, patient_name, cert_type, cert_no, phone, relation, sex, birth_date, is_default)
    select $1, p, u, 'Bench Patient', 1, $5 || p, ph, 0, 1, date '1980-01-01', true from unnest($2::text[], $3::text[], $4::text[]) t(p, u, ph)`,
    [hosId, holders.map((h) => h.patientId), ids, phones, tag],
  );
  if (linked) {
    await db.query(
      `update patient set his_linked_at = now(), link_proof = 'seed' where hos_id = $1 and patient_id = any($2)`,
      [hosId, holders.map((h) => h.patientId)],
    );
  }
  await db.query(
    `insert into auth_session (hos_id, token_hash, user_id, expires_at) select $1, h, u, now() + interval '1 day' from unnest($2::text[], $3::text[]) t(h, u)`,
    [hosId, holders.map((h) => createHash('sha256').update(h.token).digest('hex')), ids],
  );
  await db.query(
    `insert into his_card (hos_id, card_id, card_no, clinic_type, card_type, cert_type, cert_no, patient_name, state, balance)
    select $1, c, $5 || 'NO' || c, 1, 1, 1, $5 || p, 'Bench Patient', 'normal', $4 from unnest($2::text[], $3::text[]) t(c, p)`,
    [hosId, holders.map((h) => h.cardId), holders.map((h) => h.patientId), opening, tag],
  );
  await db.query(
    `insert into his_card_ledger (hos_id, card_id, amount, balance_after, kind, ref) select $1, c, $3, $3, 'opening', 'bench'
    from unnest($2::text[]) c`,
    [hosId, holders.map((h) => h.cardId), opening],
  );
  return holders;
}

export interface BookingsSpec {
  hosId: string;
  prefix: string;
  holders: readonly Holder[];
  sessions: number;
  fee: number;
  paidFrom?: number;
}
export interface Booking {
  holder: Holder;
  appointId: string;
  session: number;
  paid: boolean;
}

/**
 * In SQL: `sessions` sessions (ids `${prefix}-s-${s}`, fee `fee`) five days ahead — inside the pay deadline and before
 * 1001's cancel cutoff whatever the time of day — with one source number per holder, and every holder booked into
 * every session (a patient holds one booking per session): appointment `${prefix}-a-${s}-${k}` takes number k of
 * session s (k counts holders from 1). Sessions from `paidFrom` on are booked as paid (isDopay 1), the others unpaid.
 */
export async function insertBookings(
  db: pg.Pool,
  { hosId, prefix, holders, sessions, fee, paidFrom = sessions + 1 }: BookingsSpec,
): Promise<Booking[]> {
  const date = addDays(hospitalToday(new Date(), 'Asia/Shanghai'), 5);
  await db.query(
    `insert into schedule_session (hos_id, schedule_id, area_id, business_type, dept_id, doctor_id, rule_id, session_date, noon_code, reg_fee, capacity)
    select $1, $6 || '-s-' || s, '1', '1', '12', 'DR04', $6 || '-rule-' || s, $2, '1', $3, $4 from generate_series(1, $5::int) s`,
    [hosId, date, fee, holders.length, sessions, prefix],
  );
  await db.query(
    `insert into source_number (hos_id, schedule_id, number_id, seq, start_time, end_time)
    select $1, $4 || '-s-' || s, $4 || '-s-' || s || '-' || k, k, '08:00', '08:05' from generate_series(1, $2::int) s, generate_series(1, $3::int) k`,
    [hosId, sessions, holders.length, prefix],
  );
  await db.query(
    `with h as (select * from unnest($2::text[], $3::text[], $4::text[]) with ordinality t(u, p, c, k)),
      b as (select s, h.*, $5 || '-a-' || s || '-' || k as a from generate_series(1, $6::int) s, h)
    insert into appointment (hos_id, appoint_id, user_id, patient_id, schedule_id, number_id, dept_id, doctor_id, area_id, business_type,
      session_date, noon_code, reg_fee, patient_card_id, state, is_dopay, is_today)
    select $1, a, u, p, $5 || '-s-' || s, $5 || '-s-' || s || '-' || k, '12', 'DR04', '1', '1', $7, '1', $8, c, '1',
      case when s >= $9 then '1' else '0' end, '0' from b`,
    [
      hosId,
      holders.map((h) => h.userId),
      holders.map((h) => h.patientId),
      holders.map((h) => h.cardId),
      prefix,
      sessions,
      date,
      fee,
      paidFrom,
    ],
  );
  await db.query(
    `update source_number n set status = 'taken', appoint_id = a.appoint_id from appointment a
    where a.hos_id = $1 and n.hos_id = a.hos_id and n.number_id = a.number_id and a.appoint_id like $2`,
    [hosId, `${prefix}-a-%`],
  );
  const bookings: Booking[] = [];
  for (let s = 1; s <= sessions; s++) {
    for (const [k, holder] of holders.entries())
      bookings.push({
        holder,
        appointId: `${prefix}-a-${s}-${k + 1}`,
        session: s,
        paid: s >= paidFrom,
      });
  }
  return bookings;
}

/** A signed-in call with a fresh Idempotency-Key: its status and message key ('ok' without one). */
export async function httpJson(
  baseUrl: string,
  method: string,
  path: string,
  token: string,
  body?: object,
): Promise<{ status: number; key: string }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
      ...(body && { 'content-type': 'application/json' }),
    },
    body: body && JSON.stringify(body),
  });
  const json = (await res.json()) as { messageKey?: string };
  return { status: res.status, key: json.messageKey ?? 'ok' };
}
