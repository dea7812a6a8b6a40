import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The portal's side of case-mail requests (migration 0031), Kysely only. The requests themselves are
 * the HIS's (his/case-mail.ts); here is which account asked for which, and reads of the fee's orders.
 */
export interface OwnRequestRow {
  request_id: string;
  patient_id: string;
  created_at: Date;
  kind: 'inpatient' | 'outpatient';
}

/** The account's own requests, with what a request shows: the one scope every read of a user's requests starts from. */
function ownRequests(db: Db, hosId: HosId, userId: string) {
  return db
    .selectFrom('case_mail_request')
    .select(['request_id', 'patient_id', 'created_at', 'kind'])
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId);
}

export function findByKey(db: Db, hosId: HosId, userId: string, key: string) {
  return ownRequests(db, hosId, userId).where('create_key', '=', key).executeTakeFirst();
}

export function findOwn(db: Db, hosId: HosId, userId: string, requestId: string) {
  return ownRequests(db, hosId, userId).where('request_id', '=', requestId).executeTakeFirst();
}

/** The account's requests for one patient, newest first. */
export function listOwn(db: Db, hosId: HosId, userId: string, patientId: string) {
  return ownRequests(db, hosId, userId)
    .where('patient_id', '=', patientId)
    .orderBy('created_at', 'desc')
    .orderBy('request_id', 'desc')
    .execute();
}

/** Records the account's request; a replay of the same key finds the row already there. */
export async function insertOwn(
  db: Db,
  hosId: HosId,
  row: {
    requestId: string;
    userId: string;
    patientId: string;
    key: string;
    kind: OwnRequestRow['kind'];
  },
) {
  await db
    .insertInto('case_mail_request')
    .values({
      hos_id: hosId,
      request_id: row.requestId,
      user_id: row.userId,
      patient_id: row.patientId,
      create_key: row.key,
      kind: row.kind,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Orders one request's payments and cancels: two at once wait here. */
export async function lockRequest(trx: Db, hosId: HosId, requestId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`case-mail:${hosId}:${requestId}`}))`.execute(
    trx,
  );
}
