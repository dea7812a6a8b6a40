import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { bookAhead, signInToken } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { DEMO_PASSWORD, DEMO_PHONE, PortalPage } from '../pages/portal-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('appointment records and card payment', () => {
  it('book → pay by card → paid in the record → cancel → refund shown', async () => {
    const token = await signInToken('1001', DEMO_PHONE, DEMO_PASSWORD);
    // 1001 allows cancelling until one day ahead: book a later session, cheap enough for the demo card (¥200).
    const { appointId } = await bookAhead('1001', token, 3, 5_000);

    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001');
    await p.signIn('1001');
    await p.goto('/?hosId=1001');
    await p.testId('hospital-name').waitFor();
    await p.goto('/appointment/record');
    await p.testId(`record-item-${appointId}`).click();
    await p.page.waitForURL(`**/appointment/record-info?id=${appointId}`);
    await p.testId('pay-deadline').waitFor();
    await screenshot(p.page, 'record-unpaid');
    await p.testId('pay-card').click();
    await p.testId('modal-confirm').click();
    await p.page.waitForURL('**/appointment/complete?**');

    await p.goto(`/appointment/record-info?id=${appointId}`);
    await p.testId('record-paid').filter({ hasText: 'Paid' }).waitFor();
    expect(await p.testId('pay-card').count()).toBe(0);
    await p.testId('cancel-appointment').click();
    // The global confirm modal ('Warm reminder') passes WCAG A/AA while open.
    await p.testId('modal-confirm').waitFor();
    expect(await axeViolations(p.page)).toEqual([]);
    await p.testId('modal-confirm').click();
    await p.testId('refund-info').waitFor();
    expect(await p.testId('refund-info').textContent()).toMatch(/¥\d+\.\d{2}/);
    await screenshot(p.page, 'record-refunded');

    await p.goto('/appointment/record');
    await p
      .testId(`record-item-${appointId}`)
      .getByTestId('record-state')
      .filter({ hasText: 'Cancelled' })
      .waitFor();
    await p.close();
  });

  it('1003 (config transmitRegFee) asks the fee through its HIS with ordinaryTransmitLogin before the card deduction', async () => {
    const token = await signInToken('1003', DEMO_PHONE, DEMO_PASSWORD);
    const { appointId, regFee } = await bookAhead('1003', token, 3, 5_000);

    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1003');
    await p.signIn('1003');
    await p.goto('/?hosId=1003');
    await p.testId('hospital-name').waitFor();
    await p.goto(`/appointment/record-info?id=${appointId}`);
    await p.testId('pay-card').waitFor();
    const transmit = p.page.waitForResponse((r) =>
      r.url().includes(`/appointment/api/ordinaryTransmitLogin/1003/${appointId}`),
    );
    await p.testId('pay-card').click();
    await p.testId('modal-confirm').click();
    const answer = await transmit;
    expect(answer.request().method()).toBe('POST');
    expect(Object.keys(answer.request().postDataJSON() as object)).toEqual(['payload']);
    expect(await answer.json()).toMatchObject({
      code: 0,
      data: { ResultCode: '0', Data: { regFee } },
    });
    await p.page.waitForURL('**/appointment/complete?**');

    // Give the demo card its money back for the journeys after this one.
    await p.goto(`/appointment/record-info?id=${appointId}`);
    await p.testId('cancel-appointment').click();
    await p.testId('modal-confirm').click();
    await p.testId('refund-info').waitFor();
    await p.close();
  });
});
