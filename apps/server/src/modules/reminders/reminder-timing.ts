import { hospitalTime, hospitalToday } from '@portal/shared';

/** How long before the pay deadline an unpaid booking is reminded (never before it was booked, see below). */
export const PAY_REMINDER_LEAD_SECONDS = 300;

/** 'YYYY-MM-DD' one calendar day earlier (plain date arithmetic: no zone, no DST). */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The visit reminder is due on the day before the visit (hospital calendar) from the configured time
 * ('HH:mm', hospital zone) until that day ends. A booking made later, on the visit day itself, gets none: the
 * patient has just booked it.
 */
export function visitReminderDue(
  sessionDate: string,
  reminderTime: string,
  now: Date,
  timeZone: string,
): boolean {
  return (
    hospitalToday(now, timeZone) === dayBefore(sessionDate) &&
    hospitalTime(now, timeZone) >= reminderTime
  );
}

/** The pay reminder is due in the last PAY_REMINDER_LEAD_SECONDS before the deadline, and never after it. */
export function payReminderDue(deadline: Date | null, now: Date): boolean {
  if (deadline === null) return false;
  const left = deadline.getTime() - now.getTime();
  return left > 0 && left <= PAY_REMINDER_LEAD_SECONDS * 1000;
}
