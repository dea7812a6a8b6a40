import { describe, expect, it } from 'vitest';
import { readHospitalConfig, type HospitalConfig } from '../config/hospital-config.ts';
import {
  APPOINTMENT_RULE_REASONS as R,
  DELETE_CONFIRM_KEY,
  canCancel,
  canDelete,
  hosStateCancelledPromptShown,
  payDeadline,
  payPromptShown,
  refundAllowed,
  type AppointmentRuleRecord,
} from './appointment.rules.ts';

// Asia/Shanghai is UTC+8 (no DST): local 08:00 on 2026-11-21 is 2026-11-21T00:00Z.
const SH = 'Asia/Shanghai';
const at = (iso: string) => new Date(iso);
/** The instant of a Shanghai wall-clock time. */
const sh = (date: string, hms: string) => new Date(`${date}T${hms}+08:00`);

const item = (configKey: string, configValue: string) => ({
  configType: 'APPOINTMENT',
  configKey,
  configValue,
});
const defaults: HospitalConfig = readHospitalConfig([]);
const cfg = (over: Partial<HospitalConfig> = {}): HospitalConfig => ({ ...defaults, ...over });

const record = (over: Partial<AppointmentRuleRecord> = {}): AppointmentRuleRecord => ({
  state: '1',
  hosState: '0',
  isDopay: '0',
  isToday: '0',
  regFee: 500,
  schDate: '2026-11-22',
  noonCode: '1', // morning 08:00–12:00
  opTime: '2026-11-20T02:00:00.000Z',
  patientCardId: 'C0001',
  ...over,
});

const ctx = (now: Date, over: Partial<HospitalConfig> = {}) => ({
  config: cfg(over),
  now,
  timeZone: SH,
});

describe('config defaults', () => {
  it('reads the appointment, refund and recharge fields with their defaults and parses stored strings', () => {
    expect(defaults).toMatchObject({
      cancelEnabled: true,
      cancelPaidEnabled: true,
      signInCancelEnabled: false,
      cancelDays: '0',
      cancelDaysSameDay: 'none',
      cancelTimeMode: 'period',
      cancelIntervalMinutes: 120,
      cancelPeriodEnds: {},
      payTimeLimitSeconds: 900,
      payScheduleRestriction: true,
      payPromptEnabled: true,
      deleteDelayDays: 1,
      hosStateCancelledPrompt: false,
      cancelMaxAgeDays: 30,
      refundMonths: 3,
      rechargeStartTime: '00:00',
      rechargeEndTime: '23:59',
      rechargeMin: 0,
      rechargeMax: 5000,
    });
    const read = readHospitalConfig([
      item('cancelDays', 'none'),
      item('cancelDaysSameDay', '2'),
      item('cancelTimeMode', 'interval'),
      item('cancelPeriodEnds', '{"1":"07:30","2":"12:00"}'),
      item('payTimeLimitSeconds', '86400'),
      item('signInCancelEnabled', '1'),
    ]);
    expect(read).toMatchObject({
      cancelDays: 'none',
      cancelDaysSameDay: '2',
      cancelTimeMode: 'interval',
      cancelPeriodEnds: { '1': '07:30', '2': '12:00' },
      payTimeLimitSeconds: 86400,
      signInCancelEnabled: true,
    });
  });
  it('falls back to the default on a malformed value', () => {
    const read = readHospitalConfig([
      item('cancelDays', 'soon'),
      item('cancelTimeMode', 'whenever'),
      item('cancelPeriodEnds', '{"1":"25:00"}'),
      item('payTimeLimitSeconds', '-1'),
      item('rechargeEndTime', '24:00'),
    ]);
    expect(read).toMatchObject({
      cancelDays: '0',
      cancelTimeMode: 'period',
      cancelPeriodEnds: {},
      payTimeLimitSeconds: 900,
      rechargeEndTime: '23:59',
    });
  });
});

