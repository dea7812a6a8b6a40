import { sql } from 'kysely';
import {
  ACTIVE_APPOINTMENT_STATES,
  StoredAppointmentState,
  StoredHosState,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { OrderState } from '../payments/order-state.ts';
import { liveRegistrationOrders } from '../payments/orders.service.ts';
import { findAppointmentRows, type AppointmentRow } from './appointments.repository.ts';

/**
 * Appointment records and their pay orders, Kysely only (docs/house-style.md#repositories): (db | trx, hosId, …) first, every query filtered
 * on hos_id. Dates cross this boundary as 'YYYY-MM-DD' text.
 */
export interface RecordRow extends AppointmentRow {
  /** The appointment's live (not closed) registration order, if any (a gap top-up naming it is the card's, not this). */
  out_trade_no: string | null;
  order_method: 'card' | 'qr' | null;
  order_state: OrderState | null;
  order_amount: string | number | null;
  order_card_id: string | null;
  paid_at: Date | null;
  refunded_at: Date | null;
}

/**
 * The user's records (one, or one patient's, or all), newest session first; deleted ones are not found. Each with its
 * live registration order, read through payments.
 */
export async function findRecords(
  db: Db,
  hosId: HosId,
  userId: string,
  filter: { appointId?: string; patientId?: string } = {},
): Promise<RecordRow[]> {
  const rows = await findAppointmentRows(db, hosId, userId, filter);
  const orders = await liveRegistrationOrders(
    db,
    hosId,
    rows.map((r) => r.appoint_id),
  );
  return rows.map((r) => {
    const o = orders.get(r.appoint_id);
    return {
      ...r,
      out_trade_no: o?.outTradeNo ?? null,
      order_method: o?.method ?? null,
      order_state: o?.state ?? null,
      order_amount: o?.amount ?? null,
      order_card_id: o?.cardId ?? null,
      paid_at: o?.paidAt ?? null,
      refunded_at: o?.refundedAt ?? null,
    };
  });
}

/** Locks the user's appointment row for the rest of the transaction; false when it is not theirs, unknown or deleted. */
export async function lockAppointment(
  trx: Db,
  hosId: HosId,
  userId: string,
  appointId: string,
): Promise<boolean> {
  const { rows } = await sql`select 1 from appointment
    where hos_id = ${hosId} and user_id = ${userId} and appoint_id = ${appointId} and deleted_at is null for update`.execute(
    trx,
  );
  return rows.length > 0;
}

/** The tables that keep which appointment an Idempotency-Key was first used on, by the lock prefix of each. */
type KeyTable = 'pay_idempotency_key' | 'check_in_key';
const KEY_LOCK: Record<KeyTable, string> = { pay_idempotency_key: 'pay', check_in_key: 'check-in' };

/**
 * Serializes the requests that carry one Idempotency-Key of the table, so a key reused on two appointments still
 * pays (or checks in) only once. One lock and one look-up for the pay and the check-in keys.
 */
export async function lockIdempotencyKey(
  trx: Db,
  table: KeyTable,
  hosId: HosId,
  userId: string,
  key: string,
) {
  await sql`select pg_advisory_xact_lock(hashtext(${`${KEY_LOCK[table]}:${hosId}:${userId}:${key}`}))`.execute(
    trx,
  );
}

/** The appointment the user's Idempotency-Key of the table was first used on; undefined for a new key. */
export async function findIdempotencyKey(
  db: Db,
  table: KeyTable,
  hosId: HosId,
  userId: string,
  key: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom(table)
    .select('appoint_id')
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.appoint_id;
}

export const lockPayKey = (trx: Db, hosId: HosId, userId: string, key: string) =>
  lockIdempotencyKey(trx, 'pay_idempotency_key', hosId, userId, key);
export const findPayKey = (db: Db, hosId: HosId, userId: string, key: string) =>
  findIdempotencyKey(db, 'pay_idempotency_key', hosId, userId, key);

export function insertPayKey(db: Db, hosId: HosId, userId: string, key: string, appointId: string) {
  return db
    .insertInto('pay_idempotency_key')
    .values({ hos_id: hosId, user_id: userId, key, appoint_id: appointId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * A successful card deduction sets isDopay 1, and a pending state 3 becomes 1. Never on a booking the
 * hospital cancelled (hosState 4): money arriving for it goes back.
 */
export async function markPaid(trx: Db, hosId: HosId, appointId: string): Promise<boolean> {
  const res = await trx
    .updateTable('appointment')
    .set({ is_dopay: '1', state: StoredAppointmentState.VALID })
    .where('hos_id', '=', hosId)
    .where('appoint_id', '=', appointId)
    .where('is_dopay', '=', '0')
    .where('state', 'in', ACTIVE_APPOINTMENT_STATES)
    .where('hos_state', '<>', StoredHosState.SCHEDULE_CANCELLED)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** Ends an active appointment; false when it was no longer active (someone else ended it first). */
export async function markCancelled(
  trx: Db,
  hosId: HosId,
  appointId: string,
  reason: 'patient' | 'expired',
  at: Date,
): Promise<boolean> {
  const res = await trx
    .updateTable('appointment')
    .set({ state: StoredAppointmentState.CANCELLED, cancelled_at: at, cancel_reason: reason })
    .where('hos_id', '=', hosId)
    .where('appoint_id', '=', appointId)
    .where('state', 'in', ACTIVE_APPOINTMENT_STATES)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export async function markDeleted(trx: Db, hosId: HosId, appointId: string, at: Date) {
  await trx
    .updateTable('appointment')
    .set({ deleted_at: at })
    .where('hos_id', '=', hosId)
    .where('appoint_id', '=', appointId)
    .where('deleted_at', 'is', null)
    .execute();
}

/** A card payment the HIS refused frees its Idempotency-Key, so the same key may try again. */
export async function deletePayKey(db: Db, hosId: HosId, userId: string, key: string) {
  await db
    .deleteFrom('pay_idempotency_key')
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}
