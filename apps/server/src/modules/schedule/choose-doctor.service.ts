import {
  addDays,
  compareDoctors,
  hospitalToday,
  numberBookable,
  shownTitle,
  titleRank,
  type ChooseDoctor,
  type ChooseDoctorQuery,
  type ChooseDoctorResponse,
  type Language,
} from '@portal/shared';
import { cachedRead } from '../../lib/read-cache.ts';
import { requireEnabledHospital } from '../hospital/hospital.service.ts';
import { translations, type Translations } from '../translations/localize.ts';
import { noonTimesOf, scheduleConfig } from './schedule.config.ts';
import { ensureSessions } from './schedule.materialize.ts';
import { countFree } from './schedule.repository.ts';
import type { ScheduleDeps } from './schedule.service.ts';
import { listChooseDoctorSessions, type ChooseDoctorRow } from './choose-doctor.repository.ts';

/** How many of a doctor's next sessions the card offers; the doctor page has the rest. */
export const NEXT_SESSIONS = 3;

interface DoctorEntry extends ChooseDoctor {
  deptId: string;
  deptName: string;
  deptSort: number;
  regFee: number;
}

/**
 * 'Choose doctor': the hospital's bookable doctors grouped by department, each with its next
 * sessions that can be booked now (released, not started; a full one shows leftNum 0) in the booking window
 * (today + scheduleDays). Ranked by the doctor ordering on the title shown (title-by-fee where enabled,
 * from the next session's fee). Filters apply after the options are collected, so the page can offer them all.
 */
export async function chooseDoctorList(
  { db, his }: ScheduleDeps,
  q: ChooseDoctorQuery,
  now = new Date(),
  lang?: Language,
): Promise<ChooseDoctorResponse> {
  const hospital = await requireEnabledHospital(db, q.hosId);
  const config = await scheduleConfig(db, q.hosId);
  const from = hospitalToday(now, hospital.timeZone);
  const to = addDays(from, config.scheduleDays - 1);
  await ensureSessions(db, his, q.hosId, from, to);
  // The catalogue and session rows change rarely (read-cached like the schedule's); the free counts are read every time.
  const rows = await cachedRead(db, `choose-doctor:${q.hosId}:${from}:${to}`, () =>
    listChooseDoctorSessions(db, q.hosId, from, to),
  );
  const timing = {
    releaseTime: config.releaseTime,
    scheduleDays: config.scheduleDays,
    noonTimes: noonTimesOf(config),
  };
  const open = rows.filter(
    (r) =>
      numberBookable(
        { date: r.session_date, noonCode: r.noon_code },
        timing,
        now,
        hospital.timeZone,
      ).allowed,
  );
  const [free, tr] = await Promise.all([
    countFree(
      db,
      q.hosId,
      open.map((r) => r.schedule_id),
    ),
    lang ? translations(db, q.hosId, lang) : undefined,
  ]);

  const doctors = new Map<string, DoctorEntry>();
  for (const r of open) {
    const entry = doctors.get(r.doctor_id) ?? newEntry(r, config, tr);
    doctors.set(r.doctor_id, entry);
    if (entry.sessions.length < NEXT_SESSIONS) {
      entry.sessions.push({
        scheduleId: r.schedule_id,
        date: r.session_date,
        noonCode: r.noon_code,
        regFee: Number(r.reg_fee),
        leftNum: free.get(r.schedule_id) ?? 0,
      });
    }
  }
  const all = [...doctors.values()].sort(
    (a, b) => a.deptSort - b.deptSort || a.deptId.localeCompare(b.deptId) || compareDoctors(a, b),
  );
  const shown = all.filter(
    (d) =>
      (q.deptId === undefined || d.deptId === q.deptId) &&
      (q.title === undefined || d.doctorTitle === q.title),
  );
  return {
    departments: uniqueBy(
      all.map((d) => ({ deptId: d.deptId, deptName: d.deptName })),
      (d) => d.deptId,
    ),
    titles: [...new Set(all.map((d) => d.doctorTitle))].sort(
      (a, b) => titleRank(a) - titleRank(b) || a.localeCompare(b),
    ),
    groups: groupByDept(shown),
  };
}

/** A doctor's card, titled by its first (next) session's fee where the hospital maps titles by fee. */
function newEntry(
  r: ChooseDoctorRow,
  config: { titleByFee: boolean },
  tr?: Translations,
): DoctorEntry {
  const regFee = Number(r.reg_fee);
  const title = shownTitle(config, r.doctor_title, regFee);
  if (!tr) {
    return {
      deptId: r.dept_id,
      deptName: r.dept_name,
      deptSort: r.dept_sort,
      regFee,
      doctorId: r.doctor_id,
      doctorName: r.doctor_name,
      doctorTitle: title,
      doctorPicture: r.picture,
      doctorSkill: r.skill,
      sessions: [],
    };
  }
  // In the request's language; the title filter (q.title) then matches the titles offered in it.
  return {
    deptId: r.dept_id,
    deptName: tr.text('department', r.dept_id, 'deptName', r.dept_name),
    deptSort: r.dept_sort,
    regFee,
    doctorId: r.doctor_id,
    doctorName: tr.text('doctor', r.doctor_id, 'doctorName', r.doctor_name),
    doctorTitle: tr.title(r.doctor_id, r.doctor_title, title),
    doctorPicture: r.picture,
    doctorSkill: tr.text('doctor', r.doctor_id, 'skill', r.skill),
    sessions: [],
  };
}

function uniqueBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const t of items) if (!seen.has(key(t))) seen.set(key(t), t);
  return [...seen.values()];
}

/** Sorted doctors into department groups, keeping the order; the DTO drops the sort-only fields. */
function groupByDept(doctors: DoctorEntry[]): ChooseDoctorResponse['groups'] {
  const groups = new Map<string, ChooseDoctorResponse['groups'][number]>();
  for (const { deptId, deptName, deptSort: _s, regFee: _f, ...doctor } of doctors) {
    const group = groups.get(deptId) ?? { deptId, deptName, doctors: [] };
    groups.set(deptId, group);
    group.doctors.push(doctor);
  }
  return [...groups.values()];
}
