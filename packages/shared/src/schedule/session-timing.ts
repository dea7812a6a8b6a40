/**
 * Pure timing of a doctor's session (one date and period): its wall-clock window in the hospital's zone, when it
 * is released for booking, and its source-number slots. No I/O: callers pass `now`.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
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
  const t = Object.prototype.hasOwnProperty.call(noonTimes, noonCode) ? noonTimes[noonCode] : undefined;
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
export function releaseMoment(date: string, cfg: { releaseTime: string; scheduleDays: number }, timeZone: string): Date {
  // A date opens scheduleDays days ahead, at the release time: after today's release the shown range
  // (tomorrow … today + scheduleDays, SPEC §4 start/end dates) is bookable in full.
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
  const at = (i: number) => dayjs(startMs + Math.round((i * minutes) / n) * 60_000).tz(timeZone).format('HH:mm');
  const out: { seq: number; startTime: string; endTime: string }[] = [];
  for (let i = 0; i < n; i++) out.push({ seq: i + 1, startTime: at(i), endTime: at(i + 1) });
  return out;
}
