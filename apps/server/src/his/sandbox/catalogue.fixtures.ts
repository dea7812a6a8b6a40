import type { Db } from '../../db/database.ts';
import type { HisDoctor, HisScheduleRule } from '../catalogue.ts';

/**
 * Tests' way to change the sandbox HIS's catalogue after it was loaded (insertSandboxCatalogue loads it), as the
 * hospital would change its own system; the portal sees it after a catalogue sync.
 */
export async function updateSandboxDoctor(
  db: Db,
  hosId: string,
  doctorId: string,
  patch: Partial<Omit<HisDoctor, 'doctorId'>>,
) {
  await db
    .updateTable('his_doctor')
    .set({
      dept_id: patch.deptId,
      doctor_name: patch.doctorName,
      doctor_title: patch.doctorTitle,
      picture: patch.picture,
      skill: patch.skill,
      is_stop: patch.isStop,
    })
    .where('hos_id', '=', hosId)
    .where('doctor_id', '=', doctorId)
    .execute();
}

export async function updateSandboxRule(
  db: Db,
  hosId: string,
  ruleId: string,
  patch: Partial<Pick<HisScheduleRule, 'regFee' | 'capacity' | 'weekday'>>,
) {
  await db
    .updateTable('his_schedule_rule')
    .set({ reg_fee: patch.regFee, capacity: patch.capacity, weekday: patch.weekday })
    .where('hos_id', '=', hosId)
    .where('rule_id', '=', ruleId)
    .execute();
}

/** Removes rows from the HIS: rules, then doctors, then departments (the sandbox's own keys). */
export async function removeFromSandbox(
  db: Db,
  hosId: string,
  ids: { ruleIds?: string[]; doctorIds?: string[]; deptIds?: string[] },
) {
  if (ids.ruleIds?.length)
    await db
      .deleteFrom('his_schedule_rule')
      .where('hos_id', '=', hosId)
      .where('rule_id', 'in', ids.ruleIds)
      .execute();
  if (ids.doctorIds?.length)
    await db
      .deleteFrom('his_doctor')
      .where('hos_id', '=', hosId)
      .where('doctor_id', 'in', ids.doctorIds)
      .execute();
  if (ids.deptIds?.length)
    await db
      .deleteFrom('his_department')
      .where('hos_id', '=', hosId)
      .where('dept_id', 'in', ids.deptIds)
      .execute();
}