describe('canCancel: record and config conditions', () => {
  const now = sh('2026-11-21', '10:00:00');

  it('allows a valid, unpaid advance booking after the cutoff date', () => {
    expect(canCancel(record(), ctx(now))).toEqual({ allowed: true });
  });
  it('requires state 1 (a pending state 3 or a cancelled booking is refused)', () => {
    expect(canCancel(record({ state: '3' }), ctx(now))).toEqual({
      allowed: false,
      reason: R.notValid,
    });
    expect(canCancel(record({ state: '2' }), ctx(now))).toEqual({
      allowed: false,
      reason: R.notValid,
    });
  });
  it('requires hosState 0, or 3 with signInCancelEnabled; hosState 4 is the schedule-cancelled refusal', () => {
    expect(canCancel(record({ hosState: '3' }), ctx(now))).toEqual({
      allowed: false,
      reason: R.signedIn,
    });
    expect(canCancel(record({ hosState: '3' }), ctx(now, { signInCancelEnabled: true }))).toEqual({
      allowed: true,
    });
    expect(canCancel(record({ hosState: '4' }), ctx(now, { signInCancelEnabled: true }))).toEqual({
      allowed: false,
      reason: R.scheduleCancelled,
    });
    expect(canCancel(record({ hosState: '1' }), ctx(now, { signInCancelEnabled: true }))).toEqual({
      allowed: false,
      reason: R.hosStateOther,
    });
  });
  it('requires the cancel feature', () => {
    expect(canCancel(record(), ctx(now, { cancelEnabled: false }))).toEqual({
      allowed: false,
      reason: R.cancelDisabled,
    });
  });
  it('paid: allowed with cancelPaidEnabled, refused without; unpaid ignores the flag', () => {
    expect(canCancel(record({ isDopay: '1' }), ctx(now))).toEqual({ allowed: true });
    expect(canCancel(record({ isDopay: '1' }), ctx(now, { cancelPaidEnabled: false }))).toEqual({
      allowed: false,
      reason: R.paidCancelDisabled,
    });
    expect(canCancel(record({ isDopay: '0' }), ctx(now, { cancelPaidEnabled: false }))).toEqual({
      allowed: true,
    });
  });
  it('refused once opTime is more than cancelMaxAgeDays old (exactly 30 days is still allowed)', () => {
    const cancelDays = 'none'; // isolate the age rule from the cutoff
    const exactly30 = record({ opTime: '2026-10-22T02:00:00.000Z' });
    expect(canCancel(exactly30, ctx(at('2026-11-21T02:00:00.000Z'), { cancelDays }))).toEqual({
      allowed: true,
    });
    expect(canCancel(exactly30, ctx(at('2026-11-21T02:01:00.000Z'), { cancelDays }))).toEqual({
      allowed: false,
      reason: R.tooOld,
      params: { days: 30 },
    });
    expect(
      canCancel(
        exactly30,
        ctx(at('2026-11-21T02:01:00.000Z'), { cancelDays, cancelMaxAgeDays: 31 }),
      ),
    ).toEqual({
      allowed: true,
    });
    expect(canCancel(record({ opTime: 'not a time' }), ctx(now, { cancelDays }))).toMatchObject({
      allowed: false,
      reason: R.tooOld,
    });
  });
});

