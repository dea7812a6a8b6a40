import { expect, it } from 'vitest';
import {
  dayBefore,
  payReminderDue,
  PAY_REMINDER_LEAD_SECONDS,
  visitReminderDue,
} from './reminder-timing.ts';

/** Reminder timing at its edges, in the hospital's zone (not the server's). */
const SH = 'Asia/Shanghai';

it('counts the day before on the calendar, across months and years', () => {
  expect(dayBefore('2026-12-01')).toBe('2026-11-30');
  expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  expect(dayBefore('2028-03-01')).toBe('2028-02-29');
});

it('is due from the configured time on the day before the visit, hospital time, until that day ends', () => {
  const visit = '2026-11-26';
  expect(visitReminderDue(visit, '18:00', new Date('2026-11-25T17:59:59+08:00'), SH)).toBe(false);
  expect(visitReminderDue(visit, '18:00', new Date('2026-11-25T18:00:00+08:00'), SH)).toBe(true);
  expect(visitReminderDue(visit, '18:00', new Date('2026-11-25T23:59:59+08:00'), SH)).toBe(true);
  // Midnight in Shanghai is the visit day: too late for "tomorrow".
  expect(visitReminderDue(visit, '18:00', new Date('2026-11-26T00:00:00+08:00'), SH)).toBe(false);
  // 10:00 UTC is 18:00 in Shanghai: the server's own zone plays no part.
  expect(visitReminderDue(visit, '18:00', new Date('2026-11-25T10:00:00Z'), SH)).toBe(true);
  expect(visitReminderDue(visit, '18:00', new Date('2026-11-25T09:59:00Z'), SH)).toBe(false);
  // Another hospital zone: 18:00 in New York is 23:00 UTC.
  expect(
    visitReminderDue(visit, '18:00', new Date('2026-11-25T22:59:00Z'), 'America/New_York'),
  ).toBe(false);
  expect(
    visitReminderDue(visit, '18:00', new Date('2026-11-25T23:00:00Z'), 'America/New_York'),
  ).toBe(true);
});

it('reminds payment only within the last minutes before the deadline, never after it', () => {
  const deadline = new Date('2026-11-25T10:15:00Z');
  const at = (ms: number) => new Date(deadline.getTime() + ms);
  expect(payReminderDue(deadline, at(-PAY_REMINDER_LEAD_SECONDS * 1000 - 1))).toBe(false);
  expect(payReminderDue(deadline, at(-PAY_REMINDER_LEAD_SECONDS * 1000))).toBe(true);
  expect(payReminderDue(deadline, at(-1))).toBe(true);
  expect(payReminderDue(deadline, at(0))).toBe(false);
  expect(payReminderDue(null, at(-1000))).toBe(false);
});
