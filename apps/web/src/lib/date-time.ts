import type { Language } from '@portal/shared';

/**
 * `iso` in the hospital's zone whatever the browser's zone is (times travel as instants), with `options`; an invalid
 * instant as it came, and under an unknown zone name (a misconfigured hospital) what `unknownZone` makes of it
 * (docs/architecture.md#time).
 */
function formatInZone(
  iso: string,
  timeZone: string,
  lang: Language,
  options: Intl.DateTimeFormatOptions,
  unknownZone: (date: Date) => string,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(lang, { timeZone, ...options }).format(date);
  } catch {
    return unknownZone(date);
  }
}

/** An instant as date and time (24-hour, to the second) in the hospital's zone. */
export function formatDateTime(iso: string, timeZone: string, lang: Language): string {
  return formatInZone(
    iso,
    timeZone,
    lang,
    {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    },
    // Still show the time, in UTC and labelled as such.
    (date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`,
  );
}

/** An instant (a publication or acceptance date) as its day in the hospital's zone. */
export function formatDate(iso: string, timeZone: string, lang: Language): string {
  return formatInZone(
    iso,
    timeZone,
    lang,
    { year: 'numeric', month: '2-digit', day: '2-digit' },
    () => iso.slice(0, 10),
  );
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