describe('canCancel: cutoff date (hospital zone, process TZ=UTC)', () => {
  it('cancelDays 0: a date after today is allowed, a past date refused', () => {
    const now = sh('2026-11-21', '23:59:00');
    expect(canCancel(record({ schDate: '2026-11-22' }), ctx(now))).toEqual({ allowed: true });
    expect(canCancel(record({ schDate: '2026-11-20' }), ctx(now))).toMatchObject({
      allowed: false,
      reason: R.cancelDeadlinePassed,
    });
  });
  it("today is the hospital's date, not UTC's: 01:00 in Shanghai is 17:00Z of the previous UTC day", () => {
    const now = at('2026-11-21T17:00:00Z'); // 2026-11-22 01:00 in Shanghai
    expect(canCancel(record({ schDate: '2026-11-22', noonCode: '1' }), ctx(now))).toEqual({
      allowed: true,
    }); // before 08:00
    expect(canCancel(record({ schDate: '2026-11-21' }), ctx(now))).toMatchObject({
      allowed: false,
      reason: R.cancelDeadlinePassed,
    });
  });
  it('cancelDays 1: the cutoff moves at local midnight, then the period time applies on the cutoff date', () => {
    const c = { cancelDays: '1' };
    const r = record({ schDate: '2026-11-23', noonCode: '1' });
    expect(canCancel(r, ctx(sh('2026-11-21', '23:59:59'), c))).toEqual({ allowed: true }); // cutoff 22 < 23
    expect(canCancel(r, ctx(sh('2026-11-22', '00:00:00'), c))).toEqual({ allowed: true }); // cutoff 23, 00:00 < 08:00
    expect(canCancel(r, ctx(sh('2026-11-22', '07:59:00'), c))).toEqual({ allowed: true });
    expect(canCancel(r, ctx(sh('2026-11-22', '08:00:00'), c))).toMatchObject({
      allowed: false,
      reason: R.cancelDeadlinePassed,
    });
    expect(canCancel(r, ctx(sh('2026-11-23', '00:00:00'), c))).toMatchObject({
      allowed: false,
      reason: R.cancelDeadlinePassed,
    });
  });
  it("'none' means no limit, even after the session has started", () => {
    const now = sh('2026-11-22', '11:00:00');
    expect(canCancel(record({ schDate: '2026-11-22' }), ctx(now, { cancelDays: 'none' }))).toEqual({
      allowed: true,
    });
    expect(canCancel(record({ schDate: '2026-11-20' }), ctx(now, { cancelDays: 'none' }))).toEqual({
      allowed: true,
    });
  });
  it("same-day registrations use cancelDaysSameDay (default 'none'), advance bookings cancelDays", () => {
    const now = sh('2026-11-22', '11:00:00');
    const sameDay = record({ schDate: '2026-11-22', isToday: '1' });
    expect(canCancel(sameDay, ctx(now))).toEqual({ allowed: true });
    expect(canCancel(sameDay, ctx(now, { cancelDaysSameDay: '0' }))).toMatchObject({
      allowed: false,
      reason: R.cancelDeadlinePassed,
    });
    expect(
      canCancel(sameDay, ctx(sh('2026-11-22', '07:59:00'), { cancelDaysSameDay: '0' })),
    ).toEqual({ allowed: true });
    // The same booking as an advance one follows cancelDays 0.
    expect(
      canCancel(
        record({ schDate: '2026-11-22', isToday: '0' }),
        ctx(now, { cancelDaysSameDay: 'none' }),
      ),
    ).toMatchObject({
      allowed: false,
      reason: R.cancelDeadlinePassed,
    });
  });
  it('a malformed cutoff (passed directly) counts as 0 days', () => {
    const r = record({ schDate: '2026-11-21' });
    expect(canCancel(r, ctx(sh('2026-11-21', '07:00:00'), { cancelDays: 'soon' }))).toEqual({
      allowed: true,
    });
    expect(canCancel(r, ctx(sh('2026-11-21', '09:00:00'), { cancelDays: 'soon' }))).toMatchObject({
      allowed: false,
    });
  });
});

