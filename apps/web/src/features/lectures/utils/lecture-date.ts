import type { Language } from '@portal/shared';

/** A publication or acceptance date as a day in the hospital's zone (docs/architecture.md#time), in the page language. */
export function formatLectureDate(iso: string, timeZone: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(lang, {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(date);
  } catch {
    return iso.slice(0, 10);
  }
}
