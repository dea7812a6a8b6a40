/**
 * Benchmark: the release-time rush. 2,000 signed-in patients try to book one session with 50 source
 * numbers at once, over HTTP against a real server on PostgreSQL; then the same claim transaction runs directly
 * through `pg` in the same run, as the yardstick for throughput. Verifies the outcome in SQL and prints it.
 *
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:booking
 * A fresh database is created per run (and dropped afterwards). Knobs: BENCH_USERS (2000), BENCH_NUMBERS (50),
 * BENCH_CONCURRENCY (200). Exits non-zero when an invariant is broken.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { addDays, hospitalToday } from '@portal/shared';
import { cpuMs, latencyStats, pool, postgresCpuMs, withPostgresServer } from './support.ts';

const USERS = Number(process.env.BENCH_USERS ?? 2000);
const NUMBERS = Number(process.env.BENCH_NUMBERS ?? 50);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const HOS = '1001';
/** The booking path over HTTP against the same claim transaction run directly through `pg`. */
const RATIO_GOAL = 0.75;

interface Bencher {
  userId: string;
  patientId: string;
  token: string;
}
interface Attempt {
  status: number;
  key: string;
  ms: number;
}

/** 2,000 accounts with one patient and one live session token each, written directly (no argon2, no HTTP). */
async function prepareUsers(db: pg.Pool): Promise<Bencher[]> {
  const users: Bencher[] = Array.from({ length: USERS }, (_, i) => ({
    userId: `bench-u-${i}`,
    patientId: `bench-p-${i}`,
    token: randomBytes(32).toString('base64url'),
  }));
  for (let i = 0; i < users.length; i += 500) {
    const chunk = users.slice(i, i + 500);
    const ids = chunk.map((u) => u.userId);
    const phones = chunk.map((_, j) => `170${String(i + j).padStart(8, '0')}`);
    await db.query(
      `insert into app_user (hos_id, user_id, phone, password_hash) select $1, u, p, 'bench-no-password' from unnest($2::text[], $3::text[]) as t(u, p)`,
      [HOS, ids, phones],
    );
    await db.query(
      `insert into patient (hos_id, patient_id, user_id, patient_name, cert_type, cert_no, phone, relation, sex, birth_date, is_default)
      select $1, p, u, 'Bench Patient', 1, 'BENCH' || p, ph, 0, 1, date '1980-01-01', true from unnest($2::text[], $3::text[], $4::text[]) as t(p, u, ph)`,
      [HOS, chunk.map((u) => u.patientId), ids, phones],
    );
    await db.query(
      `insert into auth_session (hos_id, token_hash, user_id, expires_at) select $1, h, u, now() + interval '1 day' from unnest($2::text[], $3::text[]) as t(h, u)`,
      [HOS, chunk.map((u) => createHash('sha256').update(u.token).digest('hex')), ids],
    );
  }
  return users;
}

/** A session of tomorrow (hospital time) with exactly NUMBERS free source numbers. */
async function prepareSession(db: pg.Pool, tag: string): Promise<string> {
  const date = addDays(hospitalToday(new Date(), 'Asia/Shanghai'), 1);
  const scheduleId = `bench-${tag}-${date.replaceAll('-', '')}`;
  await db.query(
    `insert into schedule_session (hos_id, schedule_id, area_id, business_type, dept_id, doctor_id, rule_id, session_date, noon_code, reg_fee, capacity)
    values ($1, $2, '1', '1', '12', 'DR04', $3, $4, '1', 1000, $5)`,
    [HOS, scheduleId, `bench-${tag}`, date, NUMBERS],
  );
  await db.query(
    `insert into source_number (hos_id, schedule_id, number_id, seq, start_time, end_time)
    select $1, $2, $2 || '-' || s, s, '08:00', '08:05' from generate_series(1, $3::int) s`,
    [HOS, scheduleId, NUMBERS],
  );
  return scheduleId;
}

