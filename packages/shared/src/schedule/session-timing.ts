/**
 * Pure timing of a doctor's session (one date and period): its wall-clock window in the hospital's zone, when it
 * is released for booking, and its source-number slots. No I/O: callers pass `now`.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { MessageParams } from '../api/envelope.ts';
import { addDays, parseHm, zonedInstant } from './schedule.rules.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Period (noon code) → its 'HH:mm' start and end in the hospital's zone (config noonTimes). */
export type NoonTimes = Record<string, { start: string; end: string }>;

/** Default noonTimes: '0' dawn, '1' morning, '2' afternoon, '3' evening, '4' noon. */
export const DEFAULT_NOON_TIMES: NoonTimes = {
  '0': { start: '06:30', end: '08:00' },
  '1': { start: '08:00', end: '12:00' },
  '2': { start: '13:30', end: '17:30' },
  '3': { start: '18:00', end: '21:00' },
  '4': { start: '12:00', end: '13:30' },
};

/**
 * The instants a period of `date` starts and ends, or null for an unknown period or malformed times. A period
 * whose end is not after its start runs past midnight into the next day.
 */
export function sessionWindow(
  date: string,
  noonCode: string,
  noonTimes: NoonTimes,
  timeZone: string,
): { start: Date; end: Date } | null {
  const t = Object.prototype.hasOwnProperty.call(noonTimes, noonCode)
    ? noonTimes[noonCode]
    : undefined;
  if (!t) return null;
  const s = parseHm(t.start);
  const e = parseHm(t.end);
  if (s === null || e === null) return null;
  const start = zonedInstant(date, t.start, timeZone);
  const end = zonedInstant(e > s ? date : addDays(date, 1), t.end, timeZone);
  return { start, end };
}

/**
 * When sessions of `date` become bookable: `releaseTime` on the day scheduleDays days before it. E.g.
 * scheduleDays 14, releaseTime 08:00: a date 14 days ahead opens at 08:00 today. scheduleDays below 1 counts as 1.
 * A malformed releaseTime counts as 00:00.
 */
export function releaseMoment(
  date: string,
  cfg: { releaseTime: string; scheduleDays: number },
  timeZone: string,
): Date {
  // A date opens scheduleDays days ahead, at the release time: after today's release the shown range
  // (tomorrow … today + scheduleDays) is bookable in full.
  const lead = Math.max(1, Math.floor(cfg.scheduleDays) || 1);
  const time = parseHm(cfg.releaseTime) === null ? '00:00' : cfg.releaseTime;
  return zonedInstant(addDays(date, -lead), time, timeZone);
}

/**
 * 'past' once the period has ended (for an unknown period: once its date has ended in the hospital's zone),
 * 'not-released' before its release moment, otherwise 'open'.
 */
export function sessionState(
  session: { date: string; noonCode: string },
  now: Date,
  cfg: { releaseTime: string; scheduleDays: number; noonTimes: NoonTimes },
  timeZone: string,
): 'open' | 'past' | 'not-released' {
  const window = sessionWindow(session.date, session.noonCode, cfg.noonTimes, timeZone);
  const end = window?.end ?? zonedInstant(addDays(session.date, 1), '00:00', timeZone);
  const t = now.getTime();
  if (t >= end.getTime()) return 'past';
  if (t < releaseMoment(session.date, cfg, timeZone).getTime()) return 'not-released';
  return 'open';
}

/**
 * The instant a session starts: its period's start, or the start of its date in the hospital's zone for an
 * unknown period (the strictest reading: nothing of an unknown period is bookable on its day).
 */
export function sessionStart(
  date: string,
  noonCode: string,
  noonTimes: NoonTimes,
  timeZone: string,
): Date {
  return (
    sessionWindow(date, noonCode, noonTimes, timeZone)?.start ??
    zonedInstant(date, '00:00', timeZone)
  );
}

/** The message keys numberBookable answers with. */
export const BOOKING_CLOSED_REASONS = {
  /** 'This session is already over' */
  past: 'APPOINT002',
  /** 'not released yet. Booking opens at {time}' {time} */
  notReleased: 'APPOINT003',
  /** 'This session started at {time}: its numbers can no longer be booked or paid online' {time} */
  started: 'APPOINT060',
} as const;

export interface BookableDecision {
  allowed: boolean;
  reason?: string;
  params?: MessageParams;
}

/**
 * Whether the source numbers of a session can be offered and booked at `now` — the one rule the
 * schedule week (leftNum), the doctor page, the confirm page, the booking call and the waitlist all ask.
 *
 * Open from its release moment until the session starts. It closes at the PERIOD's start, not at a number's own
 * slot start, because that is the instant payment closes (pay prompt, schedule-time restriction: the shared
 * payDeadline uses sessionStart): a number booked after it could never be paid and would expire unpaid. The contract's
 * schedule unit is the period (a record is schDate + noonCode; the cancel cut-off is per period), while the slot
 * times are only our even split of the period. With payScheduleRestriction off the session still closes at its
 * start: stricter than payment needs, never looser, so whatever is bookable is payable under every config.
 */
export function numberBookable(
  session: { date: string; noonCode: string },
  cfg: { releaseTime: string; scheduleDays: number; noonTimes: NoonTimes },
  now: Date,
  timeZone: string,
): BookableDecision {
  const state = sessionState(session, now, cfg, timeZone);
  if (state === 'past') return { allowed: false, reason: BOOKING_CLOSED_REASONS.past };
  if (state === 'not-released') {
    return {
      allowed: false,
      reason: BOOKING_CLOSED_REASONS.notReleased,
      params: { time: releaseMoment(session.date, cfg, timeZone).toISOString() },
    };
  }
  const start = sessionStart(session.date, session.noonCode, cfg.noonTimes, timeZone);
  if (now.getTime() >= start.getTime())
    return {
      allowed: false,
      reason: BOOKING_CLOSED_REASONS.started,
      params: { time: start.toISOString() },
    };
  return { allowed: true };
}

/**
 * The period split evenly into `capacity` source numbers, numbered from 1, as 'HH:mm' ranges in the hospital's
 * zone; boundaries are rounded to whole minutes, each slot ends where the next starts and the last ends at the
 * period's end. [] for an unknown period or a capacity below 1.
 */
export function slotTimes(
  date: string,
  noonCode: string,
  capacity: number,
  noonTimes: NoonTimes,
  timeZone: string,
): { seq: number; startTime: string; endTime: string }[] {
  const window = sessionWindow(date, noonCode, noonTimes, timeZone);
  const n = Math.floor(capacity);
  if (!window || !(n >= 1)) return [];
  const startMs = window.start.getTime();
  const minutes = Math.round((window.end.getTime() - startMs) / 60_000);
  const at = (i: number) =>
    dayjs(startMs + Math.round((i * minutes) / n) * 60_000)
      .tz(timeZone)
      .format('HH:mm');
  const out: { seq: number; startTime: string; endTime: string }[] = [];
  for (let i = 0; i < n; i++) out.push({ seq: i + 1, startTime: at(i), endTime: at(i + 1) });
  return out;
}
