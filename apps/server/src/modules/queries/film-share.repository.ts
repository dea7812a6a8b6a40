import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { FilmShareTable } from '../../db/schema.ts';

/** The portal's film_share table (migration 0017), Kysely only; every query but the token look-up is scoped by hos_id. */

/** What opening a share writes; the rest are the table's defaults. */
export type NewShare = Pick<
  FilmShareTable,
  | 'hos_id'
  | 'share_id'
  | 'study_id'
  | 'user_id'
  | 'patient_id'
  | 'token_hash'
  | 'code_hash'
  | 'expires_at'
>;

export function insertShare(db: Db, row: NewShare) {
  return db.insertInto('film_share').values(row).execute();
}

export function findByToken(db: Db, hosId: HosId, tokenHash: string) {
  return db
    .selectFrom('film_share')
    .select([
      'share_id',
      'study_id',
      'user_id',
      'patient_id',
      'code_hash',
      'expires_at',
      'revoked_at',
      'failed_attempts',
    ])
    .where('hos_id', '=', hosId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The user's links of one study that still work or are locked, newest first (expired and revoked ones are gone). */
export function activeShares(db: Db, hosId: HosId, userId: string, studyId: string, now: Date) {
  return db
    .selectFrom('film_share')
    .select(['share_id', 'created_at', 'expires_at', 'failed_attempts'])
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('study_id', '=', studyId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('share_id')
    .execute();
}

export function findOwnShare(db: Db, hosId: HosId, userId: string, shareId: string) {
  return db
    .selectFrom('film_share')
    .select(['share_id', 'patient_id', 'revoked_at'])
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('share_id', '=', shareId)
    .executeTakeFirst();
}

export function revoke(db: Db, hosId: HosId, shareId: string, now: Date) {
  return db
    .updateTable('film_share')
    .set({ revoked_at: now })
    .where('hos_id', '=', hosId)
    .where('share_id', '=', shareId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Counts one wrong code, only while fewer than `limit` were counted: concurrent guesses cannot get past the limit.
 * Answers the new count, or undefined when the link was already locked.
 */
export async function countFailure(
  db: Db,
  hosId: HosId,
  shareId: string,
  limit: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('film_share')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('hos_id', '=', hosId)
    .where('share_id', '=', shareId)
    .where('failed_attempts', '<', limit)
    .returning('failed_attempts')
    .executeTakeFirst();
  return row?.failed_attempts;
}

/** The owner's patient behind a share while it is still bound and proven: a share dies with the link to the person. */
export function sharingPatient(db: Db, hosId: HosId, userId: string, patientId: string) {
  return db
    .selectFrom('patient')
    .select(['patient_id', 'patient_name', 'cert_type', 'cert_no'])
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('patient_id', '=', patientId)
    .where('unbound_at', 'is', null)
    .where('his_linked_at', 'is not', null)
    .executeTakeFirst();
}
