/**
 * Benchmark: release time. 2,000 signed-in patients (written in SQL) send a mix of 90% week-schedule reads
 * and 10% bookings into one session with a limited number of source numbers, through HAProxy, first with one
 * instance behind it and then with two (each run on a fresh PostgreSQL database; same balancer, same load), and print
 * throughput, p50/p99 of reads and of bookings, 5xx answers, the two/one ratio, the release-time goals met or not
 * (one instance: p99 of reads ≤ 50 ms, of bookings ≤ 250 ms) and the load average around each run. Verifies in SQL
 * that nothing was oversold: no number held by two live appointments, successes ≤ numbers, every answered booking
 * there.
 *
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:release
 * Knobs: BENCH_USERS (2000), BENCH_NUMBERS (100), BENCH_REQUESTS (10000 per run, at most one booking per patient),
 * BENCH_CONCURRENCY (50), BENCH_MAX_SECONDS (60 per run), BENCH_INSTANCES (1,2: the runs, in order), BENCH_REDIS_URL
 * (shared rate-limit counters, as in production; without it each instance counts alone). Loopback only. Prints;
 * exits non-zero only on a broken invariant.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { addDays, hospitalToday } from '@portal/shared';
import { startCluster } from '../e2e/support/cluster.ts';
import { HAPROXY } from '../e2e/support/haproxy.ts';
import { keepAliveClient } from './http-client.ts';
import {
  cpuMs,
  percentile,
  databaseUrl,
  insertHolders,
  latencyStats,
  pool,
  postgresCpuMs,
  shuffle,
} from './support.ts';

const USERS = Number(process.env.BENCH_USERS ?? 2000);
const NUMBERS = Number(process.env.BENCH_NUMBERS ?? 100);
const REQUESTS = Math.min(Number(process.env.BENCH_REQUESTS ?? 10_000), USERS * 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 60);
const redisUrl = process.env.BENCH_REDIS_URL;
/** Instances per run, in order (BENCH_INSTANCES, e.g. 1,2,2,1 to see the noise); ratios compare the means. */
const PLAN = (process.env.BENCH_INSTANCES ?? '1,2')
  .split(',')
  .map(Number)
  .filter((k) => k >= 1);
const HOS = '1001';
/** The release-time goals on one instance: p99 of the week reads and of the bookings. */
const READ_P99_GOAL_MS = 50;
const BOOKING_P99_GOAL_MS = 250;
const ZONE = 'Asia/Shanghai';

interface RunResult {
  instances: number;
  seconds: number;
  requests: number;
  rps: number;
  reads: number[];
  bookings: number[];
  booked: string[];
  soldOut: number;
  fiveXx: number;
  otherRefusals: Record<string, number>;
  broken: Record<string, number>;
  /** CPU ms per request during the measured run: the load generator (this process), the instances, PostgreSQL. */
  cpu: { client: number; servers: number; postgres: number | undefined };
  /** The machine's 1-minute load average when the measured run started and ended (other work shares the cores). */
  load: [number, number];
}

