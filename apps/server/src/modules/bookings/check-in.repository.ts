import { sql } from 'kysely';
import { StoredAppointmentState, StoredHosState, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { findIdempotencyKey, lockIdempotencyKey } from './records.repository.ts';

/** Check-in tables (migration 0023), Kysely only (docs/house-style.md#repositories): (db | trx, hosId, …) first, filtered on hos_id. */
export interface CheckInRow {
  appoint_id: string;
  schedule_id: string;
  queue_no: number;
  checked_in_at: Date;
  his_notified_at: Date | null;
}

/** The check-in's Idempotency-Key (a key reused on two bookings still checks in once): records.repository.ts keeps both kinds. */
export const lockKey = (trx: Db, hosId: HosId, userId: string, key: string) =>
  lockIdempotencyKey(trx, 'check_in_key', hosId, userId, key);
export const findKey = (db: Db, hosId: HosId, userId: string, key: string) =>
  findIdempotencyKey(db, 'check_in_key', hosId, userId, key);

export async function insertKey(
  trx: Db,
  hosId: HosId,
  userId: string,
  key: string,
  appointId: string,
) {
  await trx
    .insertInto('check_in_key')
    .values({ hos_id: hosId, user_id: userId, key, appoint_id: appointId })
    .execute();
}

export function findCheckIn(
  db: Db,
  hosId: HosId,
  appointId: string,
): Promise<CheckInRow | undefined> {
  return db
    .selectFrom('appointment_check_in')
    .select(['appoint_id', 'schedule_id', 'queue_no', 'checked_in_at', 'his_notified_at'])
    .where('hos_id', '=', hosId)
    .where('appoint_id', '=', appointId)
    .executeTakeFirst();
}

/** hosState 0 → 3, only from a booked, paid, not-yet-checked-in state: false when another request got there first. */
export async function markSignedIn(trx: Db, hosId: HosId, appointId: string): Promise<boolean> {
  const r = await trx
    .updateTable('appointment')
    .set({ hos_state: StoredHosState.SIGNED_IN })
    .where('hos_id', '=', hosId)
    .where('appoint_id', '=', appointId)
    .where('state', '=', StoredAppointmentState.VALID)
    .where('hos_state', '=', StoredHosState.NOT_CHECKED_IN)
    .where('is_dopay', '=', '1')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/**
 * The session's next queue number: the counter row is created at 1 or incremented, under its row lock until commit,
 * so concurrent check-ins of one session are numbered 1, 2, 3, … in the order they commit.
 */
export async function nextQueueNo(trx: Db, hosId: HosId, scheduleId: string): Promise<number> {
  const row = await trx
    .insertInto('session_queue_counter')
    .values({ hos_id: hosId, schedule_id: scheduleId, last_queue_no: 1 })
    .onConflict((oc) =>
      oc
        .columns(['hos_id', 'schedule_id'])
        .doUpdateSet({ last_queue_no: sql`session_queue_counter.last_queue_no + 1` }),
    )
    .returning('last_queue_no')
    .executeTakeFirstOrThrow();
  return Number(row.last_queue_no);
}

export async function insertCheckIn(
  trx: Db,
  hosId: HosId,
  c: { appointId: string; scheduleId: string; queueNo: number; at: Date },
): Promise<CheckInRow> {
  return trx
    .insertInto('appointment_check_in')
    .values({
      hos_id: hosId,
      appoint_id: c.appointId,
      schedule_id: c.scheduleId,
      queue_no: c.queueNo,
      checked_in_at: c.at,
    })
    .returning(['appoint_id', 'schedule_id', 'queue_no', 'checked_in_at', 'his_notified_at'])
    .executeTakeFirstOrThrow();
}

/** The booking's session date ('YYYY-MM-DD') and period, for the session start the HIS is told. */
export async function findVisitSession(
  db: Db,
  hosId: HosId,
  appointId: string,
): Promise<{ session_date: string; noon_code: string }> {
  const { rows } = await sql<{
    session_date: string;
    noon_code: string;
  }>`select to_char(session_date, 'YYYY-MM-DD') as session_date, noon_code
    from appointment where hos_id = ${hosId} and appoint_id = ${appointId}`.execute(db);
  if (!rows[0]) throw new Error(`appointment ${appointId} vanished after check-in`);
  return rows[0];
}

export async function markHisNotified(db: Db, hosId: HosId, appointId: string, at: Date) {
  await db
    .updateTable('appointment_check_in')
    .set({ his_notified_at: at })
    .where('hos_id', '=', hosId)
    .where('appoint_id', '=', appointId)
    .where('his_notified_at', 'is', null)
    .execute();
}

/** Checked-in, still valid bookings of the session numbered after `calling` and before `queueNo` (null: any): the people ahead. */
export async function countWaitingAhead(
  db: Db,
  hosId: HosId,
  scheduleId: string,
  calling: number,
  queueNo: number | null,
): Promise<number> {
  const row = await db
    .selectFrom('appointment_check_in as c')
    .innerJoin('appointment as a', (j) =>
      j.onRef('a.hos_id', '=', 'c.hos_id').onRef('a.appoint_id', '=', 'c.appoint_id'),
    )
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('c.hos_id', '=', hosId)
    .where('c.schedule_id', '=', scheduleId)
    .where('c.queue_no', '>', calling)
    .where('a.state', '=', StoredAppointmentState.VALID)
    .$if(queueNo !== null, (q) => q.where('c.queue_no', '<', queueNo!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** In the cancel's transaction: a checked-in booking's visit is now due to leave the HIS queue (no-op for one never checked in). */
export async function markWithdrawDue(trx: Db, hosId: HosId, appointId: string, at: Date) {
  await trx
    .updateTable('appointment_check_in')
    .set({ withdraw_due_at: at })
    .where('hos_id', '=', hosId)
    .where('appoint_id', '=', appointId)
    .where('withdraw_due_at', 'is', null)
    .execute();
}

/**
 * Cancelled visits the HIS queue still holds: due to leave it, told to the HIS, not yet withdrawn there (the oldest
 * first; `appointId` narrows to one). Reads only the partial index of the due ones.
 */
export async function pendingWithdrawals(
  db: Db,
  hosId: HosId | null,
  appointId: string | null,
  limit: number,
): Promise<{ hos_id: HosId; appoint_id: string }[]> {
  return db
    .selectFrom('appointment_check_in')
    .select(['hos_id', 'appoint_id'])
    .where('withdraw_due_at', 'is not', null)
    .where('his_withdrawn_at', 'is', null)
    .where('his_notified_at', 'is not', null)
    .$if(hosId !== null, (q) => q.where('hos_id', '=', hosId!))
    .$if(appointId !== null, (q) => q.where('appoint_id', '=', appointId!))
    .orderBy('checked_in_at')
    .limit(limit)
    .execute();
}

export async function markHisWithdrawn(db: Db, hosId: HosId, appointId: string, at: Date) {
  await db
    .updateTable('appointment_check_in')
    .set({ his_withdrawn_at: at })
    .where('hos_id', '=', hosId)
    .where('appoint_id', '=', appointId)
    .where('his_withdrawn_at', 'is', null)
    .execute();
}
