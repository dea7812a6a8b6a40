import type { Language } from '@portal/shared';

/**
 * Times travel as instants and are shown in the hospital's zone, whatever the browser's zone is
 * (docs/architecture.md#time).
 */
export function formatDateTime(iso: string, timeZone: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(lang, {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(date);
  } catch {
    // An unknown zone name from a misconfigured hospital: still show the time, in UTC and labelled as such.
    return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
  }
}

/** A calendar date ('YYYY-MM-DD', already the hospital's) in words with its weekday: 'Tuesday, December 1, 2026'. */
export function formatCalendarDate(date: string, lang: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}
