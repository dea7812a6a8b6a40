import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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
 * Starts `npm run serve`'s command as a child process and waits for its "ready at" line. In demo mode unless `env`
 * says otherwise (issue 9): the journeys use the demo hospitals, the sandbox gateway and the demo SMS inbox.
 */
export async function startServer(env: Record<string, string>, { waitReady = true } = {}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000', DEMO_MODE: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  if (waitReady) {
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${out}`)), 90_000);
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

/** A demo server on a data folder of its own (journeys that change what others rely on); stop() also removes the folder. */
export async function startServerOnFreshData(name: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${name}-`));
  const server = await startServer({ DATA_DIR: dataDir, ...env });
  return { ...server, stop: async () => { await server.stop(); fs.rmSync(dataDir, { recursive: true, force: true }); } };
}
