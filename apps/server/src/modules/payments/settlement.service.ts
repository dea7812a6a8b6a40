import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { PayGateway } from '../paygateway/gateway.service.ts';
import { findOrder, markChecked, updateState } from './orders.repository.ts';
import { applyPaid } from './payments.service.ts';
import type { OrderFacts, PaymentDeps, Purposes } from './purposes.ts';

/**
 * Settlement of QR orders with the gateway (issues 5 and 11 "never lose money"), for every purpose. Whatever happened
 * first — the payer paying, the booking expiring, the card being stopped, a card payment taking over — this brings
 * our order and the gateway's transaction to one of: paid and delivered, closed with nothing taken, or refunded in
 * full. Every step is idempotent (conditional updates here, close/refund-number idempotency at the gateway), so the
 * request that caused it, the notify handler and the settlement job on several instances may all run it at once.
 *
 * Our order goes paying → closed only after the gateway confirms its transaction can no longer be paid, so money
 * can never arrive for a closed order.
 */
export type SettleDeps = Pick<PaymentDeps, 'db' | 'gateway' | 'purposes'>;
export type SettleOutcome = 'paid' | 'closed' | 'refunded' | 'unchanged';

/** The gateway refund number of an order: one full refund per order, so a retry can never refund twice. */
export const refundNoOf = (outTradeNo: string) => `R${outTradeNo}`;

/** One order transition with its event, atomically (outside the callers' transactions). */
const move = (db: Db, hosId: string, outTradeNo: string, from: 'paying' | 'refunding', to: 'closed' | 'refunded', note: string, now: Date) =>
  db.transaction().execute((trx) => updateState(trx, hosId, outTradeNo, from, to, note, now));

/**
 * Settles one QR order: a paying one with the gateway (below), a refunding one by refunding it in full.
 * Gateway errors propagate: the caller logs them and the settlement job retries.
 */
export async function settleQrOrder(deps: SettleDeps, hosId: string, outTradeNo: string, opts: { supersede?: boolean; now?: Date } = {}): Promise<SettleOutcome> {
  const { db, gateway, purposes } = deps;
  if (!gateway) throw new AppError('PAY006');
  const now = opts.now ?? new Date();
  const order = await findOrder(db, hosId, outTradeNo);
  if (!order || order.method !== 'qr' || (order.state !== 'paying' && order.state !== 'refunding')) return 'unchanged';
  if (order.state === 'paying') {
    const outcome = await settlePaying({ db, gateway, purposes }, order, opts.supersede === true, now);
    if (outcome !== 'refund') return outcome;
  } else if (await neverTaken(gateway, hosId, outTradeNo)) {
    return (await move(db, hosId, outTradeNo, 'refunding', 'closed', 'the gateway never took the money: closed there, nothing to refund', now))
      ? 'closed' : 'unchanged';
  }
  await gateway.refundTransaction(hosId, outTradeNo, refundNoOf(outTradeNo), order.amount);
  return (await move(db, hosId, outTradeNo, 'refunding', 'refunded', 'refunded to the QR payment', now)) ? 'refunded' : 'unchanged';
}

/**
 * Issue 9 defect 2: an order can be refunding although the gateway never took the money — it was marked paid by a
 * notification the gateway never sent (forged with a leaked secret). The gateway refuses to refund what it never
 * took, so instead its transaction is closed (no payer can pay it any more) and the order ends without a refund.
 * True when the gateway holds no money for the order; a payer who pays at that very moment wins (false: refund it).
 */
async function neverTaken(gateway: PayGateway, hosId: string, outTradeNo: string): Promise<boolean> {
  const answer = await gateway.queryTransaction(hosId, outTradeNo);
  if (answer === null || answer.state === 'closed') return true;
  if (answer.state !== 'pending') return false;
  const closed = await gateway.closeTransaction(hosId, outTradeNo);
  return closed === null || closed.state === 'closed';
}

/**
 * A paying order whose purpose is still wanted (booking active, card usable, bill unpaid) is only asked about
 * (query-on-silence), unless `supersede` (a card payment takes over). Otherwise the gateway transaction is closed; a
 * gateway that answers "paid" instead wins, and the payment is applied (then 'refund' when it cannot be delivered).
 */
async function settlePaying(deps: { db: Db; gateway: PayGateway; purposes: Purposes }, order: OrderFacts, supersede: boolean, now: Date): Promise<SettleOutcome | 'refund'> {
  const { hosId, outTradeNo } = order;
  const wanted = await deps.purposes[order.purpose].stillWanted(deps.db, order);
  const close = !wanted || supersede;
  const answer = close ? await deps.gateway.closeTransaction(hosId, outTradeNo) : await deps.gateway.queryTransaction(hosId, outTradeNo);
  if (answer?.state === 'paid' && answer.amount === order.amount) {
    const applied = await applyPaid(deps, hosId, outTradeNo, answer.amount, close ? 'paid before the gateway closed' : 'gateway query', now);
    return applied === 'paid' || applied === 'refund' ? applied : 'unchanged';
  }
  if (!close || (answer !== null && answer.state !== 'closed')) return 'unchanged';
  const note = wanted ? 'superseded by a card payment' : `its ${order.purpose.replace('_', ' ')} is no longer wanted`;
  return (await move(deps.db, hosId, outTradeNo, 'paying', 'closed', `${note}: closed at the gateway`, now)) ? 'closed' : 'unchanged';
}

export interface SettleTickOptions { queryAfterSeconds: number; now?: Date; batchSize?: number }
interface Log { error(obj: unknown, msg: string): void }

/**
 * One pass of the settlement job: QR orders refunding, registration orders paying for an ended booking (closed at
 * once), or any order paying and silent for `queryAfterSeconds` (query-on-silence; other purposes that are no longer
 * wanted are closed then). Each order is taken at most once per `queryAfterSeconds` (checked_at), so
 * a pass moves round the backlog and a failing gateway is retried at that pace; the failure is logged.
 */
export async function settleTick(deps: SettleDeps, opts: SettleTickOptions, log?: Log): Promise<SettleOutcome[]> {
  const now = opts.now ?? new Date();
  const silentSince = new Date(now.getTime() - opts.queryAfterSeconds * 1000);
  const { rows } = await sql<{ hos_id: string; out_trade_no: string }>`
    select o.hos_id, o.out_trade_no
      from pay_order o left join appointment a on a.hos_id = o.hos_id and a.appoint_id = o.appoint_id
     where o.method = 'qr' and o.state in ('paying', 'refunding')
       and (o.checked_at is null or o.checked_at <= ${silentSince})
       and (o.state = 'refunding' or o.updated_at <= ${silentSince}
            or o.purpose = 'registration' and a.state is distinct from '1' and a.state is distinct from '3')
     order by o.checked_at nulls first, o.updated_at
     limit ${opts.batchSize ?? 50}`.execute(deps.db);
  const outcomes: SettleOutcome[] = [];
  for (const r of rows) {
    await markChecked(deps.db, r.hos_id, r.out_trade_no, now);
    try {
      outcomes.push(await settleQrOrder(deps, r.hos_id, r.out_trade_no, { now }));
    } catch (err) {
      log?.error({ err, outTradeNo: r.out_trade_no }, 'QR order settlement failed');
      outcomes.push('unchanged');
    }
  }
  return outcomes;
}
