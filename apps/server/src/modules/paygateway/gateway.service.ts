import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { ScanTransaction, HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { GatewayState } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { signFields } from './gateway.signature.ts';
import { sandboxStatementLines } from './gateway.statement.ts';
import type { GatewayQueryResult, GatewayTransactionRequest, PayGateway } from './pay-gateway.ts';

/**
 * The SANDBOX pay gateway: a stand-in for a real provider behind the same port (pay-gateway.ts). It owns
 * gateway_transaction and talks to our side only through the port and signed HTTP notifications; it never touches
 * pay_order.
 */
/** Built only by the composition root (adapters.ts), and only in demo mode. */
export function createSandboxGateway(db: Db): PayGateway {
  return {
    name: 'sandbox',
    createTransaction: async (req) => ({ scanToken: (await createTransaction(db, req)).token }),
    queryTransaction: (hosId, outTradeNo) => queryTransaction(db, hosId, outTradeNo),
    closeTransaction: (hosId, outTradeNo) => closeTransaction(db, hosId, outTradeNo),
    refundTransaction: (hosId, outTradeNo, outRefundNo, amount) =>
      refundTransaction(db, hosId, outTradeNo, outRefundNo, amount),
    refundPart: (hosId, outTradeNo, outRefundNo, amount) =>
      refundPart(db, hosId, outTradeNo, outRefundNo, amount),
    statementLines: (req) => sandboxStatementLines(db, req),
    sandbox: {
      getScan: (token) => getScan(db, token),
      confirmScan: (token) => confirmScan(db, token),
      notifyTick: (opts) => notifyTick(db, opts),
    },
  };
}

const newToken = () => randomBytes(18).toString('base64url');

export async function createTransaction(
  db: Db,
  req: GatewayTransactionRequest,
): Promise<{ token: string }> {
  const hospital = await db
    .selectFrom('hospital')
    .select('hos_name')
    .where('hos_id', '=', req.hosId)
    .executeTakeFirst();
  await db
    .insertInto('gateway_transaction')
    .values({
      token: newToken(),
      hos_id: req.hosId,
      out_trade_no: req.outTradeNo,
      merchant: hospital?.hos_name ?? req.hosId,
      subject: req.subject,
      amount: req.amount,
      trade_no: null,
      notify_url: req.notifyUrl,
      next_attempt_at: null,
      acknowledged_at: null,
      paid_at: null,
    })
    .onConflict((oc) => oc.columns(['hos_id', 'out_trade_no']).doNothing())
    .execute();
  const row = await db
    .selectFrom('gateway_transaction')
    .select(['token', 'amount'])
    .where('hos_id', '=', req.hosId)
    .where('out_trade_no', '=', req.outTradeNo)
    .executeTakeFirstOrThrow();
  // A provider refuses to reuse an order number for another amount.
  if (Number(row.amount) !== req.amount)
    throw new Error(`gateway: ${req.outTradeNo} exists with another amount`);
  return { token: row.token };
}

export async function queryTransaction(
  db: Db,
  hosId: HosId,
  outTradeNo: string,
): Promise<GatewayQueryResult | null> {
  const row = await db
    .selectFrom('gateway_transaction')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('out_trade_no', '=', outTradeNo)
    .executeTakeFirst();
  if (!row) return null;
  return {
    outTradeNo,
    tradeNo: row.trade_no,
    state: row.state,
    amount: Number(row.amount),
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
  };
}

export async function closeTransaction(
  db: Db,
  hosId: HosId,
  outTradeNo: string,
): Promise<GatewayQueryResult | null> {
  await db
    .updateTable('gateway_transaction')
    .set({ state: 'closed' })
    .where('hos_id', '=', hosId)
    .where('out_trade_no', '=', outTradeNo)
    .where('state', '=', 'pending')
    .execute();
  return queryTransaction(db, hosId, outTradeNo);
}

export async function refundTransaction(
  db: Db,
  hosId: HosId,
  outTradeNo: string,
  outRefundNo: string,
  amount: number,
  now = new Date(),
): Promise<GatewayQueryResult> {
  await db
    .updateTable('gateway_transaction')
    .set({ state: 'refunded', out_refund_no: outRefundNo, refunded_at: now })
    .where('hos_id', '=', hosId)
    .where('out_trade_no', '=', outTradeNo)
    .where('state', '=', 'paid')
    .where('amount', '=', amount)
    // A transaction partly refunded already can no longer be refunded in full.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('gateway_refund as r')
            .select('r.out_refund_no')
            .where('r.hos_id', '=', hosId)
            .where('r.out_trade_no', '=', outTradeNo),
        ),
      ),
    )
    .execute();
  const row = await db
    .selectFrom('gateway_transaction')
    .select(['state', 'out_refund_no'])
    .where('hos_id', '=', hosId)
    .where('out_trade_no', '=', outTradeNo)
    .executeTakeFirst();
  // Like a provider's refund error answer: nothing was refunded by this call.
  if (row?.state !== 'refunded' || row.out_refund_no !== outRefundNo)
    throw new Error(`gateway: ${outTradeNo} cannot be refunded (${row?.state ?? 'unknown'})`);
  return (await queryTransaction(db, hosId, outTradeNo))!;
}

