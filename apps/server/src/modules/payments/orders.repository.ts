import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { PayPurpose } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { OrderState } from './order-state.ts';
import type { OrderFacts } from './purposes.ts';

/**
 * Pay orders (migrations 0005, 0012), Kysely only, and the only code that writes pay_order. Every state
 * change is `UPDATE … WHERE state = from` plus an append-only pay_order_event row, so a transition happens once and
 * always leaves a trace.
 */
export interface NewOrder {
  outTradeNo: string;
  purpose: PayPurpose;
  businessType: number;
  method: 'card' | 'qr';
  amount: number;
  userId: string;
  appointId?: string | null;
  cardId?: string | null;
  billId?: string | null;
  /** Migration 0029: the stay or case-mail request of an inpatient_settlement, deposit_refund or case_mail order. */
  subjectId?: string | null;
}

/** Random, unguessable: the serial a payer and a gateway see. */
export const newOutTradeNo = () =>
  `P${Date.now().toString(36).toUpperCase()}${randomBytes(10).toString('hex').toUpperCase()}`;

export async function insertOrder(trx: Db, hosId: string, o: NewOrder, note: string) {
  await trx
    .insertInto('pay_order')
    .values({
      hos_id: hosId,
      out_trade_no: o.outTradeNo,
      purpose: o.purpose,
      appoint_id: o.appointId ?? null,
      card_id: o.cardId ?? null,
      bill_id: o.billId ?? null,
      subject_id: o.subjectId ?? null,
      user_id: o.userId,
      business_type: o.businessType,
      method: o.method,
      amount: o.amount,
      state: 'created',
      paid_at: null,
      refunded_at: null,
    })
    .execute();
  await insertEvent(trx, hosId, o.outTradeNo, null, 'created', note);
}

interface FactsRow {
  hos_id: string;
  out_trade_no: string;
  purpose: PayPurpose;
  state: OrderState;
  method: 'card' | 'qr';
  amount: string | number;
  user_id: string;
  appoint_id: string | null;
  card_id: string | null;
  bill_id: string | null;
  subject_id: string | null;
}
const toFacts = (r: FactsRow): OrderFacts => ({
  hosId: r.hos_id,
  outTradeNo: r.out_trade_no,
  purpose: r.purpose,
  state: r.state,
  method: r.method,
  amount: Number(r.amount),
  userId: r.user_id,
  appointId: r.appoint_id,
  cardId: r.card_id,
  billId: r.bill_id,
  subjectId: r.subject_id,
});

/** The order, its row locked until the caller's transaction ends (`lock`), or undefined. */
export async function findOrder(
  db: Db,
  hosId: string,
  outTradeNo: string,
  { lock = false } = {},
): Promise<OrderFacts | undefined> {
  const { rows } = await sql<FactsRow>`
    select hos_id, out_trade_no, purpose, state, method, amount, user_id, appoint_id, card_id, bill_id, subject_id
      from pay_order where hos_id = ${hosId} and out_trade_no = ${outTradeNo} ${lock ? sql`for update` : sql``}`.execute(
    db,
  );
  return rows[0] && toFacts(rows[0]);
}

/** The booking's registration order that is not closed, if any (the partial unique index allows at most one). */
export function findLiveRegistrationOrder(trx: Db, hosId: string, appointId: string) {
  return trx
    .selectFrom('pay_order')
    .select(['out_trade_no', 'method', 'state'])
    .where('hos_id', '=', hosId)
    .where('appoint_id', '=', appointId)
    .where('purpose', '=', 'registration')
    .where('state', '<>', 'closed')
    .executeTakeFirst();
}

/** The bill's order that is not closed, if any (at most one: pay_order_bill_live_uq). */
export function findLiveBillOrder(trx: Db, hosId: string, billId: string) {
  return trx
    .selectFrom('pay_order')
    .select(['out_trade_no', 'method', 'state', 'amount', 'user_id'])
    .where('hos_id', '=', hosId)
    .where('bill_id', '=', billId)
    .where('state', '<>', 'closed')
    .executeTakeFirst();
}

