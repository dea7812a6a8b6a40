import QRCode from 'qrcode';
import {
  maskBankCard,
  type EncodedQr,
  type PaymentParameter,
  type PayOrder,
  type PayResponse,
  type HosId,
  type PayChannelName,
} from '@portal/shared';
import type { HisCards } from '../../his/cards.ts';
import { AppError } from '../../errors/app-error.ts';
import { findOrder, moveChannel, setQrContent, updateState } from './orders.repository.ts';
import type { OrderFacts, PaymentDeps } from './purposes.ts';
import { deliverOrder, settleOrder, type SettleDeps } from './settlement.service.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * OUR side of QR payment for every purpose. An order lives in pay_order
 * (created → paying → paid); the provider (the sandbox gateway) is reached only through PayGateway and reports back
 * by signed notifications (payments.routes.ts) or, when those stay silent, by its query API (settlement).
 */

/** The scan page's address, under the scan-to-pay prefix, at the host the page was loaded from. */
export const scanPageUrl = (origin: string, token: string) =>
  `${origin}/hos/ui/scan/payment/${encodeURIComponent(token)}`;

export interface QrRequest {
  outTradeNo: string;
  amount: number;
  subject: string;
}

/**
 * The channel's transaction for a paying QR order (idempotent per order, so a reused order gets the same one), and
 * its QR content kept for the payment page while the order is paying: a provider's code URL, or the sandbox's scan
 * page. Outside any transaction: the channel is remote.
 */
export async function issueQr(
  deps: Pick<PaymentDeps, 'db' | 'gateway'>,
  hosId: HosId,
  order: QrRequest,
  origin: string,
): Promise<PayResponse> {
  if (!deps.gateway) throw new AppError('PAY006');
  const qr = await deps.gateway.createTransaction({
    hosId,
    outTradeNo: order.outTradeNo,
    amount: order.amount,
    subject: order.subject,
  });
  const data = 'codeUrl' in qr ? qr.codeUrl : scanPageUrl(origin, qr.scanToken);
  await setQrContent(deps.db, hosId, order.outTradeNo, data, order.subject);
  return { outTradeNo: order.outTradeNo, Data: data, ResultCode: '0', ResultMsg: 'success' };
}

/** 'refund': what the money was for is gone; the order is refunding and settlement gives it back. */
export type ApplyResult = 'paid' | 'refund' | 'already' | 'ignored';

/**
 * Applies a confirmed payment (the gateway's for a QR order, the HIS's debit for a card order), in ONE transaction:
 * the order paying → paid (`WHERE state = 'paying'`) and its purpose fulfilled (a booking paid). The order row is
 * locked first, so replays wait and then find it paid: they change nothing. C002 for an unknown order or one of
 * another method (a gateway notification can never pay a card order), PAY002 for another amount (nothing changes).
 * When the purpose can no longer be fulfilled, the order goes on to refunding in the same transaction: the payer's
 * money is never kept for something they do not get. After commit the purpose delivers to the HIS (a card
 * credited, a bill settled).
 */
export async function applyPaid(
  deps: SettleDeps,
  hosId: HosId,
  outTradeNo: string,
  amount: number,
  note: string,
  now = new Date(),
  method: 'qr' | 'card' = 'qr',
): Promise<ApplyResult> {
  const { result, paid } = await deps.db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, hosId, outTradeNo, { lock: true });
    if (!order || order.method !== method) throw new AppError('C002');
    if (order.amount !== amount) throw new AppError('PAY002');
    const paid: OrderFacts = { ...order, state: 'paid' };
    const answer = (result: ApplyResult) => ({ result, paid });
    if (order.state !== 'paying')
      return answer(order.state === 'created' || order.state === 'closed' ? 'ignored' : 'already');
    if (!(await updateState(trx, hosId, outTradeNo, 'paying', 'paid', note, now)))
      return answer('already');
    if ((await deps.purposes[order.purpose].fulfil(trx, paid, now)) === 'paid')
      return answer('paid');
    await updateState(
      trx,
      hosId,
      outTradeNo,
      'paid',
      'refunding',
      `paid, but its ${order.purpose.replace('_', ' ')} could not be delivered`,
      now,
    );
    return answer('refund');
  });
  if (result !== 'paid' || !deps.purposes[paid.purpose].deliver) return result;
  // After commit, what was paid for reaches the HIS; if it does not answer now, the settlement job retries.
  const delivered = await deliverOrder(deps, paid, now).catch(() => 'unchanged' as const);
  return delivered === 'refunded' ? 'refund' : 'paid';
}

/** What the order reads need: the database and, for a top-up's receipt, the HIS's cards. */
type OrderReadDeps = Pick<PaymentDeps, 'db' | 'his'>;

/** An order of the signed-in user (C002 otherwise, exactly like an unknown one), with a top-up's receipt facts. */
export async function getOwnOrder(
  deps: OrderReadDeps,
  actor: PatientContext,
  outTradeNo: string,
): Promise<PayOrder> {
  const row = await deps.db
    .selectFrom('pay_order')
    .select([
      'out_trade_no',
      'state',
      'amount',
      'appoint_id',
      'qr_content',
      'paid_at',
      'purpose',
      'bill_id',
      'card_id',
      'channel',
    ])
    .where('hos_id', '=', actor.hosId)
    .where('out_trade_no', '=', outTradeNo)
    .where('user_id', '=', actor.userId)
    .executeTakeFirst();
  if (!row) throw new AppError('C002');
  const topUp = row.purpose === 'outpatient_topup' || row.purpose === 'inpatient_topup';
  return {
    outTradeNo: row.out_trade_no,
    state: row.state,
    amount: Number(row.amount),
    appointId: row.appoint_id,
    qrContent: row.state === 'paying' ? row.qr_content : null,
    channel: row.channel,
    paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
    purpose: row.purpose,
    billId: row.bill_id,
    receipt:
      topUp && row.card_id
        ? await receiptOf(deps.his.cards, actor.hosId, row.card_id, outTradeNo)
        : null,
  };
}

