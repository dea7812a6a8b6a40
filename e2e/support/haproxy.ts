import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.ts';

/** Debian's HAProxy (CI installs it: .ci/run); undefined when this machine has none. */
export const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));

export interface Backend {
  name: string;
  port: number;
}
export interface Balancer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** README "Running several instances" shows this file (docs/several-instances.md); the journeys run it as it is, on ports of their own. */
export const SAMPLE_CONFIG = path.resolve(import.meta.dirname, '../../docs/haproxy.cfg');

/**
 * docs/haproxy.cfg with its bind line on `port` of loopback and its server lines replaced by `backends`: round-robin
 * per request, the sample's /healthz checks, connection failures retried elsewhere (never a request an instance
 * received), X-Forwarded-For for TRUST_PROXY, and X-Served-By naming the instance that answered.
 */
export function haproxyConfig(port: number, backends: readonly Backend[]): string {
  const lines = fs.readFileSync(SAMPLE_CONFIG, 'utf8').split('\n');
  // Each server keeps the sample's check options (what follows `server <name> <address>`), so the journeys and the
  // benches run the health checks the sample documents.
  const sample = lines.find((l) => /^\s*server\s/.test(l));
  if (!sample) throw new Error(`${SAMPLE_CONFIG} has no server line`);
  const options = sample.trim().split(/\s+/).slice(3).join(' ');
  const servers = backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} ${options}`);
  const out = lines
    .filter((l) => !/^\s*server\s/.test(l))
    .map((l) => (/^\s*bind\s/.test(l) ? `  bind 127.0.0.1:${port}` : l));
  const backend = out.findIndex((l) => l.startsWith('backend instances'));
  const end = out.findIndex((l, i) => i > backend && l.trim() !== '' && !/^\s/.test(l));
  out.splice(end === -1 ? out.length : end, 0, ...servers);
  return `${out.join('\n')}\n`;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * Starts HAProxy in the foreground on `port` (a free loopback one by default) in front of `backends`; stop() ends it
 * and removes its folder. The port can be chosen first, so the instances can be told their public address.
 */
export async function startHaproxy(backends: readonly Backend[], port?: number): Promise<Balancer> {
  if (!HAPROXY) throw new Error('HAProxy is not installed (apt-get install haproxy)');
  port ??= await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-haproxy-'));
  const cfg = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfig(port, backends));
  const child = spawn(HAPROXY, ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`HAProxy did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { baseUrl: `http://127.0.0.1:${port}`, stop };
}
