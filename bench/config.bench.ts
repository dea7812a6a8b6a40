/**
 * Benchmark: getHospitalConfigInformation next to /healthz on the same server in the same run, so the
 * printed ratios stay meaningful on a shared, noisy machine. Run: `npm run bench` (embedded database),
 * or with BENCH_DATABASE_URL=postgres://… for PostgreSQL. Prints JSON lines and a summary; never asserts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Measured { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function measure(name: string, opts: autocannon.Options): Promise<Measured> {
  const r = await autocannon({ connections, duration, ...opts });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const dbUrl = process.env.BENCH_DATABASE_URL;
  const server = await startServer({ LOG_LEVEL: 'error', RATE_LIMIT_MAX: '100000000', ...(dbUrl ? { DATABASE_URL: dbUrl } : { DATA_DIR: dataDir }) });
  try {
    const url = server.baseUrl;
    // Warm up both paths (JIT, caches, connection pool) before measuring.
    await measure('warmup', { url: `${url}/healthz`, duration: 2 });
    const health = await measure('healthz', { url: `${url}/healthz` });
    const config = await measure('getHospitalConfigInformation', {
      url: `${url}/platform/api/config/list`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hosId: '1001', configType: 'GLOBAL,HOMEPAGE,LOGIN,PATIENT' }),
    });
    for (const m of [health, config]) console.log(JSON.stringify(m));
    console.log(
      `database=${dbUrl ? 'postgres' : 'pglite'} connections=${connections} duration=${duration}s\n` +
        `config/healthz throughput ratio: ${(config.rps / health.rps).toFixed(3)}  ` +
        `p99 ratio: ${(config.p99 / Math.max(health.p99, 1)).toFixed(2)}  ` +
        `(healthz ${health.rps.toFixed(0)} req/s p99 ${health.p99} ms; config ${config.rps.toFixed(0)} req/s p99 ${config.p99} ms; ` +
        `errors ${config.errors + health.errors}, non-2xx ${config.non2xx + health.non2xx})`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
