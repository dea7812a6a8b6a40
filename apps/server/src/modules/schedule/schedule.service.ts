import { z } from 'zod';
import {
  addDays,
  BOOKING_CLOSED_REASONS,
  compareDoctors,
  hospitalToday,
  noonPeriodSchema,
  numberBookable,
  readHospitalConfig,
  releaseMoment,
  scheduleDates,
  sessionStart,
  sessionState,
  sessionWindow,
  shownTitle,
  titleRank,
  zonedInstant,
  type DoctorInfo,
  type HospitalConfig,
  type NoonPeriod,
  type Language,
  type ScheduleDoctor,
  type ScheduleEntry,
  type ScheduleResponse,
  type scheduleQuery,
  type deptInfoQuery,
  type doctorQuery,
  type doctorSessionsQuery,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import { AppError } from '../../errors/app-error.ts';
import { cachedRead } from '../../lib/read-cache.ts';
import {
  getStaticCaption,
  listConfig,
  requireEnabledHospital,
} from '../hospital/hospital.service.ts';
import { translations } from '../translations/localize.ts';
import { noonTimesOf, scheduleConfig } from './schedule.config.ts';
import { ensureSessions } from './schedule.materialize.ts';
import * as repo from './schedule.repository.ts';
import { buildScheduleTree } from './schedule.tree.ts';
import { toDoctorInfo } from './doctor-info.dto.ts';

/** Search titles its doctors the same way. */
export { toDoctorInfo };

/** Other modules (search, booking) read the same typed config. */
export { scheduleConfig };

/** "Default area key DEFAULT_AREA": what a hospital without areas books under. */
export const DEFAULT_AREA = 'DEFAULT_AREA';
/** The schedule's reads: the database, and the HIS (composition root) whose catalogue the sessions come from. */
export interface ScheduleDeps {
  db: Db;
  his: HisAdapter;
}

/** The longest date range one request may ask for: a month of sessions, bounded so one call stays cheap. */
export const MAX_SCHEDULE_DAYS = 31;

type ScheduleQuery = z.output<typeof scheduleQuery>;
type DeptInfoQuery = z.output<typeof deptInfoQuery>;
type DoctorQuery = z.output<typeof doctorQuery>;
type DoctorSessionsQuery = z.output<typeof doctorSessionsQuery>;

/**
 * [start, end] checked: real calendar dates (the schema only checks the pattern), end not before start, at most
 * MAX_SCHEDULE_DAYS days; C019 naming the field otherwise. A missing end is start + scheduleDays − 1.
 */
function dateRange(start: string, end: string | undefined, scheduleDays: number) {
  const checked = (field: string, run: () => { date: string; weekday: number }[]) => {
    try {
      return run();
    } catch {
      throw new AppError('C019', { field });
    }
  };
  checked('start', () => scheduleDates(start, start));
  const last = end ?? addDays(start, scheduleDays - 1);
  const dates = checked('end', () => scheduleDates(start, last));
  if (dates.length === 0 || dates.length > MAX_SCHEDULE_DAYS)
    throw new AppError('C019', { field: 'end' });
  return { start, end: last, dates };
}

/** The all-doctors type (config allDoctorsType) means every business type: null filter. */
export function typeFilter(
  businessType: string | undefined,
  allDoctorsType: string,
): string | null {
  return businessType === undefined || businessType === allDoctorsType ? null : businessType;
}

/** The hospital's departments in display order (read-mostly HIS data: read-cached). */
export const departments = (db: Db, hosId: HosId) =>
  cachedRead(db, `catalogue-departments:${hosId}`, () => repo.listDepartments(db, hosId));

/** Period info from the hospital's static caption 'noon-periods', sorted; none when the file is missing. */
function noonList(db: Db, hosId: HosId, lang?: Language): Promise<NoonPeriod[]> {
  return cachedRead(db, `noon-periods:${hosId}:${lang ?? ''}`, async () => {
    const content = await getStaticCaption(db, hosId, 'noon-periods', lang).catch((e: unknown) => {
      if (e instanceof AppError && e.messageKey === 'HOSPITAL003') return [];
      throw e;
    });
    const parsed = z.array(noonPeriodSchema).safeParse(content);
    return parsed.success ? [...parsed.data].sort((a, b) => a.sort - b.sort) : [];
  });
}

/**
 * pcEntireScheduleInfoByCondition: the week(s) of one area and business type as a department tree. leftNum
 * counts what can still be booked (shared numberBookable): a session that has started or is over
 * shows 0 with its closedReason, exactly as the booking call would refuse it.
 */
export async function getSchedule(
  deps: ScheduleDeps,
  q: ScheduleQuery,
  now = new Date(),
  lang?: Language,
): Promise<ScheduleResponse> {
  return (await scheduleWeek(deps, q, now, lang)).response;
}

/** A week as getSchedule answers it, with what its cache entry needs (schedule.cache.ts). */
export interface ScheduleWeek {
  response: ScheduleResponse;
  /** The sessions it counts: a notice about one of them makes it stale. */
  scheduleIds: string[];
  /** The next instant (epoch ms) the clock alone changes the answer: a session opens, starts or ends. */
  changesAt: number;
  /**
   * The entries of `response` whose leftNum is the session's free count (not those closed by the clock, which show
   * 0): the cache sets a new count on them in place when a booking or a cancel changes it.
   */
  counted: ScheduleDoctor[];
}

export async function scheduleWeek(
  { db, his }: ScheduleDeps,
  q: ScheduleQuery,
  now = new Date(),
  lang?: Language,
): Promise<ScheduleWeek> {
  const hospital = await requireEnabledHospital(db, q.hosId);
  const config = await scheduleConfig(db, q.hosId);
  const { end, dates: dateList } = dateRange(q.start, q.end, config.scheduleDays);
  const businessType = q.businessType ?? config.allDoctorsType;
  await ensureSessions(db, his, q.hosId, q.start, end);
  const areaId = q.hosArea ?? DEFAULT_AREA;
  const types = typeFilter(businessType, config.allDoctorsType);
  // Sessions, departments, doctors and periods change rarely (read-cached); only the free counts are read every time.
  // Names and titles in the request's language, from the hospital's read-cached translations (no query).
  const [depts, noons, doctors, sessions, tr] = await Promise.all([
    departments(db, q.hosId),
    noonList(db, q.hosId, lang),
    cachedRead(
      db,
      `catalogue-doctors:${q.hosId}`,
      async () => new Map((await repo.listAllDoctors(db, q.hosId)).map((d) => [d.doctor_id, d])),
    ),
    cachedRead(db, `sessions:${q.hosId}:${areaId}:${q.start}:${end}:${types ?? '*'}`, () =>
      repo.listAreaSessions(db, q.hosId, areaId, q.start, end, types),
    ),
    lang ? translations(db, q.hosId, lang) : undefined,
  ]);
  const free = await repo.countFree(
    db,
    q.hosId,
    sessions.map((s) => s.schedule_id),
  );
  const counted: ScheduleDoctor[] = [];
  const entries = sessions.flatMap((s) => {
    const doctor = doctors.get(s.doctor_id);
    if (!doctor) return [];
    const open = numberBookable(
      { date: s.session_date, noonCode: s.noon_code },
      config,
      now,
      hospital.timeZone,
    );
    // Not released yet still counts its numbers: they will be bookable, and the doctor page says from when.
    const closed =
      !open.allowed && open.reason !== BOOKING_CLOSED_REASONS.notReleased ? open.reason : undefined;
    const title = shownTitle(config, doctor.doctor_title, Number(s.reg_fee));
    const entry: ScheduleDoctor = {
      doctorId: s.doctor_id,
      doctorName: tr
        ? tr.text('doctor', s.doctor_id, 'doctorName', doctor.doctor_name)
        : doctor.doctor_name,
      doctorTitle: tr ? tr.title(s.doctor_id, doctor.doctor_title, title) : title,
      deptId: s.dept_id,
      businessType: s.business_type,
      isStop: doctor.is_stop ? '1' : '0',
      scheduleId: s.schedule_id,
      regFee: Number(s.reg_fee),
      leftNum: closed ? 0 : (free.get(s.schedule_id) ?? 0),
      ...(closed ? { closedReason: closed } : {}),
    };
    if (!closed) counted.push(entry);
    return [{ noonCode: s.noon_code, date: s.session_date, doctor: entry }];
  });
  const named = tr
    ? depts.map((d) => ({
        ...d,
        dept_name: tr.text('department', d.dept_id, 'deptName', d.dept_name),
      }))
    : depts;
  return {
    response: {
      dateList,
      noonList: noons,
      scheduleList: buildScheduleTree(named, entries, businessType, q.empty === '1'),
    },
    scheduleIds: sessions.map((s) => s.schedule_id),
    changesAt: nextClockChange(
      sessions.map((s) => ({ date: s.session_date, noonCode: s.noon_code })),
      config,
      hospital.timeZone,
      now,
    ),
    counted,
  };
}

/**
 * The first instant after `now` at which numberBookable answers differently for one of the sessions: its release
 * moment, its start (leftNum drops to 0, closedReason APPOINT060) or its end (APPOINT002). Infinity when none is ahead.
 */
export function nextClockChange(
  sessions: { date: string; noonCode: string }[],
  config: HospitalConfig,
  timeZone: string,
  now: Date,
): number {
  const noonTimes = noonTimesOf(config);
  const timing = { releaseTime: config.releaseTime, scheduleDays: config.scheduleDays };
  const t = now.getTime();
  let next = Infinity;
  const seen = new Set<string>();
  for (const { date, noonCode } of sessions) {
    const key = `${date}|${noonCode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const window = sessionWindow(date, noonCode, noonTimes, timeZone);
    const start = sessionStart(date, noonCode, noonTimes, timeZone).getTime();
    const end = (window?.end ?? zonedInstant(addDays(date, 1), '00:00', timeZone)).getTime();
    for (const at of [releaseMoment(date, timing, timeZone).getTime(), start, end])
      if (at > t && at < next) next = at;
  }
  return next;
}

/** Department info; a missing or unshown introduction is null (the page shows 'no department introduction'). */
export async function getDepartmentInfo(db: Db, q: DeptInfoQuery, lang?: Language) {
  await requireEnabledHospital(db, q.hosId);
  const [row, tr, shown] = await Promise.all([
    repo.findDepartment(db, q.hosId, q.deptId),
    lang ? translations(db, q.hosId, lang) : undefined,
    listConfig(db, q.hosId, ['DEPARTMENT']).then((c) => readHospitalConfig(c).showDeptIntroduce),
  ]);
  if (!row) throw new AppError('C002');
  // A hospital that does not show its departments' introductions (showDeptIntroduce off) gives none out.
  const introduce = shown && row.introduce?.trim() ? row.introduce : null;
  return {
    deptId: row.dept_id,
    deptName: tr ? tr.text('department', row.dept_id, 'deptName', row.dept_name) : row.dept_name,
    // A missing introduction stays missing in every language ('no department introduction').
    deptIntroduce:
      tr && introduce !== null
        ? tr.text('department', row.dept_id, 'introduce', introduce)
        : introduce,
  };
}

/** Doctor list: a department's (or one) doctors, those with a weekly rule in the area / business type when given. */
export async function listDoctors(db: Db, q: DoctorQuery, lang?: Language): Promise<DoctorInfo[]> {
  await requireEnabledHospital(db, q.hosId);
  const [config, tr] = await Promise.all([
    scheduleConfig(db, q.hosId),
    lang ? translations(db, q.hosId, lang) : undefined,
  ]);
  const rows = await repo.listDoctors(db, q.hosId, {
    deptId: q.deptId ?? null,
    doctorId: q.doctorId ?? null,
    areaId: q.hosArea ?? null,
    businessType: typeFilter(q.businessType, config.allDoctorsType),
  });
  // Doctor ordering; without a fee it is title rank, then name.
  return rows.map((r) => toDoctorInfo(r, config, tr)).sort(compareDoctors);
}

/** Doctor detail (and the synced variant): one doctor; 'no doctor info found' (DOCTOR001) otherwise. */
export async function getDoctor(
  db: Db,
  hosId: HosId,
  doctorId: string,
  lang?: Language,
): Promise<DoctorInfo> {
  await requireEnabledHospital(db, hosId);
  const row = await repo.findDoctor(db, hosId, doctorId);
  if (!row) throw new AppError('DOCTOR001');
  return toDoctorInfo(
    row,
    await scheduleConfig(db, hosId),
    lang ? await translations(db, hosId, lang) : undefined,
  );
}

/**
 * The doctor's sessions with their source numbers, from `start` (default: today in the hospital's zone) for
 * scheduleDays days. Sessions already over are left out; `released` follows the shared release rule.
 */
export async function getDoctorSchedules(
  { db, his }: ScheduleDeps,
  q: DoctorSessionsQuery,
  now = new Date(),
  lang?: Language,
): Promise<ScheduleEntry[]> {
  const hospital = await requireEnabledHospital(db, q.hosId);
  const config = await scheduleConfig(db, q.hosId);
  if (!(await repo.findDoctor(db, q.hosId, q.doctorId))) throw new AppError('DOCTOR001');
  const { start, end } = dateRange(
    q.start ?? hospitalToday(now, hospital.timeZone),
    q.end,
    config.scheduleDays,
  );
  await ensureSessions(db, his, q.hosId, start, end);
  const sessions = await repo.listDoctorSessions(db, q.hosId, q.doctorId, start, end, {
    areaId: q.hosArea ?? null,
    businessType: typeFilter(q.businessType, config.allDoctorsType),
  });
  const timing = {
    releaseTime: config.releaseTime,
    scheduleDays: config.scheduleDays,
    noonTimes: noonTimesOf(config),
  };
  const live = sessions
    .map((s) => ({
      s,
      state: sessionState(
        { date: s.session_date, noonCode: s.noon_code },
        now,
        timing,
        hospital.timeZone,
      ),
    }))
    .filter(({ state }) => state !== 'past');
  const [numbers, tr] = await Promise.all([
    repo.listSourceNumbers(
      db,
      q.hosId,
      live.map(({ s }) => s.schedule_id),
    ),
    lang ? translations(db, q.hosId, lang) : undefined,
  ]);
  const bySession = new Map<string, typeof numbers>();
  for (const n of numbers)
    bySession.set(n.schedule_id, [...(bySession.get(n.schedule_id) ?? []), n]);
  return live.map(({ s, state }) => {
    // Title-by-fee: each session is titled (and ranked) by its own fee where the hospital enables it.
    const title = shownTitle(config, s.doctor_title, Number(s.reg_fee));
    return {
      scheduleId: s.schedule_id,
      scheduleDate: s.session_date,
      scheduleNoonCode: s.noon_code,
      regFee: Number(s.reg_fee),
      doctorOrder: titleRank(title),
      doctorName: tr ? tr.text('doctor', s.doctor_id, 'doctorName', s.doctor_name) : s.doctor_name,
      doctorTitle: tr ? tr.title(s.doctor_id, s.doctor_title, title) : title,
      deptId: s.dept_id,
      deptName: tr ? tr.text('department', s.dept_id, 'deptName', s.dept_name) : s.dept_name,
      areaId: s.area_id,
      businessType: s.business_type,
      released: state === 'open',
      schedules: (bySession.get(s.schedule_id) ?? []).map((n) => ({
        numberId: n.number_id,
        seq: n.seq,
        startTime: n.start_time,
        endTime: n.end_time,
        status: n.status,
      })),
    };
  });
}