describe("canCancel: 'period' time condition on the cutoff date", () => {
  const r = record({ schDate: '2026-11-21', noonCode: '2' }); // afternoon starts 13:30
  it('without cancelPeriodEnds, the period start: before allowed, at it refused', () => {
    expect(canCancel(r, ctx(sh('2026-11-21', '13:29:59')))).toEqual({ allowed: true });
    expect(canCancel(r, ctx(sh('2026-11-21', '13:30:00')))).toMatchObject({
      allowed: false,
      reason: R.cancelDeadlinePassed,
    });
  });
  it('cancelPeriodEnds overrides per period (dawn, morning, noon, afternoon, evening)', () => {
    const ends = { '0': '06:00', '1': '07:00', '4': '11:00', '2': '12:00', '3': '17:00' };
    const cases: [string, string][] = [
      ['0', '06:00'],
      ['1', '07:00'],
      ['4', '11:00'],
      ['2', '12:00'],
      ['3', '17:00'],
    ];
    for (const [noonCode, end] of cases) {
      const rr = record({ schDate: '2026-11-21', noonCode });
      const minuteBefore = new Date(sh('2026-11-21', `${end}:00`).getTime() - 60_000);
      expect(canCancel(rr, ctx(minuteBefore, { cancelPeriodEnds: ends })), noonCode).toEqual({
        allowed: true,
      });
      expect(
        canCancel(rr, ctx(sh('2026-11-21', `${end}:00`), { cancelPeriodEnds: ends })),
        noonCode,
      ).toMatchObject({
        allowed: false,
        reason: R.cancelDeadlinePassed,
      });
    }
  });
  it('a period listed in neither cancelPeriodEnds nor noonTimes is refused on the cutoff date', () => {
    const unknown = record({ schDate: '2026-11-21', noonCode: '9' });
    expect(canCancel(unknown, ctx(sh('2026-11-21', '00:30:00')))).toMatchObject({
      allowed: false,
      reason: R.cancelDeadlinePassed,
    });
    expect(
      canCancel(
        record({ schDate: '2026-11-22', noonCode: '9' }),
        ctx(sh('2026-11-21', '00:30:00')),
      ),
    ).toEqual({
      allowed: true,
    });
  });
});

describe("canCancel: 'interval' time condition on the cutoff date", () => {
  const c = { cancelTimeMode: 'interval', cancelIntervalMinutes: 120 };
  const r = record({ schDate: '2026-11-21', noonCode: '2' }); // 13:30 start → limit 11:30
  it('allowed exactly at session start − interval, refused one minute after', () => {
    expect(canCancel(r, ctx(sh('2026-11-21', '11:30:00'), c))).toEqual({ allowed: true });
    expect(canCancel(r, ctx(sh('2026-11-21', '11:31:00'), c))).toMatchObject({
      allowed: false,
      reason: R.cancelDeadlinePassed,
    });
  });
  it('follows cancelIntervalMinutes and noonTimes', () => {
    expect(
      canCancel(r, ctx(sh('2026-11-21', '13:00:00'), { ...c, cancelIntervalMinutes: 30 })),
    ).toEqual({ allowed: true });
    expect(
      canCancel(r, ctx(sh('2026-11-21', '13:01:00'), { ...c, cancelIntervalMinutes: 30 })),
    ).toMatchObject({
      allowed: false,
    });
    const noonTimes = { '2': { start: '14:00', end: '17:00' } };
    expect(canCancel(r, ctx(sh('2026-11-21', '12:00:00'), { ...c, noonTimes }))).toEqual({
      allowed: true,
    });
  });
  it('with cancelDays 1 the session on the cutoff date is the next day, so the interval holds all today', () => {
    const tomorrow = record({ schDate: '2026-11-22', noonCode: '1' });
    expect(
      canCancel(tomorrow, ctx(sh('2026-11-21', '23:59:00'), { ...c, cancelDays: '1' })),
    ).toEqual({ allowed: true });
    expect(
      canCancel(tomorrow, ctx(sh('2026-11-22', '00:00:00'), { ...c, cancelDays: '1' })),
    ).toMatchObject({
      allowed: false,
    });
  });
  it('an unknown period is refused on the cutoff date', () => {
    expect(
      canCancel(
        record({ schDate: '2026-11-21', noonCode: '9' }),
        ctx(sh('2026-11-21', '00:01:00'), c),
      ),
    ).toMatchObject({
      allowed: false,
      reason: R.cancelDeadlinePassed,
    });
  });
});

