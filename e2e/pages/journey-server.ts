import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../support/server.ts';

const ZONE = 'Asia/Shanghai';

/**
 * An instant tomorrow (hospital date) at `hm` hospital time: always ahead of the real clock, as a shifted server
 * clock must be (support/shifted-clock.mjs), and inside the demo hospitals' daily recharge windows whatever the
 * hour the suite runs at (1001 07:00–22:00, 1003 06:30–23:00).
 */
export function tomorrowAt(hm: string): Date {
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + 86_400_000));
  return new Date(`${tomorrow}T${hm}:00+08:00`);
}

export interface JourneyServer {
  baseUrl: string;
  /** Where the server's clock started (undefined: the real clock). */
  at?: Date;
  stop(): Promise<void>;
}

/**
 * A server of the journey's own (fresh demo data in its own folder), so journeys that move card balances leave the
 * shared server's demo cards as the other specs expect them; with `at`, its clock starts at that instant.
 */
export async function startJourneyServer({ at }: { at?: Date } = {}): Promise<JourneyServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-journey-'));
  const preload = path.resolve(import.meta.dirname, '../support/shifted-clock.mjs');
  const clock: Record<string, string> = at ? { PORTAL_CLOCK_START: at.toISOString(), NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim() } : {};
  let server: RunningServer;
  try {
    server = await startServer({ DATA_DIR: dataDir, ...clock });
  } catch (e) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  return {
    baseUrl: server.baseUrl,
    at,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
