import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { moveOrder } from '../payments/orders.service.ts';
import { settleOrder, type SettleDeps } from '../payments/settlement.service.ts';

/**
 * The two halves of refunding a booking's fee, shared by the patient's own cancel (cancel.service) and the hospital
 * cancelling a session (modules/operator): inside the caller's transaction the paid order goes paid → refunding;
 * after commit settlement refunds it by its channel (card credited at the HIS, QR refunded at the gateway) — never
 * inside the transaction (the gateway and the HIS are remote: docs/architecture.md#payments-are-state-machines). A failing channel is logged; the settlement job retries.
 */
export function startRefund(trx: Db, hosId: HosId, outTradeNo: string, note: string, at: Date) {
  return moveOrder(trx, hosId, outTradeNo, 'paid', 'refunding', note, at);
}

/** Settles each order after the caller's transaction committed (refunding → refunded, paying → closed or paid → refund). */
export async function settleAfterCommit(
  deps: SettleDeps,
  hosId: HosId,
  outTradeNos: readonly string[],
  log?: { error(obj: unknown, msg: string): void },
): Promise<void> {
  for (const outTradeNo of outTradeNos) {
    await settleOrder(deps, hosId, outTradeNo).catch((err: unknown) =>
      log?.error(
        { err, hosId, outTradeNo },
        'settling the order failed; the settlement job retries',
      ),
    );
  }
}
