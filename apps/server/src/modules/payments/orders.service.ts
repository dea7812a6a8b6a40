import type { RawBuilder } from 'kysely';
import type { MessageKey, PayPurpose, HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertTransition, type OrderState } from './order-state.ts';
import * as repo from './orders.repository.ts';
import type {
  NewOrder,
  OrderFacts,
  OrderSubject,
  SubjectPurpose,
  TopUpSubject,
} from './purposes.ts';

/**
 * The orders other modules may open, read and lock: payments is the only module whose code names pay_order
 * (docs/payment-tables.md). What each purpose means once paid lives with the module that owns what is paid for.
 */

/** A subject's live (not closed) order, as the modules that own what is paid for read it. */
export interface LiveOrder {
  outTradeNo: string;
  method: 'card' | 'qr';
  state: OrderState;
  amount: number;
  userId: string;
  createdAt: Date;
}

const toLive = (r: repo.LiveOrderRow | undefined): LiveOrder | undefined =>
  r && {
    outTradeNo: r.out_trade_no,
    method: r.method,
    state: r.state,
    amount: Number(r.amount),
    userId: r.user_id,
    createdAt: r.created_at,
  };

/** The subject's live order, if any (at most one per subject: the partial unique indexes). */
export async function findLiveOrder(
  db: Db,
  hosId: HosId,
  subject: OrderSubject,
): Promise<LiveOrder | undefined> {
  return toLive(await repo.findLiveOrder(db, hosId, subject));
}

/** The order's facts, or undefined for an unknown number. */
export function findOrder(
  db: Db,
  hosId: HosId,
  outTradeNo: string,
): Promise<OrderFacts | undefined> {
  return repo.findOrder(db, hosId, outTradeNo);
}

/** A card's paid QR orders of one purpose paid by `paidBefore`, newest first (what an inpatient refund goes back along). */
export async function paidQrOrdersOfCard(
  db: Db,
  hosId: HosId,
  cardId: string,
  purpose: PayPurpose,
  paidBefore: Date,
): Promise<{ outTradeNo: string; amount: number }[]> {
  return (await repo.paidQrOrdersOfCard(db, hosId, cardId, purpose, paidBefore)).map((r) => ({
    outTradeNo: r.out_trade_no,
    amount: Number(r.amount),
  }));
}

/** The registration orders of these bookings in `states`, by number (a hospital-cancelled session's refunds). */
export function registrationOrdersOf(
  db: Db,
  hosId: HosId,
  appointIds: readonly string[],
  states: readonly OrderState[],
): Promise<string[]> {
  return repo.registrationOrdersOf(db, hosId, appointIds, states);
}

/** A subject's payment as its page shows it. */
export interface SubjectPayment {
  outTradeNo: string;
  state: OrderState;
  amount: number;
  /** ISO instants. */
  paidAt: string | null;
  refundedAt: string | null;
}

/**
 * Each subject's order that counts, by subject id: the live one (at most one, pay_order_subject_live_uq), else the
 * newest closed one.
 */
export async function subjectPayments(
  db: Db,
  hosId: HosId,
  purpose: SubjectPurpose,
  subjectIds: readonly string[],
): Promise<Map<string, SubjectPayment>> {
  if (subjectIds.length === 0) return new Map();
  const out = new Map<string, SubjectPayment>();
  for (const r of await repo.ordersOfSubjects(db, hosId, purpose, subjectIds)) {
    if (out.has(r.subject_id!)) continue;
    out.set(r.subject_id!, {
      outTradeNo: r.out_trade_no,
      state: r.state,
      amount: Number(r.amount),
      paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
      refundedAt: r.refunded_at ? new Date(r.refunded_at).toISOString() : null,
    });
  }
  return out;
}

/** The QR order paying each of these bills right now, by bill id. */
export async function payingQrBillOrders(
  db: Db,
  hosId: HosId,
  billIds: readonly string[],
): Promise<Map<string, string>> {
  if (billIds.length === 0) return new Map();
  const rows = await repo.payingQrBillOrders(db, hosId, billIds);
  return new Map(rows.map((r) => [r.bill_id!, r.out_trade_no]));
}