/**
 * Node:http with a keep-alive agent (CONCURRENCY sockets), not fetch: the client shares the machine's cores
 * with the server and fetch (undici) costs several times more CPU per request, which the yardstick (the same claim
 * through pg, in this process) never pays. BENCH_CLIENT=fetch measures with fetch as before.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  if (process.env.BENCH_CLIENT === 'fetch') {
    return fetch(url, { method: 'POST', headers, body }).then(async (res) => ({
      status: res.status,
      text: await res.text(),
    }));
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function httpRush(
  baseUrl: string,
  users: Bencher[],
  scheduleId: string,
): Promise<{ attempts: Attempt[]; seconds: number }> {
  const t0 = performance.now();
  const attempts = await pool(users, CONCURRENCY, async (u): Promise<Attempt> => {
    const start = performance.now();
    try {
      const res = await postJson(
        `${baseUrl}/appointment/api/appointment/create`,
        {
          'content-type': 'application/json',
          authorization: `Bearer ${u.token}`,
          'idempotency-key': randomUUID(),
        },
        JSON.stringify({ hosId: HOS, patientId: u.patientId, scheduleId }),
      );
      const body = JSON.parse(res.text) as { messageKey?: string };
      return { status: res.status, key: body.messageKey ?? 'ok', ms: performance.now() - start };
    } catch (err) {
      return { status: 0, key: String(err), ms: performance.now() - start };
    }
  });
  return { attempts, seconds: (performance.now() - t0) / 1000 };
}

/**
 * The day's appointment serial as the server's booking path takes it (appointments.repository `takeDaySerial`): one
 * statement of its own, committed without waiting for its WAL flush, before the booking transaction.
 */
const TAKE_SERIAL = `with async_commit as (select set_config('synchronous_commit', 'off', true))
  insert into appointment_serial as c (hos_id, session_date, last_serial)
  select $1, $2::date, 1 from async_commit
  on conflict (hos_id, session_date) do update set last_serial = c.last_serial + 1
  returning c.last_serial as serial`;

/**
 * The same claim transaction, directly: lock the user, check the key, claim a number, write the appointment and key.
 * As on the server, the serial is taken before the transaction by as many attempts as there are numbers (the server's
 * claim gate lets that many past); an attempt without one that still claims a number has the trigger assign it.
 */
async function directRush(db: pg.Pool, users: Bencher[], scheduleId: string, date: string) {
  const t0 = performance.now();
  let serialsLeft = NUMBERS;
  const won = await pool(users, CONCURRENCY, async (u) => {
    const client = await db.connect();
    try {
      let serial: number | null = null;
      if (serialsLeft > 0) {
        serialsLeft -= 1;
        serial = (await client.query<{ serial: number }>(TAKE_SERIAL, [HOS, date])).rows[0]!.serial;
      }
      await client.query('begin');
      const key = randomUUID();
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [
        `booking:${HOS}:${u.userId}`,
      ]);
      await client.query(
        'select appoint_id from idempotency_key where hos_id = $1 and user_id = $2 and key = $3',
        [HOS, u.userId, key],
      );
      const id = randomUUID();
      const claimed = await client.query(
        `update source_number set status = 'taken', appoint_id = $3
        where hos_id = $1 and number_id = (select number_id from source_number where hos_id = $1 and schedule_id = $2 and status = 'free'
          order by seq limit 1 for update skip locked) and status = 'free' returning number_id`,
        [HOS, scheduleId, id],
      );
      if (claimed.rowCount === 0) {
        await client.query('rollback');
        return false;
      }
      await client.query(
        `insert into appointment (hos_id, appoint_id, user_id, patient_id, schedule_id, number_id, dept_id, doctor_id, area_id,
        business_type, session_date, noon_code, reg_fee, state, is_dopay, is_today, serial)
        values ($1, $2, $3, $4, $5, $6, '12', 'DR04', '1', '1', $7, '1', 1000, '1', '0', '0', $8)`,
        [HOS, id, u.userId, u.patientId, scheduleId, claimed.rows[0].number_id, date, serial],
      );
      await client.query(
        'insert into idempotency_key (hos_id, user_id, key, appoint_id) values ($1, $2, $3, $4)',
        [HOS, u.userId, key, id],
      );
      await client.query('commit');
      return true;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  });
  return { successes: won.filter(Boolean).length, seconds: (performance.now() - t0) / 1000 };
}

