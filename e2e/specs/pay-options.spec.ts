import { describe, expect, it } from 'vitest';
import { signInToken } from '../support/api.ts';
import { screenshot } from '../support/browser.ts';
import { tomorrowAt, useJourneyServer } from '../pages/journey-server.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../pages/portal-page.ts';

/**
 * A booking at night that the card cannot cover, at 1003 (card top-ups 06:30–23:00, a short card topped up by the
 * gap, 30 minutes to pay): the way that works at 03:13 — the QR payment of the fee — is offered from the confirm page
 * on, never a top-up that would be refused; the completion page says the booking is reserved and awaits payment,
 * with the deadline and 'Pay now' on the first screen. Its own server and browser clocks start at 03:13.
 */
const AT = tomorrowAt('03:13');
const journey = useJourneyServer({ at: AT });
const yuan = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

interface Session {
  scheduleId: string;
  deptId: string;
  released: boolean;
  regFee: number;
  scheduleDate: string;
  schedules: { numberId: string; status: string }[];
}

/** A released session three or more days ahead with a free number whose fee is above `minFee`. */
async function sessionAbove(hosId: string, token: string, minFee: number) {
  const get = async <T>(path: string) => {
    const res = await fetch(`${journey.server.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: T }).data;
  };
  const from = new Date(AT.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  const doctors = await get<{ doctorId: string; isStop: string }[]>(
    `/hospital/api/snDoctorInfo/app/list?hosId=${hosId}`,
  );
  for (const doctor of doctors.filter((d) => d.isStop === '0')) {
    const sessions = await get<Session[]>(
      `/hospital/api/snDoctorSync/app/single/list?hosId=${hosId}&doctorId=${doctor.doctorId}&start=${from}`,
    );
    const session = sessions.find(
      (s) =>
        s.released &&
        s.regFee > minFee &&
        s.scheduleDate >= from &&
        s.schedules.some((n) => n.status === 'free'),
    );
    if (session)
      return {
        doctorId: doctor.doctorId,
        session,
        numberId: session.schedules.find((n) => n.status === 'free')!.numberId,
      };
  }
  throw new Error(`no session above ${minFee} at ${hosId}`);
}

describe('paying a booking while card top-ups are closed', () => {
  it('at 03:13 at 1003: QR payment said on confirm, reserved-awaiting-payment on the first screen, paid by QR', async () => {
    const token = await signInToken('1003', DEMO_PHONE, DEMO_PASSWORD, journey.server.baseUrl);
    // Huang Wei (the default patient) holds card C1003-01 with ¥200.00 (apps/server/demo/1003/his.json).
    const { doctorId, session, numberId } = await sessionAbove('1003', token, 20_000);
    const fee = yuan(session.regFee);

    const p = await journey.visit('1003');
    await p.page.setViewportSize({ width: 1366, height: 768 });
    const query = new URLSearchParams({
      scheduleId: session.scheduleId,
      numberId,
      doctorId,
      deptId: session.deptId,
    });
    await p.goto(`/appointment/confirm?${query.toString()}`);
    await p.acknowledgeNotice();
    // Before booking: the card is short and top-ups are closed, so the fee will be paid by QR.
    expect(await p.testId('confirm-pay-hint').textContent()).toBe(
      'Your card balance is below the fee: after booking, pay it by QR code.',
    );
    expect(await p.testId('confirm-unpayable').count()).toBe(0);
    await screenshot(p.page, 'pay-options-confirm-night');
    await p.testId('confirm-submit').click();

    // Reserved, not yet a success: the deadline and 'Pay now' are on the first screen.
    await p.page.waitForURL('**/appointment/complete?**');
    await p.testId('complete-reserved').waitFor();
    expect(await p.title()).toBe('Reserved, awaiting payment');
    expect(await p.page.locator('.complete-page .ant-result-success').count()).toBe(0);
    for (const id of ['pay-deadline', 'complete-pay']) {
      const box = await p.testId(id).boundingBox();
      expect(box && box.y + box.height, `${id} on the first screen`).toBeLessThanOrEqual(768);
    }
    // Thirty minutes after booking, which the journey's clock puts a minute or more past 03:13 on a loaded machine.
    expect(await p.testId('pay-deadline').textContent()).toMatch(/03:(4[3-9]|5\d)/);
    await screenshot(p.page, 'pay-options-complete-reserved');

    // The record offers the QR payment at once; no card payment to fail, no top-up to be refused.
    await p.testId('complete-pay').click();
    await p.page.waitForURL('**/appointment/record-info?**');
    await p.testId('pay-qr').waitFor();
    expect(await p.testId('pay-card').count()).toBe(0);
    expect(await p.testId('gap-top-up').count()).toBe(0);
    expect(await p.testId('top-up-closed').textContent()).toBe(
      'Card top-ups are closed now (daily 06:30–23:00): pay the fee by QR code.',
    );
    await screenshot(p.page, 'pay-options-record-night');

    await p.testId('pay-qr').click();
    await p.payByQrOnPhone(fee);
    await p.testId('pay-result-record').click();
    await p
      .testId('record-paid')
      .filter({ hasText: /^Paid$/ })
      .waitFor();
    expect(await p.testId('record-info').textContent()).toContain('(QR code)');
    await p.close();
  });
});
