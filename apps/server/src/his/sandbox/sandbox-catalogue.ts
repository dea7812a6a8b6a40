import type { Db } from '../../db/database.ts';
import type { HisCatalogue } from '../catalogue.ts';

/** The sandbox HIS's catalogue over its his_department, his_doctor and his_schedule_rule tables (docs/architecture.md#the-his-is-an-adapter). */
export function createSandboxCatalogue(db: Db): HisCatalogue {
  return {
    async departments(hosId) {
      const rows = await db
        .selectFrom('his_department')
        .select(['dept_id', 'parent_id', 'dept_name', 'introduce', 'sort'])
        .where('hos_id', '=', hosId)
        .orderBy('sort')
        .orderBy('dept_id')
        .execute();
      return rows.map((r) => ({
        deptId: r.dept_id,
        parentId: r.parent_id,
        deptName: r.dept_name,
        introduce: r.introduce,
        sort: r.sort,
      }));
    },

    async doctors(hosId) {
      const rows = await db
        .selectFrom('his_doctor')
        .select([
          'doctor_id',
          'dept_id',
          'doctor_name',
          'doctor_title',
          'picture',
          'skill',
          'is_stop',
        ])
        .where('hos_id', '=', hosId)
        .orderBy('doctor_id')
        .execute();
      return rows.map((r) => ({
        doctorId: r.doctor_id,
        deptId: r.dept_id,
        doctorName: r.doctor_name,
        doctorTitle: r.doctor_title,
        picture: r.picture,
        skill: r.skill,
        isStop: r.is_stop,
      }));
    },

    async scheduleRules(hosId) {
      const rows = await db
        .selectFrom('his_schedule_rule')
        .select([
          'rule_id',
          'area_id',
          'business_type',
          'dept_id',
          'doctor_id',
          'weekday',
          'noon_code',
          'reg_fee',
          'capacity',
        ])
        .where('hos_id', '=', hosId)
        .orderBy('rule_id')
        .execute();
      return rows.map((r) => ({
        ruleId: r.rule_id,
        areaId: r.area_id,
        businessType: r.business_type,
        deptId: r.dept_id,
        doctorId: r.doctor_id,
        // bigint fen: pg returns text, PGlite a number.
        weekday: Number(r.weekday),
        noonCode: r.noon_code,
        regFee: Number(r.reg_fee),
        capacity: r.capacity,
      }));
    },
  };
}
