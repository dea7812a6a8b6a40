import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { LOCK_FILE } from '../../apps/server/src/db/data-lock.ts';
import { serverBundle } from '../../scripts/server-bundle.ts';

/** What e2e/global-setup.ts provides to the spec workers (declared here, beside its readers, for every tsconfig that includes them). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo server of the worker running the spec (support/worker-server.ts picks it from `workerServers`). */
    baseUrl: string;
    /** Its data folder. */
    dataDir: string;
    /** One demo server per parallel worker, indexed by VITEST_POOL_ID - 1. */
    workerServers: { baseUrl: string; dataDir: string }[];
    /** A stopped demo server's data folder after its first start (created, migrated, seeded): startServerOnFreshData copies it. */
    e2eTemplateDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the server as a child process, as `npm start` does, and waits for its "ready at" line. In demo mode unless `env`
 * says otherwise: the journeys use the demo hospitals, the sandbox gateway and the demo SMS inbox.
 * Journeys run in parallel workers, each starting servers: a port another process took between freePort() and the
 * server's listen is retried on a new one.
 */
export async function startServer(
  env: Record<string, string>,
  { waitReady = true } = {},
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(env, waitReady);
    } catch (err) {
      if (attempt >= 3 || !(err instanceof Error) || !err.message.includes('EADDRINUSE')) throw err;
    }
  }
}

/**
 * Servers started by this process and still running. When the process ends without stopping them — a test timed out
 * before its `finally`, vitest was interrupted or ended a worker — they are killed with it instead of running on,
 * orphaned, taking the CPU from the journeys of the other workers.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * The server as `npm start` runs it: its bundle (scripts/server-bundle.ts) in a plain Node process. Built once per
 * run (e2e/global-setup.ts builds it before any worker starts; a bench builds it on its first start) and rebuilt
 * only when the sources changed. Loading the TypeScript through tsx instead took a third more CPU per start, and the
 * journeys start some forty servers.
 */
let bundle: Promise<string> | undefined;
const serverFile = () => (bundle ??= serverBundle().then(({ file }) => file));

async function startServerOnce(
  env: Record<string, string>,
  waitReady: boolean,
): Promise<RunningServer> {
  const [port, file] = await Promise.all([freePort(), serverFile()]);
  const child = spawn(process.execPath, ['--enable-source-maps', file], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      DEMO_MODE: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  if (waitReady) {
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        // Not left running behind a failed start: nobody would stop it.
        child.kill('SIGKILL');
        reject(new Error(`server did not start in 180 s:\n${out}`));
      }, 180_000);
      const check = () => {
        if (out.includes('ready at')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', check);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code}:\n${out}`));
      });
    });
    await ready;
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    process: child,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Settings that change what a first start puts in the data folder (or when): a server with any of them creates its
 * own, instead of starting on a copy of the run's template (a shifted clock seeds reports and stays around its day).
 */
const SEED_SETTINGS = [
  'DEMO_MODE',
  'DEMO_SEED',
  'PORTAL_CLOCK_START',
  'NODE_OPTIONS',
  'DATABASE_URL',
  'DATA_DIR',
];

/** Copies a stopped server's data folder (without its lock) into `target`, which may exist and must be empty. */
export function copyDataDir(source: string, target: string) {
  fs.cpSync(source, target, {
    recursive: true,
    filter: (from) => path.basename(from) !== LOCK_FILE,
  });
}

/** The run's template folder (e2e/global-setup.ts): a demo server's first start, migrated and seeded, then stopped. */
function templateDir(): string | undefined {
  const dir = inject('e2eTemplateDir');
  return dir && fs.existsSync(dir) ? dir : undefined;
}

/**
 * A demo server on a data folder of its own (journeys that change what others rely on); stop() also removes the
 * folder. The folder starts as a copy of the run's template — what a first start would create, in a second instead
 * of migrating and seeding again — unless `env` changes what a first start seeds (SEED_SETTINGS).
 */
export async function startServerOnFreshData(
  name: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${name}-`));
  const template = Object.keys(env).some((k) => SEED_SETTINGS.includes(k))
    ? undefined
    : templateDir();
  let server: RunningServer;
  try {
    if (template) copyDataDir(template, dataDir);
    server = await startServer({ DATA_DIR: dataDir, ...env });
  } catch (e) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
