/**
 * How long `npm start` takes to answer /healthz on an existing data folder with nothing changed (goal ≤ 3 s), next to
 * the server started from its TypeScript sources (`npm run serve`: how `npm start` ran it before the server bundle)
 * and to a baseline — `node --import tsx` running an empty script — measured in the same run, so a loaded machine
 * shows as such. The first start (creating and seeding the folder, building what is not built) is not counted.
 * BENCH_RUNS (5) restarts of each, alternated. Prints; never asserts.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_S = 3;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `command` in a process group of its own, waits for /healthz, then stops it as a terminal's Ctrl-C would
 * (SIGINT to the group) and waits for it to exit. Returns the seconds from spawn to the first 200.
 */
async function secondsToHealthz(command: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: repo,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${env.PORT}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGINT');
    await exited;
  }
}

function secondsToRun(command: string[]): number {
  const started = performance.now();
  const run = spawnSync(command[0]!, command.slice(1), { cwd: repo, stdio: 'ignore' });
  if (run.status !== 0) throw new Error(`${command.join(' ')} failed`);
  return (performance.now() - started) / 1000;
}

const summary = (seconds: number[]) => {
  const sorted = [...seconds].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return {
    median,
    text: `median ${median.toFixed(2)} s (min ${sorted[0]!.toFixed(2)}, max ${sorted.at(-1)!.toFixed(2)}; ${sorted.length} runs)`,
  };
};

const dataDir =
  process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
const env = { PORT: String(await freePort()), DATA_DIR: dataDir };
const emptyScript = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-empty-')), 'empty.ts');
fs.writeFileSync(emptyScript, 'export {};\n');
const npmStart = ['npm', 'start', '--silent'];
const serve = [process.execPath, '--import', 'tsx', 'apps/server/src/server.ts'];

try {
  const first = await secondsToHealthz(npmStart, env);
  console.log(
    `first start (creates and seeds ${dataDir}, builds what is not built): ${first.toFixed(2)} s`,
  );
  const start: number[] = [];
  const fromSources: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < runs; i++) {
    start.push(await secondsToHealthz(npmStart, env));
    fromSources.push(await secondsToHealthz(serve, { ...env, DEMO_MODE: 'true' }));
    baseline.push(secondsToRun([process.execPath, '--import', 'tsx', emptyScript]));
  }
  const s = summary(start);
  const t = summary(fromSources);
  const b = summary(baseline);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  console.log(`baseline, node --import tsx on an empty script: ${b.text}`);
  console.log(`npm run serve (the server from its TypeScript) to /healthz: ${t.text}`);
  console.log(`npm start, nothing changed, to /healthz: ${s.text}`);
  console.log(
    `  ratios: npm start / npm run serve ${(s.median / t.median).toFixed(2)}, npm start / baseline ${(s.median / b.median).toFixed(1)}`,
  );
  console.log(`goal npm start ≤ ${GOAL_S} s: ${s.median <= GOAL_S ? 'met' : 'not met'} (median)`);
} finally {
  if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(path.dirname(emptyScript), { recursive: true, force: true });
}
