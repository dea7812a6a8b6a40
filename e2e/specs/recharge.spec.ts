import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bookAhead, signInToken } from '../support/api.ts';
import { tomorrowAt, useJourneyServer } from '../pages/journey-server.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../pages/portal-page.ts';

/**
 * Card top-ups in Chromium. Top-ups are open only inside each hospital's daily window, so the
 * journeys get their own server whose clock starts tomorrow at 10:00 hospital time, inside every demo window, and
 * the browser's Date is fixed to the same minute; their top-ups also leave the shared server's demo cards alone.
 */
const AT = tomorrowAt('10:00');
const yuan = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const journey = useJourneyServer({ at: AT });
const { visit } = journey;

/** A marker a reload would wipe: what follows must happen in the same page. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __samePage: true }));
const samePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

describe('a booking the card cannot pay, at a hospital that pays the fee by QR (1001)', () => {
  it('offers the QR payment at once, and the top-up as a link to the recharge page filled in for that card and the gap', async () => {
    const token = await signInToken('1001', DEMO_PHONE, DEMO_PASSWORD, journey.server.baseUrl);
    // Wang Jianguo's card C1001-01 holds ¥200.00 (before the top-up journeys below); the gap is at least ¥30.00.
    const { appointId, regFee } = await bookAhead('1001', token, 3, 100_000, {
      patientName: 'Wang Jianguo',
      minFee: 20_001,
      baseUrl: journey.server.baseUrl,
    });
    const gap = Math.max(regFee - 20_000, 6_000);

    const p = await visit('1001');
    await p.goto(`/appointment/record-info?id=${appointId}`);
    await p.testId('pay-qr').waitFor();
    expect(await p.testId('pay-card').count()).toBe(0);
    const link = p.testId('top-up-link');
    expect(await link.textContent()).toBe('Top up the outpatient card');
    await link.click();
    await p.waitForTitle('Top up outpatient card');
    await p.testId('recharge-form').waitFor();
    expect(await p.testId('recharge-balance').textContent()).toBe('¥200.00');
    expect(await p.testId('recharge-amount').inputValue()).toBe(yuan(gap).slice(1));
    expect(await p.testId('recharge-pay-qr').textContent()).toBe(`Pay ${yuan(gap)} by QR code`);
    await p.close();
  });
});

describe('outpatient card top-up', () => {
  it('explains a refusal before paying, tops up ¥100 by QR on a second tab, shows the receipt and the balance risen without a reload, and lists it', async () => {
    const p = await visit('1001');
    await p.goto('/recharge/out/homepage');
    await p.waitForTitle('Outpatient card');
    // Wang Jianguo (the default patient) holds outpatient card C1001-01 with ¥200.00 (apps/server/demo/1001/his.json).
    await p.page.locator('[data-testid="recharge-balance"]', { hasText: '¥200.00' }).waitFor();
    expect(await p.testId('rule-window').textContent()).toBe(
      'Top-ups are open daily from 07:00 to 22:00',
    );
    expect(await p.testId('rule-amount').textContent()).toBe(
      'The top-up must be at least ¥1.00. You can top up at most ¥5000.00 at a time',
    );
    await markPage(p.page);

    await p.testId('recharge-top-up-link').click();
    await p.waitForTitle('Top up outpatient card');
    await p.testId('recharge-form').waitFor();
    expect(await p.testId('check-window').getAttribute('data-status')).toBe('ok');
    // Above the maximum: said before paying, and nothing to press.
    await p.testId('recharge-amount').fill('6000');
    expect(await p.testId('recharge-refusal').textContent()).toBe(
      'You can top up at most ¥5000.00 at a time',
    );
    expect(await p.testId('check-amount').getAttribute('data-status')).toBe('refused');
    expect(await p.testId('recharge-pay-qr').isDisabled()).toBe(true);

    await p.testId('recharge-preset-100').click();
    expect(await p.testId('recharge-amount').inputValue()).toBe('100');
    expect(await p.testId('recharge-refusal').count()).toBe(0);
    await p.testId('recharge-pay-qr').click();
    await p.page.waitForURL('**/homepage/payment?outTradeNo=*');
    const serial = new URL(p.page.url()).searchParams.get('outTradeNo') ?? '';
    expect(await p.testId('pay-amount').textContent()).toBe('¥100.00');
    expect(await p.testId('payment-details').textContent()).toContain('Wang Jianguo');

    await p.payByQrOnPhone('¥100.00');
    expect(await p.testId('receipt-serial').textContent()).toBe(serial);
    expect(await p.testId('receipt-patient').textContent()).toBe('Wang Jianguo');
    expect(await p.testId('receipt-card').textContent()).toBe('**** **** **** 0001');
    expect(await p.testId('receipt-amount').textContent()).toBe('¥100.00');
    expect(await p.testId('receipt-balance-after').textContent()).toBe('¥300.00');
    expect(await p.testId('receipt-paid-at').textContent()).toMatch(
      /\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}/,
    );
    await p.testId('receipt-print').waitFor();

    // Back to the card: the balance shown has risen, in the same page (the payment page refreshed the recharge queries).
    await p.testId('pay-result-recharge-home').click();
    await p.page.locator('[data-testid="recharge-balance"]', { hasText: '¥300.00' }).waitFor();
    expect(await samePage(p.page)).toBe(true);
    const latest = p.testId(`recharge-record-${serial}`);
    await latest.waitFor();
    expect(await latest.getByTestId('recharge-state').textContent()).toBe('Paid');

    await p.testId('recharge-record-link').click();
    await p.waitForTitle('Top-up history');
    const row = p.testId(`recharge-record-${serial}`);
    await row.waitFor();
    expect(await row.getByTestId('recharge-record-amount').textContent()).toBe('¥100.00');
    expect(await row.getByTestId('recharge-record-after').textContent()).toBe('¥300.00');
    expect(await row.getByTestId('recharge-state').getAttribute('data-state')).toBe('paid');
    await p.close();
  });

  it('opens the inpatient deposit top-up directly (the demo menu target, slug in-recharge)', async () => {
    const p = await visit('1001');
    await p.goto('/recharge/in/homepage/recharge');
    await p.testId('recharge-form').waitFor();
    expect(await p.testId('recharge-card').textContent()).toContain('Inpatient card');
    // Wang Jianguo's inpatient deposit C1001-02 holds ¥1500.00.
    expect(await p.testId('recharge-balance').textContent()).toBe('¥1500.00');
    await p.goto('/recharge/in/homepage');
    await p.testId('recharge-stay').waitFor();
    expect(await p.testId('stay-ward').textContent()).toBe('Cardiology Ward 3');
    await p.close();
  });
});

