import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_STAFF } from '../../apps/server/src/demo/seed-staff.ts';
import { axeViolations } from '../support/axe.ts';
import { bookAhead, callOk, signInToken } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { startServerOnFreshData, type RunningServer } from '../support/server.ts';
import { ConsolePage } from '../pages/console-page.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../pages/portal-page.ts';

/**
 * The day at 1001's console: patient support finds a paid booking by its number and has the patient shown, which the
 * patient's access log then names; the schedule manager stops the session on the schedule board and the booking
 * shows cancelled by the hospital. The auditor reads the board but cannot stop a session; an editor has neither page. Its own server: a stopped session would invalidate
 * other journeys' bookings.
 */
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  server = await startServerOnFreshData('console-operations');
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const staff = (role: string) => DEMO_STAFF.find((s) => s.role === role && s.hosId === '1001')!;

async function signedIn(role: string) {
  const c = await ConsolePage.open(browser, server.baseUrl);
  await c.signIn(staff(role).phone, staff(role).totpSecret);
  return c;
}

async function noAxeViolations(c: ConsolePage) {
  await c.page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
  expect(await axeViolations(c.page)).toEqual([]);
}

describe("the console's bookings and schedule board", () => {
  it('support finds a booking and shows its patient; the schedule manager stops its session', async () => {
    const token = await signInToken('1001', DEMO_PHONE, DEMO_PASSWORD, server.baseUrl);
    const { appointId } = await bookAhead('1001', token, 3, 5_000, { baseUrl: server.baseUrl });
    const auth = `Bearer ${token}`;
    await callOk(
      server.baseUrl,
      'PUT',
      `/appointment/api/record/deduction/1001/${appointId}?msgType=1`,
      auth,
      undefined,
      { 'idempotency-key': `e2e-${appointId}` },
    );
    const record = await callOk<{
      appointNo: string;
      schDate: string;
      doctorName: string;
      patientId: string;
    }>(
      server.baseUrl,
      'GET',
      `/appointment/api/record/info?hosId=1001&appointId=${appointId}`,
      auth,
    );

    // Patient support finds it by its number: masked, with the card payment's history.
    const support = await signedIn('support');
    await support.openMenu('Bookings');
    await support.page.getByRole('heading', { name: 'Bookings' }).waitFor();
    await support.page.getByLabel('Find bookings', { exact: true }).fill(record.appointNo);
    await support.page.getByRole('button', { name: 'Find' }).click();
    const row = support.page.getByRole('row').filter({ hasText: record.appointNo });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/\d{3}\*{4}\d{4}/);
    await row.getByRole('button', { name: /expand/i }).click();
    await support.page
      .getByText(/→ Paid/)
      .first()
      .waitFor();
    await noAxeViolations(support);
    await support.page.getByRole('button', { name: "Show patient's details" }).click();
    await support.page.getByText("Patient's details").waitFor();
    await screenshot(support.page, 'console-booking-revealed');
    await support.close();
    const log = await callOk<{ action: string; staffName: string | null }[]>(
      server.baseUrl,
      'GET',
      `/patient/api/patient/access-log?hosId=1001&patientId=${record.patientId}`,
      auth,
    );
    expect(log.find((e) => e.action === 'staff-view')?.staffName).toBe(staff('support').name);

    // The schedule manager stops the session on the board.
    const manager = await signedIn('scheduleManager');
    await manager.openMenu('Schedules');
    await manager.page.getByRole('heading', { name: 'Schedules' }).waitFor();
    const from = manager.page.getByLabel('From', { exact: true });
    await from.click();
    await from.fill(record.schDate);
    await from.press('Enter');
    const stop = manager.page.getByRole('button', {
      name: `Stop session: ${record.doctorName}, ${record.schDate}`,
    });
    await stop.first().waitFor();
    await noAxeViolations(manager);
    await stop.first().click();
    const dialog = manager.page.getByRole('dialog', { name: 'Stop this session?' });
    await dialog.getByLabel('Reason (patients see it)').fill('The doctor is ill');
    await screenshot(manager.page, 'console-stop-session');
    await dialog.getByRole('button', { name: 'Stop session' }).click();
    await manager.page.getByText(/Session stopped. Bookings cancelled: 1;/).waitFor();
    await manager.page.getByText('Stopped: The doctor is ill').first().waitFor();
    await manager.close();

    const after = await callOk<{ hosState: string }>(
      server.baseUrl,
      'GET',
      `/appointment/api/record/info?hosId=1001&appointId=${appointId}`,
      auth,
    );
    expect(after.hosState).toBe('4');

    // The auditor reads the board but stops nothing, and the server refuses it the stop.
    const reader = await signedIn('auditor');
    await reader.openMenu('Schedules');
    await reader.page.getByRole('heading', { name: 'Schedules' }).waitFor();
    const readerFrom = reader.page.getByLabel('From', { exact: true });
    await readerFrom.click();
    await readerFrom.fill(record.schDate);
    await readerFrom.press('Enter');
    await reader.page.getByText('Stopped: The doctor is ill').first().waitFor();
    expect(await reader.page.getByRole('button', { name: /^Stop session/ }).count()).toBe(0);
    const refused = await reader.call(
      'POST',
      `/console/api/hospitals/1001/sessions/${encodeURIComponent('any-session')}/stop`,
      { reason: 'Not mine to stop' },
    );
    expect(refused).toMatchObject({ status: 403, body: { messageKey: 'STAFF006' } });
    await reader.close();

    // An editor has neither page.
    const editor = await signedIn('editor');
    const menu = editor.page.getByRole('navigation', { name: 'Console menu' });
    expect(await menu.getByRole('menuitem', { name: 'Schedules' }).count()).toBe(0);
    expect(await menu.getByRole('menuitem', { name: 'Bookings' }).count()).toBe(0);
    await editor.close();
  });
});