async function verify(db: pg.Pool, scheduleId: string) {
  const one = async (q: string) =>
    Number((await db.query<{ n: string }>(q, [HOS, scheduleId])).rows[0]!.n);
  return {
    successes: await one(
      `select count(*) n from appointment where hos_id = $1 and schedule_id = $2 and state in ('1', '3')`,
    ),
    soldTwice:
      await one(`select count(*) n from (select number_id from appointment where hos_id = $1 and schedule_id = $2 and state in ('1', '3')
      group by number_id having count(*) > 1) x`),
    duplicatePatients:
      await one(`select count(*) n from (select patient_id from appointment where hos_id = $1 and schedule_id = $2 and state in ('1', '3')
      group by patient_id having count(*) > 1) x`),
    // A taken number must be held by exactly the appointment it names, and a free one by none.
    inconsistentNumbers:
      await one(`select count(*) n from source_number s where s.hos_id = $1 and s.schedule_id = $2 and
      (s.status = 'taken') <> exists (select 1 from appointment a where a.hos_id = s.hos_id and a.number_id = s.number_id
        and a.appoint_id = s.appoint_id and a.state in ('1', '3'))`),
  };
}

/** Transactions the bench database has ended so far (a statement outside a transaction counts as one). */
async function transactions(db: pg.Pool): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0]!.n);
}

/**
 * The ratio swings with the machine's load (other work shares the 2 cores), so the run also prints what load
 * does not change: the server's and PostgreSQL's CPU per attempt and the database transactions per attempt on each side.
 */
async function costOf<T>(db: pg.Pool, pid: number | undefined, run: () => Promise<T>) {
  // pg_stat_database is refreshed by the statistics collector: wait until it has settled before and after.
  const settle = () => new Promise((r) => setTimeout(r, 1_000));
  await settle();
  const [cpu0, pg0, tx0] = [cpuMs(pid), postgresCpuMs(), await transactions(db)];
  const result = await run();
  await settle();
  const [cpu1, pg1, tx1] = [cpuMs(pid), postgresCpuMs(), await transactions(db)];
  const spent = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? undefined : b - a;
  return {
    result,
    serverCpuMs: spent(cpu0, cpu1),
    postgresCpuMs: spent(pg0, pg1),
    transactions: tx1 - tx0 - 1,
  };
}

