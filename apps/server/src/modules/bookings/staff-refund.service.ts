import { ACTIVE_APPOINTMENT_STATES, appointmentNo, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { liveRegistrationOrders } from '../payments/orders.service.ts';
import type { SettleDeps } from '../payments/settlement.service.ts';
import type { SmsSender } from '../sms/sms.sender.ts';
import { markWithdrawDue } from './check-in.repository.ts';
import { withdrawCancelledVisits } from './queue-withdraw.ts';
import { settleAfterCommit, startRefund } from './refund.service.ts';
import * as repo from './staff-bookings.repository.ts';
import { releaseSourceNumber, tellPromoted, type Promotion } from './waitlist.service.ts';

/**
 * A booking's fee refunded by the hospital's staff (docs/refunds.md), the patient's cancel without the patient's
 * rules: the booking is cancelled with reason 'hospital' (never counted against the patient), its number goes back to
 * the pool or the first waiting patient, a checked-in visit leaves the HIS queue, and the paid order goes paid →
 * refunding in the caller's transaction; after commit settlement refunds it by its channel and writes the patient's
 * refund message and text. The order's conditional move makes the money go back once, whoever asks twice.
 */
export type StaffRefundDeps = SettleDeps & { sms: SmsSender };

export interface RefundableBooking {
  appointId: string;
  appointNo: string;
  outTradeNo: string;
  amount: number;
}

/** The booking and its paid fee; C002 unknown (another hospital's too), REFUNDREQ001 nothing paid to refund. */
export async function refundableBooking(
  db: Db,
  hosId: HosId,
  appointId: string,
  { lock = false } = {},
): Promise<RefundableBooking & { numberId: string }> {
  const row = await repo.refundTarget(db, hosId, appointId, lock);
  if (!row) throw new AppError('C002');
  const order = (await liveRegistrationOrders(db, hosId, [appointId])).get(appointId);
  const active = (ACTIVE_APPOINTMENT_STATES as readonly string[]).includes(row.state);
  if (!active || order?.state !== 'paid') throw new AppError('REFUNDREQ001');
  return {
    appointId,
    appointNo: appointmentNo(row.session_date, row.serial),
    outTradeNo: order.outTradeNo,
    amount: Number(order.amount),
    numberId: row.number_id,
  };
}

/** Inside the caller's transaction: the booking cancelled and its paid order refunding. REFUNDREQ001 when no longer paid. */
export async function refundInTransaction(
  trx: Db,
  hosId: HosId,
  appointId: string,
  note: string,
  at: Date,
): Promise<{ booking: RefundableBooking; promotion: Promotion | null }> {
  const { numberId, ...booking } = await refundableBooking(trx, hosId, appointId, { lock: true });
  if (!(await repo.cancelByHospital(trx, hosId, appointId, at)))
    throw new Error(`appointment ${appointId} changed under its row lock`);
  await markWithdrawDue(trx, hosId, appointId, at);
  const promotion = await releaseSourceNumber(trx, hosId, numberId);
  await startRefund(trx, hosId, booking.outTradeNo, `the hospital refunded it: ${note}`, at);
  return { booking, promotion };
}

/** After the transaction committed: the promoted patient texted, the HIS queue left, the order refunded by its channel. */
export async function finishRefund(
  deps: StaffRefundDeps,
  hosId: HosId,
  done: { booking: RefundableBooking; promotion: Promotion | null },
  log?: { error(obj: unknown, msg: string): void },
): Promise<void> {
  await tellPromoted(deps.db, deps.sms, [done.promotion], log);
  await withdrawCancelledVisits(
    deps.db,
    deps.his,
    { hosId, appointId: done.booking.appointId },
    log,
  );
  await settleAfterCommit(deps, hosId, [done.booking.outTradeNo], log);
}
