import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HisDepartment, HisDoctor, HisScheduleRule } from '../../his/catalogue.ts';

/**
 * Kysely only; (trx, hosId, …) first and every statement filters on hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id). Writes the
 * portal's mirror of the HIS catalogue (migration 0018): department, doctor, schedule_rule.
 */
type MirrorTable = 'department' | 'doctor' | 'schedule_rule';

/** One sync per hospital at a time, whichever instance runs it: the second waits, then finds nothing to change. */
export async function lockCatalogue(trx: Db, hosId: HosId) {
  await sql`select pg_advisory_xact_lock(hashtext(${`catalogue:${hosId}`}))`.execute(trx);
}

/** `set col = excluded.col` for the non-key columns, only where one of them differs: an unchanged row is not rewritten. */
function changedColumns<T extends MirrorTable>(table: T, columns: readonly string[]) {
  const set = Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)]));
  const differs = sql<boolean>`(${sql.join(columns.map((c) => sql.ref(`${table}.${c}`)))})
    is distinct from (${sql.join(columns.map((c) => sql.ref(`excluded.${c}`)))})`;
  return { set, differs };
}

/** Rows in key order, in slices: concurrent writers lock rows in one order, and no statement nears the parameter limit. */
function slices<T>(rows: T[], key: (r: T) => string, size = 500): T[][] {
  const sorted = [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const out: T[][] = [];
  for (let i = 0; i < sorted.length; i += size) out.push(sorted.slice(i, i + size));
  return out;
}

const DEPARTMENT_COLUMNS = ['parent_id', 'dept_name', 'introduce', 'sort', 'withdrawn'] as const;
const DOCTOR_COLUMNS = [
  'dept_id',
  'doctor_name',
  'doctor_title',
  'picture',
  'skill',
  'is_stop',
  'withdrawn',
] as const;
const RULE_COLUMNS = [
  'area_id',
  'business_type',
  'dept_id',
  'doctor_id',
  'weekday',
  'noon_code',
  'reg_fee',
  'capacity',
] as const;

/** Inserts or updates the HIS's departments (listed again: no longer withdrawn); answers how many rows changed. */
export async function upsertDepartments(
  trx: Db,
  hosId: HosId,
  departments: HisDepartment[],
): Promise<number> {
  const { set, differs } = changedColumns('department', DEPARTMENT_COLUMNS);
  let changed = 0;
  for (const slice of slices(departments, (d) => d.deptId)) {
    const rows = await trx
      .insertInto('department')
      .values(
        slice.map((d) => ({
          hos_id: hosId,
          dept_id: d.deptId,
          parent_id: d.parentId,
          dept_name: d.deptName,
          introduce: d.introduce,
          sort: d.sort,
          withdrawn: false,
        })),
      )
      .onConflict((oc) => oc.columns(['hos_id', 'dept_id']).doUpdateSet(set).where(differs))
      .returning('dept_id')
      .execute();
    changed += rows.length;
  }
  return changed;
}

export async function upsertDoctors(trx: Db, hosId: HosId, doctors: HisDoctor[]): Promise<number> {
  const { set, differs } = changedColumns('doctor', DOCTOR_COLUMNS);
  let changed = 0;
  for (const slice of slices(doctors, (d) => d.doctorId)) {
    const rows = await trx
      .insertInto('doctor')
      .values(
        slice.map((d) => ({
          hos_id: hosId,
          doctor_id: d.doctorId,
          dept_id: d.deptId,
          doctor_name: d.doctorName,
          doctor_title: d.doctorTitle,
          picture: d.picture,
          skill: d.skill,
          is_stop: d.isStop,
          withdrawn: false,
        })),
      )
      .onConflict((oc) => oc.columns(['hos_id', 'doctor_id']).doUpdateSet(set).where(differs))
      .returning('doctor_id')
      .execute();
    changed += rows.length;
  }
  return changed;
}

export async function upsertScheduleRules(
  trx: Db,
  hosId: HosId,
  rules: HisScheduleRule[],
): Promise<number> {
  const { set, differs } = changedColumns('schedule_rule', RULE_COLUMNS);
  let changed = 0;
  for (const slice of slices(rules, (r) => r.ruleId)) {
    const rows = await trx
      .insertInto('schedule_rule')
      .values(
        slice.map((r) => ({
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
      .onConflict((oc) => oc.columns(['hos_id', 'rule_id']).doUpdateSet(set).where(differs))
      .returning('rule_id')
      .execute();
    changed += rows.length;
  }
  return changed;
}

/** Marks withdrawn the departments not in `listed`; answers how many were newly withdrawn. */
export async function withdrawDepartments(
  trx: Db,
  hosId: HosId,
  listed: string[],
): Promise<number> {
  let q = trx
    .updateTable('department')
    .set({ withdrawn: true })
    .where('hos_id', '=', hosId)
    .where('withdrawn', '=', false);
  if (listed.length > 0) q = q.where('dept_id', 'not in', listed);
  return Number((await q.executeTakeFirst()).numUpdatedRows);
}

/** Marks withdrawn, and stopped (never bookable), the doctors not in `listed`; answers how many were newly withdrawn. */
export async function withdrawDoctors(trx: Db, hosId: HosId, listed: string[]): Promise<number> {
  let q = trx
    .updateTable('doctor')
    .set({ withdrawn: true, is_stop: true })
    .where('hos_id', '=', hosId)
    .where('withdrawn', '=', false);
  if (listed.length > 0) q = q.where('doctor_id', 'not in', listed);
  return Number((await q.executeTakeFirst()).numUpdatedRows);
}

/** Deletes the rules not in `listed`; answers how many. */
export async function deleteScheduleRules(
  trx: Db,
  hosId: HosId,
  listed: string[],
): Promise<number> {
  let q = trx.deleteFrom('schedule_rule').where('hos_id', '=', hosId);
  if (listed.length > 0) q = q.where('rule_id', 'not in', listed);
  return Number((await q.executeTakeFirst()).numDeletedRows);
}

export async function listHospitalIds(db: Db): Promise<HosId[]> {
  return (await db.selectFrom('hospital').select('hos_id').orderBy('hos_id').execute()).map(
    (h) => h.hos_id,
  );
}
