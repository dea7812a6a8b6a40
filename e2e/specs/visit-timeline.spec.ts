import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { bookAhead, signInToken } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServerOnFreshData, type RunningServer } from '../support/server.ts';
import { DEMO_PASSWORD, DEMO_PHONE, PortalPage } from '../pages/portal-page.ts';

/**
 * Its own server: the journey cancels two bookings of the demo account, and the anti-scalping rule (5
 * cancellations in 14 days block booking for 30 days) counts every cancellation of an account on a server.
 */
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  server = await startServerOnFreshData('visit-timeline');
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the all-patients visit timeline', () => {
  it("shows two patients' bookings in one timeline and cancels one from it", async () => {
    const baseUrl = server.baseUrl;
    const token = await signInToken('1001', DEMO_PHONE, DEMO_PASSWORD, baseUrl);
    // 1001 allows cancelling until one day ahead: book later sessions, for the default patient and for Liu Guifang.
    const own = await bookAhead('1001', token, 3, 60_000, { baseUrl });
    const other = await bookAhead('1001', token, 4, 60_000, {
      patientName: 'Liu Guifang',
      baseUrl,
    });

    const p = await PortalPage.visit(browser, '1001', { baseUrl });
    await p.goto('/appointment/multiple/record');
    const upcoming = p.testId('timeline-upcoming');
    const ownEntry = upcoming.getByTestId(`timeline-entry-${own.appointId}`);
    const otherEntry = upcoming.getByTestId(`timeline-entry-${other.appointId}`);
    await ownEntry.waitFor();
    await otherEntry.waitFor();
    expect(await otherEntry.getByTestId('timeline-patient').textContent()).toContain('Liu Guifang');
    expect(await ownEntry.getByTestId('timeline-patient').textContent()).not.toContain(
      'Liu Guifang',
    );
    expect(await ownEntry.getByTestId('record-paid').getAttribute('data-paid')).toBe('0');
    expect(await ownEntry.getByTestId('pay-card').count()).toBe(1);
    await p.page.screenshot({ path: path.join(os.tmpdir(), 'visit-timeline.png'), fullPage: true });

    // Cancel Liu Guifang's booking from the timeline: it moves to the past visits, cancelled; the other stays.
    await otherEntry.getByTestId('cancel-appointment').click();
    await p.testId('modal-confirm').click();
    const cancelled = p.testId('timeline-past').getByTestId(`timeline-entry-${other.appointId}`);
    await cancelled.getByTestId('record-state').filter({ hasText: 'Cancelled' }).waitFor();
    expect(await cancelled.getByTestId('cancel-appointment').count()).toBe(0);
    await ownEntry.waitFor();

    // Details opens the record page of that booking.
    await ownEntry.getByTestId('timeline-details').click();
    await p.page.waitForURL(`**/appointment/record-info?id=${own.appointId}`);
    // The timeline (with its own cancel buttons) may still be on screen for a moment after the URL changed.
    await p.testId('timeline-upcoming').waitFor({ state: 'detached' });
    await p.testId('record-info').waitFor();
    await p.testId('cancel-appointment').click();
    await p.testId('modal-confirm').click();
    await p.testId('record-state').filter({ hasText: 'Cancelled' }).waitFor();
    await p.close();
  });
});