/** Top-ups of the card paid or under way since `since` (the start of the hospital's day: the daily count). */
export function countTopUpsSince(
  db: Db,
  hosId: HosId,
  cardId: string,
  since: Date,
): Promise<number> {
  return repo.countTopUpsSince(db, hosId, cardId, since);
}

export type TopUpRow = repo.TopUpRow;

/** The user's top-up orders (newest first) of the given cards, between two instants, one page; `total` counts them all. */
export function listTopUps(
  db: Db,
  hosId: HosId,
  userId: string,
  f: { cardIds: string[]; from?: Date; to?: Date; limit: number; offset: number },
): Promise<TopUpRow[]> {
  return repo.listTopUps(db, hosId, userId, f);
}

/**
 * A condition for another module's query of its own table: a paid order of the purpose exists for the row whose
 * hospital and id the two column references name (the physical expiry skips paid bookings this way, in one query).
 */
export function paidOrderExists(
  purpose: SubjectPurpose,
  hosIdColumn: string,
  subjectIdColumn: string,
): RawBuilder<boolean> {
  return repo.paidSubjectOrderExists(purpose, hosIdColumn, subjectIdColumn);
}

/** A booking's live registration order, as the booking's record shows it. */
export interface RegistrationOrder {
  outTradeNo: string;
  method: 'card' | 'qr';
  state: OrderState;
  amount: string | number;
  cardId: string | null;
  paidAt: Date | null;
  refundedAt: Date | null;
}

/** The live (not closed) registration order of each of these bookings, by appointment id. */
export async function liveRegistrationOrders(
  db: Db,
  hosId: HosId,
  appointIds: readonly string[],
): Promise<Map<string, RegistrationOrder>> {
  if (appointIds.length === 0) return new Map();
  const rows = await repo.liveRegistrationOrders(db, hosId, appointIds);
  return new Map(
    rows.map((r) => [
      r.appoint_id!,
      {
        outTradeNo: r.out_trade_no,
        method: r.method,
        state: r.state,
        amount: r.amount,
        cardId: r.card_id,
        paidAt: r.paid_at,
        refundedAt: r.refunded_at,
      },
    ]),
  );
}

/**
 * The subject's live order with its row locked until the caller's transaction ends, so a cancel, an expiry and the
 * settlement job (which moves a paid order on) take turns: the second finds the first's state. Lock what is paid for
 * first: settlement locks the order and then, in `fulfil`, what it pays for.
 */
export async function lockLiveOrder(
  trx: Db,
  hosId: HosId,
  subject: OrderSubject,
): Promise<LiveOrder | undefined> {
  return toLive(await repo.findLiveOrder(trx, hosId, subject, { lock: true }));
}

/**
 * Applies one transition of the order state machine inside the caller's transaction. The callers hold the row lock
 * of what is paid for, so a lost race here means the data changed under us: it throws and the whole transaction
 * (ledger entry included) rolls back.
 */
export async function moveOrder(
  trx: Db,
  hosId: HosId,
  outTradeNo: string,
  from: OrderState,
  to: OrderState,
  note: string,
  at = new Date(),
) {
  assertTransition(from, to);
  if (!(await repo.updateState(trx, hosId, outTradeNo, from, to, note, at))) {
    throw new Error(`pay order ${outTradeNo} was not in state ${from}`);
  }
}

/**
 * A new order, created → paying, in the caller's transaction (a card payment goes on to paid; a QR one waits); its
 * number, random and unguessable (the serial a payer and a gateway see).
 */
export async function openOrder(
  trx: Db,
  hosId: HosId,
  order: Omit<NewOrder, 'outTradeNo'>,
  note: string,
  at = new Date(),
): Promise<string> {
  const outTradeNo = repo.newOutTradeNo();
  await repo.insertOrder(trx, hosId, { ...order, outTradeNo }, note);
  await moveOrder(trx, hosId, outTradeNo, 'created', 'paying', note, at);
  return outTradeNo;
}

