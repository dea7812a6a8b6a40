/**
 * Shared by the benchmarks: start a server on a fresh embedded database (or BENCH_DATABASE_URL), measure
 * endpoints with autocannon, and print each next to /healthz measured in the same run. Ratios, not absolute
 * numbers, are what stay meaningful on a shared, noisy machine. Benchmarks print; they never assert.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server.ts';

export const duration = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const databaseUrl = process.env.BENCH_DATABASE_URL;

export interface Measured { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }

export async function measure(name: string, opts: autocannon.Options): Promise<Measured> {
  const r = await autocannon({ connections, duration, ...opts });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

/** Runs `body` against a started server (demo hospitals seeded) and always stops it and removes its data folder. */
export async function withServer(body: (baseUrl: string) => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const server = await startServer({
    LOG_LEVEL: 'error', RATE_LIMIT_MAX: '100000000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  });
  try {
    await body(server.baseUrl);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Warms up (JIT, caches, connection pool), measures /healthz and each target, and prints them with their ratios. */
export async function compareWithHealth(baseUrl: string, targets: { name: string; opts: autocannon.Options; warmup?: boolean }[]) {
  await measure('warmup', { url: `${baseUrl}/healthz`, duration: 2 });
  for (const t of targets) if (t.warmup !== false) await measure(`warmup ${t.name}`, { ...t.opts, duration: 2 });
  const health = await measure('healthz', { url: `${baseUrl}/healthz` });
  const results: Measured[] = [];
  for (const t of targets) results.push(await measure(t.name, t.opts));
  for (const m of [health, ...results]) console.log(JSON.stringify(m));
  console.log(`database=${databaseUrl ? 'postgres' : 'pglite'} connections=${connections} duration=${duration}s`);
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

/** A PostgreSQL URL pointing at another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs `work` for every item with at most `limit` in flight. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  }));
  return out;
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

/** "n=… p50=…ms p99=…ms" of a list of latencies. */
export function latencyStats(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  return `n=${s.length} p50=${pct(s, 50).toFixed(1)}ms p99=${pct(s, 99).toFixed(1)}ms`;
}
