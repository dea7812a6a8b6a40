import type { Kysely } from 'kysely';

/**
 * A hospital staff member who opens a patient's details in the console leaves a line in that patient's access log,
 * like an account does: user_id holds `staff:<staff id>` (so a staff member's reads are kept once a day, like an
 * account's) and staff_name the name they had then, which is what the patient reads.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('patient_access_log').addColumn('staff_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('patient_access_log').dropColumn('staff_name').execute();
}