describe('canCancel: when cancelling closed (the record says why, and since when)', () => {
  const when = (r: Parameters<typeof canCancel>[0], now: Date, c = {}) =>
    canCancel(r, ctx(now, c)).params?.time;
  it("'period': the period's start (or its cancelPeriodEnds time) on the cutoff date", () => {
    const r = record({ schDate: '2026-11-23', noonCode: '1' });
    expect(when(r, sh('2026-11-22', '09:00:00'), { cancelDays: '1' })).toBe('2026-11-22 08:00');
    expect(
      when(r, sh('2026-11-23', '09:00:00'), {
        cancelDays: '1',
        cancelPeriodEnds: { '1': '07:30' },
      }),
    ).toBe('2026-11-22 07:30');
  });
  it("'interval': the interval before the session, or the end of the cutoff date when that comes first", () => {
    const c = { cancelTimeMode: 'interval', cancelIntervalMinutes: 120 };
    expect(
      when(record({ schDate: '2026-11-21', noonCode: '2' }), sh('2026-11-21', '12:00:00'), c),
    ).toBe('2026-11-21 11:30');
    expect(
      when(record({ schDate: '2026-11-22', noonCode: '1' }), sh('2026-11-22', '00:30:00'), {
        ...c,
        cancelDays: '1',
      }),
    ).toBe('2026-11-22 00:00');
  });
  it('an unknown period closes at the start of the cutoff date', () => {
    expect(
      when(record({ schDate: '2026-11-21', noonCode: '9' }), sh('2026-11-21', '00:30:00')),
    ).toBe('2026-11-21 00:00');
  });
});

describe('canCancel: the always-allow hospitals (config alwaysAllowCancel)', () => {
  it('such a hospital skips the cutoff, but not the state, paid-cancel or age checks', () => {
    const always = { alwaysAllowCancel: true };
    const now = sh('2026-11-22', '11:00:00');
    const late = record({ schDate: '2026-11-22' });
    expect(canCancel(late, ctx(now, always))).toEqual({ allowed: true });
    expect(canCancel(late, ctx(now))).toMatchObject({
      allowed: false,
      reason: R.cancelDeadlinePassed,
    });
    expect(canCancel(record({ state: '3' }), ctx(now, always))).toMatchObject({
      allowed: false,
      reason: R.notValid,
    });
    expect(
      canCancel(record({ isDopay: '1' }), ctx(now, { ...always, cancelPaidEnabled: false })),
    ).toMatchObject({ allowed: false });
    expect(canCancel(record({ opTime: '2026-09-01T00:00:00Z' }), ctx(now, always))).toMatchObject({
      allowed: false,
      reason: R.tooOld,
    });
  });
});

