import QRCode from 'qrcode';
import { maskBankCard, type EncodedQr, type PaymentParameter, type PayOrder, type PayResponse } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Actor } from '../patients/patients.service.ts';
import { findOrder, setQrContent, updateState } from './orders.repository.ts';
import type { PaymentDeps } from './purposes.ts';

/**
 * OUR side of QR payment for every purpose (issues 5 and 11; SPEC §4 payment paths, §7). An order lives in pay_order
 * (created → paying → paid); the provider (the sandbox gateway) is reached only through PayGateway and reports back
 * by signed notifications (payments.routes.ts) or, when those stay silent, by its query API (settlement).
 */

/** The scan page's address, under the scan-to-pay prefix (SPEC §2), at the host the page was loaded from. */
export const scanPageUrl = (origin: string, token: string) => `${origin}/hos/ui/scan/payment/${encodeURIComponent(token)}`;

export interface QrRequest { outTradeNo: string; amount: number; subject: string }

/**
 * The gateway's transaction for a paying QR order (idempotent per order, so a reused order gets the same one), and
 * its QR content kept for the payment page while the order is paying. Outside any transaction: the gateway is remote.
 */
export async function issueQr(deps: Pick<PaymentDeps, 'db' | 'gateway' | 'notifyUrl'>, hosId: string, order: QrRequest, origin: string): Promise<PayResponse> {
  if (!deps.gateway) throw new AppError('PAY006');
  const { token } = await deps.gateway.createTransaction({
    hosId, outTradeNo: order.outTradeNo, amount: order.amount, subject: order.subject, notifyUrl: deps.notifyUrl,
  });
  const data = scanPageUrl(origin, token);
  await setQrContent(deps.db, hosId, order.outTradeNo, data);
  return { outTradeNo: order.outTradeNo, Data: data, ResultCode: '0', ResultMsg: 'success' };
}

/** 'refund': what the money was for is gone; the order is refunding and settlement gives it back. */
export type ApplyResult = 'paid' | 'refund' | 'already' | 'ignored';

/**
 * Applies a provider-confirmed payment, in ONE transaction: the order paying → paid (`WHERE state = 'paying'`) and
 * its purpose fulfilled (the booking paid, the card credited, the bill settled). The order row is locked first, so
 * replays wait and then find it paid: they change nothing. C002 for an unknown order, PAY002 for another amount
 * (nothing changes). When the purpose can no longer be fulfilled, the order goes on to refunding in the same
 * transaction: the payer's money is never kept for something they do not get.
 */
export async function applyPaid(deps: Pick<PaymentDeps, 'db' | 'purposes'>, hosId: string, outTradeNo: string, amount: number, note: string, now = new Date()): Promise<ApplyResult> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, hosId, outTradeNo, { lock: true });
    if (!order || order.method !== 'qr') throw new AppError('C002');
    if (order.amount !== amount) throw new AppError('PAY002');
    if (order.state !== 'paying') return order.state === 'created' || order.state === 'closed' ? 'ignored' : 'already';
    if (!(await updateState(trx, hosId, outTradeNo, 'paying', 'paid', note, now))) return 'already';
    if ((await deps.purposes[order.purpose].fulfil(trx, { ...order, state: 'paid' }, now)) === 'paid') return 'paid';
    await updateState(trx, hosId, outTradeNo, 'paid', 'refunding', `paid, but its ${order.purpose.replace('_', ' ')} could not be delivered`, now);
    return 'refund';
  });
}

/** An order of the signed-in user (C002 otherwise, exactly like an unknown one), with a top-up's receipt facts. */
export async function getOwnOrder(db: Db, actor: Actor, outTradeNo: string): Promise<PayOrder> {
  const row = await db.selectFrom('pay_order as o')
    .leftJoin('his_card as c', (j) => j.onRef('c.hos_id', '=', 'o.hos_id').onRef('c.card_id', '=', 'o.card_id'))
    .select(['o.out_trade_no', 'o.state', 'o.amount', 'o.appoint_id', 'o.qr_content', 'o.paid_at', 'o.purpose', 'o.bill_id',
      'c.patient_name', 'c.clinic_type', 'c.card_no'])
    .select((eb) => eb.selectFrom('his_card_ledger as l').select('l.balance_after')
      .whereRef('l.hos_id', '=', 'o.hos_id').whereRef('l.ref', '=', 'o.out_trade_no').where('l.kind', '=', 'topup').limit(1).as('balance_after'))
    .where('o.hos_id', '=', actor.hosId).where('o.out_trade_no', '=', outTradeNo).where('o.user_id', '=', actor.userId).executeTakeFirst();
  if (!row) throw new AppError('C002');
  const topUp = row.purpose === 'outpatient_topup' || row.purpose === 'inpatient_topup';
  return {
    outTradeNo: row.out_trade_no, state: row.state, amount: Number(row.amount), appointId: row.appoint_id,
    qrContent: row.state === 'paying' ? row.qr_content : null,
    paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
    purpose: row.purpose, billId: row.bill_id,
    receipt: topUp ? {
      patientName: row.patient_name ?? '', cardNoMasked: maskBankCard(row.card_no), clinicType: Number(row.clinic_type ?? 1),
      balanceAfter: row.balance_after === null || row.balance_after === undefined ? null : Number(row.balance_after),
    } : null,
  };
}

/** The QR code of `content` as an SVG data URL: medium error correction, a one-module quiet zone. */
export async function qrSvgDataUrl(content: string): Promise<string> {
  const svg = await QRCode.toString(content, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * SPEC §7 outGetEncodeQrcode (the PC variant): the user's open QR order, its content encoded as a QR image, so the
 * page shows exactly what the gateway issued. PAY005 once the order is no longer paying; C002 for another user's.
 */
export async function encodeQr(db: Db, actor: Actor, outTradeNo: string): Promise<EncodedQr> {
  const order = await getOwnOrder(db, actor, outTradeNo);
  if (order.qrContent === null) throw new AppError('PAY005');
  return { outTradeNo, Data: order.qrContent, image: await qrSvgDataUrl(order.qrContent) };
}

/** SPEC §7 storePaymentParameter (PayNoticeBefore): kept per order for the pay result page (the last one wins). */
export async function storePaymentParameter(db: Db, actor: Actor, body: PaymentParameter) {
  await getOwnOrder(db, actor, body.outTradeNo);
  const { hosId: _h, outTradeNo, ...params } = body;
  const json = JSON.stringify(params);
  await db.insertInto('payment_parameter').values({ hos_id: actor.hosId, out_trade_no: outTradeNo, params: json })
    .onConflict((oc) => oc.columns(['hos_id', 'out_trade_no']).doUpdateSet({ params: json, updated_at: new Date() })).execute();
  return { ResultCode: '0', ResultMsg: 'success' };
}

export async function getPaymentParameter(db: Db, actor: Actor, outTradeNo: string) {
  const order = await getOwnOrder(db, actor, outTradeNo);
  const row = await db.selectFrom('payment_parameter').select('params').where('hos_id', '=', actor.hosId).where('out_trade_no', '=', outTradeNo).executeTakeFirst();
  const raw: unknown = row?.params ?? null;
  const parameters = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Omit<PaymentParameter, 'hosId' | 'outTradeNo'> | null;
  return { parameters, order };
}