/**
 * An open (created or paying) QR order of this purpose for the same thing, to be reused instead of a second one.
 * `appointId: null` asks for an order that names no booking (a plain top-up must never reuse a booking's gap top-up).
 */
export function findOpenQrOrder(
  db: Db,
  hosId: string,
  where: {
    purpose: PayPurpose;
    appointId?: string | null;
    billId?: string;
    subjectId?: string;
    cardId?: string;
    userId?: string;
    amount?: number;
  },
) {
  let q = db
    .selectFrom('pay_order')
    .select(['out_trade_no', 'amount', 'state'])
    .where('hos_id', '=', hosId)
    .where('purpose', '=', where.purpose)
    .where('method', '=', 'qr')
    .where('state', 'in', ['created', 'paying']);
  if (where.appointId === null) q = q.where('appoint_id', 'is', null);
  else if (where.appointId) q = q.where('appoint_id', '=', where.appointId);
  if (where.billId) q = q.where('bill_id', '=', where.billId);
  if (where.subjectId) q = q.where('subject_id', '=', where.subjectId);
  if (where.cardId) q = q.where('card_id', '=', where.cardId);
  if (where.userId) q = q.where('user_id', '=', where.userId);
  if (where.amount !== undefined) q = q.where('amount', '=', where.amount);
  return q.executeTakeFirst();
}

/** Moves the order from `from` to `to`; false (and nothing written) when it was not in `from`. */
export async function updateState(
  trx: Db,
  hosId: string,
  outTradeNo: string,
  from: OrderState,
  to: OrderState,
  note: string,
  at: Date,
): Promise<boolean> {
  const row = await trx
    .updateTable('pay_order')
    .set({
      state: to,
      updated_at: at,
      ...(to === 'paid' && { paid_at: at }),
      ...(to === 'refunded' && { refunded_at: at }),
    })
    .where('hos_id', '=', hosId)
    .where('out_trade_no', '=', outTradeNo)
    .where('state', '=', from)
    .returning('out_trade_no')
    .executeTakeFirst();
  if (!row) return false;
  await insertEvent(trx, hosId, outTradeNo, from, to, note);
  return true;
}

export function setQrContent(db: Db, hosId: string, outTradeNo: string, content: string) {
  return db
    .updateTable('pay_order')
    .set({ qr_content: content })
    .where('hos_id', '=', hosId)
    .where('out_trade_no', '=', outTradeNo)
    .execute();
}

export function markChecked(db: Db, hosId: string, outTradeNo: string, at: Date) {
  return db
    .updateTable('pay_order')
    .set({ checked_at: at })
    .where('hos_id', '=', hosId)
    .where('out_trade_no', '=', outTradeNo)
    .execute();
}

function insertEvent(
  trx: Db,
  hosId: string,
  outTradeNo: string,
  from: OrderState | null,
  to: OrderState,
  note: string,
) {
  return trx
    .insertInto('pay_order_event')
    .values({ hos_id: hosId, out_trade_no: outTradeNo, from_state: from, to_state: to, note })
    .execute();
}

/** What the paid order paid for reached the HIS; false when already marked (or no longer paid). */
export async function markDelivered(
  db: Db,
  hosId: string,
  outTradeNo: string,
  at: Date,
): Promise<boolean> {
  const res = await db
    .updateTable('pay_order')
    .set({ delivered_at: at })
    .where('hos_id', '=', hosId)
    .where('out_trade_no', '=', outTradeNo)
    .where('state', '=', 'paid')
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** Orders of every hospital by purpose and state, one grouped count (payments.metrics.ts). */
export async function countOrdersByPurposeAndState(
  db: Db,
): Promise<{ purpose: PayPurpose; state: OrderState; n: number }[]> {
  const rows = await db
    .selectFrom('pay_order')
    .select(['purpose', 'state', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy(['purpose', 'state'])
    .execute();
  return rows.map((r) => ({ purpose: r.purpose, state: r.state, n: Number(r.n) }));
}
