/**
 * Mainland resident ID numbers: 18 characters — a 6-digit area code, the birth date
 * YYYYMMDD, a 3-digit sequence whose last digit gives the sex, and a GB 11643-1999 check character.
 * The contract only demands "a valid birth date and last char digit or X"; we also verify the check character
 * because a single mistyped digit otherwise registers a patient under someone else's number.
 */
import dayjs from 'dayjs';

const ID_CARD_PATTERN = /^[1-9]\d{16}[\dXx]$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';
/** Earliest plausible birth year: old records of people born in the 1800s still appear. */
const MIN_BIRTH_YEAR = 1800;

export interface IdCardInfo {
  /** 'YYYY-MM-DD' as printed in the number (no time zone: it is a calendar date). */
  birthDate: string;
  /** Sex code: odd 17th digit is male (1), even is female (2). */
  sex: 1 | 2;
}

function checkChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

/** A real calendar date: rejects Feb 30, Feb 29 outside leap years, month 13 and so on. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * Parses an ID number; null when any rule fails. `now` decides what "future" means and defaults to the
 * current time; the comparison uses now's local calendar date (the caller's zone).
 */
export function parseIdCard(id: unknown, now: Date = new Date()): IdCardInfo | null {
  if (typeof id !== 'string' || !ID_CARD_PATTERN.test(id)) return null;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  if (year < MIN_BIRTH_YEAR || !isCalendarDate(year, month, day)) return null;
  if (id.slice(6, 14) > dayjs(now).format('YYYYMMDD')) return null;
  if (checkChar(id.slice(0, 17)) !== id.charAt(17).toUpperCase()) return null;
  return {
    birthDate: `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`,
    sex: Number(id.charAt(16)) % 2 === 1 ? 1 : 2,
  };
}

/** ID card check; lowercase 'x' is accepted as the check character. */
export function isIdCard(id: unknown, now: Date = new Date()): boolean {
  return parseIdCard(id, now) !== null;
}