async function run(instances: number): Promise<RunResult> {
  const cluster = await startCluster({
    tag: `release${instances}`,
    adminUrl: databaseUrl!,
    count: instances,
    ...(redisUrl && { redisUrl }),
    env: { LOG_LEVEL: 'error', RATE_LIMIT_MAX: '100000000' },
  });
  try {
    const holders = await insertHolders(cluster.db, {
      hosId: HOS,
      prefix: 'rt',
      count: USERS,
      phonePrefix: '171',
      opening: 0,
      linked: true,
    });
    // Tomorrow's session of a demo doctor (hospital date) with NUMBERS free numbers: what the rush is for.
    const date = addDays(hospitalToday(new Date(), ZONE), 1);
    await cluster.db.query(
      `insert into schedule_session (hos_id, schedule_id, area_id, business_type, dept_id, doctor_id, rule_id, session_date, noon_code, reg_fee, capacity)
      values ($1, 'rt-session', '1', '1', '12', 'DR04', 'rt-session', $2, '1', 1000, $3)`,
      [HOS, date, NUMBERS],
    );
    await cluster.db.query(
      `insert into source_number (hos_id, schedule_id, number_id, seq, start_time, end_time)
      select $1, 'rt-session', 'rt-session-' || s, s, '08:00', '08:05' from generate_series(1, $2::int) s`,
      [HOS, NUMBERS],
    );
    const week = `/hospital/api/snScheduleSync/web/all?hosId=${HOS}&hosArea=1&start=${date}&end=${addDays(date, 6)}`;
    const ip = (i: number) => `10.77.${(i >> 8) & 255}.${i & 255}`;
    const client = keepAliveClient(cluster.baseUrl, CONCURRENCY);

    // Warm-up: the week is materialized (and cached, where a cache exists) on every instance, JIT and pools warm.
    await pool(
      Array.from({ length: 200 * instances }, (_, i) => i),
      CONCURRENCY,
      (i) => client.call('GET', week, { ip: ip(i) }),
    );

    // 90% reads, 10% bookings (each by a patient of its own), shuffled; bounded in count and in time.
    const bookers = shuffle([...holders]);
    const ops = shuffle(
      Array.from({ length: REQUESTS }, (_, i) =>
        i % 10 === 9 ? bookers[Math.floor(i / 10)]! : null,
      ),
    );
    const result: RunResult = {
      instances,
      seconds: 0,
      requests: 0,
      rps: 0,
      reads: [],
      bookings: [],
      booked: [],
      soldOut: 0,
      fiveXx: 0,
      otherRefusals: {},
      broken: {},
      cpu: { client: 0, servers: 0, postgres: undefined },
      load: [loadavg()[0]!, 0],
    };
    const serversCpu = () =>
      cluster.instances.reduce((sum, i) => sum + (cpuMs(i.process.pid) ?? 0), 0);
    const cpu0 = { client: process.cpuUsage(), servers: serversCpu(), postgres: postgresCpuMs() };
    const t0 = performance.now();
    await pool(
      ops.map((op, i) => ({ op, i })),
      CONCURRENCY,
      async ({ op, i }) => {
        if ((performance.now() - t0) / 1000 > MAX_SECONDS) return;
        const started = performance.now();
        const answer =
          op === null
            ? await client.call<{ appointId: string }>('GET', week, { ip: ip(i) })
            : await client.call<{ appointId: string }>(
                'POST',
                '/appointment/api/appointment/create',
                {
                  token: op.token,
                  ip: ip(i),
                  key: randomUUID(),
                  body: { hosId: HOS, patientId: op.patientId, scheduleId: 'rt-session' },
                  read: true,
                },
              );
        (op === null ? result.reads : result.bookings).push(performance.now() - started);
        result.requests += 1;
        if (answer.status >= 500 || answer.status === 0) result.fiveXx += 1;
        if (op === null) return;
        if (answer.code === 0) result.booked.push(answer.data.appointId);
        else if (answer.status === 409 || /^APPOINT/.test(answer.messageKey ?? ''))
          result.soldOut += 1;
        else
          result.otherRefusals[`${answer.status} ${answer.messageKey}`] =
            (result.otherRefusals[`${answer.status} ${answer.messageKey}`] ?? 0) + 1;
      },
    );
    result.seconds = (performance.now() - t0) / 1000;
    result.load[1] = loadavg()[0]!;
    result.rps = result.requests / result.seconds;
    const used = process.cpuUsage(cpu0.client);
    const pg1 = postgresCpuMs();
    const per = (ms: number) => ms / Math.max(result.requests, 1);
    result.cpu = {
      client: per((used.user + used.system) / 1000),
      servers: per(serversCpu() - cpu0.servers),
      postgres:
        pg1 === undefined || cpu0.postgres === undefined ? undefined : per(pg1 - cpu0.postgres),
    };
    client.close();

    const count = async (text: string, params: unknown[]) =>
      Number((await cluster.db.query<{ n: string }>(text, params)).rows[0]!.n);
    const live = `state in ('1', '3')`;
    result.broken = {
      'numbers held by two live appointments': await count(
        `select count(*) n from (select number_id from appointment where hos_id = $1 and schedule_id = 'rt-session'
        and ${live} group by number_id having count(*) > 1) x`,
        [HOS],
      ),
      'live appointments beyond the numbers': Math.max(
        0,
        (await count(
          `select count(*) n from appointment where hos_id = $1 and schedule_id = 'rt-session' and ${live}`,
          [HOS],
        )) - NUMBERS,
      ),
      'answered bookings missing':
        result.booked.length -
        (await count(
          `select count(*) n from appointment where hos_id = $1 and appoint_id = any($2) and ${live}`,
          [HOS, result.booked],
        )),
      'taken numbers without their booking, or free ones with one': await count(
        `select count(*) n from source_number s where s.hos_id = $1 and s.schedule_id = 'rt-session'
        and (s.status = 'taken') <> exists (select 1 from appointment a where a.hos_id = s.hos_id and a.appoint_id = s.appoint_id and a.number_id = s.number_id and a.${live})`,
        [HOS],
      ),
    };
    return result;
  } finally {
    await cluster.stop();
  }
}