/**
 * One partial refund, under the transaction's row lock so concurrent refunds of one transaction are summed one
 * after another; the refund number's row is the idempotency record.
 */
export async function refundPart(
  db: Db,
  hosId: HosId,
  outTradeNo: string,
  outRefundNo: string,
  amount: number,
) {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`gateway: a refund is a positive integer of fen, got ${amount}`);
  return db.transaction().execute(async (trx) => {
    const tx = await trx
      .selectFrom('gateway_transaction')
      .select(['state', 'amount'])
      .where('hos_id', '=', hosId)
      .where('out_trade_no', '=', outTradeNo)
      .forUpdate()
      .executeTakeFirst();
    const done = await trx
      .selectFrom('gateway_refund')
      .selectAll()
      .where('hos_id', '=', hosId)
      .where('out_refund_no', '=', outRefundNo)
      .executeTakeFirst();
    if (done) {
      if (done.out_trade_no !== outTradeNo || Number(done.amount) !== amount)
        throw new Error(`gateway: refund ${outRefundNo} exists for another refund`);
      return { outRefundNo, amount, refundedAt: new Date(done.refunded_at).toISOString() };
    }
    if (tx?.state !== 'paid')
      throw new Error(`gateway: ${outTradeNo} cannot be refunded (${tx?.state ?? 'unknown'})`);
    const { refunded } = await trx
      .selectFrom('gateway_refund')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('refunded'))
      .where('hos_id', '=', hosId)
      .where('out_trade_no', '=', outTradeNo)
      .executeTakeFirstOrThrow();
    if (Number(refunded) + amount > Number(tx.amount))
      throw new Error(`gateway: ${outTradeNo} has less than ${amount} left to refund`);
    const row = await trx
      .insertInto('gateway_refund')
      .values({ hos_id: hosId, out_refund_no: outRefundNo, out_trade_no: outTradeNo, amount })
      .returning('refunded_at')
      .executeTakeFirstOrThrow();
    return { outRefundNo, amount, refundedAt: new Date(row.refunded_at).toISOString() };
  });
}

function toScan(row: {
  merchant: string;
  amount: string | number;
  subject: string;
  state: GatewayState;
  out_trade_no: string;
}): ScanTransaction {
  return {
    merchant: row.merchant,
    amount: Number(row.amount),
    subject: row.subject,
    state: row.state,
    outTradeNo: row.out_trade_no,
  };
}

/** What the scan page shows; C002 for an unknown token. */
export async function getScan(db: Db, token: string): Promise<ScanTransaction> {
  const row = await db
    .selectFrom('gateway_transaction')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst();
  if (!row) throw new AppError('C002');
  return toScan(row);
}

