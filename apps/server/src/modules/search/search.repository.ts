import type { HosId, SearchType } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Kysely only; (db, hosId, …) first and every query filters on hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id). */

/** The user's text as a literal ILIKE pattern: '\', '%' and '_' are escaped, so '%' finds a percent sign. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface Scope {
  areaId: string | null;
  businessType: string | null;
}

/** Doctors of the hospital holding a weekly rule in the area / business type (no filter when both are null). */
function ruleExists(scope: Scope) {
  return sql<boolean>`exists (select 1 from schedule_rule r
      where r.hos_id = doc.hos_id and r.doctor_id = doc.doctor_id
      ${scope.areaId !== null ? sql`and r.area_id = ${scope.areaId}` : sql``}
      ${scope.businessType !== null ? sql`and r.business_type = ${scope.businessType}` : sql``})`;
}

/**
 * A name, specialty or department name matches in any of the hospital's languages (a patient types what
 * they read), so the text is looked for in content_translation too.
 */
function translationMatches(
  kind: 'doctor' | 'department',
  ref: ReturnType<typeof sql.ref>,
  fields: string[],
  pattern: string,
) {
  return sql<boolean>`exists (select 1 from content_translation t
      where t.hos_id = ${sql.ref(`${kind === 'doctor' ? 'doc' : 'dep'}.hos_id`)} and t.kind = ${kind} and t.ref = ${ref}
        and t.field in (${sql.join(fields)}) and t.text ilike ${pattern} escape '\\')`;
}

/**
 * Doctors the HIS lists (not withdrawn) whose name (kind doctor), skill (keyword) or department name (dept) contains
 * the text (case-insensitive), looking only through `kinds`; at most `limit`.
 */
export function searchDoctors(
  db: Db,
  hosId: HosId,
  text: string,
  scope: Scope,
  kinds: ReadonlySet<SearchType>,
  limit: number,
) {
  const p = containsPattern(text);
  const fields = [
    ...(kinds.has('doctor') ? ['doctorName'] : []),
    ...(kinds.has('keyword') ? ['skill'] : []),
  ];
  const matches = [
    ...(kinds.has('doctor') ? [sql<boolean>`doc.doctor_name ilike ${p} escape '\\'`] : []),
    ...(kinds.has('keyword') ? [sql<boolean>`doc.skill ilike ${p} escape '\\'`] : []),
    ...(fields.length > 0
      ? [translationMatches('doctor', sql.ref('doc.doctor_id'), fields, p)]
      : []),
    ...(kinds.has('dept')
      ? [
          sql<boolean>`dep.dept_name ilike ${p} escape '\\'`,
          translationMatches('department', sql.ref('dep.dept_id'), ['deptName'], p),
        ]
      : []),
  ];
  let q = db
    .selectFrom('doctor as doc')
    .innerJoin('department as dep', (j) =>
      j.onRef('dep.hos_id', '=', 'doc.hos_id').onRef('dep.dept_id', '=', 'doc.dept_id'),
    )
    .select([
      'doc.doctor_id',
      'doc.dept_id',
      'dep.dept_name',
      'doc.doctor_name',
      'doc.doctor_title',
      'doc.picture',
      'doc.skill',
      'doc.is_stop',
      // The lowest weekly-rule fee titles the doctor where the hospital maps titles by fee.
      sql<
        string | null
      >`(select min(r.reg_fee) from schedule_rule r where r.hos_id = doc.hos_id and r.doctor_id = doc.doctor_id)`.as(
        'reg_fee',
      ),
    ])
    .where('doc.hos_id', '=', hosId)
    .where('doc.withdrawn', '=', false)
    // No kind searched matches nothing.
    .where(
      matches.length > 0 ? sql<boolean>`(${sql.join(matches, sql` or `)})` : sql<boolean>`false`,
    );
  if (scope.areaId !== null || scope.businessType !== null) q = q.where(ruleExists(scope));
  return q.orderBy('doc.doctor_name').orderBy('doc.doctor_id').limit(limit).execute();
}

/** Departments the HIS lists whose name contains the text, with their parent's name; at most `limit`. */
export function searchDepartments(db: Db, hosId: HosId, text: string, limit: number) {
  return db
    .selectFrom('department as dep')
    .leftJoin('department as parent', (j) =>
      j.onRef('parent.hos_id', '=', 'dep.hos_id').onRef('parent.dept_id', '=', 'dep.parent_id'),
    )
    .select(['dep.dept_id', 'dep.dept_name', 'dep.parent_id', 'parent.dept_name as parent_name'])
    .where('dep.hos_id', '=', hosId)
    .where('dep.withdrawn', '=', false)
    .where(
      sql<boolean>`(dep.dept_name ilike ${containsPattern(text)} escape '\\'
      or ${translationMatches('department', sql.ref('dep.dept_id'), ['deptName'], containsPattern(text))})`,
    )
    .orderBy('dep.sort')
    .orderBy('dep.dept_id')
    .limit(limit)
    .execute();
}

/** The departments where the area / business type has weekly rules (their doctors can be booked there). */
export async function departmentsWithRules(db: Db, hosId: HosId, scope: Scope): Promise<string[]> {
  let q = db.selectFrom('schedule_rule').select('dept_id').distinct().where('hos_id', '=', hosId);
  if (scope.areaId !== null) q = q.where('area_id', '=', scope.areaId);
  if (scope.businessType !== null) q = q.where('business_type', '=', scope.businessType);
  return (await q.execute()).map((r) => r.dept_id);
}
