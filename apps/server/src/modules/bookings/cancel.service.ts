import { canCancel, refundAllowed, type AppointmentRecordDetail } from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import { releaseSourceNumber, tellPromoted } from './waitlist.service.ts';
import type { SettleDeps } from '../payments/settlement.service.ts';
import type { SmsSender } from '../sms/sms.sender.ts';
import { recordContext, requireAllowed, ruleContext } from './records.context.ts';
import { toRuleRecord } from './records.dto.ts';
import * as repo from './records.repository.ts';
import { findOwnRecord, getRecord } from './records.service.ts';
import { markWithdrawDue } from './check-in.repository.ts';
import { withdrawCancelledVisits } from './queue-withdraw.ts';
import { settleAfterCommit, startRefund } from './refund.service.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * Cancel a booking. One transaction under the appointment's row
 * lock: the shared cancel rule, state 'cancelled' with cancelled_at and reason 'patient' (what the
 * anti-scalping blocks count), the source number released to the pool or to the first waitlisted patient, and the
 * refund of a paid booking to where the money came from: the order goes paid → refunding here and, right after
 * commit, is refunded by its channel — the card credited at the HIS, the QR payment at the gateway (never inside the
 * transaction; the settlement job retries if either fails). A QR payment still under way is closed at the
 * gateway the same way, or refunded if the payer got there first.
 * A waitlisted patient given the number is texted after commit through the composition root's sender (`deps.sms`),
 * and a checked-in visit is withdrawn from the HIS queue.
 */
export async function cancelAppointment(
  deps: SettleDeps & { sms: SmsSender },
  actor: PatientContext,
  appointId: string,
  log?: { error(obj: unknown, msg: string): void },
): Promise<AppointmentRecordDetail> {
  const { db } = deps;
  const { hosId, userId } = actor;
  const ctx = await recordContext(db, hosId);
  const { order, promotion } = await db.transaction().execute(async (trx) => {
    if (!(await repo.lockAppointment(trx, hosId, userId, appointId))) throw new AppError('C002');
    const row = await findOwnRecord(trx, actor, appointId);
    const now = new Date();
    requireAllowed(canCancel(toRuleRecord(row), ruleContext(ctx, now)));

    const paid = row.out_trade_no !== null && row.order_state === 'paid';
    // Refund is possible within refundMonths of payment.
    if (paid)
      requireAllowed(refundAllowed(new Date(row.paid_at ?? now), now, ctx.config.refundMonths));
    if (!(await repo.markCancelled(trx, hosId, appointId, 'patient', now)))
      throw new Error(`appointment ${appointId} changed under its row lock`);
    await markWithdrawDue(trx, hosId, appointId, now);
    const promotion = await releaseSourceNumber(trx, hosId, row.number_id);
    if (paid) await startRefund(trx, hosId, row.out_trade_no!, 'patient cancelled', now);
    return { order: row.out_trade_no, promotion };
  });
  await tellPromoted(db, deps.sms, [promotion], log);
  // A checked-in visit (sign-in cancel) leaves the HIS queue; a booking never checked in has nothing to withdraw.
  await withdrawCancelledVisits(db, deps.his, { hosId, appointId }, log);
  // Until the channel answers, the record shows the refund as under way; the settlement job finishes it.
  await settleAfterCommit(deps, hosId, order ? [order] : [], log);
  return getRecord(db, actor, appointId, ctx);
}
