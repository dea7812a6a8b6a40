import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.ts';

/** Debian's HAProxy (CI installs it: .ci/run); undefined when this machine has none. */
export const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));

export interface Backend { name: string; port: number }
export interface Balancer { baseUrl: string; stop(): Promise<void> }

/**
 * The configuration README "Running several instances" shows (docs/haproxy.cfg), on loopback: round-robin per
 * request, /healthz checks every 500 ms (a dead instance is out within a second), a connection refused by a dead
 * instance retried on another one (a request that reached an instance is never resent: a booking is not
 * idempotent on the wire), X-Forwarded-For for TRUST_PROXY, and X-Served-By naming the instance that answered.
 */
export function haproxyConfig(port: number, backends: readonly Backend[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  retries 3',
    '  option redispatch',
    '  option forwardfor',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    '  http-response set-header X-Served-By %s',
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check inter 500ms fall 2 rise 1`),
    '',
  ].join('\n');
}

const listening = (port: number) => new Promise<boolean>((resolve) => {
  const socket = net.connect(port, '127.0.0.1', () => { socket.destroy(); resolve(true); });
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