async function main() {
  await withPostgresServer('booking', {}, async ({ server, db }) => {
    const users = await prepareUsers(db);
    const httpSession = await prepareSession(db, 'http');
    const directSession = await prepareSession(db, 'pg');
    const date = addDays(hospitalToday(new Date(), 'Asia/Shanghai'), 1);

    // Warm-up (JIT, pools, read caches): each user once against a session that does not exist (C002, writes nothing).
    const warm = await httpRush(server.baseUrl, users.slice(0, 400), 'bench-no-such-session');
    console.log(`warm-up: 400 refused attempts (C002) in ${warm.seconds.toFixed(2)} s`);

    const pid = server.process.pid;
    const httpCost = await costOf(db, pid, () => httpRush(server.baseUrl, users, httpSession));
    const http = httpCost.result;
    agent.destroy();
    const directCost = await costOf(db, pid, () => directRush(db, users, directSession, date));
    const direct = directCost.result;
    const check = await verify(db, httpSession);
    const directCheck = await verify(db, directSession);

    // Past the early sold-out read, every attempt looks up its patient's card (an access log entry) before the transaction.
    const reachedClaim = Number(
      (
        await db.query<{ n: string }>(
          `select count(*) n from patient_access_log where hos_id = $1 and action = 'card-info'
      and patient_id like 'bench-p-%'`,
          [HOS],
        )
      ).rows[0]!.n,
    );
    // Both sessions are on the same day: serials taken by attempts that then booked nothing are the day's gaps.
    const serials = (
      await db.query<{ booked: string; highest: number | null }>(
        `select count(*) booked, max(serial) highest from appointment where hos_id = $1 and session_date = $2`,
        [HOS, date],
      )
    ).rows[0]!;
    const winners = http.attempts.filter((a) => a.status === 200);
    const losers = http.attempts.filter((a) => a.status !== 200);
    const fiveXx = http.attempts.filter((a) => a.status >= 500 || a.status === 0).length;
    const loserKeys: Record<string, number> = {};
    for (const a of losers) loserKeys[a.key] = (loserKeys[a.key] ?? 0) + 1;
    const httpRate = USERS / http.seconds;
    const perAttempt = (ms: number | undefined) =>
      ms === undefined ? 'n/a' : `${(ms / USERS).toFixed(2)} ms`;
    const directRate = USERS / direct.seconds;

    console.log(
      JSON.stringify({
        users: USERS,
        numbers: NUMBERS,
        concurrency: CONCURRENCY,
        http: { ...check, answered200: winners.length, fiveXx, loserKeys, seconds: http.seconds },
        direct: { ...directCheck, seconds: direct.seconds },
      }),
    );
    console.log(
      `database=postgres users=${USERS} numbers=${NUMBERS} concurrency=${CONCURRENCY}\n` +
        `HTTP: successes ${check.successes} (answered 200: ${winners.length}), sold twice ${check.soldTwice}, duplicate patient bookings ${check.duplicatePatients}, ` +
        `inconsistent numbers ${check.inconsistentNumbers}, 5xx ${fiveXx}; losers ${JSON.stringify(loserKeys)}\n` +
        `latency winners ${latencyStats(winners.map((a) => a.ms))}; losers ${latencyStats(losers.map((a) => a.ms))}\n` +
        `attempts past the early sold-out read (card lookup, then the transaction): ${reachedClaim}\n` +
        `day serials (both rushes): ${serials.booked} booked, highest ${serials.highest ?? 0}, gaps ${(serials.highest ?? 0) - Number(serials.booked)}\n` +
        `per attempt: server CPU ${perAttempt(httpCost.serverCpuMs)}; PostgreSQL CPU HTTP ${perAttempt(httpCost.postgresCpuMs)}, direct ${perAttempt(directCost.postgresCpuMs)}; ` +
        `database transactions HTTP ${(httpCost.transactions / USERS).toFixed(2)}, direct ${(directCost.transactions / USERS).toFixed(2)}\n` +
        `throughput: HTTP ${httpRate.toFixed(0)} attempts/s (${http.seconds.toFixed(2)} s), direct pg ${directRate.toFixed(0)} attempts/s ` +
        `(${direct.seconds.toFixed(2)} s, successes ${direct.successes}); HTTP/direct ratio ${(httpRate / directRate).toFixed(3)} ` +
        `(goal ≥ ${RATIO_GOAL}: ${httpRate / directRate >= RATIO_GOAL ? 'met' : 'not met'}; client ${process.env.BENCH_CLIENT === 'fetch' ? 'fetch' : 'node:http keep-alive'})`,
    );
    const failed =
      check.successes !== NUMBERS ||
      winners.length !== NUMBERS ||
      check.soldTwice > 0 ||
      check.duplicatePatients > 0 ||
      check.inconsistentNumbers > 0 ||
      fiveXx > 0 ||
      directCheck.successes !== NUMBERS;
    console.log(
      `goal, the same guarantees: exactly ${NUMBERS} booked, none twice, 0 5xx: ${failed ? 'not met' : 'met'} ` +
        `(booked ${check.successes}, sold twice ${check.soldTwice}, 5xx ${fiveXx})`,
    );
    if (failed) {
      console.error('INVARIANT BROKEN');
      process.exitCode = 1;
    }
  });
}

void main();
