import { sql } from 'kysely';
import { ACTIVE_APPOINTMENT_STATES, StoredAppointmentState, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/** What the console's search looks for: an appointment number, a phone, or a trade number or full name. */
export type BookingNeedle =
  | { kind: 'appointNo'; sessionDate: string; serial: number }
  | { kind: 'phone'; phone: string }
  | { kind: 'text'; text: string };

/** Bookings of the hospital matching the needle, newest visit first, with their patient's details. */
export function findBookings(db: Db, hosId: HosId, needle: BookingNeedle, limit: number) {
  return db
    .selectFrom('appointment as a')
    .innerJoin('patient as p', (j) =>
      j.onRef('p.hos_id', '=', 'a.hos_id').onRef('p.patient_id', '=', 'a.patient_id'),
    )
    .select([
      'a.appoint_id',
      sql<string>`to_char(a.session_date, 'YYYY-MM-DD')`.as('session_date'),
      'a.serial',
      'a.noon_code',
      'a.dept_id',
      'a.doctor_id',
      'a.reg_fee',
      'a.state',
      'a.hos_state',
      'a.patient_id',
      'p.patient_name',
      'p.phone',
      'p.cert_no',
    ])
    .where('a.hos_id', '=', hosId)
    .where((eb) => {
      switch (needle.kind) {
        case 'appointNo':
          return eb.and([
            eb('a.session_date', '=', needle.sessionDate),
            eb('a.serial', '=', needle.serial),
          ]);
        case 'phone':
          return eb('p.phone', '=', needle.phone);
        case 'text':
          return eb.or([
            eb('p.patient_name', '=', needle.text),
            eb(
              'a.appoint_id',
              'in',
              eb
                .selectFrom('pay_order as o')
                .select('o.appoint_id')
                .where('o.hos_id', '=', hosId)
                .where('o.out_trade_no', '=', needle.text)
                .where('o.appoint_id', 'is not', null)
                .$narrowType<{ appoint_id: string }>(),
            ),
          ]);
      }
    })
    .orderBy('a.session_date', 'desc')
    .orderBy('a.serial', 'desc')
    .limit(limit)
    .execute();
}

export type BookingRow = Awaited<ReturnType<typeof findBookings>>[number];

/** The payment orders of these bookings, with every state change, oldest first. */
export async function ordersOf(db: Db, hosId: HosId, appointIds: string[]) {
  if (appointIds.length === 0) return { orders: [], events: [] };
  const orders = await db
    .selectFrom('pay_order')
    .select(['out_trade_no', 'appoint_id', 'method', 'amount', 'state', 'paid_at', 'refunded_at'])
    .where('hos_id', '=', hosId)
    .where('appoint_id', 'in', appointIds)
    .orderBy('created_at')
    .execute();
  const events =
    orders.length === 0
      ? []
      : await db
          .selectFrom('pay_order_event')
          .select(['out_trade_no', 'from_state', 'to_state', 'at'])
          .where('hos_id', '=', hosId)
          .where(
            'out_trade_no',
            'in',
            orders.map((o) => o.out_trade_no),
          )
          .orderBy('at')
          .orderBy('event_id')
          .execute();
  return { orders, events };
}

/** One booking's patient, for showing unmasked; undefined for an unknown booking or another hospital's. */
export function bookingPatient(db: Db, hosId: HosId, appointId: string) {
  return db
    .selectFrom('appointment as a')
    .innerJoin('patient as p', (j) =>
      j.onRef('p.hos_id', '=', 'a.hos_id').onRef('p.patient_id', '=', 'a.patient_id'),
    )
    .select(['a.patient_id', 'p.patient_name', 'p.phone', 'p.cert_no'])
    .where('a.hos_id', '=', hosId)
    .where('a.appoint_id', '=', appointId)
    .executeTakeFirst();
}

/**
 * One booking of the hospital as a staff refund needs it, its row locked until the transaction ends when `lock` (the
 * lock a patient's cancel and an expiry take first); undefined for an unknown booking or another hospital's.
 */
export async function refundTarget(db: Db, hosId: HosId, appointId: string, lock: boolean) {
  const { rows } = await sql<{
    appoint_id: string;
    state: string;
    number_id: string;
    session_date: string;
    serial: number;
  }>`select appoint_id, state, number_id, to_char(session_date, 'YYYY-MM-DD') as session_date, serial
       from appointment
      where hos_id = ${hosId} and appoint_id = ${appointId}
      ${lock ? sql`for update` : sql``}`.execute(db);
  return rows[0];
}

/** The booking cancelled by the hospital (a staff refund); false when it was no longer active. */
export async function cancelByHospital(trx: Db, hosId: HosId, appointId: string, at: Date) {
  const res = await trx
    .updateTable('appointment')
    .set({ state: StoredAppointmentState.CANCELLED, cancelled_at: at, cancel_reason: 'hospital' })
    .where('hos_id', '=', hosId)
    .where('appoint_id', '=', appointId)
    .where('state', 'in', ACTIVE_APPOINTMENT_STATES)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}
