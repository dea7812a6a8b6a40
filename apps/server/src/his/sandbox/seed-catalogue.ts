import { addDays, hospitalToday, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisDepartment, HisDoctor, HisScheduleRule } from '../catalogue.ts';
import { insertStays } from './fees-data.ts';

/**
 * The sandbox HIS's loaders for its catalogue (only his/sandbox writes his_* tables: docs/architecture.md#the-his-is-an-adapter). The demo seed and
 * the tests write the hospital's departments, doctors and weekly rules through here; the portal then copies them into
 * its mirror through the HIS adapter (modules/catalogue), as it would from a real HIS.
 */
export interface SandboxCatalogue {
  departments: HisDepartment[];
  doctors: HisDoctor[];
  scheduleRules: HisScheduleRule[];
}

/** Inserts the catalogue rows; departments first, as doctors and rules hang on them. */
export async function insertSandboxCatalogue(db: Db, hosId: HosId, c: Partial<SandboxCatalogue>) {
  if (c.departments?.length) {
    await db
      .insertInto('his_department')
      .values(
        c.departments.map((d) => ({
          hos_id: hosId,
          dept_id: d.deptId,
          parent_id: d.parentId,
          dept_name: d.deptName,
          introduce: d.introduce,
          sort: d.sort,
        })),
      )
      .execute();
  }
  if (c.doctors?.length) {
    await db
      .insertInto('his_doctor')
      .values(
        c.doctors.map((d) => ({
          hos_id: hosId,
          doctor_id: d.doctorId,
          dept_id: d.deptId,
          doctor_name: d.doctorName,
          doctor_title: d.doctorTitle,
          picture: d.picture,
          skill: d.skill,
          is_stop: d.isStop,
        })),
      )
      .execute();
  }
  if (c.scheduleRules?.length) {
    await db
      .insertInto('his_schedule_rule')
      .values(
        c.scheduleRules.map((r) => ({
          hos_id: hosId,
          rule_id: r.ruleId,
          area_id: r.areaId,
          business_type: r.businessType,
          dept_id: r.deptId,
          doctor_id: r.doctorId,
          weekday: r.weekday,
          noon_code: r.noonCode,
          reg_fee: r.regFee,
          capacity: r.capacity,
        })),
      )
      .execute();
  }
}

/** A current inpatient stay of the demo data: admitted `admittedDaysAgo` days before the seed. */
export interface DemoStay {
  cardId: string;
  ward: string;
  bed: string;
  deptName: string;
  doctorName: string;
  admittedDaysAgo: number;
}

/** The demo's current stays, dated in the hospital's calendar (docs/architecture.md#time) as the generated reports and daily bills count days. */
export function insertDemoStays(
  db: Db,
  hosId: HosId,
  timeZone: string,
  stays: DemoStay[],
  now = new Date(),
) {
  const today = hospitalToday(now, timeZone);
  return insertStays(
    db,
    hosId,
    stays.map((s) => ({
      cardId: s.cardId,
      ward: s.ward,
      bed: s.bed,
      deptName: s.deptName,
      doctorName: s.doctorName,
      admittedOn: addDays(today, -s.admittedDaysAgo),
      dischargedOn: null,
    })),
  );
}
