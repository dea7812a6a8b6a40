import { describe, expect, it } from 'vitest';
import { useJourneyServer } from '../pages/journey-server.ts';

/**
 * Outpatient bills in Chromium, on a server of the journey's own: paying by card moves the demo card's
 * balance, which the shared server's other journeys count on.
 * Demo 1001 (apps/server/demo/1001/his.json): Wang Jianguo has bills B1001-0001 (¥137.00) and B1001-0002 (¥73.00) and
 * an outpatient card with ¥200.00.
 */
const { visit } = useJourneyServer();

describe('outpatient bills', () => {
  it('pays one bill by card balance; the next is more than the card holds, so it is paid by QR on a second tab; both end on the Paid tab', async () => {
    const p = await visit('1001');
    await p.goto('/payment/outpatient');
    await p.waitForTitle('Outpatient payment');
    const cheap = p.testId('bill-B1001-0002');
    const dear = p.testId('bill-B1001-0001');
    await cheap.waitFor();
    expect(await cheap.getByTestId('bill-total').textContent()).toBe('¥73.00');
    expect(await dear.getByTestId('bill-total').textContent()).toBe('¥137.00');
    await p.page.locator('[data-testid="bills-card-balance"]', { hasText: '¥200.00' }).waitFor();

    await p.testId('bill-items-toggle-B1001-0002').click();
    expect(await p.testId('bill-items-B1001-0002').textContent()).toContain(
      '12-lead electrocardiogram',
    );

    // By card: the bill leaves the Unpaid tab and the balance shown drops, without a reload.
    await p.page.evaluate(() => Object.assign(window, { __samePage: true }));
    await p.testId('bill-pay-card-B1001-0002').click();
    // Nothing is taken before the patient confirms the amount, the card and the balance after paying.
    expect(await p.testId('modal-content').textContent()).toBe(
      'Pay ¥73.00 from the outpatient card ********? Balance now ¥200.00, after payment ¥127.00.',
    );
    expect(await p.testId('modal-confirm').textContent()).toBe('Pay ¥73.00');
    await p.testId('modal-confirm').click();
    await cheap.waitFor({ state: 'detached' });
    await p.page.locator('[data-testid="bills-card-balance"]', { hasText: '¥127.00' }).waitFor();

    // ¥137.00 > ¥127.00: RECHARGE001, and the QR payment offered instead.
    await p.testId('bill-pay-card-B1001-0001').click();
    expect(await p.testId('bill-insufficient').textContent()).toBe(
      'The card balance is not enough to pay this',
    );
    await p.testId('bill-pay-qr-B1001-0001').click();
    await p.page.waitForURL('**/homepage/payment?outTradeNo=*');
    expect(await p.testId('payment-details').textContent()).toContain('Wang Jianguo');
    await p.payByQrOnPhone('¥137.00');

    await p.testId('pay-result-bills').click();
    await p.page.waitForURL('**/payment/outpatient?state=paid');
    expect(await p.testId('bill-B1001-0001').getByTestId('bill-paid-at').textContent()).toContain(
      '(QR code)',
    );
    expect(await p.testId('bill-B1001-0002').getByTestId('bill-paid-at').textContent()).toContain(
      '(outpatient card)',
    );
    expect(
      await p.page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    await p.testId('bills-tab-unpaid').click();
    await p.testId('bills-empty-unpaid').waitFor();
    await p.close();
  });

  it("is 'not open yet' where the hospital has not opened outpatient payment", async () => {
    const p = await visit('1002');
    await p.goto('/payment/outpatient');
    await p.testId('function-closed').waitFor();
    expect(await p.testId('bills-tabs').count()).toBe(0);
    await p.close();
  });
});
