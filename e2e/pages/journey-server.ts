import path from 'node:path';
import { startServerOnFreshData } from '../support/server.ts';

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
 * shared server's demo cards as the other specs expect them; with `at`, its clock starts at that instant (and it
 * seeds its own data around that day instead of starting on a copy of the run's template: support/server.ts).
 */
export async function startJourneyServer({ at }: { at?: Date } = {}): Promise<JourneyServer> {
  const preload = path.resolve(import.meta.dirname, '../support/shifted-clock.mjs');
  const clock: Record<string, string> = at ? { PORTAL_CLOCK_START: at.toISOString(), NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim() } : {};
  const server = await startServerOnFreshData('journey', clock);
  return { baseUrl: server.baseUrl, at, stop: () => server.stop() };
}
