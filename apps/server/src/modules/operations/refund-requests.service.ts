import { randomUUID } from 'node:crypto';
import { appointmentNo, readHospitalConfig, type HosId } from '@portal/shared';
import {
  REFUND_RECENT_LIMIT,
  type RefundRequest,
  type RefundRequestList,
} from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  finishRefund,
  refundableBooking,
  refundInTransaction,
  type StaffRefundDeps,
} from '../bookings/staff-refund.service.ts';
import { readConfigItems } from '../hospital/hospital.service.ts';
import { recordAudit } from '../staff/audit.service.ts';
import type { StaffContext } from '../staff/staff-context.ts';
import * as repo from './refund-requests.repository.ts';

/**
 * Staff refunds with four-eyes approval (docs/refunds.md). A refund at or below the hospital's limit
 * (staffRefundApprovalAbove) happens at once; above it the request waits until another staff member approves or
 * rejects it — never the one who asked. The request's decision, the booking's cancel, the order's move to refunding
 * and the audit row are one transaction, and the decision is a conditional update of a locked pending row: two
 * approvals sent at once refund once, the second is told the request was decided.
 */
interface Log {
  error(obj: unknown, msg: string): void;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function approvalLimit(db: Db, hosId: HosId): Promise<number> {
  return readHospitalConfig(await readConfigItems(db, hosId, ['REFUND'])).staffRefundApprovalAbove;
}

function toRequest(r: repo.RefundRequestRow, appointNo: string): RefundRequest {
  return {
    requestId: r.request_id,
    appointId: r.appoint_id,
    appointNo,
    outTradeNo: r.out_trade_no,
    amount: Number(r.amount),
    reason: r.reason,
    state: r.state,
    requestedBy: { staffId: r.requested_by, name: r.requested_by_name },
    requestedAt: iso(r.requested_at)!,
    decidedBy:
      r.decided_by_name === null ? null : { staffId: r.decided_by, name: r.decided_by_name },
    decidedAt: iso(r.decided_at),
    decisionNote: r.decision_note,
  };
}

async function withNumbers(
  db: Db,
  hosId: HosId,
  rows: repo.RefundRequestRow[],
): Promise<RefundRequest[]> {
  const numbers = new Map(
    (
      await repo.appointNumbers(
        db,
        hosId,
        rows.map((r) => r.appoint_id),
      )
    ).map((a) => [a.appoint_id, appointmentNo(a.session_date, a.serial)]),
  );
  return rows.map((r) => toRequest(r, numbers.get(r.appoint_id) ?? r.appoint_id));
}

const staffRef = (staff: StaffContext) => ({ staffId: staff.staffId, name: staff.name });

/** A staff member refunds a booking's paid fee: at once up to the limit, else a request another must approve. */
export async function refundBooking(
  deps: StaffRefundDeps,
  staff: StaffContext,
  at: { hosId: HosId; appointId: string },
  reason: string,
  log?: Log,
): Promise<{ outcome: 'refunded' | 'pending'; request: RefundRequest }> {
  const { db } = deps;
  const { hosId, appointId } = at;
  const booking = await refundableBooking(db, hosId, appointId);
  const limit = await approvalLimit(db, hosId);
  const requestId = randomUUID();
  const now = new Date();
  if (booking.amount > limit) {
    const inserted = await db.transaction().execute(async (trx) => {
      const ok = await repo.insertRequest(trx, {
        requestId,
        hosId,
        appointId,
        outTradeNo: booking.outTradeNo,
        amount: booking.amount,
        reason,
        state: 'pending',
        requestedBy: staffRef(staff),
        at: now,
      });
      if (ok)
        await recordAudit(trx, {
          hosId,
          staff,
          action: 'refund.requested',
          target: booking.appointNo,
          after: {
            requestId,
            outTradeNo: booking.outTradeNo,
            amount: booking.amount,
            reason,
            limit,
          },
        });
      return ok;
    });
    if (!inserted) throw new AppError('REFUNDREQ002');
    const row = await repo.findRequest(db, hosId, requestId);
    return { outcome: 'pending', request: toRequest(row!, booking.appointNo) };
  }
  const done = await db.transaction().execute(async (trx) => {
    const refunded = await refundInTransaction(trx, hosId, appointId, reason, now);
    // The partial unique index covers pending requests only: a refunded one never conflicts.
    if (
      !(await repo.insertRequest(trx, {
        requestId,
        hosId,
        appointId,
        outTradeNo: refunded.booking.outTradeNo,
        amount: refunded.booking.amount,
        reason,
        state: 'refunded',
        requestedBy: staffRef(staff),
        at: now,
      }))
    )
      throw new Error('a refunded request cannot conflict with a pending one');
    await recordAudit(trx, {
      hosId,
      staff,
      action: 'refund.done',
      target: booking.appointNo,
      after: { requestId, outTradeNo: booking.outTradeNo, amount: booking.amount, reason, limit },
    });
    return refunded;
  });
  await finishRefund(deps, hosId, done, log);
  const row = await repo.findRequest(db, hosId, requestId);
  return { outcome: 'refunded', request: toRequest(row!, booking.appointNo) };
}

/** The pending request, locked; REFUNDREQ003 unknown, REFUNDREQ004 decided, REFUNDREQ005 the deciding staff member asked for it. */
async function lockPending(trx: Db, staff: StaffContext, hosId: HosId, requestId: string) {
  const row = await repo.findRequest(trx, hosId, requestId, { lock: true });
  if (!row) throw new AppError('REFUNDREQ003');
  if (row.state !== 'pending') throw new AppError('REFUNDREQ004');
  if (row.requested_by === staff.staffId) throw new AppError('REFUNDREQ005');
  return row;
}

async function decide(
  trx: Db,
  staff: StaffContext,
  row: repo.RefundRequestRow,
  state: 'refunded' | 'rejected',
  note: string | null,
  now: Date,
) {
  const decided = await repo.decideRequest(trx, row.hos_id, row.request_id, {
    state,
    by: staffRef(staff),
    note,
    at: now,
  });
  if (!decided) throw new AppError('REFUNDREQ004');
  return decided;
}

/** Another staff member approves: the booking is refunded, exactly once. */
export async function approveRefundRequest(
  deps: StaffRefundDeps,
  staff: StaffContext,
  at: { hosId: HosId; requestId: string },
  log?: Log,
): Promise<RefundRequest> {
  const { db } = deps;
  const now = new Date();
  const { decided, done } = await db.transaction().execute(async (trx) => {
    const row = await lockPending(trx, staff, at.hosId, at.requestId);
    const decided = await decide(trx, staff, row, 'refunded', null, now);
    const done = await refundInTransaction(trx, at.hosId, row.appoint_id, row.reason, now);
    await recordAudit(trx, {
      hosId: at.hosId,
      staff,
      action: 'refund.approved',
      target: done.booking.appointNo,
      before: { state: 'pending', requestedBy: row.requested_by_name },
      after: {
        requestId: row.request_id,
        outTradeNo: row.out_trade_no,
        amount: Number(row.amount),
      },
    });
    return { decided, done };
  });
  await finishRefund(deps, at.hosId, done, log);
  return toRequest(decided, done.booking.appointNo);
}

/** Another staff member rejects, with a reason: nothing is refunded. */
export async function rejectRefundRequest(
  db: Db,
  staff: StaffContext,
  at: { hosId: HosId; requestId: string },
  reason: string,
): Promise<RefundRequest> {
  const decided = await db.transaction().execute(async (trx) => {
    const row = await lockPending(trx, staff, at.hosId, at.requestId);
    const [decided] = await withNumbers(trx, at.hosId, [
      await decide(trx, staff, row, 'rejected', reason, new Date()),
    ]);
    await recordAudit(trx, {
      hosId: at.hosId,
      staff,
      action: 'refund.rejected',
      target: decided!.appointNo,
      before: { state: 'pending', requestedBy: row.requested_by_name },
      after: { requestId: row.request_id, reason },
    });
    return decided!;
  });
  return decided;
}

/** Reads only: nothing to audit. Every pending request and the latest decided ones, with the hospital's limit. */
export async function listRefundRequests(db: Db, hosId: HosId): Promise<RefundRequestList> {
  const [pending, recent, approvalAbove] = await Promise.all([
    repo.pendingRequests(db, hosId),
    repo.recentRequests(db, hosId, REFUND_RECENT_LIMIT),
    approvalLimit(db, hosId),
  ]);
  return {
    approvalAbove,
    pending: await withNumbers(db, hosId, pending),
    recent: await withNumbers(db, hosId, recent),
  };
}
