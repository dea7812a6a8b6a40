import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startServerOnFreshData } from '../support/server.ts';
import { PortalPage } from './portal-page.ts';

const ZONE = 'Asia/Shanghai';

/**
 * An instant tomorrow (hospital date) at `hm` hospital time: always ahead of the real clock, as a shifted server
 * clock must be (support/shifted-clock.mjs), and inside the demo hospitals' daily recharge windows whatever the
 * hour the suite runs at (1001 07:00–22:00, 1003 06:30–23:00).
 */
export function tomorrowAt(hm: string): Date {
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + 86_400_000),
  );
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
  const clock: Record<string, string> = at
    ? {
        PORTAL_CLOCK_START: at.toISOString(),
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim(),
      }
    : {};
  const server = await startServerOnFreshData('journey', clock);
  return { baseUrl: server.baseUrl, at, stop: () => server.stop() };
}

/** What a journey spec drives: its own server, a browser, and visitors of its server. */
export interface Journey {
  readonly server: JourneyServer;
  readonly browser: Browser;
  /** A visitor at `hosId`'s home on the journey's server (signed in with the demo account unless told otherwise). */
  visit(hosId: string, options?: { signedIn?: boolean }): Promise<PortalPage>;
}

/**
 * Starts the spec's own server (startJourneyServer) and a browser before its tests and stops both after them: call it
 * once at the top of a spec. The answer's fields are there from the first test on.
 */
export function useJourneyServer(options: { at?: Date } = {}): Journey {
  let server: JourneyServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startJourneyServer(options), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useJourneyServer: used before its beforeAll ran');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    visit: (hosId, { signedIn } = {}) =>
      PortalPage.visit(started(browser), hosId, {
        baseUrl: started(server).baseUrl,
        at: options.at,
        signedIn,
      }),
  };
}
