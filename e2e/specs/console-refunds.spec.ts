import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_STAFF } from '../../apps/server/src/demo/seed-staff.ts';
import { axeViolations } from '../support/axe.ts';
import { bookAhead, callOk, signInToken } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { startServerOnFreshData, type RunningServer } from '../support/server.ts';
import { staffApi } from '../support/staff-api.ts';
import { ConsolePage } from '../pages/console-page.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../pages/portal-page.ts';

/**
 * Staff refunds at 1001 (docs/refunds.md): finance refunds a booking within the hospital's limit at once; once the
 * hospital's administrator lowers the limit, finance's next refund waits, finance cannot approve it, and the
 * administrator does. An editor has no refund action and the server refuses them. Its own server: refunds cancel
 * bookings and the limit changes.
 */
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  server = await startServerOnFreshData('console-refunds');
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
  await c.page.mouse.move(0, 0);
  await c.page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
  expect(await axeViolations(c.page)).toEqual([]);
}

/** A booking of the demo patient paid from the card, with its appointment number. */
async function paidBooking(token: string, daysAhead: number) {
  const { appointId } = await bookAhead('1001', token, daysAhead, 5_000, {
    baseUrl: server.baseUrl,
    minFee: 200,
  });
  const auth = `Bearer ${token}`;
  await callOk(
    server.baseUrl,
    'PUT',
    `/appointment/api/record/deduction/1001/${appointId}?msgType=1`,
    auth,
    undefined,
    { 'idempotency-key': `e2e-${appointId}` },
  );
  const record = await callOk<{ appointNo: string }>(
    server.baseUrl,
    'GET',
    `/appointment/api/record/info?hosId=1001&appointId=${appointId}`,
    auth,
  );
  return { appointId, appointNo: record.appointNo };
}

/** Finds the booking on the Bookings page, opens its refund dialog and sends it with a reason. */
async function refundInConsole(c: ConsolePage, appointNo: string) {
  await c.openMenu('Bookings');
  await c.page.getByRole('heading', { name: 'Bookings' }).waitFor();
  await c.page.getByLabel('Find bookings', { exact: true }).fill(appointNo);
  await c.page.getByRole('button', { name: 'Find' }).click();
  const row = c.page.getByRole('row').filter({ hasText: appointNo });
  await row.waitFor();
  await row.getByRole('button', { name: /expand/i }).click();
  const action = c.page.getByRole('button', { name: /^Refund payment / });
  await action.waitFor();
  await action.click();
  const dialog = c.page.getByRole('dialog', { name: /^Refund payment / });
  await dialog.getByLabel('Reason').fill('Turned away at the desk');
  return dialog;
}

describe('staff refunds at the console', () => {
  it('refunds within the limit at once, and above it only with a second staff member', async () => {
    const token = await signInToken('1001', DEMO_PHONE, DEMO_PASSWORD, server.baseUrl);
    const small = await paidBooking(token, 3);
    const large = await paidBooking(token, 4);

    // Each signs in to the console before their calls for the set-up: an authenticator code is taken once, and the
    // API sign-in waits for the next one where the page just used it.
    const finance = await signedIn('finance');
    const adminPage = await signedIn('hospitalAdmin');

    // Within the default limit (200 yuan): refunded at once.
    const first = await refundInConsole(finance, small.appointNo);
    await noAxeViolations(finance);
    await screenshot(finance.page, 'console-refund-dialog');
    await first.getByRole('button', { name: 'Refund' }).click();
    await finance.page.getByText('Refunded: the money is on its way back to the patient').waitFor();

    // The hospital's administrator lowers the limit to 1 yuan in the config settings.
    const admin = await staffApi(server.baseUrl, '1001', 'hospitalAdmin');
    const config = await admin.call<{ version: number; content: { values: object } }>(
      'GET',
      '/console/api/hospitals/1001/settings/config',
    );
    await admin.call('PUT', '/console/api/hospitals/1001/settings/config', {
      baseVersion: config.version,
      content: {
        ...config.content,
        values: { ...config.content.values, staffRefundApprovalAbove: 100 },
      },
    });

    // Above the limit: the refund waits, and the one who asked cannot approve it.
    const second = await refundInConsole(finance, large.appointNo);
    await second.getByRole('button', { name: 'Refund' }).click();
    await finance.page
      .getByText('Above the limit: the refund waits until another staff member approves it')
      .waitFor();
    await finance.openMenu('Refund requests');
    const waiting = finance.page
      .getByRole('table', { name: 'Waiting for approval' })
      .getByRole('row')
      .filter({ hasText: large.appointNo });
    await waiting.getByText('Your request: someone else must approve it').waitFor();
    await noAxeViolations(finance);
    await screenshot(finance.page, 'console-refund-requests-own');
    await finance.close();
    const financeApi = await staffApi(server.baseUrl, '1001', 'finance');
    const listed = await financeApi.call<{ pending: { requestId: string; appointNo: string }[] }>(
      'GET',
      '/console/api/hospitals/1001/refund-requests',
    );
    const request = listed.pending.find((r) => r.appointNo === large.appointNo)!;
    await expect(
      financeApi.call(
        'POST',
        `/console/api/hospitals/1001/refund-requests/${request.requestId}/approve`,
      ),
    ).rejects.toThrow(/REFUNDREQ005/);

    // The administrator approves it.
    await adminPage.openMenu('Refund requests');
    const approve = adminPage.page.getByRole('button', {
      name: `Approve the refund of ${large.appointNo}`,
    });
    await approve.waitFor();
    await noAxeViolations(adminPage);
    await approve.click();
    await adminPage.page
      .getByText('Approved: the money is on its way back to the patient')
      .waitFor();
    await adminPage.close();

    for (const b of [small, large]) {
      const record = await callOk<{
        cancelReason: string | null;
        refund: { state: string } | null;
      }>(
        server.baseUrl,
        'GET',
        `/appointment/api/record/info?hosId=1001&appointId=${b.appointId}`,
        `Bearer ${token}`,
      );
      expect(record.cancelReason, b.appointNo).toBe('hospital');
      expect(record.refund?.state, b.appointNo).toMatch(/^refund(ing|ed)$/);
    }

    // An editor has no bookings page, so no refund action, and the server refuses them.
    const editor = await signedIn('editor');
    const menu = editor.page.getByRole('navigation', { name: 'Console menu' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Bookings' }).count()).toBe(0);
    expect(await menu.getByRole('menuitem', { name: 'Refund requests' }).count()).toBe(0);
    await editor.close();
    const editorApi = await staffApi(server.baseUrl, '1001', 'editor');
    await expect(
      editorApi.call('POST', `/console/api/hospitals/1001/bookings/${large.appointId}/refund`, {
        reason: 'Trying',
      }),
    ).rejects.toThrow(/STAFF006/);
  });
});
