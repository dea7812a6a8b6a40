import { Sex } from '../enums/enums.ts';
import { ageOn } from '../schedule/schedule.rules.ts';
import { isIdCard, parseIdCard } from '../validation/id-card.ts';
import { isPhone } from '../validation/formats.ts';

/**
 * The pure rules of
 * booking a package date and of a group leader's member list. The server refuses with them; the web shows with them.
 */

/** A package date is booked from tomorrow (the exam needs fasting and a notice the day before) up to this many days ahead. */
export const PHYSICAL_BOOK_DAYS = 14;
/** The largest member file read (bytes): a list of a few hundred people is far below it. */
export const PHYSICAL_IMPORT_MAX_BYTES = 512 * 1024;

/**
 * The instant an unpaid physical-exam booking made at `createdAt` expires — the hospital's pay time
 * limit (config APPOINTMENT payTimeLimitSeconds) after it was made. Its 86400 counts here as a day, not as an
 * appointment's "no limit" (apps/server physical-expiry.ts says why). The one rule behind both the deadline the
 * patient is shown (booking payBy) and the expiry job, which cancels the booking once its clock reaches this instant.
 */
export function physicalPayBy(createdAt: Date, payLimitSeconds: number): Date {
  return new Date(createdAt.getTime() + payLimitSeconds * 1000);
}

/** True once an unpaid booking made at `createdAt` is past its deadline at `now` (at the deadline itself it has expired). */
export function physicalPayExpired(createdAt: Date, payLimitSeconds: number, now: Date): boolean {
  return now.getTime() >= physicalPayBy(createdAt, payLimitSeconds).getTime();
}

/** A package for `senior` is for people this old or older on the exam date. */
export const PHYSICAL_SENIOR_AGE = 60;

/** Who takes an exam, as the rule below reads them: sex code (1 male, 2 female) and birth date (YYYY-MM-DD). */
export interface PhysicalPerson {
  sex: number;
  birthDate: string;
}

/**
 * Whether a package meant for `users` (dictionary physical_package_users: all, male, female, senior) suits a
 * person on `examDate`: a men's or women's package by sex, a senior one at PHYSICAL_SENIOR_AGE or older that day.
 * `all`, and a value this portal does not know, suit everyone: the hospital's system stays the judge of its own groups.
 * The server refuses an unsuitable booking or group member (PHYSICAL011); the web offers only suitable packages.
 */
export function packageSuits(users: string, person: PhysicalPerson, examDate: string): boolean {
  if (users === 'male') return person.sex === Sex.MALE;
  if (users === 'female') return person.sex === Sex.FEMALE;
  if (users === 'senior') return ageOn(person.birthDate, examDate) >= PHYSICAL_SENIOR_AGE;
  return true;
}

export const PHYSICAL_MEMBER_FIELDS = ['name', 'certNo', 'phone'] as const;
export type PhysicalMemberField = (typeof PHYSICAL_MEMBER_FIELDS)[number];

/** Header captions accepted for each column (case and spaces ignored), English and Chinese. */
const HEADER_ALIASES: Record<string, PhysicalMemberField> = {
  name: 'name',
  fullname: 'name',
  姓名: 'name',
  certno: 'certNo',
  idcardno: 'certNo',
  idcard: 'certNo',
  idno: 'certNo',
  身份证号: 'certNo',
  身份证号码: 'certNo',
  证件号码: 'certNo',
  phone: 'phone',
  mobile: 'phone',
  phoneno: 'phone',
  手机号: 'phone',
  手机号码: 'phone',
  联系电话: 'phone',
};

export interface PhysicalMemberRow {
  row: number;
  name: string;
  certNo: string;
  phone: string;
}
/**
 * One bad cell: its row as the spreadsheet numbers it (the header is row 1), the column, and a message key —
 * C018 missing, C019 invalid, PHYSICAL007 the same person twice in the file, PHYSICAL011 a person the chosen package
 * is not for (unsuitedMembers). Row 1 problems are missing columns.
 */
export interface PhysicalRowProblem {
  row: number;
  field: PhysicalMemberField;
  messageKey: 'C018' | 'C019' | 'PHYSICAL007' | 'PHYSICAL011';
}

const norm = (s: string) => s.replace(/[\s_\-*]/g, '').toLowerCase();

/**
 * Reads a member table (the file's rows of cells, header first) row by row: every member that is valid, and every
 * problem with its row and column. Empty rows are skipped (spreadsheets keep trailing ones). The caller imports
 * only when `problems` is empty: nothing is half-imported.
 */
export function validateMemberTable(
  table: readonly (readonly string[])[],
  now: Date,
): { members: PhysicalMemberRow[]; problems: PhysicalRowProblem[] } {
  const header = (table[0] ?? []).map((c) => HEADER_ALIASES[norm(String(c))]);
  const columns = new Map<PhysicalMemberField, number>();
  header.forEach((field, i) => {
    if (field && !columns.has(field)) columns.set(field, i);
  });
  const missing = PHYSICAL_MEMBER_FIELDS.filter((f) => !columns.has(f));
  if (missing.length > 0)
    return {
      members: [],
      problems: missing.map((field) => ({ row: 1, field, messageKey: 'C018' as const })),
    };
  const members: PhysicalMemberRow[] = [];
  const problems: PhysicalRowProblem[] = [];
  const seen = new Set<string>();
  table.slice(1).forEach((cells, i) => {
    const row = i + 2;
    const cell = (f: PhysicalMemberField) => String(cells[columns.get(f)!] ?? '').trim();
    const m = {
      row,
      name: cell('name'),
      certNo: cell('certNo').toUpperCase(),
      phone: cell('phone'),
    };
    if (m.name === '' && m.certNo === '' && m.phone === '') return;
    const before = problems.length;
    const bad = (field: PhysicalMemberField, messageKey: PhysicalRowProblem['messageKey']) =>
      problems.push({ row, field, messageKey });
    if (m.name === '') bad('name', 'C018');
    else if (m.name.length > 40) bad('name', 'C019');
    if (m.certNo === '') bad('certNo', 'C018');
    else if (!isIdCard(m.certNo, now)) bad('certNo', 'C019');
    else if (seen.has(m.certNo)) bad('certNo', 'PHYSICAL007');
    if (m.phone === '') bad('phone', 'C018');
    else if (!isPhone(m.phone)) bad('phone', 'C019');
    seen.add(m.certNo);
    if (problems.length === before) members.push(m);
  });
  return { members, problems };
}

/**
 * The valid members (validateMemberTable's) a package meant for `users` does not suit on `examDate`, by the sex and
 * birth date their ID card number holds: a PHYSICAL011 problem on each one's certificate cell.
 */
export function unsuitedMembers(
  members: readonly PhysicalMemberRow[],
  users: string,
  examDate: string,
): PhysicalRowProblem[] {
  return members.flatMap((m) => {
    const person = parseIdCard(m.certNo);
    return person && !packageSuits(users, person, examDate)
      ? [{ row: m.row, field: 'certNo' as const, messageKey: 'PHYSICAL011' as const }]
      : [];
  });
}

export type PhysicalMemberStatus =
  'unpaid' | 'paid' | 'reported' | 'cancelled' | 'expired' | 'refunded';