/** The payer confirms: pending → paid once (a repeat changes nothing), and the first notification is due now. */
export async function confirmScan(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ScanTransaction> {
  await db
    .updateTable('gateway_transaction')
    .set({
      state: 'paid',
      paid_at: now,
      trade_no: `T${randomBytes(12).toString('hex').toUpperCase()}`,
      next_attempt_at: now,
    })
    .where('token', '=', token)
    .where('state', '=', 'pending')
    .execute();
  return getScan(db, token);
}

/** The notification our notify endpoint receives (all text, signed). */
export function buildNotification(
  row: {
    hos_id: HosId;
    out_trade_no: string;
    trade_no: string | null;
    amount: string | number;
    paid_at: Date | null;
  },
  secret: string,
  now = new Date(),
): Record<string, string> {
  const fields: Record<string, string> = {
    hosId: row.hos_id,
    outTradeNo: row.out_trade_no,
    tradeNo: row.trade_no ?? '',
    totalFee: String(Number(row.amount)),
    tradeState: 'SUCCESS',
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : '',
    nonce: randomBytes(8).toString('hex'),
    // Signed send time: the receiver refuses stale or future-dated notifications (a captured one cannot be replayed later).
    sentAt: now.toISOString(),
  };
  return { ...fields, sign: signFields(fields, secret) };
}

/** Seconds to wait after the n-th failed attempt (1-based); after the last one the gateway gives up. */
export const NOTIFY_BACKOFF_SECONDS = [5, 15, 60, 300, 900, 1800, 3600] as const;
/** While one instance is sending, the row is leased for this long so no other instance sends it too. */
const LEASE_SECONDS = 30;

export type NotificationSender = (
  url: string,
  fields: Record<string, string>,
) => Promise<{ status: number; body: string }>;

/** The real sender: an HTTP POST of the JSON fields. */
export const httpNotificationSender: NotificationSender = async (url, fields) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: await res.text() };
};

export interface NotifyTickOptions {
  secret: string;
  send?: NotificationSender;
  now?: Date;
  batchSize?: number;
}

/**
 * One pass of the notification retries. Due rows are claimed in a short transaction (FOR UPDATE SKIP LOCKED, then
 * leased by moving next_attempt_at ahead), so several instances never send the same attempt; the sending happens
 * outside any transaction. Acknowledged = HTTP 200 with the body 'success'. Answers how many were sent.
 */
export async function notifyTick(db: Db, opts: NotifyTickOptions): Promise<number> {
  const now = opts.now ?? new Date();
  const send = opts.send ?? httpNotificationSender;
  const lease = new Date(now.getTime() + LEASE_SECONDS * 1000);
  const { rows } = await sql<{
    token: string;
    hos_id: HosId;
    out_trade_no: string;
    trade_no: string | null;
    amount: string | number;
    paid_at: Date | null;
    notify_url: string;
    attempts: number;
  }>`
    update gateway_transaction set next_attempt_at = ${lease}, attempts = attempts + 1
     where token in (select token from gateway_transaction
                      where next_attempt_at is not null and next_attempt_at <= ${now} and acknowledged_at is null and state = 'paid'
                      order by next_attempt_at limit ${opts.batchSize ?? 20}
                      for update skip locked)
    returning token, hos_id, out_trade_no, trade_no, amount, paid_at, notify_url, attempts`.execute(
    db,
  );
  for (const row of rows) {
    let acknowledged: boolean;
    try {
      const res = await send(row.notify_url, buildNotification(row, opts.secret, now));
      acknowledged = res.status === 200 && res.body.trim() === 'success';
    } catch {
      acknowledged = false;
    }
    const delay = NOTIFY_BACKOFF_SECONDS[row.attempts - 1];
    await db
      .updateTable('gateway_transaction')
      .set(
        acknowledged
          ? { acknowledged_at: now, next_attempt_at: null }
          : {
              next_attempt_at: delay === undefined ? null : new Date(now.getTime() + delay * 1000),
            },
      )
      .where('token', '=', row.token)
      .where('acknowledged_at', 'is', null)
      .execute();
  }
  return rows.length;
}
