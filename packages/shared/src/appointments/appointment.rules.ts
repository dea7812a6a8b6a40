/**
 * Pure rules of an appointment record (cancel allowed, pay prompt shown, delete allowed; refund
 * and cancellation-age limits; docs/booking-rules.md). No I/O: every function takes `now` and the hospital's zone and returns a decision,
 * so the record page and the server agree (the server refuses what the page would not offer).
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { MessageParams } from '../api/envelope.ts';
import type { HospitalConfig } from '../config/hospital-config.ts';
import {
  addDays,
  hospitalTime,
  hospitalToday,
  parseHm,
  zonedInstant,
} from '../schedule/schedule.rules.ts';
import { sessionStart, sessionWindow } from '../schedule/session-timing.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The fields of a appointment record these rules read (an AppointmentRecord fits). */
export interface AppointmentRuleRecord {
  /** '1' valid/booked, '3' pending. */
  state: string;
  /** '0' not checked in, '3' signed in, '4' schedule cancelled by the hospital. */
  hosState: string;
  /** '0' unpaid, '1' paid. */
  isDopay: string;
  /** '0' advance appointment, '1' same-day registration. */
  isToday: string;
  /** Integer fen. */
  regFee: number;
  /** 'YYYY-MM-DD' in the hospital's zone. */
  schDate: string;
  noonCode: string;
  /** ISO instant the booking was made. */
  opTime: string;
  patientCardId: string;
}

/** A rule's answer; `reason` is a message key (see APPOINTMENT_RULE_REASONS) with its `params`. */
export interface RuleDecision {
  allowed: boolean;
  reason?: string;
  params?: MessageParams;
}

/** What every rule is evaluated against: the hospital's config fields, the instant and the hospital's zone. */
export interface RuleContext<C> {
  config: C;
  now: Date;
  timeZone: string;
}

export type CancelConfig = Pick<
  HospitalConfig,
  | 'cancelEnabled'
  | 'cancelPaidEnabled'
  | 'signInCancelEnabled'
  | 'cancelDays'
  | 'cancelDaysSameDay'
  | 'cancelTimeMode'
  | 'cancelIntervalMinutes'
  | 'cancelPeriodEnds'
  | 'cancelMaxAgeDays'
  | 'noonTimes'
  | 'alwaysAllowCancel'
>;
export type PayPromptConfig = Pick<
  HospitalConfig,
  'payTimeLimitSeconds' | 'payScheduleRestriction' | 'payPromptEnabled' | 'noonTimes'
>;
export type DeleteConfig = Pick<HospitalConfig, 'deleteDelayDays'>;

/** Delete confirmation message. */
export const DELETE_CONFIRM_KEY = 'APPOINT040';

/** A hospital pay expiry of 86400 s means 'no limit'. */
export const PAY_NO_LIMIT_SECONDS = 86400;

/**
 * The message keys these rules answer with (one place, so a renumbering in the catalogue is a one-line change).
 * New keys: APPOINT012–APPOINT023, REFUND001.
 */
export const APPOINTMENT_RULE_REASONS = {
  /** state is not 1 (pending, cancelled, …): 'this booking is not valid' */
  notValid: 'APPOINT012',
  /** hosState 3 without sign-in cancel: 'a signed-in booking cannot be cancelled' */
  signedIn: 'APPOINT013',
  /** hosState 4: 'the hospital cancelled this schedule; the booking is invalid' */
  scheduleCancelled: 'APPOINT014',
  /** any other hosState: 'this booking can no longer be changed online' */
  hosStateOther: 'APPOINT015',
  /** cancelEnabled off: 'online cancellation is not available' */
  cancelDisabled: 'APPOINT016',
  /** paid and cancelPaidEnabled off: 'a paid booking cannot be cancelled online' */
  paidCancelDisabled: 'APPOINT017',
  /** past the cutoff date/time: 'the cancellation deadline has passed' */
  cancelDeadlinePassed: 'APPOINT018',
  /** opTime older than cancelMaxAgeDays: 'bookings older than {days} days cannot be cancelled' {days} */
  tooOld: 'APPOINT019',
  /** already paid: 'this booking is already paid' */
  alreadyPaid: 'APPOINT020',
  /** regFee 0, no card or pay prompt off: 'this booking needs no online payment' */
  nothingToPay: 'APPOINT021',
  /** pay deadline passed: 'the payment deadline has passed' */
  payDeadlinePassed: 'APPOINT022',
  /** too early to delete: 'this record can be deleted from {date}' {date} */
  deleteTooEarly: 'APPOINT023',
  /** refund window over: 'refunds are possible within {months} months of payment' {months} */
  refundExpired: 'REFUND001',
} as const;

const R = APPOINTMENT_RULE_REASONS;
const DAY_MS = 86_400_000;

