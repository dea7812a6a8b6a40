import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { HosId, PayChannelName, PayOrderStateName, PayPurpose } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { OrderState } from './order-state.ts';
import type {
  NewOrder,
  OrderFacts,
  OrderSubject,
  SubjectPurpose,
  TopUpSubject,
} from './purposes.ts';

/**
 * Pay orders (migrations 0005, 0012), Kysely only, and the only code that writes pay_order. Every state
 * change is `UPDATE … WHERE state = from` plus an append-only pay_order_event row, so a transition happens once and
 * always leaves a trace.
 */
/** Random, unguessable: the serial a payer and a gateway see. */
export const newOutTradeNo = () =>
  `P${Date.now().toString(36).toUpperCase()}${randomBytes(10).toString('hex').toUpperCase()}`;

export async function insertOrder(trx: Db, hosId: HosId, o: NewOrder, note: string) {
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
  hos_id: HosId;
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
  hosId: HosId,
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

export interface LiveOrderRow {
  out_trade_no: string;
  method: 'card' | 'qr';
  state: OrderState;
  amount: string | number;
  user_id: string;
  created_at: Date;
}

/**
 * The subject's order that is not closed, if any (the partial unique indexes of migrations 0005, 0012 and 0029 allow
 * at most one), its row locked until the caller's transaction ends when `lock`.
 */
export async function findLiveOrder(
  db: Db,
  hosId: HosId,
  subject: OrderSubject,
  { lock = false } = {},
): Promise<LiveOrderRow | undefined> {
  const where =
    subject.purpose === 'registration'
      ? sql`appoint_id = ${subject.appointId}`
      : subject.purpose === 'outpatient_bill'
        ? sql`bill_id = ${subject.billId}`
        : sql`subject_id = ${subject.subjectId}`;
  const { rows } = await sql<LiveOrderRow>`
    select out_trade_no, method, state, amount, user_id, created_at from pay_order
     where hos_id = ${hosId} and purpose = ${subject.purpose} and ${where} and state <> 'closed'
     ${lock ? sql`for update` : sql``}`.execute(db);
  return rows[0];
}

/** An open (created or paying) QR top-up order for the very same request, to be reused instead of a second one. */
export function findOpenTopUpOrder(db: Db, hosId: HosId, t: TopUpSubject) {
  return db
    .selectFrom('pay_order')
    .select(['out_trade_no', 'amount', 'state'])
    .where('hos_id', '=', hosId)
    .where('purpose', '=', t.purpose)
    .where('method', '=', 'qr')
    .where('state', 'in', ['created', 'paying'])
    .where((eb) =>
      t.appointId === null ? eb('appoint_id', 'is', null) : eb('appoint_id', '=', t.appointId),
    )
    .where('card_id', '=', t.cardId)
    .where('user_id', '=', t.userId)
    .where('amount', '=', t.amount)
    .executeTakeFirst();
}

export function paidQrOrdersOfCard(
  db: Db,
  hosId: HosId,
  cardId: string,
  purpose: PayPurpose,
  paidBefore: Date,
) {
  return db
    .selectFrom('pay_order')
    .select(['out_trade_no', 'amount'])
    .where('hos_id', '=', hosId)
    .where('card_id', '=', cardId)
    .where('purpose', '=', purpose)
    .where('method', '=', 'qr')
    .where('state', '=', 'paid')
    .where('paid_at', '<=', paidBefore)
    .orderBy('paid_at', 'desc')
    .orderBy('out_trade_no', 'desc')
    .execute();
}

export async function registrationOrdersOf(
  db: Db,
  hosId: HosId,
  appointIds: readonly string[],
  states: readonly OrderState[],
): Promise<string[]> {
  if (appointIds.length === 0 || states.length === 0) return [];
  const rows = await db
    .selectFrom('pay_order')
    .select('out_trade_no')
    .where('hos_id', '=', hosId)
    .where('appoint_id', 'in', appointIds)
    .where('purpose', '=', 'registration')
    .where('state', 'in', states)
    .orderBy('out_trade_no')
    .execute();
  return rows.map((r) => r.out_trade_no);
}

/** Each subject's orders of the purpose, the live one first, then the newest (the first per subject counts). */
export function ordersOfSubjects(
  db: Db,
  hosId: HosId,
  purpose: PayPurpose,
  subjectIds: readonly string[],
) {
  return db
    .selectFrom('pay_order')
    .select(['subject_id', 'out_trade_no', 'state', 'amount', 'paid_at', 'refunded_at'])
    .where('hos_id', '=', hosId)
    .where('purpose', '=', purpose)
    .where('subject_id', 'in', subjectIds)
    .orderBy(sql`state = 'closed'`)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The QR orders paying these bills right now. */
export function payingQrBillOrders(db: Db, hosId: HosId, billIds: readonly string[]) {
  return db
    .selectFrom('pay_order')
    .select(['bill_id', 'out_trade_no'])
    .where('hos_id', '=', hosId)
    .where('bill_id', 'in', billIds)
    .where('method', '=', 'qr')
    .where('state', '=', 'paying')
    .execute();
}

/** Top-ups of the card paid or under way since `since` (the start of the hospital's day: the daily count). */
export async function countTopUpsSince(
  db: Db,
  hosId: HosId,
  cardId: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('pay_order')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('hos_id', '=', hosId)
    .where('card_id', '=', cardId)
    .where('purpose', 'in', ['outpatient_topup', 'inpatient_topup'])
    .where('state', 'in', ['paying', 'paid'])
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface TopUpRow {
  out_trade_no: string;
  purpose: PayPurpose;
  card_id: string;
  amount: string | number;
  state: PayOrderStateName;
  created_at: Date;
  paid_at: Date | null;
  appoint_id: string | null;
  total: string | number;
}

/** The user's top-up orders (newest first) of the given cards, between two instants, one page; `total` counts them all. */
export async function listTopUps(
  db: Db,
  hosId: HosId,
  userId: string,
  f: { cardIds: string[]; from?: Date; to?: Date; limit: number; offset: number },
): Promise<TopUpRow[]> {
  if (f.cardIds.length === 0) return [];
  let q = db
    .selectFrom('pay_order')
    .select([
      'out_trade_no',
      'purpose',
      'card_id',
      'amount',
      'state',
      'created_at',
      'paid_at',
      'appoint_id',
    ])
    .select(sql<string | number>`count(*) over ()`.as('total'))
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('purpose', 'in', ['outpatient_topup', 'inpatient_topup'])
    .where('card_id', 'in', f.cardIds);
  if (f.from !== undefined) q = q.where('created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('created_at', '<', f.to);
  // Orders of the given cards: card_id is never null here.
  return q
    .$narrowType<{ card_id: string }>()
    .orderBy('created_at', 'desc')
    .orderBy('out_trade_no')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

/** `exists` a paid order of the purpose for the subject the two column references name, for another module's query. */
export const paidSubjectOrderExists = (
  purpose: SubjectPurpose,
  hosIdColumn: string,
  subjectIdColumn: string,
) =>
  sql<boolean>`exists (select 1 from pay_order o
                        where o.hos_id = ${sql.ref(hosIdColumn)} and o.purpose = ${sql.lit(purpose)} and o.subject_id = ${sql.ref(subjectIdColumn)} and o.state = 'paid')`;

/** The live (not closed) registration orders of these bookings (at most one each: the partial unique index). */
export function liveRegistrationOrders(db: Db, hosId: HosId, appointIds: readonly string[]) {
  return db
    .selectFrom('pay_order')
    .select([
      'appoint_id',
      'out_trade_no',
      'method',
      'state',
      'amount',
      'card_id',
      'paid_at',
      'refunded_at',
    ])
    .where('hos_id', '=', hosId)
    .where('appoint_id', 'in', appointIds)
    .where('purpose', '=', 'registration')
    .where('state', '<>', 'closed')
    .execute();
}

/** Moves the order from `from` to `to`; false (and nothing written) when it was not in `from`. */
export async function updateState(
  trx: Db,
  hosId: HosId,
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

export function setQrContent(
  db: Db,
  hosId: HosId,
  outTradeNo: string,
  content: string,
  subject: string,
) {
  return db
    .updateTable('pay_order')
    .set({ qr_content: content, qr_subject: subject })
    .where('hos_id', '=', hosId)
    .where('out_trade_no', '=', outTradeNo)
    .execute();
}

/** A paying order moves from the channel that closed it to another; its old QR is gone. Null when it moved on. */
export async function moveChannel(
  db: Db,
  hosId: HosId,
  outTradeNo: string,
  from: PayChannelName,
  to: PayChannelName,
) {
  const row = await db
    .updateTable('pay_order')
    .set({ channel: to, qr_content: null, updated_at: new Date() })
    .where('hos_id', '=', hosId)
    .where('out_trade_no', '=', outTradeNo)
    .where('state', '=', 'paying')
    .where('channel', '=', from)
    .returning('qr_subject')
    .executeTakeFirst();
  return row ? { subject: row.qr_subject ?? '' } : null;
}

export function markChecked(db: Db, hosId: HosId, outTradeNo: string, at: Date) {
  return db
    .updateTable('pay_order')
    .set({ checked_at: at })
    .where('hos_id', '=', hosId)
    .where('out_trade_no', '=', outTradeNo)
    .execute();
}

/**
 * A note on a closed order's history (a payment that arrived after it closed, given back): once per note, however
 * often the provider repeats itself. The order stays closed.
 */
export async function noteClosedOrder(db: Db, hosId: HosId, outTradeNo: string, note: string) {
  const seen = await db
    .selectFrom('pay_order_event')
    .select('event_id')
    .where('hos_id', '=', hosId)
    .where('out_trade_no', '=', outTradeNo)
    .where('note', '=', note)
    .executeTakeFirst();
  if (!seen) await insertEvent(db, hosId, outTradeNo, 'closed', 'closed', note);
}

function insertEvent(
  trx: Db,
  hosId: HosId,
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
  hosId: HosId,
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

// Reads for the reconciliation with the gateway and the exports (docs/reconciliation.md).

/** QR orders the gateway settles; a card order never reaches it. */
const RECON_COLUMNS = [
  'out_trade_no',
  'amount',
  'state',
  'method',
  'purpose',
  'paid_at',
  'refunded_at',
] as const;

/** QR orders paid within [from, to) (still paid, refunding or refunded since), and those refunded within it. */
export function reconOrders(db: Db, hosId: HosId, from: Date, to: Date) {
  return db
    .selectFrom('pay_order')
    .select(RECON_COLUMNS)
    .where('hos_id', '=', hosId)
    .where('method', '=', 'qr')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('state', 'in', ['paid', 'refunding', 'refunded']),
          eb('paid_at', '>=', from),
          eb('paid_at', '<', to),
        ]),
        eb.and([
          eb('state', '=', 'refunded'),
          eb('refunded_at', '>=', from),
          eb('refunded_at', '<', to),
        ]),
      ]),
    )
    .execute();
}

/** The orders of these numbers, whatever their day. */
export function ordersByTradeNo(db: Db, hosId: HosId, outTradeNos: readonly string[]) {
  if (outTradeNos.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pay_order')
    .select(RECON_COLUMNS)
    .where('hos_id', '=', hosId)
    .where('out_trade_no', 'in', outTradeNos)
    .execute();
}

/** created_at as the database's own text: a JS Date keeps milliseconds, the column microseconds. */
export interface OrderPageKey {
  createdKey: string;
  outTradeNo: string;
}

/** One keyset page of the orders created within [from, to), oldest first, after `after`. */
export function orderPage(
  db: Db,
  hosId: HosId,
  range: { from: Date; to: Date },
  after: OrderPageKey | null,
  limit: number,
) {
  let q = db
    .selectFrom('pay_order')
    .select([
      ...RECON_COLUMNS,
      'created_at',
      'business_type',
      'appoint_id',
      'bill_id',
      'subject_id',
      sql<string>`created_at::text`.as('created_key'),
    ])
    .where('hos_id', '=', hosId)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to);
  if (after)
    q = q.where((eb) =>
      eb(
        eb.refTuple('created_at', 'out_trade_no'),
        '>',
        eb.tuple(sql<Date>`${after.createdKey}::timestamptz`, after.outTradeNo),
      ),
    );
  return q.orderBy('created_at').orderBy('out_trade_no').limit(limit).execute();
}
