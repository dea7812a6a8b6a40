import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { bookAhead, callOk, signInToken } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { staffApi } from '../support/staff-api.ts';
import { startServerOnFreshData, type RunningServer } from '../support/server.ts';
import { DEMO_PASSWORD, DEMO_PHONE, PortalPage } from '../pages/portal-page.ts';

/**
 * The message centre in the browser: the hospital cancels the session of the demo patient's (unpaid) booking; the
 * header's bell shows one unread message, the message centre shows it, and marking it read clears the count. Its own
 * server: a cancelled session would invalidate other journeys' bookings on the shared one.
 */
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  server = await startServerOnFreshData('message-centre');
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

describe('the message centre', () => {
  it('the hospital cancels a session → the bell shows 1 unread → open it → mark read', async () => {
    const token = await signInToken('1001', DEMO_PHONE, DEMO_PASSWORD, server.baseUrl);
    const { appointId } = await bookAhead('1001', token, 3, 5_000, { baseUrl: server.baseUrl });
    const record = await api<{ schId: string; appointNo: string; patientName: string }>(
      'GET',
      `/appointment/api/record/info?hosId=1001&appointId=${appointId}`,
      `Bearer ${token}`,
    );
    const admin = await staffApi(server.baseUrl, '1001', 'hospitalAdmin');
    await admin.call('POST', `/console/api/hospitals/1001/sessions/${record.schId}/stop`, {
      reason: 'the doctor is ill',
    });

    const p = await PortalPage.open(browser, { baseUrl: server.baseUrl });
    await p.skipHomeTips('1001');
    await p.signIn('1001');
    await p.goto('/?hosId=1001');
    await p.testId('message-bell').waitFor();
    await p.page
      .locator('[data-testid="message-unread"] .ant-badge-count')
      .filter({ hasText: /^1$/ })
      .waitFor();

    await p.testId('message-bell').click();
    const item = p.testId('message-item');
    await item.filter({ hasText: 'the hospital cancelled' }).waitFor();
    expect(await item.count()).toBe(1);
    // The message names the booking as the patient knows it — the patient and the appointment number — never by an internal id.
    const text = await item.first().innerText();
    expect(text).toContain(record.patientName);
    expect(text).toContain(`appointment number ${record.appointNo}`);
    expect(text).not.toContain(appointId);
    expect(await item.first().getAttribute('data-read')).toBe('false');
    await p.page.screenshot({ path: '/tmp/message-centre-open.png', fullPage: true });

    await p.testId('message-read').click();
    await p.page.locator('[data-testid="message-item"][data-read="true"]').waitFor();
    await p.testId('message-unread-total').filter({ hasText: '0 unread' }).waitFor();
    await p.page
      .locator('[data-testid="message-unread"] .ant-badge-count')
      .waitFor({ state: 'detached' });
    await p.page.screenshot({ path: '/tmp/message-centre-read.png', fullPage: true });
    await p.close();
  });
});
