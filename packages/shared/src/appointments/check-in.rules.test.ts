import { describe, expect, it } from 'vitest';
import { readHospitalConfig, type HospitalConfig } from '../config/hospital-config.ts';
import {
  CHECK_IN_REASONS as R,
  arriveBy,
  canCheckIn,
  checkInWindow,
  type CheckInRuleRecord,
} from './check-in.rules.ts';

// Asia/Shanghai is UTC+8 (no DST); America/New_York changes to standard time on 2026-11-01 at 02:00.
const SH = 'Asia/Shanghai';
const sh = (date: string, hms: string) => new Date(`${date}T${hms}+08:00`);
const defaults = readHospitalConfig([]);

const record = (over: Partial<CheckInRuleRecord> = {}): CheckInRuleRecord => ({
  state: '1',
  hosState: '0',
  isDopay: '1',
  isToday: '0',
  regFee: 500,
  schDate: '2026-11-22',
  noonCode: '1', // morning 08:00–12:00
  startTime: '09:30',
  opTime: '2026-11-20T02:00:00.000Z',
  patientCardId: 'C0001',
  ...over,
});
const ctx = (now: Date, over: Partial<HospitalConfig> = {}, timeZone = SH) => ({
  config: { ...defaults, ...over },
  now,
  timeZone,
});

describe('canCheckIn window (hospital zone)', () => {
  it('opens exactly checkInOpensMinutes (default 120) before the number starts', () => {
    expect(defaults.checkInOpensMinutes).toBe(120);
    expect(canCheckIn(record(), ctx(sh('2026-11-22', '07:29:59.999')))).toEqual({
      allowed: false,
      reason: R.tooEarly,
      params: { time: '2026-11-22 07:30' },
    });
    expect(canCheckIn(record(), ctx(sh('2026-11-22', '07:30:00')))).toEqual({ allowed: true });
  });

  it('stays open until the session ends, then refuses as too late', () => {
    expect(canCheckIn(record(), ctx(sh('2026-11-22', '11:59:59.999'))).allowed).toBe(true);
    expect(canCheckIn(record(), ctx(sh('2026-11-22', '12:00:00')))).toEqual({
      allowed: false,
      reason: R.tooLate,
    });
  });

  it('takes the window from hospital config (e.g. 30 minutes) and the noonTimes of the period', () => {
    const c = { checkInOpensMinutes: 30, noonTimes: { '1': { start: '08:00', end: '10:00' } } };
    expect(canCheckIn(record(), ctx(sh('2026-11-22', '08:59:59'), c)).reason).toBe(R.tooEarly);
    expect(canCheckIn(record(), ctx(sh('2026-11-22', '09:00:00'), c)).allowed).toBe(true);
    expect(canCheckIn(record(), ctx(sh('2026-11-22', '10:00:00'), c)).reason).toBe(R.tooLate);
  });

  it('reads the wall clock in the hospital zone, across a DST change', () => {
    // New York on 2026-11-01 (UTC-5 after 02:00): 09:30 local is 14:30Z, so the window opens at 12:30Z.
    const ny = 'America/New_York';
    const r = record({ schDate: '2026-11-01' });
    expect(canCheckIn(r, ctx(new Date('2026-11-01T12:29:59Z'), {}, ny)).reason).toBe(R.tooEarly);
    expect(canCheckIn(r, ctx(new Date('2026-11-01T12:30:00Z'), {}, ny)).allowed).toBe(true);
    expect(checkInWindow(r, { config: defaults, timeZone: ny })?.closes.toISOString()).toBe(
      '2026-11-01T17:00:00.000Z',
    );
  });

  it('uses the session start for a number without its own start time, and refuses an unknown period', () => {
    expect(
      checkInWindow(record({ startTime: '' }), { config: defaults, timeZone: SH })?.opens,
    ).toEqual(sh('2026-11-22', '06:00:00'));
    expect(canCheckIn(record({ noonCode: '9' }), ctx(sh('2026-11-22', '09:00:00'))).reason).toBe(
      R.tooLate,
    );
  });

  it('puts a number after midnight of an overnight period on the next day', () => {
    const c = { noonTimes: { '3': { start: '22:00', end: '02:00' } } };
    const w = checkInWindow(record({ noonCode: '3', startTime: '00:30' }), {
      config: { ...defaults, ...c },
      timeZone: SH,
    });
    expect(w).toEqual({
      opens: sh('2026-11-22', '22:30:00'),
      closes: sh('2026-11-23', '02:00:00'),
    });
  });
});

describe('canCheckIn state refusals (inside the window)', () => {
  const now = sh('2026-11-22', '09:00:00');
  it.each([
    ['unpaid', { isDopay: '0' }, R.unpaid],
    ['cancelled', { state: 'cancelled' }, R.cancelled],
    ['pending', { state: '3' }, R.cancelled],
    ['already checked in', { hosState: '3' }, R.alreadyCheckedIn],
    ['hospital-cancelled', { hosState: '4' }, R.hospitalCancelled],
  ] as const)('%s', (_name, over, reason) => {
    expect(canCheckIn(record(over), ctx(now))).toEqual({ allowed: false, reason });
  });

  it('tells the lasting reason before the passing one (checked in, then too late)', () => {
    expect(canCheckIn(record({ hosState: '3' }), ctx(sh('2026-11-23', '09:00:00'))).reason).toBe(
      R.alreadyCheckedIn,
    );
  });
});

describe('arriveBy', () => {
  const ctx = (minutes: number) => ({
    config: { arriveEarlyMinutes: minutes, noonTimes: { '1': { start: '08:00', end: '12:00' } } },
    timeZone: 'Asia/Shanghai',
  });
  it('is arriveEarlyMinutes before the number starts, in the hospital zone', () => {
    expect(arriveBy({ schDate: '2026-12-01', noonCode: '1', startTime: '09:30' }, ctx(15))).toBe(
      '09:15',
    );
    expect(arriveBy({ schDate: '2026-12-01', noonCode: '1', startTime: '09:30' }, ctx(30))).toBe(
      '09:00',
    );
  });
  it('uses the session start for a number without a time, and knows no unknown period', () => {
    expect(arriveBy({ schDate: '2026-12-01', noonCode: '1', startTime: '' }, ctx(15))).toBe(
      '07:45',
    );
    expect(
      arriveBy({ schDate: '2026-12-01', noonCode: '9', startTime: '09:30' }, ctx(15)),
    ).toBeNull();
  });
});
