import type { Db } from '../../db/database.ts';

/** Kysely only (STYLE). */
export async function isLeaderPhone(db: Db, hosId: string, phone: string): Promise<boolean> {
  const row = await db.selectFrom('physical_leader').select('phone').where('hos_id', '=', hosId).where('phone', '=', phone).executeTakeFirst();
  return row !== undefined;
}
