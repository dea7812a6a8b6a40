/**
 * Pure check-in rule (hosState 0 → 3, within checkInOpensMinutes before the
 * appointment). No I/O: the record page shows 'check in' and the server checks in on exactly the same answer.
 */
import type { HospitalConfig } from '../config/hospital-config.ts';
import { hospitalTime, hospitalToday, parseHm, zonedInstant } from '../schedule/schedule.rules.ts';
import { sessionWindow } from '../schedule/session-timing.ts';
import type { AppointmentRuleRecord, RuleContext, RuleDecision } from './appointment.rules.ts';

/** A record as the check-in rule reads it: the appointment rule fields plus its source number's start ('HH:mm'). */
export interface CheckInRuleRecord extends AppointmentRuleRecord {
  /** schTime start of the booked source number, hospital zone. */
  startTime: string;
}

export type CheckInConfig = Pick<HospitalConfig, 'checkInOpensMinutes' | 'noonTimes'>;

/** The refusal keys of canCheckIn (message catalogue CHECKIN001–CHECKIN006). */
export const CHECK_IN_REASONS = {
  /** before the window opens: 'check-in opens at {time}' {time} ('YYYY-MM-DD HH:mm', hospital zone) */
  tooEarly: 'CHECKIN001',
  /** the session has ended: 'the session is over; check-in is closed' */
  tooLate: 'CHECKIN002',
  /** isDopay 0: 'pay the booking before checking in' */
  unpaid: 'CHECKIN003',
  /** state not 1 (cancelled, pending): 'this booking is not valid for check-in' */
  cancelled: 'CHECKIN004',
  /** hosState 3: 'you have already checked in' */
  alreadyCheckedIn: 'CHECKIN005',
  /** hosState 4 (or any other non-0 hosState): 'the hospital cancelled this session; the booking is invalid' */
  hospitalCancelled: 'CHECKIN006',
} as const;

const R = CHECK_IN_REASONS;

/**
 * The instants check-in is open: from checkInOpensMinutes before the appointment's own start time until the end of
 * its session (period). null for an unknown period (then nothing is allowed).
 */
export function checkInWindow(
  record: Pick<CheckInRuleRecord, 'schDate' | 'noonCode' | 'startTime'>,
  ctx: Pick<RuleContext<CheckInConfig>, 'config' | 'timeZone'>,
): { opens: Date; closes: Date } | null {
  const session = sessionWindow(
    record.schDate,
    record.noonCode,
    ctx.config.noonTimes,
    ctx.timeZone,
  );
  if (!session) return null;
  // A number without its own start time (no slots) starts with its session.
  let start =
    parseHm(record.startTime) === null
      ? session.start
      : zonedInstant(record.schDate, record.startTime, ctx.timeZone);
  // A number of a period that runs past midnight may start on the next day: never before the session itself.
  if (start.getTime() < session.start.getTime()) start = new Date(start.getTime() + 86_400_000);
  return {
    opens: new Date(start.getTime() - ctx.config.checkInOpensMinutes * 60_000),
    closes: session.end,
  };
}

/**
 * Check-in: state 1, hosState 0, paid, and now in [opens, closes) of checkInWindow. The state checks come
 * first, so a patient is told the lasting reason (already checked in, cancelled) rather than a passing one (too early).
 */
export function canCheckIn(
  record: CheckInRuleRecord,
  ctx: RuleContext<CheckInConfig>,
): RuleDecision {
  if (record.state !== '1') return { allowed: false, reason: R.cancelled };
  if (record.hosState === '3') return { allowed: false, reason: R.alreadyCheckedIn };
  if (record.hosState !== '0') return { allowed: false, reason: R.hospitalCancelled };
  if (record.isDopay !== '1') return { allowed: false, reason: R.unpaid };
  const window = checkInWindow(record, ctx);
  const t = ctx.now.getTime();
  if (!window || t >= window.closes.getTime()) return { allowed: false, reason: R.tooLate };
  if (t < window.opens.getTime()) {
    return {
      allowed: false,
      reason: R.tooEarly,
      params: {
        time: `${hospitalToday(window.opens, ctx.timeZone)} ${hospitalTime(window.opens, ctx.timeZone)}`,
      },
    };
  }
  return { allowed: true };
}

/**
 * Minimum early arrival: the time ('HH:mm', hospital zone) the patient should be there, arriveEarlyMinutes
 * before the number's own start (the session's start for a number without one); null for an unknown period.
 */
export function arriveBy(
  record: Pick<CheckInRuleRecord, 'schDate' | 'noonCode' | 'startTime'>,
  ctx: Pick<
    RuleContext<Pick<HospitalConfig, 'arriveEarlyMinutes' | 'noonTimes'>>,
    'config' | 'timeZone'
  >,
): string | null {
  const window = checkInWindow(record, {
    config: { ...ctx.config, checkInOpensMinutes: 0 },
    timeZone: ctx.timeZone,
  });
  if (!window) return null;
  return hospitalTime(
    new Date(window.opens.getTime() - ctx.config.arriveEarlyMinutes * 60_000),
    ctx.timeZone,
  );
}
