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

export function findByKey(db: Db, hosId: string, userId: string, key: string) {
  return db
    .selectFrom('case_mail_request')
    .select(['request_id', 'patient_id', 'created_at', 'kind'])
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('create_key', '=', key)
    .executeTakeFirst();
}

export function findOwn(db: Db, hosId: string, userId: string, requestId: string) {
  return db
    .selectFrom('case_mail_request')
    .select(['request_id', 'patient_id', 'created_at', 'kind'])
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The account's requests for one patient, newest first. */
export function listOwn(db: Db, hosId: string, userId: string, patientId: string) {
  return db
    .selectFrom('case_mail_request')
    .select(['request_id', 'patient_id', 'created_at', 'kind'])
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('patient_id', '=', patientId)
    .orderBy('created_at', 'desc')
    .orderBy('request_id', 'desc')
    .execute();
}

/** Records the account's request; a replay of the same key finds the row already there. */
export async function insertOwn(
  db: Db,
  hosId: string,
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

export interface FeeOrderRow {
  subject_id: string;
  out_trade_no: string;
  method: 'card' | 'qr';
  state: 'created' | 'paying' | 'paid' | 'refunding' | 'refunded' | 'closed';
  amount: string | number;
  paid_at: Date | null;
  refunded_at: Date | null;
  user_id: string;
}

/** Each request's fee order that counts: the live one (at most one, pay_order_subject_live_uq), else the newest closed one. */
export async function feeOrders(
  db: Db,
  hosId: string,
  requestIds: string[],
): Promise<Map<string, FeeOrderRow>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pay_order')
    .select([
      'subject_id',
      'out_trade_no',
      'method',
      'state',
      'amount',
      'paid_at',
      'refunded_at',
      'user_id',
    ])
    .where('hos_id', '=', hosId)
    .where('purpose', '=', 'case_mail')
    .where('subject_id', 'in', requestIds)
    .orderBy(sql`state = 'closed'`)
    .orderBy('created_at', 'desc')
    .execute();
  const out = new Map<string, FeeOrderRow>();
  for (const r of rows) if (!out.has(r.subject_id!)) out.set(r.subject_id!, r as FeeOrderRow);
  return out;
}

/**
 * The request's live fee order with its row locked until the transaction ends, so a cancel and the settlement job
 * (which moves a paid order on when the HIS refuses its delivery) take turns: the second finds the first's state.
 */
export async function lockLiveFeeOrder(trx: Db, hosId: string, requestId: string) {
  const { rows } = await sql<{ out_trade_no: string; state: FeeOrderRow['state'] }>`
    select out_trade_no, state from pay_order
     where hos_id = ${hosId} and purpose = 'case_mail' and subject_id = ${requestId} and state <> 'closed' for update`.execute(
    trx,
  );
  return rows[0];
}

/** Orders one request's payments and cancels: two at once wait here. */
export async function lockRequest(trx: Db, hosId: string, requestId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`case-mail:${hosId}:${requestId}`}))`.execute(
    trx,
  );
}
