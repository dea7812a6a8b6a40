import { describe, expect, it } from 'vitest';
import {
  bookingPayPlan,
  nextWallClock,
  type BookingPayFacts,
  type BookingPayPlanConfig,
} from './booking-pay-plan.ts';

const SH = 'Asia/Shanghai';
const at = (hms: string, day = '2026-11-24') => new Date(`${day}T${hms}+08:00`);
/** Demo 1003: top-ups 06:30–23:00, a short card is topped up by the gap. */
const topUpFirst: BookingPayPlanConfig = {
  rechargeStartTime: '06:30',
  rechargeEndTime: '23:00',
  insufficientBalancePath: 'recharge',
};
const qrFirst: BookingPayPlanConfig = { ...topUpFirst, insufficientBalancePath: 'qr' };
const everything = { qr: true, topUp: true };
/** A ¥200 booking for a card holding ¥35, made at `now` with a 30-minute deadline. */
const facts = (now: Date, over: Partial<BookingPayFacts> = {}): BookingPayFacts => ({
  feeFen: 20_000,
  balanceFen: 3_500,
  now,
  timeZone: SH,
  deadline: new Date(now.getTime() + 30 * 60_000),
  channels: everything,
  ...over,
});

describe('bookingPayPlan', () => {
  it('pays from a card that covers the fee, at any hour', () => {
    for (const now of [at('03:13:00'), at('10:00:00')]) {
      expect(bookingPayPlan(facts(now, { balanceFen: 20_000 }), topUpFirst)).toMatchObject({
        options: ['card'],
        cardCovers: true,
        payableInTime: true,
      });
    }
  });

  it('offers nothing to pay for a free booking', () => {
    expect(bookingPayPlan(facts(at('03:13:00'), { feeFen: 0 }), topUpFirst)).toMatchObject({
      options: [],
      payableInTime: true,
    });
  });

  it("puts the hospital's own way first while top-ups are open, the other after it", () => {
    expect(bookingPayPlan(facts(at('10:00:00')), topUpFirst).options).toEqual(['topUp', 'qr']);
    expect(bookingPayPlan(facts(at('10:00:00')), qrFirst).options).toEqual(['qr', 'topUp']);
  });

  it('offers the QR payment of the fee, never a top-up, while top-ups are closed', () => {
    const plan = bookingPayPlan(facts(at('03:13:00')), topUpFirst);
    expect(plan.options).toEqual(['qr']);
    expect(plan.topUpWindow).toEqual({
      allowed: false,
      reason: 'APPOINT029',
      params: { start: '06:30', end: '23:00' },
    });
    expect(plan.payableInTime).toBe(true);
    // The window's first and last minutes are open.
    expect(bookingPayPlan(facts(at('06:30:00')), topUpFirst).options).toEqual(['topUp', 'qr']);
    expect(bookingPayPlan(facts(at('23:00:59')), topUpFirst).options).toEqual(['topUp', 'qr']);
    expect(bookingPayPlan(facts(at('23:01:00')), topUpFirst).options).toEqual(['qr']);
  });

  it('with neither channel: nothing pays it, ever', () => {
    const plan = bookingPayPlan(
      facts(at('03:13:00'), { channels: { qr: false, topUp: false } }),
      topUpFirst,
    );
    expect(plan).toMatchObject({ options: [], payableFrom: null, payableInTime: false });
  });

  it('a hospital that tops cards up but takes no fee by QR: payable once top-ups open, in time only before the deadline', () => {
    const topUpOnly = { qr: false, topUp: true };
    const night = (deadline: Date | null) =>
      bookingPayPlan(facts(at('03:13:00'), { deadline, channels: topUpOnly }), topUpFirst);
    // Booked at 03:13 with 30 minutes to pay: it would be cancelled at 03:43, long before 06:30.
    expect(night(at('03:43:00'))).toEqual({
      options: [],
      cardCovers: false,
      topUpWindow: {
        allowed: false,
        reason: 'APPOINT029',
        params: { start: '06:30', end: '23:00' },
      },
      payableFrom: at('06:30:00'),
      payableInTime: false,
    });
    expect(night(at('06:30:00')).payableInTime).toBe(false);
    expect(night(at('06:30:01'))).toMatchObject({
      payableFrom: at('06:30:00'),
      payableInTime: true,
    });
    expect(night(null)).toMatchObject({ payableFrom: at('06:30:00'), payableInTime: true });
    // By day the top-up is the way.
    expect(bookingPayPlan(facts(at('10:00:00'), { channels: topUpOnly }), qrFirst).options).toEqual(
      ['topUp'],
    );
  });

  it('a booking without a card can still be paid by QR, never from the card or by a top-up', () => {
    expect(bookingPayPlan(facts(at('10:00:00'), { balanceFen: null }), topUpFirst).options).toEqual(
      ['qr'],
    );
    expect(
      bookingPayPlan(
        facts(at('10:00:00'), { balanceFen: null, channels: { qr: false, topUp: true } }),
        topUpFirst,
      ),
    ).toMatchObject({ options: [], payableFrom: null, payableInTime: false });
  });
});

describe('nextWallClock', () => {
  it('is later today, or tomorrow once the time has passed, on the hospital clock', () => {
    expect(nextWallClock(at('03:13:00'), '06:30', SH)).toEqual(at('06:30:00'));
    expect(nextWallClock(at('06:30:00'), '06:30', SH)).toEqual(at('06:30:00', '2026-11-25'));
    expect(nextWallClock(at('23:30:00'), '06:30', SH)).toEqual(at('06:30:00', '2026-11-25'));
    expect(nextWallClock(at('03:13:00'), '25:00', SH)).toBeNull();
  });
});
