import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  payDeadline,
  payPromptShown,
  type AppointmentRuleRecord,
} from '../appointments/appointment.rules.ts';
import {
  BOOKING_CLOSED_REASONS as R,
  DEFAULT_NOON_TIMES,
  numberBookable,
  sessionStart,
  slotTimes,
} from './session-timing.ts';

// The edges of one session, in the hospital's zone, with a fake clock. The process runs TZ=UTC:
// every instant below is written in Shanghai wall-clock time (UTC+8) to show the zone is the hospital's.
const SH = 'Asia/Shanghai';
const NY = 'America/New_York';
const cfg = { releaseTime: '08:00', scheduleDays: 14, noonTimes: DEFAULT_NOON_TIMES };
const sh = (date: string, time: string) => new Date(`${date}T${time}+08:00`);
/** Monday 2026-11-23, morning period '1' (08:00–12:00 Shanghai); released 14 days before at 08:00. */
const morning = { date: '2026-11-23', noonCode: '1' };
const bookableAt = (session: { date: string; noonCode: string }, c = cfg, timeZone = SH) =>
  numberBookable(session, c, new Date(), timeZone);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('numberBookable at the edges of a session', () => {
  it('before release: refused with APPOINT003 and the release moment', () => {
    vi.setSystemTime(sh('2026-11-09', '07:59:59'));
    expect(bookableAt(morning)).toEqual({
      allowed: false,
      reason: R.notReleased,
      params: { time: sh('2026-11-09', '08:00:00').toISOString() },
    });
  });
  it('at release: open', () => {
    vi.setSystemTime(sh('2026-11-09', '08:00:00'));
    expect(bookableAt(morning)).toEqual({ allowed: true });
  });
  it('just before the period starts: open', () => {
    vi.setSystemTime(sh('2026-11-23', '07:59:59'));
    expect(bookableAt(morning)).toEqual({ allowed: true });
  });
  it('at the period start: closed with APPOINT060 and the start time', () => {
    vi.setSystemTime(sh('2026-11-23', '08:00:00'));
    expect(bookableAt(morning)).toEqual({
      allowed: false,
      reason: R.started,
      params: { time: sh('2026-11-23', '08:00:00').toISOString() },
    });
  });
  it('after the start (the 08:39 of the issue): closed, even for a slot that starts later in the period', () => {
    vi.setSystemTime(sh('2026-11-23', '08:39:00'));
    expect(bookableAt(morning)).toMatchObject({ allowed: false, reason: R.started });
    // The 11:00 slot has not begun, but the period has: payment is closed, so booking is too.
    expect(slotTimes(morning.date, morning.noonCode, 4, DEFAULT_NOON_TIMES, SH)[3]!.startTime).toBe(
      '11:00',
    );
    // The afternoon of the same day is still open.
    expect(bookableAt({ date: '2026-11-23', noonCode: '2' })).toEqual({ allowed: true });
  });
  it('after the end: APPOINT002', () => {
    vi.setSystemTime(sh('2026-11-23', '12:00:00'));
    expect(bookableAt(morning)).toEqual({ allowed: false, reason: R.past });
  });
  it('an unknown period closes at the start of its date', () => {
    vi.setSystemTime(sh('2026-11-22', '23:59:59'));
    expect(bookableAt({ date: '2026-11-23', noonCode: '9' })).toEqual({ allowed: true });
    vi.setSystemTime(sh('2026-11-23', '00:00:00'));
    expect(bookableAt({ date: '2026-11-23', noonCode: '9' })).toMatchObject({
      allowed: false,
      reason: R.started,
    });
  });
  it("uses the hospital's zone, DST included (New York)", () => {
    // 2026-03-09 is the first Monday after spring-forward: 08:00 EDT is 12:00 UTC.
    vi.setSystemTime(new Date('2026-03-09T11:59:59Z'));
    expect(bookableAt({ date: '2026-03-09', noonCode: '1' }, cfg, NY)).toEqual({ allowed: true });
    vi.setSystemTime(new Date('2026-03-09T12:00:00Z'));
    expect(bookableAt({ date: '2026-03-09', noonCode: '1' }, cfg, NY)).toMatchObject({
      allowed: false,
      reason: R.started,
    });
    // The same instant is 20:00 in Shanghai: its evening session of 2026-03-09 has started too, the next day's morning not.
    expect(bookableAt({ date: '2026-03-10', noonCode: '1' })).toEqual({ allowed: true });
  });
});

describe('bookable ⇒ payable: booking closes exactly when payment does', () => {
  const record = (opTime: Date): AppointmentRuleRecord => ({
    state: '1',
    hosState: '0',
    isDopay: '0',
    isToday: '1',
    regFee: 500,
    schDate: morning.date,
    noonCode: morning.noonCode,
    opTime: opTime.toISOString(),
    patientCardId: 'card-1',
  });
  const payCfg = {
    payTimeLimitSeconds: 900,
    payScheduleRestriction: true,
    payPromptEnabled: true,
    noonTimes: DEFAULT_NOON_TIMES,
  };
  it('the pay deadline of a booking made while bookable is never before now; at the start both close', () => {
    for (const t of ['07:00:00', '07:59:59']) {
      vi.setSystemTime(sh('2026-11-23', t));
      const now = new Date();
      expect(bookableAt(morning).allowed).toBe(true);
      expect(payPromptShown(record(now), { config: payCfg, now, timeZone: SH }).allowed).toBe(true);
    }
    vi.setSystemTime(sh('2026-11-23', '08:00:00'));
    const now = new Date();
    expect(bookableAt(morning).allowed).toBe(false);
    expect(payDeadline(record(now), { config: payCfg, now, timeZone: SH })).toEqual(
      sessionStart(morning.date, morning.noonCode, DEFAULT_NOON_TIMES, SH),
    );
    expect(payPromptShown(record(now), { config: payCfg, now, timeZone: SH }).allowed).toBe(false);
  });
});