describe('a booking the card cannot pay, at a hospital that tops up the gap', () => {
  it('offers the gap top-up, pays it by QR, and the booking is paid from the card once it lands', async () => {
    const token = await signInToken('1003', DEMO_PHONE, DEMO_PASSWORD, journey.server.baseUrl);
    // Huang Wei's card C1003-01 holds ¥200.00; a session above that fee needs a top-up of the gap (at least ¥60, its minimum after booking).
    const { appointId, regFee } = await bookAhead('1003', token, 3, 100_000, {
      patientName: 'Huang Wei',
      minFee: 20_001,
      baseUrl: journey.server.baseUrl,
    });
    const gap = Math.max(regFee - 20_000, 6_000);

    const p = await visit('1003');
    await p.goto(`/appointment/record-info?id=${appointId}`);
    // The page shows the balance below the fee: the top-up is offered at once, no card payment to fail first.
    await p.testId('insufficient-balance').waitFor();
    expect(await p.testId('pay-card').count()).toBe(0);
    expect(await p.testId('gap-top-up-offer').textContent()).toBe(
      `Top up ${yuan(gap)} (fee ${yuan(regFee)} − balance ¥200.00, at least the minimum top-up) and the fee is then taken from your card automatically.`,
    );
    expect(await p.testId('pay-qr').count()).toBe(0);
    await p.testId('gap-top-up').click();
    await p.page.waitForURL('**/homepage/payment?outTradeNo=*');
    expect(await p.testId('pay-amount').textContent()).toBe(yuan(gap));
    await markPage(p.page);

    await p.payByQrOnPhone(yuan(gap));
    expect(await p.testId('receipt-amount').textContent()).toBe(yuan(gap));
    await p.testId('pay-result-record').click();
    await p.page.waitForURL(`**/appointment/record-info?id=${appointId}`);
    await p
      .testId('record-paid')
      .filter({ hasText: /^Paid$/ })
      .waitFor();
    expect(await p.testId('record-info').textContent()).toContain('(outpatient card)');
    expect(await p.testId('pay-card').count()).toBe(0);
    expect(await samePage(p.page)).toBe(true);
    await p.close();
  });
});

describe('a hospital that has not opened recharge', () => {
  it("answers the recharge pages with 'this function is not open yet', also when the URL is typed", async () => {
    // FUNC001 'this function is not open yet', in 1002's own words (a per-hospital caption override), as the server serves it.
    const res = await fetch(`${journey.server.baseUrl}/platform/api/messages/1002?lang=en-US`);
    const notOpen =
      ((await res.json()) as { data: { messages: Record<string, string> } }).data.messages
        .FUNC001 ?? 'This function is not open yet';
    const p = await visit('1002');
    for (const path of [
      '/recharge/out/homepage',
      '/recharge/in/homepage/recharge',
      '/recharge/out/homepage/record',
    ]) {
      await p.goto(path);
      expect(await p.testId('function-closed').textContent()).toBe(notOpen);
      expect(await p.testId('recharge-home').count()).toBe(0);
    }
    await p.close();
  });
});