describe('payDeadline / payPromptShown', () => {
  const opTime = '2026-11-21T02:00:00.000Z'; // 10:00 Shanghai
  const r = record({ opTime, schDate: '2026-11-22', noonCode: '1' }); // session starts 2026-11-22 08:00 local
  const op = at(opTime).getTime();

  it('shows for a valid, unpaid, fee-bearing booking with a card within the pay limit', () => {
    expect(payPromptShown(r, ctx(at(opTime)))).toEqual({ allowed: true });
    expect(payDeadline(r, ctx(at(opTime)))).toEqual(new Date(op + 900_000));
  });
  it('needs state 1, hosState 0, unpaid, regFee > 0, a card id and the prompt flag', () => {
    const now = at(opTime);
    expect(payPromptShown(record({ ...r, state: '3' }), ctx(now))).toEqual({
      allowed: false,
      reason: R.notValid,
    });
    expect(payPromptShown(record({ ...r, hosState: '3' }), ctx(now))).toEqual({
      allowed: false,
      reason: R.hosStateOther,
    });
    expect(payPromptShown(record({ ...r, hosState: '4' }), ctx(now))).toEqual({
      allowed: false,
      reason: R.scheduleCancelled,
    });
    expect(payPromptShown(record({ ...r, isDopay: '1' }), ctx(now))).toEqual({
      allowed: false,
      reason: R.alreadyPaid,
    });
    expect(payPromptShown(record({ ...r, regFee: 0 }), ctx(now))).toEqual({
      allowed: false,
      reason: R.nothingToPay,
    });
    expect(payPromptShown(record({ ...r, patientCardId: '' }), ctx(now))).toEqual({
      allowed: false,
      reason: R.nothingToPay,
    });
    expect(payPromptShown(r, ctx(now, { payPromptEnabled: false }))).toEqual({
      allowed: false,
      reason: R.nothingToPay,
    });
  });
  it('payTimeLimitSeconds since opTime: one second before allowed, at the limit expired', () => {
    expect(payPromptShown(r, ctx(new Date(op + 899_000)))).toEqual({ allowed: true });
    expect(payPromptShown(r, ctx(new Date(op + 900_000)))).toEqual({
      allowed: false,
      reason: R.payDeadlinePassed,
    });
    expect(payPromptShown(r, ctx(new Date(op + 1_799_000), { payTimeLimitSeconds: 1800 }))).toEqual(
      { allowed: true },
    );
  });
  it('86400 s means no limit; 86399 s is a real limit', () => {
    const later = new Date(op + 20 * 3_600_000); // 2026-11-22 06:00 local, before the session
    expect(payPromptShown(r, ctx(later, { payTimeLimitSeconds: 86400 }))).toEqual({
      allowed: true,
    });
    expect(payDeadline(r, ctx(later, { payTimeLimitSeconds: 86400 }))).toEqual(
      sh('2026-11-22', '08:00:00'),
    );
    expect(
      payDeadline(r, ctx(later, { payTimeLimitSeconds: 86400, payScheduleRestriction: false })),
    ).toBeNull();
    const r2 = record({ ...r, schDate: '2026-11-30' });
    expect(
      payPromptShown(r2, ctx(new Date(op + 86_399_000), { payTimeLimitSeconds: 86399 })),
    ).toMatchObject({
      allowed: false,
    });
    expect(
      payPromptShown(r2, ctx(new Date(op + 86_399_000), { payTimeLimitSeconds: 86400 })),
    ).toEqual({ allowed: true });
  });
  it('schedule-time restriction: no payment once the session has started (hospital zone)', () => {
    const c = { payTimeLimitSeconds: 86400 };
    expect(payPromptShown(r, ctx(sh('2026-11-22', '07:59:59'), c))).toEqual({ allowed: true });
    expect(payPromptShown(r, ctx(sh('2026-11-22', '08:00:00'), c))).toEqual({
      allowed: false,
      reason: R.payDeadlinePassed,
    });
    expect(
      payPromptShown(r, ctx(sh('2026-11-22', '09:00:00'), { ...c, payScheduleRestriction: false })),
    ).toEqual({
      allowed: true,
    });
  });
  it('a booking the hospital cancelled (hosState 4) has no deadline: it never expires', () => {
    const cancelled = record({ ...r, hosState: '4' });
    expect(payDeadline(cancelled, ctx(at(opTime)))).toBeNull();
    expect(payDeadline(record({ ...cancelled, opTime: 'garbage' }), ctx(at(opTime)))).toBeNull();
  });
  it('the deadline is the earlier of the pay limit and the session start', () => {
    const close = record({ ...r, opTime: '2026-11-21T23:50:00Z' }); // 07:50 local, session at 08:00
    expect(payDeadline(close, ctx(at('2026-11-21T23:50:00Z')))).toEqual(
      sh('2026-11-22', '08:00:00'),
    );
  });
  it('an unknown period restricts from the start of its date; a malformed opTime counts as expired', () => {
    const unknown = record({ ...r, noonCode: '9' });
    expect(payDeadline(unknown, ctx(at(opTime), { payTimeLimitSeconds: 86400 }))).toEqual(
      sh('2026-11-22', '00:00:00'),
    );
    const bad = record({ ...r, opTime: 'garbage' });
    expect(payDeadline(bad, ctx(at(opTime)))).toEqual(new Date(0));
    expect(payPromptShown(bad, ctx(at(opTime)))).toEqual({
      allowed: false,
      reason: R.payDeadlinePassed,
    });
  });
});

