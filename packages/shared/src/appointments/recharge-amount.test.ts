import { describe, expect, it } from 'vitest';
import { formatYuan, rechargeGap, rechargeLimits, rechargeWindow } from './recharge-amount.ts';

const SH = 'Asia/Shanghai';
const sh = (date: string, hms: string) => new Date(`${date}T${hms}+08:00`);

describe('rechargeGap', () => {
  it('is cost − balance without a given gap', () => {
    expect(rechargeGap(1230, 1000)).toEqual({ allowed: true, amountFen: 230 });
    expect(rechargeGap(1000, 1000)).toEqual({ allowed: true, amountFen: 0 });
  });
  it('prefers the given gap, also when it is 0', () => {
    expect(rechargeGap(1230, 1000, 5000)).toEqual({ allowed: true, amountFen: 5000 });
    expect(rechargeGap(1230, 1000, 0)).toEqual({ allowed: true, amountFen: 0 });
    expect(rechargeGap(1230, 1000, null)).toEqual({ allowed: true, amountFen: 230 });
  });
  it('rounds to whole fen', () => {
    expect(rechargeGap(1230.4, 0)).toEqual({ allowed: true, amountFen: 1230 });
    expect(rechargeGap(0, 0, 12.5)).toEqual({ allowed: true, amountFen: 13 });
  });
  it('below 0 is RECHARGE010', () => {
    expect(rechargeGap(500, 1000)).toEqual({ allowed: false, reason: 'RECHARGE010', params: {} });
    expect(rechargeGap(500, 0, -1)).toEqual({ allowed: false, reason: 'RECHARGE010', params: {} });
    expect(rechargeGap(Number.NaN, 0)).toMatchObject({ allowed: false });
  });
});

describe('formatYuan', () => {
  it('pads to two decimals', () => {
    expect(formatYuan(1230)).toBe('12.30');
    expect(formatYuan(5)).toBe('0.05');
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(100)).toBe('1.00');
    expect(formatYuan(123456789)).toBe('1234567.89');
    expect(formatYuan(-150)).toBe('-1.50');
  });
});

describe('rechargeWindow', () => {
  it('open from start to end inclusive, in the hospital zone (process TZ=UTC)', () => {
    expect(rechargeWindow(sh('2026-11-21', '07:59:59'), '08:00', '22:00', SH)).toEqual({
      allowed: false,
      reason: 'APPOINT029',
      params: { start: '08:00', end: '22:00' },
    });
    expect(rechargeWindow(sh('2026-11-21', '08:00:00'), '08:00', '22:00', SH)).toEqual({
      allowed: true,
    });
    expect(rechargeWindow(sh('2026-11-21', '22:00:59'), '08:00', '22:00', SH)).toEqual({
      allowed: true,
    });
    expect(rechargeWindow(sh('2026-11-21', '22:01:00'), '08:00', '22:00', SH)).toMatchObject({
      allowed: false,
    });
  });
  it('the default 00:00–23:59 is always open', () => {
    expect(rechargeWindow(sh('2026-11-21', '00:00:00'), '00:00', '23:59', SH)).toEqual({
      allowed: true,
    });
    expect(rechargeWindow(sh('2026-11-21', '23:59:59'), '00:00', '23:59', SH)).toEqual({
      allowed: true,
    });
  });
  it('an end before the start runs past midnight', () => {
    expect(rechargeWindow(sh('2026-11-21', '23:00:00'), '22:00', '02:00', SH)).toEqual({
      allowed: true,
    });
    expect(rechargeWindow(sh('2026-11-21', '01:59:00'), '22:00', '02:00', SH)).toEqual({
      allowed: true,
    });
    expect(rechargeWindow(sh('2026-11-21', '12:00:00'), '22:00', '02:00', SH)).toMatchObject({
      allowed: false,
    });
  });
  it('a malformed time refuses', () => {
    expect(rechargeWindow(sh('2026-11-21', '12:00:00'), 'noon', '23:59', SH)).toEqual({
      allowed: false,
      reason: 'APPOINT029',
      params: { start: 'noon', end: '23:59' },
    });
  });
});

describe('rechargeLimits', () => {
  it('RECHARGE003 below the minimum, RECHARGE002 above the maximum, boundaries allowed', () => {
    expect(rechargeLimits(2999, 30, 5000)).toEqual({
      allowed: false,
      reason: 'RECHARGE003',
      params: { amount: '30.00' },
    });
    expect(rechargeLimits(3000, 30, 5000)).toEqual({ allowed: true });
    expect(rechargeLimits(500_000, 30, 5000)).toEqual({ allowed: true });
    expect(rechargeLimits(500_001, 30, 5000)).toEqual({
      allowed: false,
      reason: 'RECHARGE002',
      params: { amount: '5000.00' },
    });
  });
  it('with minimum 0 any positive amount passes, and 0 is refused; maximum 0 means none', () => {
    expect(rechargeLimits(1, 0, 5000)).toEqual({ allowed: true });
    expect(rechargeLimits(0, 0, 5000)).toEqual({
      allowed: false,
      reason: 'RECHARGE003',
      params: { amount: '0.01' },
    });
    expect(rechargeLimits(10_000_000, 0, 0)).toEqual({ allowed: true });
    expect(rechargeLimits(150_001, 0, 1500)).toMatchObject({
      allowed: false,
      reason: 'RECHARGE002',
    });
  });
});
