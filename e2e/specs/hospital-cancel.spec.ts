import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { bookAhead, callOk, signInToken } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { staffApi } from '../support/staff-api.ts';
import { startServerOnFreshData, type RunningServer } from '../support/server.ts';
import { DEMO_PASSWORD, DEMO_PHONE, PortalPage } from '../pages/portal-page.ts';

/**
 * A cancelled session in the browser: the hospital's schedule manager stops the session of a paid booking; the record
 * says 'schedule cancelled, booking invalid', shows the refund and offers neither pay nor cancel. Its own server: a
 * cancelled session would invalidate other journeys' bookings on the shared one.
 */
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  server = await startServerOnFreshData('hospital-cancel');
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = <T>(
  method: string,
  url: string,
  authorization: string,
  body?: unknown,
  headers?: Record<string, string>,
) => callOk<T>(server.baseUrl, method, url, authorization, body, headers);

describe('a hospital-cancelled session', () => {
  it('paid booking → the hospital cancels the session → the record says so and shows the refund', async () => {
    const token = await signInToken('1001', DEMO_PHONE, DEMO_PASSWORD, server.baseUrl);
    const { appointId } = await bookAhead('1001', token, 3, 5_000, { baseUrl: server.baseUrl });
    await api(
      'PUT',
      `/appointment/api/record/deduction/1001/${appointId}?msgType=1`,
      `Bearer ${token}`,
      undefined,
      { 'idempotency-key': `e2e-${appointId}` },
    );
    const record = await api<{ schId: string }>(
      'GET',
      `/appointment/api/record/info?hosId=1001&appointId=${appointId}`,
      `Bearer ${token}`,
    );
    const manager = await staffApi(server.baseUrl, '1001', 'scheduleManager');
    const summary = await manager.call<{ bookingsInvalidated: number; refundsStarted: number }>(
      'POST',
      `/console/api/hospitals/1001/sessions/${record.schId}/stop`,
      { reason: 'the doctor is ill' },
    );
    expect(summary).toMatchObject({ bookingsInvalidated: 1, refundsStarted: 1 });

    const p = await PortalPage.open(browser, { baseUrl: server.baseUrl });
    await p.skipHomeTips('1001');
    await p.signIn('1001');
    await p.goto('/?hosId=1001');
    await p.testId('hospital-name').waitFor();
    await p.goto(`/appointment/record-info?id=${appointId}`);
    await p
      .testId('cancel-refusal')
      .filter({ hasText: 'Schedule cancelled, booking invalid' })
      .waitFor();
    await p.testId('refund-info').waitFor();
    expect(await p.testId('pay-card').count()).toBe(0);
    expect(await p.testId('cancel-appointment').count()).toBe(0);
    await p.page.screenshot({ path: '/tmp/hospital-cancel-record.png', fullPage: true });
    await p.close();
  });
});