function report(r: RunResult) {
  const oversold = Object.values(r.broken).reduce((a, b) => a + b, 0);
  console.log(
    `${r.instances} instance(s) behind HAProxy: ${r.requests} requests in ${r.seconds.toFixed(1)} s = ${r.rps.toFixed(0)} req/s; ` +
      `reads ${latencyStats(r.reads)}; bookings ${latencyStats(r.bookings)}; booked ${r.booked.length}/${NUMBERS}, sold out ${r.soldOut}, ` +
      `other refusals ${JSON.stringify(r.otherRefusals)}; 5xx ${r.fiveXx}; oversold ${oversold}${oversold ? ` ${JSON.stringify(r.broken)}` : ''}; ` +
      `CPU per request: load generator ${r.cpu.client.toFixed(2)} ms, instances ${r.cpu.servers.toFixed(2)} ms, ` +
      `PostgreSQL ${r.cpu.postgres === undefined ? 'n/a' : `${r.cpu.postgres.toFixed(2)} ms (every process of the server, other work's too)`}; ` +
      `load average ${r.load.map((l) => l.toFixed(1)).join(' → ')}`,
  );
  return oversold;
}

const p99 = (ms: number[]) => percentile(ms, 99);

async function main() {
  if (!databaseUrl)
    throw new Error(
      'BENCH_DATABASE_URL (PostgreSQL) is required: two instances need one shared database server',
    );
  if (!HAPROXY) throw new Error('HAProxy is required (apt-get install haproxy)');
  console.log(
    `release time: ${USERS} patients, ${NUMBERS} numbers, ${REQUESTS} requests (90% week reads, 10% bookings), concurrency ${CONCURRENCY}, ` +
      `at most ${MAX_SECONDS} s per run, redis ${redisUrl ? 'shared' : 'none'}`,
  );
  const results: RunResult[] = [];
  let broken = 0;
  for (const instances of PLAN) {
    const r = await run(instances);
    broken += report(r);
    results.push(r);
  }
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / Math.max(list.length, 1);
  const of = (k: number, f: (r: RunResult) => number) =>
    mean(results.filter((r) => r.instances === k).map(f));
  if (of(1, (r) => r.rps) > 0 && of(2, (r) => r.rps) > 0) {
    console.log(
      `two/one instances: throughput ratio ${(of(2, (r) => r.rps) / of(1, (r) => r.rps)).toFixed(2)}, ` +
        `read p99 ratio ${(
          of(2, (r) => p99(r.reads)) /
          Math.max(
            of(1, (r) => p99(r.reads)),
            0.1,
          )
        ).toFixed(2)}, ` +
        `booking p99 ratio ${(
          of(2, (r) => p99(r.bookings)) /
          Math.max(
            of(1, (r) => p99(r.bookings)),
            0.1,
          )
        ).toFixed(2)} ` +
        '(one machine: the instances share its cores with PostgreSQL, HAProxy and this load generator)',
    );
  }
  // The goals are set for one instance; two share the same two cores, so theirs are printed beside them, not judged.
  const goal = (label: string, ms: number, bound: number) =>
    `${label} p99 ${ms.toFixed(1)} ms (goal ≤ ${bound} ms: ${ms <= bound ? 'met' : 'not met'})`;
  for (const r of results) {
    const figures =
      r.instances === 1
        ? `${goal('reads', p99(r.reads), READ_P99_GOAL_MS)}; ${goal('bookings', p99(r.bookings), BOOKING_P99_GOAL_MS)}`
        : `reads p99 ${p99(r.reads).toFixed(1)} ms, bookings p99 ${p99(r.bookings).toFixed(1)} ms (reported beside the one-instance goals)`;
    console.log(
      `goals, ${r.instances} instance(s): ${figures}; ${r.rps.toFixed(0)} req/s; load average ${r.load.map((l) => l.toFixed(1)).join(' → ')}`,
    );
  }
  if (redisUrl) {
    // This bench's counters only (its addresses, 10.77.x.y).
    const redis = new Redis(redisUrl);
    const mine = (await redis.keys('portal-*')).filter((k) => k.includes('10.77.'));
    if (mine.length) await redis.del(...mine);
    redis.disconnect();
  }
  if (broken > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
