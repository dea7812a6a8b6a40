import { describe, expect, it } from 'vitest';
import {
  bookingGapTopUp,
  cardRechargeRefusal,
  parseYuan,
  rechargeDecision,
  typedTopUp,
  type RechargeLimitsConfig,
} from './recharge.rules.ts';

const SH = 'Asia/Shanghai';
const at = (hms: string) => new Date(`2026-11-24T${hms}+08:00`);
const config: RechargeLimitsConfig = {
  rechargeStartTime: '07:00',
  rechargeEndTime: '22:00',
  rechargeMin: 1,
  rechargeMax: 5000,
  socialCardRechargeMax: 1500,
  rechargeDailyCount: 0,
};
const attempt = {
  amountFen: 10_000,
  cardState: 'normal' as const,
  cardType: 1,
  povertyRelief: false,
  todayCount: 0,
  now: at('09:00:00'),
  timeZone: SH,
};

describe('rechargeDecision', () => {
  it('allows a normal card inside the window and the limits', () => {
    expect(rechargeDecision(attempt, config)).toEqual({ allowed: true });
  });
  it('refuses each card state with its own message', () => {
    expect(cardRechargeRefusal('stopped')).toBe('RECHARGE004');
    expect(cardRechargeRefusal('lost')).toBe('RECHARGE005');
    expect(cardRechargeRefusal('to_disable')).toBe('RECHARGE006');
    expect(cardRechargeRefusal('overdue')).toBe('RECHARGE007');
    expect(rechargeDecision({ ...attempt, cardState: 'lost' }, config)).toMatchObject({
      allowed: false,
      reason: 'RECHARGE005',
    });
  });
  it('refuses a negative amount with RECHARGE010, and 0 with the minimum', () => {
    expect(rechargeDecision({ ...attempt, amountFen: -100 }, config)).toEqual({
      allowed: false,
      reason: 'RECHARGE010',
      params: {},
    });
    expect(rechargeDecision({ ...attempt, amountFen: 0 }, config)).toMatchObject({
      reason: 'RECHARGE003',
    });
  });
  it('sends poverty-relief patients to the window', () => {
    expect(rechargeDecision({ ...attempt, povertyRelief: true }, config)).toEqual({
      allowed: false,
      reason: 'RECHARGE008',
      params: {},
    });
  });
  it('opens at the first minute and closes after the last, in the hospital zone', () => {
    expect(rechargeDecision({ ...attempt, now: at('06:59:59') }, config)).toEqual({
      allowed: false,
      reason: 'APPOINT029',
      params: { start: '07:00', end: '22:00' },
    });
    expect(rechargeDecision({ ...attempt, now: at('07:00:00') }, config)).toEqual({
      allowed: true,
    });
    expect(rechargeDecision({ ...attempt, now: at('22:00:59') }, config)).toEqual({
      allowed: true,
    });
    expect(rechargeDecision({ ...attempt, now: at('22:01:00') }, config)).toMatchObject({
      allowed: false,
      reason: 'APPOINT029',
    });
    // 23:30 UTC is 07:30 the next day in Shanghai: open.
    expect(rechargeDecision({ ...attempt, now: new Date('2026-11-24T23:30:00Z') }, config)).toEqual(
      { allowed: true },
    );
  });
  it('refuses below the minimum and above the maximum', () => {
    expect(rechargeDecision({ ...attempt, amountFen: 99 }, config)).toEqual({
      allowed: false,
      reason: 'RECHARGE003',
      params: { amount: '1.00' },
    });
    expect(rechargeDecision({ ...attempt, amountFen: 100 }, config)).toEqual({ allowed: true });
    expect(rechargeDecision({ ...attempt, amountFen: 500_000 }, config)).toEqual({ allowed: true });
    expect(rechargeDecision({ ...attempt, amountFen: 500_001 }, config)).toEqual({
      allowed: false,
      reason: 'RECHARGE002',
      params: { amount: '5000.00' },
    });
  });
  it('caps the social-security card only', () => {
    expect(rechargeDecision({ ...attempt, amountFen: 150_000, cardType: 3 }, config)).toEqual({
      allowed: true,
    });
    expect(rechargeDecision({ ...attempt, amountFen: 150_001, cardType: 3 }, config)).toEqual({
      allowed: false,
      reason: 'RECHARGE009',
      params: { amount: '1500.00' },
    });
    expect(rechargeDecision({ ...attempt, amountFen: 150_001, cardType: 1 }, config)).toEqual({
      allowed: true,
    });
    expect(
      rechargeDecision(
        { ...attempt, amountFen: 150_001, cardType: 3 },
        { ...config, socialCardRechargeMax: 0 },
      ),
    ).toEqual({ allowed: true });
  });
  it('counts top-ups per day where configured', () => {
    expect(rechargeDecision({ ...attempt, todayCount: 3 }, config)).toEqual({ allowed: true });
    expect(
      rechargeDecision({ ...attempt, todayCount: 3 }, { ...config, rechargeDailyCount: 3 }),
    ).toEqual({ allowed: false, reason: 'RECHARGE012', params: { count: '3' } });
    expect(
      rechargeDecision({ ...attempt, todayCount: 2 }, { ...config, rechargeDailyCount: 3 }),
    ).toEqual({ allowed: true });
  });
});

