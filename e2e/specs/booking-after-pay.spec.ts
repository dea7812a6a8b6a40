import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { bookAhead, signInToken } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { makeIdCard } from '../support/id-card.ts';
import { freshPhone } from '../support/phones.ts';
import { DEMO_PASSWORD, DEMO_PHONE, PortalPage } from '../pages/portal-page.ts';

/**
 * Paying by card and the anti-scalping warning, in Chromium against the real server: after paying by card the
 * completion page says paid without a reload; the cancel dialog says what cancelling does to booking rights.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const PASSWORD = 'Scalp2026!ok';

async function post(path: string, token: string, body: unknown) {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; messageKey?: string };
  if (envelope.code !== 0) throw new Error(`POST ${path} → ${res.status} ${envelope.messageKey}`);
}

describe('the booking after paying or before cancelling', () => {
  it('pay by card from the completion page → the completion page says paid without a reload', async () => {
    const token = await signInToken('1001', DEMO_PHONE, DEMO_PASSWORD);
    // 1001 allows cancelling until one day ahead: a later session, cheap enough for the demo card, so it can be refunded.
    const { appointId } = await bookAhead('1001', token, 3, 5_000);

    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001');
    await p.signIn('1001');
    await p.goto('/?hosId=1001');
    await p.testId('hospital-name').waitFor();
    // The completion page first, as after booking: unpaid, with its deadline and 'Pay now'.
    await p.goto(`/appointment/complete?appointId=${appointId}`);
    await p.testId('complete-fee').and(p.page.locator('[data-paid="0"]')).waitFor();
    await p.testId('pay-deadline').waitFor();
    // The number the patient reads is the hospital's serial of the visit day, not the internal UUID.
    expect(await p.testId('appoint-no').textContent()).toMatch(/^\d{8}-\d{3,}$/);
    await p.testId('complete-pay').click();
    await p.page.waitForURL(`**/appointment/record-info?id=${appointId}`);
    await p.testId('pay-card').click();
    // The confirm step: the fee, the card, and the balance before and after (nothing is taken until confirmed).
    const asked = (await p.testId('modal-content').textContent()) ?? '';
    const [, fee, before, after] =
      /^Pay ¥(\d+\.\d{2}) from the outpatient card \*+\? Balance now ¥(\d+\.\d{2}), after payment ¥(-?\d+\.\d{2})\.$/.exec(
        asked,
      ) ?? [];
    expect(Math.round(Number(before) * 100) - Math.round(Number(fee) * 100)).toBe(
      Math.round(Number(after) * 100),
    );
    await screenshot(p.page, 'pay-confirm-dialog');
    await p.testId('modal-confirm').click();
    await p.page.waitForURL('**/appointment/complete?**');
    // No reload: the page the payment led back to already shows the paid booking.
    await p.testId('complete-fee').and(p.page.locator('[data-paid="1"]')).waitFor();
    expect(await p.testId('complete-fee').textContent()).toMatch(/\(Paid\)$/);
    expect(await p.testId('complete-pay').count()).toBe(0);
    expect(await p.testId('pay-deadline').count()).toBe(0);
    // 'Appointment booked' is the page's title (and its breadcrumb's last step), not repeated in the page body.
    expect(await p.testId('page-title').textContent()).toBe('Appointment booked');
    expect(await p.page.locator('.complete-page').getByText('Appointment booked').count()).toBe(0);
    await screenshot(p.page, 'complete-paid');

    // Give the demo card its money back for the journeys after this one.
    await p.goto(`/appointment/record-info?id=${appointId}`);
    await p.testId('cancel-appointment').click();
    await p.testId('modal-confirm').click();
    await p.testId('refund-info').waitFor();
    await p.close();
  });

  it('the cancel dialog says which cancellation this is and the block it (or one more) starts', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001');
    const phone = freshPhone();
    await p.register('1001', phone, PASSWORD);
    const token = await signInToken('1001', phone, PASSWORD);
    await post('/patient/api/patient/add', token, {
      hosId: '1001',
      patientName: 'Scalp Test',
      certType: 0,
      certNo: makeIdCard(
        '1990-03-0' + String(1 + (Date.now() % 9)),
        true,
        '110105',
        Date.now() % 400,
      ),
      phone: '13911112222',
      relation: 3,
    });
    // Two cancellations already: this booking's cancellation is the third in 14 days.
    for (let i = 0; i < 2; i++) {
      const { appointId } = await bookAhead('1001', token, 3, 50_000);
      await post('/appointment/api/record/cancel', token, { hosId: '1001', appointId });
    }
    const { appointId } = await bookAhead('1001', token, 3, 50_000);

    await p.goto(`/appointment/record-info?id=${appointId}`);
    await p.testId('cancel-appointment').click();
    const dialog = p.page.getByText('This is your cancellation no. 3 in 14 days');
    await dialog.waitFor();
    // bookAhead takes the first doctor with a free number, so the same doctor each time: the same-doctor rule
    // (3 in a day → 1 day) blocks booking with this very cancellation; with other doctors one more would.
    expect(await p.page.getByText(/blocks booking until/).count()).toBeGreaterThan(0);
    await screenshot(p.page, 'cancel-block-warning');
    await p.testId('modal-cancel').click();
    await p.testId('cancel-appointment').waitFor();
    await p.close();
  });
});