/** A top-up's receipt: whose card, and the balance the credit left (null until the HIS has credited it). */
async function receiptOf(
  cards: HisCards,
  hosId: HosId,
  cardId: string,
  outTradeNo: string,
): Promise<PayOrder['receipt']> {
  const [card, credit] = await Promise.all([
    cards.get(hosId, cardId),
    cards.movement(hosId, outTradeNo),
  ]);
  return {
    patientName: card?.patientName ?? '',
    cardNoMasked: maskBankCard(card?.cardNo ?? null),
    clinicType: card?.clinicType ?? 1,
    balanceAfter: credit?.balanceAfter ?? null,
  };
}

/** The QR code of `content` as an SVG data URL: medium error correction, a one-module quiet zone. */
export async function qrSvgDataUrl(content: string): Promise<string> {
  const svg = await QRCode.toString(content, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * outGetEncodeQrcode (the PC variant): the user's open QR order, its content encoded as a QR image, so the
 * page shows exactly what the gateway issued, and the channels it may still move to. PAY005 once the order is no
 * longer paying; C002 for another user's.
 */
export async function encodeQr(
  deps: Pick<PaymentDeps, 'db' | 'his' | 'gateway'>,
  actor: PatientContext,
  outTradeNo: string,
): Promise<EncodedQr> {
  const order = await getOwnOrder(deps, actor, outTradeNo);
  if (order.qrContent === null) throw new AppError('PAY005');
  return {
    outTradeNo,
    Data: order.qrContent,
    image: await qrSvgDataUrl(order.qrContent),
    channel: order.channel,
    switchTo: await switchTargets(deps, actor.hosId, order),
  };
}

/**
 * Where an open QR order may move: the hospital's other channels, and only while it is at the hospital's first one.
 * An order moves once, so it never returns to a channel where it was closed (a provider does not reopen an order
 * number).
 */
async function switchTargets(
  deps: Pick<PaymentDeps, 'gateway'>,
  hosId: HosId,
  order: PayOrder,
): Promise<PayChannelName[]> {
  if (!deps.gateway || order.state !== 'paying' || order.channel === null) return [];
  const offered = await deps.gateway.channelsOf(hosId);
  return offered[0] === order.channel ? offered.slice(1) : [];
}

/**
 * switchPayChannel: the patient would rather pay with the other app. The order is closed at its channel first and
 * moves only once that channel confirms nothing was taken (a payer who got there first wins: the payment is applied
 * and PAY005 answers); then it opens at the new channel with the same number, amount and subject.
 */
export async function switchPayChannel(
  deps: PaymentDeps,
  actor: PatientContext,
  body: { outTradeNo: string; channel: PayChannelName },
  origin: string,
): Promise<EncodedQr> {
  const { hosId } = actor;
  const order = await getOwnOrder(deps, actor, body.outTradeNo);
  if (!(await switchTargets(deps, hosId, order)).includes(body.channel))
    throw new AppError(order.state === 'paying' ? 'PAY009' : 'PAY005');
  const answer = await deps.gateway!.closeTransaction(hosId, order.outTradeNo);
  if (answer?.state === 'paid' || answer?.state === 'refunded') {
    await settleOrder(deps, hosId, order.outTradeNo);
    throw new AppError('PAY005');
  }
  if (answer !== null && answer.state !== 'closed') throw new AppError('PAY008');
  const moved = await moveChannel(deps.db, hosId, order.outTradeNo, order.channel!, body.channel);
  if (!moved) throw new AppError('PAY005');
  await issueQr(
    deps,
    hosId,
    { outTradeNo: order.outTradeNo, amount: order.amount, subject: moved.subject },
    origin,
  );
  return encodeQr(deps, actor, order.outTradeNo);
}

/** storePaymentParameter (PayNoticeBefore): kept per order for the pay result page (the last one wins). */
export async function storePaymentParameter(
  deps: OrderReadDeps,
  actor: PatientContext,
  body: PaymentParameter,
) {
  const { db } = deps;
  await getOwnOrder(deps, actor, body.outTradeNo);
  const { hosId: _h, outTradeNo, ...params } = body;
  const json = JSON.stringify(params);
  await db
    .insertInto('payment_parameter')
    .values({ hos_id: actor.hosId, out_trade_no: outTradeNo, params: json })
    .onConflict((oc) =>
      oc.columns(['hos_id', 'out_trade_no']).doUpdateSet({ params: json, updated_at: new Date() }),
    )
    .execute();
  return { ResultCode: '0', ResultMsg: 'success' };
}

export async function getPaymentParameter(
  deps: OrderReadDeps,
  actor: PatientContext,
  outTradeNo: string,
) {
  const { db } = deps;
  const order = await getOwnOrder(deps, actor, outTradeNo);
  const row = await db
    .selectFrom('payment_parameter')
    .select('params')
    .where('hos_id', '=', actor.hosId)
    .where('out_trade_no', '=', outTradeNo)
    .executeTakeFirst();
  const raw: unknown = row?.params ?? null;
  const parameters = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Omit<
    PaymentParameter,
    'hosId' | 'outTradeNo'
  > | null;
  return { parameters, order };
}