describe('bookingGapTopUp', () => {
  const cfg = { rechargeMinAfterBooking: 30, rechargeMin: 1 };
  it('is the gap when it exceeds the minimum after booking', () => {
    expect(bookingGapTopUp(5000, 1000, cfg)).toBe(4000);
  });
  it('is at least the minimum after booking', () => {
    expect(bookingGapTopUp(1500, 1000, cfg)).toBe(3000);
    expect(bookingGapTopUp(1500, 1000, { rechargeMinAfterBooking: 50, rechargeMin: 1 })).toBe(5000);
  });
  it('rounds the gap to whole fen and never goes below the general minimum', () => {
    expect(bookingGapTopUp(10_000.4, 0, cfg)).toBe(10_000);
    expect(bookingGapTopUp(1500, 1000, { rechargeMinAfterBooking: 0, rechargeMin: 100 })).toBe(
      10_000,
    );
    expect(bookingGapTopUp(1500, 1000, { rechargeMinAfterBooking: 0, rechargeMin: 0 })).toBe(500);
  });
});

describe('parseYuan', () => {
  it('reads yuan with thousands separators and up to two decimals', () => {
    expect(parseYuan('100')).toBe(10_000);
    expect(parseYuan('1,234.5')).toBe(123_450);
    expect(parseYuan('0.5')).toBe(50);
    expect(parseYuan(' 12.34 ')).toBe(1234);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '-5', '01', '1e3', '1,23', '.5'])
      expect(parseYuan(bad)).toBeNull();
  });
});

describe('typedTopUp', () => {
  it('reads an amount in the amount format as fen', () => {
    expect(typedTopUp(' 1,234.5 ')).toEqual({ ok: true, fen: 123_450 });
    expect(typedTopUp('0.05')).toEqual({ ok: true, fen: 5 });
  });
  it('is null while blank', () => {
    expect(typedTopUp('  ')).toBeNull();
  });
  it('refuses a negative number with RECHARGE010 and anything else with C019', () => {
    expect(typedTopUp('-5')).toEqual({ ok: false, reason: 'RECHARGE010' });
    expect(typedTopUp('-0.5')).toEqual({ ok: false, reason: 'RECHARGE010' });
    expect(typedTopUp('0')).toEqual({ ok: false, reason: 'C019' });
    expect(typedTopUp('1.234')).toEqual({ ok: false, reason: 'C019' });
    expect(typedTopUp('abc')).toEqual({ ok: false, reason: 'C019' });
  });
});
