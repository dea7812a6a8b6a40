import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * A hospital-cancelled session, Kysely only (docs/house-style.md#repositories): (db | trx, hosId, …) first, every query filtered on
 * hos_id. Bookings and orders are neither read nor written here: modules/bookings and modules/payments own them.
 */

/** Locks the session row (one cancellation at a time per session); undefined when it is not this hospital's. */
export async function lockSession(
  trx: Db,
  hosId: HosId,
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
  hosId: HosId,
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

/**
 * Closes the session's free numbers: 'taken' by no appointment, so no booking can claim one (booking claims with
 * `status = 'free'`). Row-locking every number of the session also waits for a booking or a promotion under way on
 * one of them, so the bookings read after this include it.
 */
export async function closeNumbers(trx: Db, hosId: HosId, scheduleId: string) {
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

/** The session's waiting candidates leave the line; answers the ones this call closed. */
export async function closeWaitlist(
  trx: Db,
  hosId: HosId,
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

/** The session's cancel texts not sent yet (one per patient, 'cancel:<scheduleId>:<patientId>' in the notice outbox). */
export async function unsentNoticeKeys(
  db: Db,
  hosId: HosId,
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
  textsSent: number;
  textsPending: number;
}

/** The session's cancel time and texts, from the rows themselves (the bookings and refunds are counted by their modules). */
export async function cancelCounts(
  db: Db,
  hosId: HosId,
  scheduleId: string,
): Promise<CancelCounts> {
  const { rows } = await sql<{ cancelled_at: Date | null; sent: number; pending: number }>`
    select (select cancelled_at from schedule_session where hos_id = ${hosId} and schedule_id = ${scheduleId}) as cancelled_at,
           (select count(*)::int from notice_outbox where hos_id = ${hosId} and starts_with(dedupe_key, ${`cancel:${scheduleId}:`}) and sent_at is not null) as sent,
           (select count(*)::int from notice_outbox where hos_id = ${hosId} and starts_with(dedupe_key, ${`cancel:${scheduleId}:`}) and sent_at is null) as pending`.execute(
    db,
  );
  const r = rows[0]!;
  return {
    cancelledAt: r.cancelled_at,
    textsSent: Number(r.sent),
    textsPending: Number(r.pending),
  };
}