const allow = (): RuleDecision => ({ allowed: true });
const refuse = (reason: string, params?: MessageParams): RuleDecision =>
  params ? { allowed: false, reason, params } : { allowed: false, reason };

/** 'none' → null (no limit); a whole number of days; anything malformed counts as 0 (the strictest). */
function cutoffDays(raw: string): number | null {
  const v = raw.trim();
  if (v === 'none') return null;
  return /^\d+$/.test(v) ? Number(v) : 0;
}

function opTimeMs(record: AppointmentRuleRecord): number {
  return new Date(record.opTime).getTime();
}

/**
 * The time condition on the cutoff date: 'interval' — now is at or before the session start minus
 * cancelIntervalMinutes; otherwise 'period' — the hospital-local clock is before the period's end time
 * (cancelPeriodEnds, else the period's start from noonTimes). An unknown period fails.
 */
function timeConditionHolds(
  record: AppointmentRuleRecord,
  ctx: RuleContext<CancelConfig>,
): boolean {
  const { config, now, timeZone } = ctx;
  if (config.cancelTimeMode === 'interval') {
    const window = sessionWindow(record.schDate, record.noonCode, config.noonTimes, timeZone);
    if (!window) return false;
    const limit = window.start.getTime() - config.cancelIntervalMinutes * 60_000;
    return now.getTime() <= limit;
  }
  const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
  const end = own(config.cancelPeriodEnds, record.noonCode)
    ? config.cancelPeriodEnds[record.noonCode]
    : own(config.noonTimes, record.noonCode)
      ? config.noonTimes[record.noonCode]?.start
      : undefined;
  const endMin = end === undefined ? null : parseHm(end);
  const nowMin = parseHm(hospitalTime(now, timeZone));
  return endMin !== null && nowMin !== null && nowMin < endMin;
}

/**
 * Cancel allowed (no cancellation of records over cancelMaxAgeDays old): state 1; hosState 0
 * (or 3 with signInCancelEnabled); cancelEnabled; unpaid, or paid with cancelPaidEnabled; opTime at most
 * cancelMaxAgeDays ago; and — unless the hospital's config says it always allows cancel (alwaysAllowCancel:
 * the state, hosState, feature, paid-cancel and age checks still apply) — schDate after the cutoff date
 * (hospital today + cancelDays, or cancelDaysSameDay for isToday '1'; 'none' = no limit), or on it with the time
 * condition holding.
 */
export function canCancel(
  record: AppointmentRuleRecord,
  ctx: RuleContext<CancelConfig>,
): RuleDecision {
  const { config, now, timeZone } = ctx;
  if (record.state !== '1') return refuse(R.notValid);
  if (record.hosState === '4') return refuse(R.scheduleCancelled);
  if (record.hosState === '3' && !config.signInCancelEnabled) return refuse(R.signedIn);
  if (record.hosState !== '0' && record.hosState !== '3') return refuse(R.hosStateOther);
  if (!config.cancelEnabled) return refuse(R.cancelDisabled);
  if (record.isDopay === '1' && !config.cancelPaidEnabled) return refuse(R.paidCancelDisabled);
  const op = opTimeMs(record);
  if (!(now.getTime() - op <= config.cancelMaxAgeDays * DAY_MS)) {
    return refuse(R.tooOld, { days: config.cancelMaxAgeDays });
  }
  if (config.alwaysAllowCancel) return allow();
  const days = cutoffDays(record.isToday === '1' ? config.cancelDaysSameDay : config.cancelDays);
  if (days === null) return allow();
  const cutoff = addDays(hospitalToday(now, timeZone), days);
  if (record.schDate > cutoff) return allow();
  if (record.schDate === cutoff && timeConditionHolds(record, ctx)) return allow();
  // Say when it closed ('YYYY-MM-DD HH:mm', hospital zone), so the record can tell the patient.
  const closed = cancelDeadline(record, ctx, days);
  return refuse(R.cancelDeadlinePassed, {
    time: closed ? formatHospitalInstant(closed, timeZone) : record.schDate,
  });
}

/**
 * The instant cancelling closed(s) under the cutoff rule of canCancel: the cutoff day D is `days` before the session
 * date; cancelling is open until D starts, and on D while the time condition holds — in 'period' mode until the
 * period's end time on D, in 'interval' mode until cancelIntervalMinutes before the session (or D's end, if earlier).
 */
