/**
 * Pure rules of the department page and schedule (tabs and filters, schedule start/end
 * date, paging, age limit; docs/booking-rules.md). No I/O: every function takes `now` / dates and returns a decision, so web and
 * server agree. Calendar dates are 'YYYY-MM-DD' strings in the hospital's zone; date arithmetic on them is done
 * in UTC so neither the process zone nor daylight saving can shift a day.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The hospital zone when none is configured (times are UTC+8 unless adjusted). */
export const DEFAULT_HOSPITAL_TIME_ZONE = 'Asia/Shanghai';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HM = /^(\d{1,2}):(\d{2})$/;

/** Minutes after midnight of an 'HH:mm' (or 'H:mm') time, or null when malformed. */
export function parseHm(hm: string): number | null {
  const m = HM.exec(hm.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Midnight UTC of a real calendar date ('2026-02-30' is not one), in ms. Plain Date arithmetic rather than dayjs:
 * booking checks dates on every request, and this is many times cheaper.
 */
function utcMidnight(date: string): number {
  const m = ISO_DATE.exec(date);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
    const at = new Date(0);
    at.setUTCFullYear(y, mo, d);
    if (at.getUTCFullYear() === y && at.getUTCMonth() === mo && at.getUTCDate() === d)
      return at.getTime();
  }
  throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
}

function checkDate(date: string): string {
  utcMidnight(date);
  return date;
}

/** Calendar arithmetic on 'YYYY-MM-DD' (zone-free). */
export function addDays(date: string, days: number): string {
  const at = new Date(utcMidnight(date) + Math.round(days) * DAY_MS);
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/**
 * Answers of zonedInstant by their arguments. The function is pure, and dayjs.tz is slow (it formats through Intl
 * twice); every booking and schedule read asks for the same few instants (release moments, period ends), so at
 * release time this saves thousands of conversions a second. Bounded: cleared when it grows past a limit.
 */
const instants = new Map<string, number>();
const MAX_INSTANTS = 10_000;

/** The instant at which the wall-clock `date` `hm` happens in `timeZone` (DST-aware). */
export function zonedInstant(date: string, hm: string, timeZone: string): Date {
  const key = `${date}|${hm}|${timeZone}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    checkDate(date);
    const minutes = parseHm(hm);
    if (minutes === null) throw new RangeError(`not an HH:mm time: ${hm}`);
    const h = String(Math.floor(minutes / 60)).padStart(2, '0');
    const m = String(minutes % 60).padStart(2, '0');
    ms = dayjs.tz(`${date} ${h}:${m}`, timeZone).valueOf();
    if (instants.size >= MAX_INSTANTS) instants.clear();
    instants.set(key, ms);
  }
  // A fresh Date each time: callers may mutate what they get.
  return new Date(ms);
}

/**
 * One formatter per zone, reused: dayjs's tz() builds a new Intl formatter on every call, which made reading the
 * hospital's clock one of the costliest steps of a booking.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of `now` in `timeZone`. */
function wallClock(now: Date, timeZone: string) {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of format.formatToParts(now)) part[p.type] = p.value;
  return {
    date: `${part.year?.padStart(4, '0')}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}`,
    seconds: part.second ?? '00',
  };
}

/** Today's date (YYYY-MM-DD) in the hospital's zone. */
export function hospitalToday(now: Date, timeZone: string): string {
  return wallClock(now, timeZone).date;
}

/** The wall-clock time ('HH:mm') in the hospital's zone. */
export function hospitalTime(now: Date, timeZone: string): string {
  return wallClock(now, timeZone).time;
}

/** The wall-clock date and time to the second ('YYYY-MM-DD HH:mm:ss') in the hospital's zone, as statements print it. */
export function hospitalDateTime(now: Date, timeZone: string): string {
  const c = wallClock(now, timeZone);
  return `${c.date} ${c.time}:${c.seconds}`;
}

/**
 * "Schedule start date: today if today-schedule display is on and the time is before the release time,
 * otherwise tomorrow". At exactly the release time it is already tomorrow. A malformed release time counts as
 * already passed (tomorrow).
 */
export function scheduleStartDate(
  now: Date,
  cfg: { showTodaySchedule: boolean; releaseTime: string },
  timeZone: string,
): string {
  const today = hospitalToday(now, timeZone);
  if (cfg.showTodaySchedule && parseHm(cfg.releaseTime) !== null) {
    if (now.getTime() < zonedInstant(today, cfg.releaseTime, timeZone).getTime()) return today;
  }
  return addDays(today, 1);
}

/**
 * "Schedule end date: start plus the shown days minus one if the config demands it. It is blank for the
 * specialty-alliance type." Null means blank (no end sent). scheduleDays below 1 counts as 1.
 */
export function scheduleEndDate(
  start: string,
  cfg: { scheduleDays: number; scheduleEndByDays: boolean; specialtyAllianceType: string },
  businessType: string,
): string | null {
  if (cfg.specialtyAllianceType !== '' && businessType === cfg.specialtyAllianceType) return null;
  if (!cfg.scheduleEndByDays) return null;
  return addDays(start, Math.max(1, Math.floor(cfg.scheduleDays)) - 1);
}

/** Weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const d = dayjs.utc(checkDate(date)).day();
  return d === 0 ? 7 : d;
}

/** Every date from start to end inclusive with its weekday (1 = Monday … 7 = Sunday); [] when end < start. */
export function scheduleDates(start: string, end: string): { date: string; weekday: number }[] {
  checkDate(start);
  checkDate(end);
  const out: { date: string; weekday: number }[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push({ date: d, weekday: isoWeekday(d) });
  return out;
}

const perPage = (daysPerPage: number) => Math.max(1, Math.floor(daysPerPage) || 1);

/** Paging: pads with null to a whole multiple of daysPerPage ([] stays []). */
export function padToPages<T>(dates: readonly T[], daysPerPage: number): (T | null)[] {
  const n = perPage(daysPerPage);
  const out: (T | null)[] = [...dates];
  while (out.length % n !== 0) out.push(null);
  return out;
}

/** Number of pages for `len` dates (0 for none). */
export function pageCount(len: number, daysPerPage: number): number {
  return Math.ceil(Math.max(0, len) / perPage(daysPerPage));
}

/** The dates of one page; `page` is 0-based and clamped to the existing pages. */
export function pageSlice<T>(padded: readonly T[], page: number, daysPerPage: number): T[] {
  const n = perPage(daysPerPage);
  const pages = pageCount(padded.length, n);
  if (pages === 0) return [];
  const p = Math.min(Math.max(0, Math.floor(page) || 0), pages - 1);
  return padded.slice(p * n, p * n + n);
}

/**
 * "The stored tab choice is reused if still available, otherwise the first tab is chosen. With no tabs
 * configured, the all-doctors type is used."
 */
export function chooseBusinessType(
  stored: string | null,
  tabs: readonly { businessType: string }[],
  allDoctorsType: string,
): string {
  if (stored !== null && tabs.some((t) => t.businessType === stored)) return stored;
  return tabs[0]?.businessType ?? allDoctorsType;
}

/**
 * The business-type tabs of an area: ordered by `sort` (types without one keep their order, after the sorted
 * ones), without the hospital's hidden area/type combinations and without types limited (areaIds) to
 * other areas. With no area (areaId null) area limits and hidden combinations do not apply.
 */
export function visibleBusinessTypes<
  T extends { businessType: string; areaIds?: string[]; sort?: number },
>(
  types: readonly T[],
  areaId: string | null,
  hidden: readonly { areaId: string; businessType: string }[],
): T[] {
  const kept = types.filter((t) => {
    if (areaId === null) return true;
    if (t.areaIds && t.areaIds.length > 0 && !t.areaIds.includes(areaId)) return false;
    return !hidden.some((h) => h.areaId === areaId && h.businessType === t.businessType);
  });
  const rank = (t: T) =>
    typeof t.sort === 'number' && Number.isFinite(t.sort) ? t.sort : Number.POSITIVE_INFINITY;
  return kept
    .map((t, i) => ({ t, i }))
    .sort((a, b) => {
      const ra = rank(a.t);
      const rb = rank(b.t);
      if (ra !== rb) return ra < rb ? -1 : 1;
      return a.i - b.i;
    })
    .map((x) => x.t);
}

export interface DeptTreeNode {
  id: string;
  name: string;
  children: readonly DeptTreeNode[];
}

export interface FilterLevel {
  /** 1-based: level 1 lists the top departments ('all level-1 departments' plus them). */
  level: number;
  /** The child departments; the 'all level-N departments' choice is implicit (not listed, selected = null). */
  options: { id: string; name: string }[];
  /** The chosen department at this level, or null for 'all'. */
  selected: string | null;
}

/**
 * Cascading department filters. `path[i]` is the department chosen at level i+1. Level N offers 'all'
 * plus the children of the department chosen at level N−1 (level 1: the tree's top departments). A level
 * appears only when it has more than one option counting 'all', i.e. at least one child department. Cascading
 * stops at the first level left at 'all' or whose chosen id is no longer offered (a stale choice counts as
 * 'all').
 */
export function filterOptions(
  tree: readonly DeptTreeNode[],
  path: readonly string[],
): FilterLevel[] {
  const levels: FilterLevel[] = [];
  let nodes: readonly DeptTreeNode[] = tree;
  for (let level = 1; nodes.length > 0; level++) {
    const wanted = path[level - 1];
    const chosen = wanted === undefined ? undefined : nodes.find((n) => n.id === wanted);
    levels.push({
      level,
      options: nodes.map((n) => ({ id: n.id, name: n.name })),
      selected: chosen?.id ?? null,
    });
    if (!chosen) break;
    nodes = chosen.children;
  }
  return levels;
}

/**
 * "Changing a filter truncates the deeper filters": sets level N (1-based) to `value` (null = 'all
 * level-N departments') and drops every deeper choice. A level deeper than the path allows is ignored.
 */
export function truncateFilters(
  path: readonly string[],
  level: number,
  value: string | null,
): string[] {
  if (!Number.isInteger(level) || level < 1 || level - 1 > path.length) return [...path];
  const kept = path.slice(0, level - 1);
  return value === null ? kept : [...kept, value];
}

/** The departments a filter path narrows the tree to: [deepest chosen department], or the whole tree. */
export function filteredDepartments<N extends DeptTreeNode>(
  tree: readonly N[],
  path: readonly string[],
): readonly N[] {
  let result: readonly N[] = tree;
  let nodes: readonly N[] = tree;
  for (const id of path) {
    const chosen = nodes.find((n) => n.id === id);
    if (!chosen) break;
    result = [chosen];
    nodes = chosen.children as readonly N[];
  }
  return result;
}

function dateParts(date: string): [number, number, number] {
  const m = ISO_DATE.exec(checkDate(date))!;
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/**
 * Completed years between a birth date and a day (both YYYY-MM-DD). A 29 February birthday falls on 1 March in
 * common years. Negative when born after `onDate`. Throws RangeError on malformed dates.
 */
export function ageOn(birthDate: string, onDate: string): number {
  const [by, bm, bd] = dateParts(birthDate);
  const [y, m, d] = dateParts(onDate);
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/**
 * Age limit ('only children under {age} may book this pediatric department'): allowed when age < maxAge on
 * `onDate`. maxAge 0 (or less) means no rule. A malformed birth date is refused when a rule applies.
 */
export function pediatricAllowed(birthDate: string, onDate: string, maxAge: number): boolean {
  if (!(maxAge > 0)) return true;
  try {
    const age = ageOn(birthDate, onDate);
    return age >= 0 && age < maxAge;
  } catch {
    return false;
  }
}

/**
 * Whether the age rule applies to a department: pediatricMaxAge > 0 and the department is listed in
 * pediatricDeptIds, or that list is empty (the whole hospital is pediatric).
 */
export function isPediatricDept(
  deptId: string,
  cfg: { pediatricMaxAge: number; pediatricDeptIds: readonly string[] },
): boolean {
  if (!(cfg.pediatricMaxAge > 0)) return false;
  return cfg.pediatricDeptIds.length === 0 || cfg.pediatricDeptIds.includes(deptId);
}
