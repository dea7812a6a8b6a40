import { sql } from 'kysely';
import { ACTIVE_APPOINTMENT_STATES, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { literalList } from '../../db/sql-literals.ts';
import { AppError } from '../../errors/app-error.ts';
import { noticeRefunded } from '../message-centre/events.ts';
import { RefundPendingError } from '../paygateway/pay-gateway.ts';
import { cardChannel, gatewayChannel, type Channel } from './channels.ts';
import {
  findOrder,
  markChecked,
  markDelivered,
  noteClosedOrder,
  updateState,
} from './orders.repository.ts';
import { applyPaid } from './payments.service.ts';
import type { OrderFacts, PaymentDeps } from './purposes.ts';

/**
 * Settlement of every order with where its money is (never lose money): a QR order with the
 * gateway, a card order with the HIS's card ledger (payments/channels.ts). Whatever happened first — the payer paying,
 * the booking expiring, the card being stopped, a card payment taking over, a request dying half-way — this brings
 * our order and the money to one of: paid and delivered, closed with nothing taken, or refunded in full. Every step
 * is idempotent (conditional updates here; close, void, refund and credit keyed by the order at the other side), so
 * the request that caused it, the notify handler and the settlement job on several instances may all run it at once.
 *
 * Our order goes paying → closed only after the other side confirms it can no longer be paid, so money can never
 * arrive for a closed order.
 */
export type SettleDeps = Pick<PaymentDeps, 'db' | 'gateway' | 'purposes' | 'his'>;
export type SettleOutcome = 'paid' | 'closed' | 'refunded' | 'unchanged';

/** The refund number of an order: one full refund per order, so a retry can never refund twice. */
export const refundNoOf = (outTradeNo: string) => `R${outTradeNo}`;

/** One order transition with its event, atomically (outside the callers' transactions). */
const move = (
  db: Db,
  hosId: HosId,
  outTradeNo: string,
  from: 'paying' | 'paid' | 'refunding',
  to: 'closed' | 'refunding' | 'refunded',
  note: string,
  now: Date,
) => db.transaction().execute((trx) => updateState(trx, hosId, outTradeNo, from, to, note, now));

function channelOf(deps: SettleDeps, order: OrderFacts): Channel {
  if (order.method === 'card') return cardChannel(deps.his.cards);
  if (!deps.gateway) throw new AppError('PAY006');
  return gatewayChannel(deps.gateway);
}

/**
 * Settles one order: a paying one with its channel (below), a paid one not yet delivered by delivering it, a
 * refunding one by refunding it in full. Channel and HIS errors propagate: the caller logs them, the job retries.
 */
export async function settleOrder(
  deps: SettleDeps,
  hosId: HosId,
  outTradeNo: string,
  opts: { supersede?: boolean; now?: Date } = {},
): Promise<SettleOutcome> {
  const { db } = deps;
  const now = opts.now ?? new Date();
  const order = await findOrder(db, hosId, outTradeNo);
  if (!order) return 'unchanged';
  if (order.state === 'paid') return deliverOrder(deps, order, now);
  if (order.state !== 'paying' && order.state !== 'refunding') return 'unchanged';
  const channel = channelOf(deps, order);
  if (order.state === 'paying') {
    const outcome = await settlePaying(deps, channel, order, opts.supersede === true, now);
    if (outcome !== 'refund') return outcome;
  } else if (await neverTaken(channel, order)) {
    return (await move(
      db,
      hosId,
      outTradeNo,
      'refunding',
      'closed',
      'the channel never took the money: closed there, nothing to refund',
      now,
    ))
      ? 'closed'
      : 'unchanged';
  }
  return refund(deps, channel, { ...order, state: 'refunding' }, now);
}

async function refund(
  deps: SettleDeps,
  channel: Channel,
  order: OrderFacts,
  now: Date,
): Promise<SettleOutcome> {
  try {
    await channel.refund(order, refundNoOf(order.outTradeNo));
  } catch (err) {
    // Accepted by the provider but not completed yet: still refunding, the settlement job asks again.
    if (err instanceof RefundPendingError) return 'unchanged';
    throw err;
  }
  const note = order.method === 'card' ? 'refunded to the card' : 'refunded to the QR payment';
  // The refund's message and text are written with the transition, so they exist exactly when it happened.
  const moved = await deps.db.transaction().execute(async (trx) => {
    const done = await updateState(
      trx,
      order.hosId,
      order.outTradeNo,
      'refunding',
      'refunded',
      note,
      now,
    );
    if (done) await noticeRefunded(trx, order);
    return done;
  });
  return moved ? 'refunded' : 'unchanged';
}

/**
 * A paid order's delivery to the HIS (its purpose's `deliver`, after the paid transaction committed):
 * delivered → marked so; refused → refunded. 'unchanged' when there is nothing (more) to deliver.
 */
export async function deliverOrder(
  deps: SettleDeps,
  order: OrderFacts,
  now = new Date(),
): Promise<SettleOutcome> {
  const deliver = deps.purposes[order.purpose].deliver;
  if (!deliver || order.state !== 'paid') return 'unchanged';
  if ((await deliver(deps, order)) === 'delivered')
    return (await markDelivered(deps.db, order.hosId, order.outTradeNo, now))
      ? 'paid'
      : 'unchanged';
  const note = `paid, but the hospital's system refused its ${order.purpose.replace('_', ' ')}`;
  if (!(await move(deps.db, order.hosId, order.outTradeNo, 'paid', 'refunding', note, now)))
    return 'unchanged';
  return refund(deps, channelOf(deps, order), { ...order, state: 'refunding' }, now);
}

/**
 * An order can be refunding although the money was never taken — marked paid by a notification the
 * gateway never sent (forged with a leaked secret). The gateway refuses to refund what it never took, so instead
 * the payment is closed there (no payer can pay it any more) and the order ends without a refund. True when nothing
 * was taken; a payer who pays at that very moment wins (false: refund it).
 */
async function neverTaken(channel: Channel, order: OrderFacts): Promise<boolean> {
  const answer = await channel.ask(order, false);
  if (answer === null || answer.state === 'closed') return true;
  if (answer.state !== 'pending') return false;
  const closed = await channel.ask(order, true);
  return closed === null || closed.state === 'closed';
}

/**
 * A paying QR order whose purpose is still wanted (booking active, card usable, bill unpaid) is only asked about
 * (query-on-silence), unless `supersede` (a card payment takes over). Otherwise it is closed at its channel; a
 * channel that answers "paid" instead wins, and the payment is applied (then 'refund' when it cannot be delivered).
 * A card order is paying only while its own charge request runs; reached here, that request went silent, so it is
 * closed (its key voided at the HIS): the debit either landed — then it is applied — or never will.
 */
async function settlePaying(
  deps: SettleDeps,
  channel: Channel,
  order: OrderFacts,
  supersede: boolean,
  now: Date,
): Promise<SettleOutcome | 'refund'> {
  const { hosId, outTradeNo } = order;
  const wanted = await deps.purposes[order.purpose].stillWanted(deps.db, order);
  const close = !wanted || supersede || order.method === 'card';
  const answer = await channel.ask(order, close);
  if (answer?.state === 'paid' && answer.amount === order.amount) {
    const applied = await applyPaid(
      deps,
      hosId,
      outTradeNo,
      answer.amount,
      close ? 'paid before it was closed' : 'gateway query',
      now,
      order.method,
    );
    return applied === 'paid' || applied === 'refund' ? applied : 'unchanged';
  }
  if (!close || (answer !== null && answer.state !== 'closed')) return 'unchanged';
  const note =
    order.method === 'card'
      ? 'the card charge went silent'
      : wanted
        ? 'superseded by a card payment'
        : `its ${order.purpose.replace('_', ' ')} is no longer wanted`;
  return (await move(
    deps.db,
    hosId,
    outTradeNo,
    'paying',
    'closed',
    `${note}: closed at its channel`,
    now,
  ))
    ? 'closed'
    : 'unchanged';
}

/**
 * A payment a provider took for an order already closed is given back in full at that channel (docs/payments.md#channels:
 * Alipay cannot close a code nobody has scanned, so a payer may still pay it after the booking ended). Keyed by the
 * order's refund number, so a repeated notification never refunds twice; the order stays closed, nothing kept, and its
 * history says so. A refund still processing at the provider counts as given back. Other errors propagate: the
 * provider is not acknowledged and notifies again.
 */
export async function refundLatePayment(
  deps: SettleDeps,
  hosId: HosId,
  outTradeNo: string,
  amount: number,
): Promise<boolean> {
  const order = await findOrder(deps.db, hosId, outTradeNo);
  if (!order || order.state !== 'closed' || order.method !== 'qr' || !deps.gateway) return false;
  try {
    await deps.gateway.refundTransaction(hosId, outTradeNo, refundNoOf(outTradeNo), amount);
  } catch (err) {
    if (!(err instanceof RefundPendingError)) throw err;
  }
  await noteClosedOrder(deps.db, hosId, outTradeNo, 'paid after it was closed: refunded in full');
  return true;
}

export interface SettleTickOptions {
  queryAfterSeconds: number;
  now?: Date;
  batchSize?: number;
}
interface Log {
  error(obj: unknown, msg: string): void;
}

/**
 * One pass of the settlement job: orders refunding; registration orders paying for an ended booking (closed at once);
 * any order paying and silent for `queryAfterSeconds` (query-on-silence; a card charge that went silent); paid orders
 * whose delivery to the HIS has not been confirmed. Each order is taken at most once per `queryAfterSeconds`
 * (checked_at), so a pass moves round the backlog and a failing channel is retried at that pace; failures are logged.
 */
export async function settleTick(
  deps: SettleDeps,
  opts: SettleTickOptions,
  log?: Log,
): Promise<SettleOutcome[]> {
  const now = opts.now ?? new Date();
  const silentSince = new Date(now.getTime() - opts.queryAfterSeconds * 1000);
  const delivering = Object.entries(deps.purposes)
    .filter(([, p]) => p.deliver)
    .map(([purpose]) => purpose);
  const { rows } = await sql<{ hos_id: HosId; out_trade_no: string }>`
    select o.hos_id, o.out_trade_no
      from pay_order o left join appointment a on a.hos_id = o.hos_id and a.appoint_id = o.appoint_id
     where (o.checked_at is null or o.checked_at <= ${silentSince})
       and (o.state = 'refunding'
            or o.state = 'paying' and (o.updated_at <= ${silentSince}
               or o.method = 'qr' and o.purpose = 'registration' and not coalesce(a.state in (${literalList(ACTIVE_APPOINTMENT_STATES)}), false))
            ${delivering.length === 0 ? sql`` : sql`or o.state = 'paid' and o.delivered_at is null and o.purpose in (${sql.join(delivering)})`})
     order by o.checked_at nulls first, o.updated_at
     limit ${opts.batchSize ?? 50}`.execute(deps.db);
  const outcomes: SettleOutcome[] = [];
  for (const r of rows) {
    await markChecked(deps.db, r.hos_id, r.out_trade_no, now);
    try {
      outcomes.push(await settleOrder(deps, r.hos_id, r.out_trade_no, { now }));
    } catch (err) {
      log?.error({ err, outTradeNo: r.out_trade_no }, 'order settlement failed');
      outcomes.push('unchanged');
    }
  }
  return outcomes;
}
