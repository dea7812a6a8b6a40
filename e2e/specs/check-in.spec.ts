import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { DEMO_OPERATOR_TOKEN } from '../../apps/server/src/config/demo-mode.ts';
import { DEMO_PASSWORD, DEMO_PHONE, PortalPage } from '../pages/portal-page.ts';

/**
 * Check-in in Chromium: a paid booking of a session starting within two hours shows 'check in'; checking in
 * shows the queue number, the number being called and the people ahead. Its own server, whose clock starts at 07:30
 * of tomorrow (hospital time; see support/shifted-clock.mjs): the 08:00 morning session's first number is then inside
 * the check-in window (from 06:00) and still bookable and payable.
 */
const HOS = '1001';
const ZONE = 'Asia/Shanghai';
const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
  new Date(Date.now() + 86_400_000),
);
const AT = new Date(`${tomorrow}T07:30:00+08:00`);
/** The demo card holds ¥200. */
const MAX_FEE = 5_000;

let browser: Browser;
let server: RunningServer;
let dataDir: string;
let token = '';

async function api<T>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; data: T; messageKey?: string };
  expect(envelope, `${method} ${url}`).toMatchObject({ code: 0 });
  return envelope.data;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-check-in-'));
  const preload = path.resolve(import.meta.dirname, '../support/shifted-clock.mjs');
  server = await startServer({
    DATA_DIR: dataDir,
    PORTAL_CLOCK_START: AT.toISOString(),
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim(),
  });
  browser = await launchBrowser();
  token = (
    await api<{ access_token: string }>('POST', '/uaa/api/login/password', {
      hosId: HOS,
      phone: DEMO_PHONE,
      password: DEMO_PASSWORD,
    })
  ).access_token;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Session {
  scheduleId: string;
  scheduleNoonCode: string;
  released: boolean;
  regFee: number;
  schedules: { numberId: string; status: string }[];
}

/** Books the first free number of a morning session of the server's today (starting at 08:00) for the default patient. */
async function bookMorning(): Promise<{ appointId: string; scheduleId: string }> {
  const patients = await api<{ patientId: string; defaultState: string }[]>(
    'GET',
    `/patient/api/patient/list?hosId=${HOS}`,
  );
  const patient = patients.find((p) => p.defaultState === '1') ?? patients[0]!;
  const doctors = await api<{ doctorId: string; isStop: string }[]>(
    'GET',
    `/hospital/api/snDoctorInfo/app/list?hosId=${HOS}`,
  );
  for (const d of doctors.filter((x) => x.isStop === '0')) {
    const list = await api<Session[]>(
      'GET',
      `/hospital/api/snDoctorSync/app/single/list?hosId=${HOS}&doctorId=${d.doctorId}&start=${tomorrow}&end=${tomorrow}`,
    );
    const session = list.find(
      (s) =>
        s.scheduleNoonCode === '1' &&
        s.released &&
        s.regFee <= MAX_FEE &&
        s.schedules[0]?.status === 'free',
    );
    if (!session) continue;
    const booked = await api<{ appointId: string }>(
      'POST',
      '/appointment/api/appointment/create',
      {
        hosId: HOS,
        patientId: patient.patientId,
        scheduleId: session.scheduleId,
        numberId: session.schedules[0]!.numberId,
      },
      { 'idempotency-key': `e2e-check-in-${Date.now()}` },
    );
    return { appointId: booked.appointId, scheduleId: session.scheduleId };
  }
  throw new Error(`no morning session with a free first number on ${tomorrow} at ${HOS}`);
}

describe('check-in and the queue', () => {
  it('paid booking of a session starting within two hours → check in → queue number, number called, people ahead', async () => {
    const { appointId, scheduleId } = await bookMorning();
    await api('PUT', `/appointment/api/record/deduction/${HOS}/${appointId}?msgType=1`, undefined, {
      'idempotency-key': `e2e-pay-${appointId}`,
    });

    const p = await PortalPage.open(browser, { baseUrl: server.baseUrl });
    await p.skipHomeTips(HOS);
    await p.signIn(HOS);
    await p.goto(`/?hosId=${HOS}`);
    await p.testId('hospital-name').waitFor();
    await p.goto(`/appointment/record-info?id=${appointId}`);
    // The hospital's arrival rule (1001: config arriveEarlyMinutes 30, as its tips and notices say) before the first
    // number's 08:00.
    expect(await p.testId('arrive-by').textContent()).toContain(
      'Please arrive by 07:30 (30 minutes before your time).',
    );
    await p.testId('check-in').click();
    await p.testId('queue-position').waitFor();
    expect(await p.testId('queue-no').textContent()).toBe('1');
    expect(await p.testId('queue-ahead').textContent()).toBe('0');
    expect(await p.testId('queue-calling').textContent()).toBe('—');
    // The doctor calls the next patient in the (sandbox) HIS: the page follows within its refresh, no reload.
    expect(
      await api<{ calling: number }>(
        'POST',
        '/operator/api/his/queue/call-next',
        { hosId: HOS, scheduleId },
        { authorization: `Bearer ${DEMO_OPERATOR_TOKEN}` },
      ),
    ).toEqual({ calling: 1 });
    await p.page
      .locator('[data-testid="queue-calling"]', { hasText: '1' })
      .waitFor({ timeout: 30_000 });
    expect(await p.testId('check-in').count()).toBe(0);
    // Signed in (hosState 3), and 1001 does not allow cancelling a signed-in booking.
    expect(await p.testId('cancel-appointment').count()).toBe(0);
    await p.page.screenshot({ path: '/tmp/check-in-record.png', fullPage: true });

    // The visit timeline shows the same queue for the booking.
    await p.goto('/appointment/multiple/record');
    await p.testId('queue-no').first().waitFor();
    await p.close();
  });
});
