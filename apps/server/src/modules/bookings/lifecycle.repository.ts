import { sql } from 'kysely';
import {
  ACTIVE_APPOINTMENT_STATES,
  StoredAppointmentState,
  StoredHosState,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { literal, literalList } from '../../db/sql-literals.ts';
import type { RuleFields } from './records.dto.ts';

/**
 * The appointment writes other modules and the jobs ask for (a hospital-cancelled session, an unpaid booking past
 * its deadline), Kysely only: bookings is the only module that writes the appointment table (docs/payment-tables.md).
 */

/** Row-locks the session's active bookings, so a patient's cancel or an expiry of one of them finishes first or waits. */
export async function lockActiveBookings(trx: Db, hosId: HosId, scheduleId: string) {
  await trx
    .selectFrom('appointment')
    .select('appoint_id')
    .where('hos_id', '=', hosId)
    .where('schedule_id', '=', scheduleId)
    .where('state', 'in', ACTIVE_APPOINTMENT_STATES)
    .orderBy('appoint_id')
    .forUpdate()
    .execute();
}

export interface InvalidatedBooking {
  patient_id: string;
  patient_name: string;
  phone: string;
  appoint_id: string | null;
  /** Whether the booking was paid (its fee is now on the way back). */
  paid: boolean;
}

/** Every active booking of the session turns hosState 4 and keeps its state; answers the ones this call turned. */
export async function invalidateBookings(
  trx: Db,
  hosId: HosId,
  scheduleId: string,
): Promise<InvalidatedBooking[]> {
  const cancelled = literal(StoredHosState.SCHEDULE_CANCELLED);
  const { rows } = await sql<InvalidatedBooking>`
    update appointment a set hos_state = ${cancelled}
      from patient p
     where a.hos_id = ${hosId} and a.schedule_id = ${scheduleId} and a.state in (${literalList(ACTIVE_APPOINTMENT_STATES)}) and a.hos_state <> ${cancelled}
       and p.hos_id = a.hos_id and p.patient_id = a.patient_id
    returning a.patient_id, p.patient_name, p.phone, a.appoint_id, a.is_dopay = '1' as paid`.execute(
    trx,
  );
  return rows;
}

/** The session's hospital-cancelled bookings that still hold their state (their orders are refunded). */
export async function hospitalCancelledBookings(
  db: Db,
  hosId: HosId,
  scheduleId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('appointment')
    .select('appoint_id')
    .where('hos_id', '=', hosId)
    .where('schedule_id', '=', scheduleId)
    .where('hos_state', '=', StoredHosState.SCHEDULE_CANCELLED)
    .where('state', 'in', ACTIVE_APPOINTMENT_STATES)
    .orderBy('appoint_id')
    .execute();
  return rows.map((r) => r.appoint_id);
}

export interface ExpiryCandidate extends RuleFields {
  appoint_id: string;
  number_id: string;
}

/** Where a page of expiry candidates ended. */
export interface ExpiryCursor {
  op: Date;
  id: string;
}

/**
 * Valid unpaid bookings with a fee, booked by `opBefore` or for a session on or before `sessionBy`: after `after` in
 * (op_time, appoint_id) order, at most `limit`, their rows locked until the transaction ends — rows another instance
 * holds are skipped (FOR UPDATE SKIP LOCKED), so two instances never take one booking at once.
 */
export async function lockExpiryCandidates(
  trx: Db,
  hosId: HosId,
  w: { opBefore: Date; sessionBy: string; after: ExpiryCursor | null; limit: number },
): Promise<ExpiryCandidate[]> {
  const valid = literal(StoredAppointmentState.VALID);
  const { rows } = await sql<ExpiryCandidate>`
        select appoint_id, number_id, state, hos_state, is_dopay, is_today, reg_fee, to_char(session_date, 'YYYY-MM-DD') as session_date,
               noon_code, op_time, patient_card_id
          from appointment
         where hos_id = ${hosId} and state = ${valid} and is_dopay = '0' and reg_fee > 0
           and (op_time <= ${w.opBefore} or session_date <= ${w.sessionBy})
           ${w.after === null ? sql`` : sql`and (op_time, appoint_id) > (${w.after.op}, ${w.after.id})`}
         order by op_time, appoint_id
         limit ${w.limit}
         for update skip locked`.execute(trx);
  return rows;
}

/** The booking cancelled with reason 'expired' if it is still valid and unpaid; false when it no longer was. */
export async function cancelExpired(
  trx: Db,
  hosId: HosId,
  appointId: string,
  at: Date,
): Promise<boolean> {
  const res = await trx
    .updateTable('appointment')
    .set({ state: StoredAppointmentState.CANCELLED, cancelled_at: at, cancel_reason: 'expired' })
    .where('hos_id', '=', hosId)
    .where('appoint_id', '=', appointId)
    .where('state', '=', StoredAppointmentState.VALID)
    .where('is_dopay', '=', '0')
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}