/** A QR order to start for one subject: reused while open, else opened. */
export interface QrOrderRequest {
  subject: OrderSubject;
  userId: string;
  businessType: number;
  amount: number;
  cardId?: string;
  /** The pay_order_event note of a new order. */
  note: string;
  /** Lock the live order's row (the subject's cancel and expiry lock it too). */
  lock?: boolean;
  /** The refusal when the subject's live order cannot be reused (paid, by card, or another user's). */
  busy: MessageKey;
}

/** The order a QR payment goes on with; `opened` when it is new (not a retried request's). */
export interface StartedQrOrder {
  outTradeNo: string;
  amount: number;
  opened: boolean;
}

/**
 * Start-or-reuse, in the caller's transaction, which holds the lock of what is paid for: the subject's open QR order
 * of the same user (moved created → paying) is reused — the gateway's transaction is idempotent per order, so the
 * payer gets the same QR — else `busy` while another live order exists, else a new QR order. issueQr follows after
 * commit.
 */
export async function startQrOrder(
  trx: Db,
  hosId: HosId,
  req: QrOrderRequest,
  at = new Date(),
): Promise<StartedQrOrder> {
  const live = toLive(await repo.findLiveOrder(trx, hosId, req.subject, { lock: req.lock }));
  if (live) {
    const open = live.state === 'created' || live.state === 'paying';
    if (!open || live.method !== 'qr' || live.userId !== req.userId) throw new AppError(req.busy);
    if (live.state === 'created')
      await moveOrder(trx, hosId, live.outTradeNo, 'created', 'paying', 'qr issued', at);
    return { outTradeNo: live.outTradeNo, amount: live.amount, opened: false };
  }
  const outTradeNo = await openOrder(
    trx,
    hosId,
    {
      ...subjectColumns(req.subject),
      purpose: req.subject.purpose,
      userId: req.userId,
      businessType: req.businessType,
      method: 'qr',
      amount: req.amount,
      cardId: req.cardId,
    },
    req.note,
    at,
  );
  return { outTradeNo, amount: req.amount, opened: true };
}

function subjectColumns(subject: OrderSubject) {
  switch (subject.purpose) {
    case 'registration':
      return { appointId: subject.appointId };
    case 'outpatient_bill':
      return { billId: subject.billId };
    case 'case_mail':
    case 'deposit_refund':
    case 'inpatient_settlement':
    case 'physical_exam':
      return { subjectId: subject.subjectId };
  }
}

/**
 * A top-up's QR order: the open one of the very same request (card, user, booking, amount) is reused, else a new one
 * is opened. `check(reused)` runs between the two, under the caller's lock of the card's top-ups: a retried request
 * is not one more top-up of the day.
 */
export async function startTopUpOrder(
  trx: Db,
  hosId: HosId,
  t: TopUpSubject & { businessType: number; note: string },
  check: (reused: boolean) => Promise<void>,
  at = new Date(),
): Promise<string> {
  const open = await repo.findOpenTopUpOrder(trx, hosId, t);
  await check(open !== undefined);
  if (open) return open.out_trade_no;
  return openOrder(
    trx,
    hosId,
    {
      purpose: t.purpose,
      businessType: t.businessType,
      method: 'qr',
      amount: t.amount,
      userId: t.userId,
      cardId: t.cardId,
      appointId: t.appointId,
    },
    t.note,
    at,
  );
}

/**
 * paying → closed in a transaction of its own, for a caller whose channel refused the money and whose key is already
 * voided, so nothing can land later (inpatient settlement). False when the order had left paying meanwhile — a racing
 * settlement moved it, and it is where it should be — so unlike moveOrder this does not throw.
 */
export function closePayingOrder(
  db: Db,
  hosId: HosId,
  outTradeNo: string,
  note: string,
  at = new Date(),
): Promise<boolean> {
  return db
    .transaction()
    .execute((trx) => repo.updateState(trx, hosId, outTradeNo, 'paying', 'closed', note, at));
}
