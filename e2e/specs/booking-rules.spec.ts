import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../pages/portal-page.ts';

/**
 * A started session, in Chromium with a fixed clock: at 08:39 hospital time the morning session (08:00–12:00) has
 * started, so its numbers are shown closed, with why, and the booking call refuses them (APPOINT060) — the same
 * shared rule that stops them being paid. The journey gets its own server, whose clock starts at that 08:39 of
 * tomorrow (hospital date; always ahead of the real time, see support/shifted-clock.mjs), and the browser's Date is
 * fixed to the same minute.
 */
const HOS = '1001';
const ZONE = 'Asia/Shanghai';
const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
  new Date(Date.now() + 86_400_000),
);
const AT = new Date(`${tomorrow}T08:39:00+08:00`);

let browser: Browser;
let server: RunningServer;
let dataDir: string;
let token: string;
let loginUser: unknown;

async function api<T>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      code: number;
      data: T;
      messageKey?: string;
      params?: Record<string, unknown>;
    },
  };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-rules-'));
  const preload = path.resolve(import.meta.dirname, '../support/shifted-clock.mjs');
  server = await startServer({
    DATA_DIR: dataDir,
    PORTAL_CLOCK_START: AT.toISOString(),
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim(),
  });
  browser = await launchBrowser();
  const login = await api<{ access_token: string }>('POST', '/uaa/api/login/password', {
    hosId: HOS,
    phone: DEMO_PHONE,
    password: DEMO_PASSWORD,
  });
  expect(login.body.code).toBe(0);
  loginUser = login.body.data;
  token = login.body.data.access_token;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Session {
  scheduleId: string;
  scheduleNoonCode: string;
  deptId: string;
  released: boolean;
  schedules: { numberId: string; status: string }[];
}

/** A doctor with a released morning session today (the server's today is the fixed day) that still has a free number. */
async function startedMorning(): Promise<{ doctorId: string; session: Session }> {
  const doctors = await api<{ doctorId: string; isStop: string }[]>(
    'GET',
    `/hospital/api/snDoctorInfo/app/list?hosId=${HOS}`,
  );
  for (const d of doctors.body.data.filter((x) => x.isStop === '0')) {
    const list = await api<Session[]>(
      'GET',
      `/hospital/api/snDoctorSync/app/single/list?hosId=${HOS}&doctorId=${d.doctorId}&start=${tomorrow}&end=${tomorrow}`,
    );
    const session = list.body.data.find(
      (s) =>
        s.scheduleNoonCode === '1' && s.released && s.schedules.some((n) => n.status === 'free'),
    );
    if (session) return { doctorId: d.doctorId, session };
  }
  throw new Error(`no morning session on ${tomorrow} at ${HOS}`);
}

describe('a started session', () => {
  it('is refused by the booking call with APPOINT060 and its start time', async () => {
    const { session } = await startedMorning();
    const patients = await api<{ patientId: string; defaultState: string }[]>(
      'GET',
      `/patient/api/patient/list?hosId=${HOS}`,
    );
    const patient =
      patients.body.data.find((p) => p.defaultState === '1') ?? patients.body.data[0]!;
    const free = session.schedules.find((n) => n.status === 'free')!;
    const res = await api(
      'POST',
      '/appointment/api/appointment/create',
      {
        hosId: HOS,
        patientId: patient.patientId,
        scheduleId: session.scheduleId,
        numberId: free.numberId,
      },
      { 'idempotency-key': `e2e-rules-${Date.now()}` },
    );
    expect(res.body).toMatchObject({
      code: 409,
      messageKey: 'APPOINT060',
      params: { time: new Date(`${tomorrow}T08:00:00+08:00`).toISOString() },
    });
  });

  it('is shown on the doctor page with every number disabled and the reason', async () => {
    const { doctorId, session } = await startedMorning();
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1366, height: 860 },
      locale: 'en-US',
    });
    await context.clock.setFixedTime(AT);
    await context.addInitScript(
      ([id, user]) => {
        sessionStorage.setItem(`portal.session.homeTipSeen.${id}`, '1');
        if (!localStorage.getItem(`portal.login.${id}`))
          localStorage.setItem(`portal.login.${id}`, user);
      },
      [HOS, JSON.stringify(loginUser)] as const,
    );
    const page = await context.newPage();
    await page.goto(`/?hosId=${HOS}`);
    await page.getByTestId('hospital-name').waitFor();
    await page.goto(`/appointment/doctor?doctorId=${doctorId}&deptId=${session.deptId}`);
    const card = page.getByTestId(`session-${session.scheduleId}`);
    await card.waitFor();
    const reason = (await card.getByTestId('session-closed').textContent()) ?? '';
    expect(reason).toMatch(
      /^This session started at .*08:00:00: its numbers can no longer be booked or paid online$/,
    );
    const numbers = card.locator('[data-testid^="number-"]');
    expect(await numbers.count()).toBe(session.schedules.length);
    expect(
      new Set(await numbers.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))),
    ).toEqual(new Set(['closed']));
    expect(
      await numbers.evaluateAll((els) => els.every((e) => (e as HTMLButtonElement).disabled)),
    ).toBe(true);
    await screenshot(page, 'booking-rules-started-session');
    await context.close();
  });
});
