import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The addresses an account has signed in from (migration 0010). Looked up by phone, so a phone
 * with no account runs the same statement and finds nothing (no timing difference to tell them apart).
 */
export async function isTrusted(
  db: Db,
  hosId: HosId,
  phone: string,
  addressHash: string,
  since: Date,
): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`
    select 1 as found
      from trusted_address t
      join app_user u on u.hos_id = t.hos_id and u.user_id = t.user_id
     where t.hos_id = ${hosId} and u.phone = ${phone} and t.address_hash = ${addressHash} and t.last_success_at > ${since}
     limit 1`.execute(db);
  return rows.length > 0;
}

export async function remember(
  db: Db,
  hosId: HosId,
  userId: string,
  addressHash: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('trusted_address')
    .values({ hos_id: hosId, user_id: userId, address_hash: addressHash, last_success_at: at })
    .onConflict((oc) =>
      oc.columns(['hos_id', 'user_id', 'address_hash']).doUpdateSet({ last_success_at: at }),
    )
    .execute();
}
