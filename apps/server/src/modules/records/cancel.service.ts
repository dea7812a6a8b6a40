import { canCancel, refundAllowed, type AppointmentRecordDetail } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { releaseSourceNumber } from '../appointments/waitlist.service.ts';
import { creditCard } from '../ledger/ledger.service.ts';
import type { Actor } from '../patients/patients.service.ts';
import { moveOrder } from './orders.service.ts';
import { recordContext, requireAllowed, ruleContext } from './records.context.ts';
import { toRuleRecord } from './records.dto.ts';
import * as repo from './records.repository.ts';
import { findOwnRecord, getRecord } from './records.service.ts';

/**
 * Cancel a booking (SPEC §4 cancel allowed, §9 limits; issue 5 §6). One transaction under the appointment's row
 * lock: the shared cancel rule, the refund of a card payment (order paid → refunding → refunded with a 'refund'
 * ledger entry), state 'cancelled' with cancelled_at and reason 'patient' (what the SPEC §9 anti-scalping blocks
 * count), and the source number released to the pool or to the first waitlisted patient.
 */
export async function cancelAppointment(db: Db, actor: Actor, appointId: string): Promise<AppointmentRecordDetail> {
  const { hosId, userId } = actor;
  const ctx = await recordContext(db, hosId);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockAppointment(trx, hosId, userId, appointId))) throw new AppError('C002');
    const row = await findOwnRecord(trx, actor, appointId);
    const now = new Date();
    requireAllowed(canCancel(toRuleRecord(row), ruleContext(ctx, now)));

    const refund = row.out_trade_no !== null && row.order_state === 'paid' ? { outTradeNo: row.out_trade_no, cardId: row.order_card_id } : null;
    if (refund) {
      // QR refunds go back through the pay gateway: next session (issue 5 QR flow). Refused, never half-done.
      if (row.order_method !== 'card' || refund.cardId === null) throw new AppError('APPOINT054');
      // SPEC §9: refund is possible within refundMonths of payment.
      requireAllowed(refundAllowed(new Date(row.paid_at ?? now), now, ctx.config.refundMonths));
    }
    if (!(await repo.markCancelled(trx, hosId, appointId, 'patient', now))) throw new Error(`appointment ${appointId} changed under its row lock`);
    await releaseSourceNumber(trx, hosId, row.number_id);
    if (refund?.cardId) {
      // Last, so the card's row lock is held only until commit (the same reason as in payByCard).
      await moveOrder(trx, hosId, refund.outTradeNo, 'paid', 'refunding', 'patient cancelled', now);
      await creditCard(trx, hosId, refund.cardId, Number(row.order_amount), 'refund', appointId);
      await moveOrder(trx, hosId, refund.outTradeNo, 'refunding', 'refunded', 'card balance credited', now);
    }
  });
  return getRecord(db, actor, appointId, ctx);
}
