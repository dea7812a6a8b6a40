import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { bookAhead, signInToken } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { DEMO_PASSWORD, DEMO_PHONE, PortalPage } from '../pages/portal-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** Demo hospital 1001: Liu Guifang's outpatient card holds ¥35.00 (apps/server/demo/1001/his.json, card C1001-03). */
const SHORT_CARD = { patientName: 'Liu Guifang', balance: 3_500 };
const yuan = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

describe('QR payment', () => {
  it('card too low → QR → paid on a second tab → the first tab shows paid without reload → the record says QR → cancel refunds the QR payment', async () => {
    const token = await signInToken('1001', DEMO_PHONE, DEMO_PASSWORD);
    // Three days out: inside 1001's cancel window whatever the time of day, so the refund can be shown too.
    const { appointId, regFee } = await bookAhead('1001', token, 3, 60_000, {
      patientName: SHORT_CARD.patientName,
      minFee: SHORT_CARD.balance + 1,
    });

    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001');
    await p.signIn('1001');
    await p.goto('/?hosId=1001');
    await p.testId('hospital-name').waitFor();
    await p.goto(`/appointment/record-info?id=${appointId}`);

    // RECHARGE001 (the card balance is not enough) leads to the QR flow — said at once, since the page shows the
    // balance below the fee: no card payment is offered to fail first.
    await p.testId('insufficient-balance').waitFor();
    expect(await p.testId('pay-card').count()).toBe(0);
    await screenshot(p.page, 'qr-record-insufficient-balance');
    await p.testId('pay-qr').click();
    await p.page.waitForURL('**/homepage/payment?outTradeNo=*');
    const qr = p.testId('pay-qr-code');
    await qr.waitFor();
    const content = (await qr.getAttribute('data-qr-content')) ?? '';
    expect(content).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hos\/ui\/scan\/payment\/[\w-]{16,64}$/);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const serial = (await p.testId('pay-serial').textContent())?.trim() ?? '';
    expect(p.pathAndQuery()).toBe(`/homepage/payment?outTradeNo=${serial}`);
    expect(await p.testId('pay-amount').textContent()).toBe(yuan(regFee));
    expect(await p.testId('payment-details').textContent()).toContain(SHORT_CARD.patientName);
    // The booking's pay deadline: after it the booking expires and this payment is closed.
    await p.testId('pay-deadline').waitFor();
    await screenshot(p.page, 'qr-payment-page');
    // A marker that a reload would wipe: the result must arrive by polling alone.
    await p.page.evaluate(() => Object.assign(window, { __samePage: true }));

    // The payer's phone: a second tab of the same browser opens the QR's address.
    const phone = await p.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(content);
    await phone.getByTestId('scan-confirm').waitFor();
    expect(await phone.getByTestId('scan-state').getAttribute('data-state')).toBe('pending');
    expect(await phone.getByTestId('scan-amount').textContent()).toBe(yuan(regFee));
    await screenshot(phone, 'qr-scan-page-pending');
    await phone.getByTestId('scan-confirm').click();
    await phone.locator('[data-testid="scan-state"][data-state="paid"]').waitFor();
    await screenshot(phone, 'qr-scan-page-paid');

    // The gateway's signed notification reaches the server (payment jobs), and the first tab's poll sees it.
    await p.page.bringToFront();
    await p.page
      .locator('[data-testid="pay-result"][data-state="paid"]')
      .waitFor({ timeout: 15_000 });
    expect(
      await p.page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    expect(await p.testId('pay-result-text').textContent()).toContain(yuan(regFee));
    await p.testId('pay-paid-at').waitFor();
    await screenshot(p.page, 'qr-pay-result');

    await p.testId('pay-result-record').click();
    await p.page.waitForURL(`**/appointment/record-info?id=${appointId}`);
    await p
      .testId('record-paid')
      .filter({ hasText: /^Paid$/ })
      .waitFor();
    expect(await p.testId('record-info').textContent()).toContain('(QR code)');
    expect(await p.testId('pay-card').count()).toBe(0);
    expect(await p.testId('continue-qr').count()).toBe(0);

    // Cancel: the money goes back to the QR payment through the gateway, visibly in the record and on the phone.
    await p.testId('cancel-appointment').click();
    await p.testId('modal-confirm').click();
    await p.page.locator('[data-testid="refund-info"][data-refund-state="refunded"]').waitFor();
    expect(await p.testId('refund-info').textContent()).toContain(`${yuan(regFee)}`);
    expect(await p.testId('refund-info').textContent()).toContain('original QR payment');
    await phone.reload();
    await phone.locator('[data-testid="scan-state"][data-state="refunded"]').waitFor();
    await phone.close();
    await p.close();
  });

  it('asks a visitor to sign in and come back; a serial that is not theirs is an error with a way to the records', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001');
    await p.goto('/?hosId=1001');
    await p.testId('hospital-name').waitFor();
    await p.goto('/homepage/payment');
    await p.testId('pay-none').waitFor();

    const path = '/homepage/payment?outTradeNo=PMNOSUCHORDER';
    await p.goto(path);
    await p.testId('pay-sign-in').waitFor();
    await p.testId('pay-sign-in-link').click();
    await p.page.waitForURL('**/login?redirect=*');
    expect(new URL(p.page.url()).searchParams.get('redirect')).toBe(path);

    await p.signIn('1001');
    await p.goto(path);
    expect(await p.testId('pay-error').textContent()).toBe('No data');
    await p.testId('pay-error-records').click();
    await p.page.waitForURL('**/appointment/record');
    await p.close();
  });
});