function cancelDeadline(
  record: AppointmentRuleRecord,
  ctx: RuleContext<CancelConfig>,
  days: number,
): Date | null {
  const { config, timeZone } = ctx;
  const day = addDays(record.schDate, -days);
  if (config.cancelTimeMode === 'interval') {
    const window = sessionWindow(record.schDate, record.noonCode, config.noonTimes, timeZone);
    const endOfDay = zonedInstant(addDays(day, 1), '00:00', timeZone).getTime();
    return window
      ? new Date(Math.min(endOfDay, window.start.getTime() - config.cancelIntervalMinutes * 60_000))
      : zonedInstant(day, '00:00', timeZone);
  }
  const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
  const end = own(config.cancelPeriodEnds, record.noonCode)
    ? config.cancelPeriodEnds[record.noonCode]
    : own(config.noonTimes, record.noonCode)
      ? config.noonTimes[record.noonCode]?.start
      : undefined;
  return zonedInstant(day, end !== undefined && parseHm(end) !== null ? end : '00:00', timeZone);
}

/** An instant as the hospital's wall clock: 'YYYY-MM-DD HH:mm'. */
function formatHospitalInstant(at: Date, timeZone: string): string {
  return `${hospitalToday(at, timeZone)} ${hospitalTime(at, timeZone)}`;
}

/**
 * The instant an unpaid booking stops being payable (and expires): the earlier of opTime +
 * payTimeLimitSeconds (none when it is 86400 = no limit) and, with payScheduleRestriction, the session start (the
 * start of schDate in the hospital's zone for an unknown period). null when there is no deadline.
 */
export function payDeadline(
  record: AppointmentRuleRecord,
  ctx: RuleContext<PayPromptConfig>,
): Date | null {
  // A booking the hospital cancelled (hosState 4) never expires: it stays state 1 to show
  // 'schedule cancelled, booking invalid', and its number stays closed (expiry would give it back to the pool).
  if (record.hosState === '4') return null;
  const { config, timeZone } = ctx;
  const candidates: number[] = [];
  const limit = config.payTimeLimitSeconds;
  if (limit !== PAY_NO_LIMIT_SECONDS && limit > 0) candidates.push(opTimeMs(record) + limit * 1000);
  if (config.payScheduleRestriction) {
    // The same instant numberBookable closes booking at: whatever could be booked can be paid.
    candidates.push(
      sessionStart(record.schDate, record.noonCode, config.noonTimes, timeZone).getTime(),
    );
  }
  if (candidates.length === 0) return null;
  const t = Math.min(...candidates);
  // A malformed opTime gives NaN: treat the booking as already past its deadline.
  return new Date(Number.isNaN(t) ? 0 : t);
}

/**
 * "Pay prompt shown": state 1, hosState 0, unpaid, regFee > 0, a card id, payPromptEnabled, and now
 * before payDeadline (at the deadline itself the booking has expired).
 */
export function payPromptShown(
  record: AppointmentRuleRecord,
  ctx: RuleContext<PayPromptConfig>,
): RuleDecision {
  if (record.state !== '1') return refuse(R.notValid);
  if (record.hosState === '4') return refuse(R.scheduleCancelled);
  if (record.hosState !== '0') return refuse(R.hosStateOther);
  if (record.isDopay !== '0') return refuse(R.alreadyPaid);
  if (!(record.regFee > 0) || record.patientCardId.trim() === '' || !ctx.config.payPromptEnabled) {
    return refuse(R.nothingToPay);
  }
  const deadline = payDeadline(record, ctx);
  if (deadline && ctx.now.getTime() >= deadline.getTime()) return refuse(R.payDeadlinePassed);
  return allow();
}

/** "Delete allowed": hospital today is on or after schDate + deleteDelayDays. Confirm with DELETE_CONFIRM_KEY. */
export function canDelete(
  record: AppointmentRuleRecord,
  ctx: RuleContext<DeleteConfig>,
): RuleDecision {
  const from = addDays(record.schDate, Math.max(0, Math.floor(ctx.config.deleteDelayDays) || 0));
  if (hospitalToday(ctx.now, ctx.timeZone) >= from) return allow();
  return refuse(R.deleteTooEarly, { date: from });
}

/**
 * "Refund is possible within 3 months": now is at or before paidAt + refundMonths calendar months (month
 * arithmetic in UTC; the 31st clamps to the month's last day).
 */
export function refundAllowed(paidAt: Date, now: Date, refundMonths: number): RuleDecision {
  const until = dayjs.utc(paidAt).add(refundMonths, 'month').valueOf();
  if (now.getTime() <= until) return allow();
  return refuse(R.refundExpired, { months: refundMonths });
}

/** With state 1, hosState 4 shows the 'schedule cancelled, booking invalid' prompt where configured. */
export function hosStateCancelledPromptShown(
  record: Pick<AppointmentRuleRecord, 'state' | 'hosState'>,
  config: Pick<HospitalConfig, 'hosStateCancelledPrompt'>,
): boolean {
  return config.hosStateCancelledPrompt && record.state === '1' && record.hosState === '4';
}
