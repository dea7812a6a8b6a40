import type { Selectable } from 'kysely';
import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { RefundRequestTable } from '../../db/schema.ts';

/** Staff refunds and their approvals (migration 0047, docs/refunds.md), Kysely only, every query on hos_id. */
export type RefundRequestRow = Selectable<RefundRequestTable>;

export interface NewRefundRequest {
  requestId: string;
  hosId: HosId;
  appointId: string;
  outTradeNo: string;
  amount: number;
  reason: string;
  state: 'pending' | 'refunded';
  requestedBy: { staffId: string; name: string };
  at: Date;
}

/** A new request; false when another request of the same order is already pending (the partial unique index). */
export async function insertRequest(db: Db, r: NewRefundRequest): Promise<boolean> {
  const res = await db
    .insertInto('refund_request')
    .values({
      request_id: r.requestId,
      hos_id: r.hosId,
      appoint_id: r.appointId,
      out_trade_no: r.outTradeNo,
      amount: r.amount,
      reason: r.reason,
      state: r.state,
      requested_by: r.requestedBy.staffId,
      requested_by_name: r.requestedBy.name,
      requested_at: r.at,
      // A refund at or below the limit is decided when it is asked for: by nobody else.
      decided_at: r.state === 'pending' ? null : r.at,
    })
    .onConflict((oc) =>
      oc.columns(['hos_id', 'out_trade_no']).where('state', '=', 'pending').doNothing(),
    )
    .executeTakeFirst();
  return (res.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export function findRequest(db: Db, hosId: HosId, requestId: string, { lock = false } = {}) {
  let q = db
    .selectFrom('refund_request')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('request_id', '=', requestId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** Decides a pending request; undefined when it was no longer pending (someone decided first). */
export function decideRequest(
  db: Db,
  hosId: HosId,
  requestId: string,
  d: {
    state: 'refunded' | 'rejected';
    by: { staffId: string; name: string };
    note: string | null;
    at: Date;
  },
) {
  return db
    .updateTable('refund_request')
    .set({
      state: d.state,
      decided_by: d.by.staffId,
      decided_by_name: d.by.name,
      decided_at: d.at,
      decision_note: d.note,
    })
    .where('hos_id', '=', hosId)
    .where('request_id', '=', requestId)
    .where('state', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export function pendingRequests(db: Db, hosId: HosId) {
  return db
    .selectFrom('refund_request')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('state', '=', 'pending')
    .orderBy('requested_at')
    .orderBy('request_id')
    .execute();
}

export function recentRequests(db: Db, hosId: HosId, limit: number) {
  return db
    .selectFrom('refund_request')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('state', '<>', 'pending')
    .orderBy('decided_at', 'desc')
    .orderBy('request_id')
    .limit(limit)
    .execute();
}

/** The appointment numbers of these bookings, by appointment id. */
export async function appointNumbers(db: Db, hosId: HosId, appointIds: string[]) {
  if (appointIds.length === 0) return [];
  return db
    .selectFrom('appointment')
    .select(['appoint_id', 'serial'])
    .select((eb) =>
      eb.fn<string>('to_char', ['session_date', eb.val('YYYY-MM-DD')]).as('session_date'),
    )
    .where('hos_id', '=', hosId)
    .where('appoint_id', 'in', appointIds)
    .execute();
}