describe('canDelete', () => {
  const r = record({ schDate: '2026-11-20' });
  it('from schDate + deleteDelayDays in the hospital zone (local midnight is 16:00Z)', () => {
    expect(canDelete(r, ctx(at('2026-11-20T15:59:59Z')))).toEqual({
      allowed: false,
      reason: R.deleteTooEarly,
      params: { date: '2026-11-21' },
    });
    expect(canDelete(r, ctx(at('2026-11-20T16:00:00Z')))).toEqual({ allowed: true }); // 2026-11-21 00:00 local
    expect(canDelete(r, ctx(at('2026-11-20T08:00:00Z')))).toMatchObject({ allowed: false }); // 16:00 local on the 20th
  });
  it('delay 0 allows on the schedule date itself; a larger delay waits longer', () => {
    expect(canDelete(r, ctx(sh('2026-11-20', '00:00:00'), { deleteDelayDays: 0 }))).toEqual({
      allowed: true,
    });
    expect(canDelete(r, ctx(sh('2026-11-19', '23:59:59'), { deleteDelayDays: 0 }))).toMatchObject({
      allowed: false,
    });
    expect(canDelete(r, ctx(sh('2026-11-22', '23:59:59'), { deleteDelayDays: 3 }))).toMatchObject({
      allowed: false,
      params: { date: '2026-11-23' },
    });
    expect(canDelete(r, ctx(sh('2026-11-23', '00:00:00'), { deleteDelayDays: 3 }))).toEqual({
      allowed: true,
    });
  });
  it('confirmation uses APPOINT040', () => {
    expect(DELETE_CONFIRM_KEY).toBe('APPOINT040');
  });
});

describe('refundAllowed', () => {
  it('within refundMonths calendar months of payment, inclusive', () => {
    const paid = at('2026-08-21T10:00:00Z');
    expect(refundAllowed(paid, at('2026-11-21T10:00:00Z'), 3)).toEqual({ allowed: true });
    expect(refundAllowed(paid, at('2026-11-21T10:00:00.001Z'), 3)).toEqual({
      allowed: false,
      reason: R.refundExpired,
      params: { months: 3 },
    });
  });
  it('clamps to the end of a shorter month', () => {
    const paid = at('2026-11-30T12:00:00Z');
    expect(refundAllowed(paid, at('2027-02-28T12:00:00Z'), 3)).toEqual({ allowed: true });
    expect(refundAllowed(paid, at('2027-02-28T12:00:01Z'), 3)).toMatchObject({ allowed: false });
  });
});

describe('hosStateCancelledPromptShown', () => {
  it('state 1 with hosState 4, only where configured', () => {
    const on = { hosStateCancelledPrompt: true };
    expect(hosStateCancelledPromptShown({ state: '1', hosState: '4' }, on)).toBe(true);
    expect(
      hosStateCancelledPromptShown(
        { state: '1', hosState: '4' },
        { hosStateCancelledPrompt: false },
      ),
    ).toBe(false);
    expect(hosStateCancelledPromptShown({ state: '3', hosState: '4' }, on)).toBe(false);
    expect(hosStateCancelledPromptShown({ state: '1', hosState: '0' }, on)).toBe(false);
  });
});
