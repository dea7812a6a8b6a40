/**
 * Benchmark: what /metrics costs the requests it measures. Two servers with the same configuration
 * (outside demo mode, demo hospitals seeded, own secrets), one with METRICS_TOKEN — every answer observed in a counter
 * and a latency histogram — and one without (nothing is measured). Each measures /healthz and a week of hospital
 * 1001's schedule; the lines printed are with/without ratios from the same run, plus what one scrape costs next to
 * /healthz. Run: `npm run bench:metrics` (embedded databases), or with BENCH_DATABASE_URL=postgres://… (both servers
 * on it, one after the other); BENCH_ROUNDS (2) pairs, alternating which goes first. Prints; never asserts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, hospitalToday } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { createAdapters } from '../apps/server/src/adapters.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { composePayments } from '../apps/server/src/purposes.ts';
import { readEnv } from '../apps/server/src/config/env.ts';
import { openPglite } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { startServer } from '../e2e/support/server.ts';
import { connections, databaseUrl, duration, measure, type Measured } from './support.ts';

const TOKEN = 'bench-metrics-token-0001';
const OWN = {
  DEMO_MODE: 'false',
  DEMO_SEED: 'true',
  LOG_LEVEL: 'error',
  RATE_LIMIT_MAX: '100000000',
  ENCRYPT_KEY: 'bench-transport-key-0001',
  PAY_GATEWAY_SECRET: 'bench-gateway-secret-0001',
  SMS_CODE_SECRET: 'bench-sms-code-secret-0001',
  STAFF_TOTP_KEY: 'bench-staff-totp-key-0001',
  PAY_JOBS_INTERVAL_MS: '0',
  EXPIRE_UNPAID_INTERVAL_MS: '0',
};
const start = addDays(hospitalToday(new Date(), 'Asia/Shanghai'), 1);
const weekPath = `/hospital/api/snScheduleSync/web/all?hosId=1001&hosArea=1&businessType=4&start=${start}&end=${addDays(start, 6)}`;

async function run(metrics: boolean): Promise<Record<string, Measured>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-metrics-'));
  const server = await startServer({
    ...OWN,
    ...(metrics && { METRICS_TOKEN: TOKEN }),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  });
  try {
    const url = server.baseUrl;
    const first = await fetch(`${url}${weekPath}`);
    if (!first.ok)
      throw new Error(`schedule request failed: ${first.status} ${await first.text()}`);
    await measure('warmup', { url: `${url}/healthz`, duration: 2 });
    await measure('warmup schedule', { url: `${url}${weekPath}`, duration: 2 });
    const out: Record<string, Measured> = {
      healthz: await measure(`healthz ${metrics ? 'with' : 'without'} metrics`, {
        url: `${url}/healthz`,
      }),
      schedule: await measure(`schedule-week ${metrics ? 'with' : 'without'} metrics`, {
        url: `${url}${weekPath}`,
      }),
    };
    if (metrics) {
      const scrape = await fetch(`${url}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      console.log(`one scrape: ${(await scrape.text()).length} bytes`);
      out.scrape = await measure('scrape /metrics', {
        url: `${url}/metrics`,
        headers: { authorization: `Bearer ${TOKEN}` },
        connections: 1,
      });
    }
    for (const m of Object.values(out)) console.log(JSON.stringify(m));
    return out;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const BLOCKS = 60;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The per-request cost alone, robust to a busy machine: two apps in this process (with and without METRICS_TOKEN)
 * answer /healthz through app.inject in alternating blocks, and the medians of the blocks' CPU time are compared. inject skips
 * the socket, so the ratio is a worst case for what a real request pays.
 */
async function inProcess() {
  const { db } = await openPglite('memory://');
  await migrateToLatest(db);
  const env = readEnv({ ...OWN, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  const build = async (token: string | undefined) => {
    const adapters = createAdapters(env, db);
    const app = await buildApp({
      db,
      env: { ...env, METRICS_TOKEN: token },
      logger: false,
      adapters,
      payments: composePayments(db, env, adapters),
    });
    await app.ready();
    return app;
  };
  const [on, off] = [await build(TOKEN), await build(undefined)];
  // CPU time of this process, not the clock: other work on a shared machine stretches the clock, much less the CPU.
  const block = async (app: FastifyInstance, n = 500) => {
    const t0 = process.cpuUsage();
    for (let i = 0; i < n; i += 1) await app.inject({ method: 'GET', url: '/healthz' });
    const used = process.cpuUsage(t0);
    return (used.user + used.system) / n;
  };
  for (let i = 0; i < 3; i += 1) {
    await block(on);
    await block(off);
  }
  const times = { on: [] as number[], off: [] as number[] };
  for (let i = 0; i < BLOCKS; i += 1) {
    if (i % 2 === 0) {
      times.off.push(await block(off));
      times.on.push(await block(on));
    } else {
      times.on.push(await block(on));
      times.off.push(await block(off));
    }
  }
  const [a, b] = [median(times.on), median(times.off)];
  console.log(
    `in-process /healthz (app.inject, CPU time, median of ${BLOCKS} blocks of 500): with metrics ${a.toFixed(1)} µs, without ${b.toFixed(1)} µs; ` +
      `throughput ratio ${(b / a).toFixed(3)}, ${(a - b).toFixed(1)} µs per request`,
  );
  await on.close();
  await off.close();
  await db.destroy();
}

/** Rounds alternate which server goes first, so a burst of load elsewhere on the machine does not favour one side. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

async function main() {
  await inProcess();
  for (let round = 1; round <= rounds; round += 1) {
    const first = round % 2 === 1 ? false : true;
    const a = await run(first);
    const b = await run(!first);
    console.log(`round ${round} (${first ? 'with' : 'without'} metrics first):`);
    report(first ? b : a, first ? a : b);
  }
}

function report(without: Record<string, Measured>, withMetrics: Record<string, Measured>) {
  console.log(
    `database=${databaseUrl ? 'postgres' : 'pglite'} connections=${connections} duration=${duration}s`,
  );
  for (const name of ['healthz', 'schedule'] as const) {
    const a = withMetrics[name]!;
    const b = without[name]!;
    console.log(
      `${name} with/without metrics: throughput ratio ${(a.rps / b.rps).toFixed(3)}  p99 ${a.p99} vs ${b.p99} ms  (${a.rps.toFixed(0)} vs ${b.rps.toFixed(0)} req/s)`,
    );
  }
  const scrape = withMetrics.scrape!;
  console.log(
    `a scrape (1 connection) vs /healthz (${connections}): ${scrape.rps.toFixed(0)} vs ${withMetrics.healthz!.rps.toFixed(0)} req/s, scrape p99 ${scrape.p99} ms`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
