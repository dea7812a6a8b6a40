import { sql } from 'kysely';
import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/** Kysely only: the platform's hospital rows (docs/hospital-settings.md#new-hospitals). */

export function listHospitals(db: Db, hosId: HosId | null) {
  let q = db.selectFrom('hospital').select(['hos_id', 'hos_name', 'enabled', 'time_zone']);
  if (hosId) q = q.where('hos_id', '=', hosId);
  return q.orderBy('hos_id').execute();
}

/**
 * Copies the template hospital's rows of `table` (the named columns; hos_id becomes the new hospital's) to the new
 * hospital, leaving out the rows `except` matches (SQL over the table's columns).
 */
export async function copyRows(
  db: Db,
  hosId: HosId,
  templateHosId: HosId,
  table: string,
  columns: string[],
  except = sql`false`,
) {
  const cols = sql.join(columns.map((c) => sql.ref(c)));
  await sql`insert into ${sql.table(table)} (hos_id, ${cols})
    select ${hosId}, ${cols} from ${sql.table(table)}
    where hos_id = ${templateHosId} and not (${except})`.execute(db);
}

export async function insertHospital(
  db: Db,
  row: { hos_id: HosId; hos_name: string; logo: string | null; theme: unknown; time_zone: string },
) {
  const inserted = await db
    .insertInto('hospital')
    .values({ ...row, enabled: false, theme: JSON.stringify(row.theme) })
    .onConflict((c) => c.column('hos_id').doNothing())
    .returning('hos_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
