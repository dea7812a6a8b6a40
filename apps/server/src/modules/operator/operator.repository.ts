import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * A hospital-cancelled session, Kysely only (STYLE): (db | trx, hosId, …) first, every query filtered on
 * hos_id. Orders are only read here; they change through the payments module (orders.service, settlement).
 */

/** Locks the session row (one cancellation at a time per session); undefined when it is not this hospital's. */
export async function lockSession(
  trx: Db,
  hosId: string,
  scheduleId: string,
): Promise<{ cancelled_at: Date | null } | undefined> {
  return trx
    .selectFrom('schedule_session')
    .select('cancelled_at')
    .where('hos_id', '=', hosId)
    .where('schedule_id', '=', scheduleId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markSessionCancelled(
  trx: Db,
  hosId: string,
  scheduleId: string,
  reason: string,
  at: Date,
) {
  await trx
    .updateTable('schedule_session')
    .set({ cancelled_at: at, cancel_reason: reason })
    .where('hos_id', '=', hosId)
    .where('schedule_id', '=', scheduleId)
    .where('cancelled_at', 'is', null)
    .execute();
}

/** Row-locks the session's active bookings, so a patient's cancel or an expiry of one of them finishes first or waits. */
export async function lockActiveBookings(trx: Db, hosId: string, scheduleId: string) {
  await trx
    .selectFrom('appointment')
    .select('appoint_id')
    .where('hos_id', '=', hosId)
    .where('schedule_id', '=', scheduleId)
    .where('state', 'in', ['1', '3'])
    .orderBy('appoint_id')
    .forUpdate()
    .execute();
}

/**
 * Closes the session's free numbers: 'taken' by no appointment, so no booking can claim one (booking claims with
 * `status = 'free'`). Row-locking every number of the session also waits for a booking or a promotion under way on
 * one of them, so the bookings read after this include it.
 */
export async function closeNumbers(trx: Db, hosId: string, scheduleId: string) {
  await trx
    .selectFrom('source_number')
    .select('number_id')
    .where('hos_id', '=', hosId)
    .where('schedule_id', '=', scheduleId)
    .orderBy('number_id')
    .forUpdate()
    .execute();
  await trx
    .updateTable('source_number')
    .set({ status: 'taken' })
    .where('hos_id', '=', hosId)
    .where('schedule_id', '=', scheduleId)
    .where('status', '=', 'free')
    .execute();
}

export interface AffectedPatient {
  patient_id: string;
  patient_name: string;
  phone: string;
  appoint_id: string | null;
  /** Whether the booking was paid (its fee is now on the way back); false for a waiting candidate. */
  paid: boolean;
}

/** Every active booking (state 1/3) turns hosState 4 and keeps its state; answers the ones this call turned. */
export async function invalidateBookings(
  trx: Db,
  hosId: string,
  scheduleId: string,
): Promise<AffectedPatient[]> {
  const { rows } = await sql<AffectedPatient>`
    update appointment a set hos_state = '4'
      from patient p
     where a.hos_id = ${hosId} and a.schedule_id = ${scheduleId} and a.state in ('1', '3') and a.hos_state <> '4'
       and p.hos_id = a.hos_id and p.patient_id = a.patient_id
    returning a.patient_id, p.patient_name, p.phone, a.appoint_id, a.is_dopay = '1' as paid`.execute(
    trx,
  );
  return rows;
}

/** The session's waiting candidates leave the line; answers the ones this call closed. */
export async function closeWaitlist(
  trx: Db,
  hosId: string,
  scheduleId: string,
): Promise<AffectedPatient[]> {
  const { rows } = await sql<AffectedPatient>`
    update candidate c set state = 'left'
      from patient p
     where c.hos_id = ${hosId} and c.schedule_id = ${scheduleId} and c.state = 'waiting'
       and p.hos_id = c.hos_id and p.patient_id = c.patient_id
    returning c.patient_id, p.patient_name, p.phone, null::text as appoint_id, false as paid`.execute(
    trx,
  );
  return rows;
}

/** The registration orders of the session's hospital-cancelled bookings in `states`. */
export async function sessionOrders(
  db: Db,
  hosId: string,
  scheduleId: string,
  states: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('pay_order as o')
    .innerJoin('appointment as a', (j) =>
      j.onRef('a.hos_id', '=', 'o.hos_id').onRef('a.appoint_id', '=', 'o.appoint_id'),
    )
    .select('o.out_trade_no')
    .where('o.hos_id', '=', hosId)
    .where('a.schedule_id', '=', scheduleId)
    .where('a.hos_state', '=', '4')
    .where('a.state', 'in', ['1', '3'])
    .where('o.purpose', '=', 'registration')
    .where('o.state', 'in', states as never[])
    .orderBy('o.out_trade_no')
    .execute();
  return rows.map((r) => r.out_trade_no);
}

/** The session's cancel texts not sent yet (one per patient, 'cancel:<scheduleId>:<patientId>' in the notice outbox). */
export async function unsentNoticeKeys(
  db: Db,
  hosId: string,
  scheduleId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('notice_outbox')
    .select('dedupe_key')
    .where('hos_id', '=', hosId)
    .where(sql<boolean>`starts_with(dedupe_key, ${`cancel:${scheduleId}:`})`)
    .where('sent_at', 'is', null)
    .execute();
  return rows.map((r) => r.dedupe_key);
}

export interface CancelCounts {
  cancelledAt: Date | null;
  bookings: number;
  refunds: number;
  textsSent: number;
  textsPending: number;
}

/** The summary from the rows themselves, so every call on the session answers the same. */
export async function cancelCounts(
  db: Db,
  hosId: string,
  scheduleId: string,
): Promise<CancelCounts> {
  const { rows } = await sql<{
    cancelled_at: Date | null;
    bookings: number;
    refunds: number;
    sent: number;
    pending: number;
  }>`
    select (select cancelled_at from schedule_session where hos_id = ${hosId} and schedule_id = ${scheduleId}) as cancelled_at,
           (select count(*)::int from appointment
             where hos_id = ${hosId} and schedule_id = ${scheduleId} and state in ('1', '3') and hos_state = '4') as bookings,
           (select count(*)::int from pay_order o join appointment a on a.hos_id = o.hos_id and a.appoint_id = o.appoint_id
             where o.hos_id = ${hosId} and a.schedule_id = ${scheduleId} and a.state in ('1', '3') and a.hos_state = '4'
               and o.purpose = 'registration' and o.state in ('refunding', 'refunded')) as refunds,
           (select count(*)::int from notice_outbox where hos_id = ${hosId} and starts_with(dedupe_key, ${`cancel:${scheduleId}:`}) and sent_at is not null) as sent,
           (select count(*)::int from notice_outbox where hos_id = ${hosId} and starts_with(dedupe_key, ${`cancel:${scheduleId}:`}) and sent_at is null) as pending`.execute(
    db,
  );
  const r = rows[0]!;
  return {
    cancelledAt: r.cancelled_at,
    bookings: Number(r.bookings),
    refunds: Number(r.refunds),
    textsSent: Number(r.sent),
    textsPending: Number(r.pending),
  };
}
