import { sql } from 'kysely';
import QRCode from 'qrcode';
import { PayBusinessType, payPromptShown, type EncodedQr, type PaymentParameter, type PayOrder, type PayResponse } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { PayGateway } from '../paygateway/gateway.service.ts';
import type { Actor } from '../patients/patients.service.ts';
import type { OrderState } from '../records/order-state.ts';
import { insertOrder, moveOrder } from '../records/orders.service.ts';
import { updateState } from '../records/orders.repository.ts';
import { recordContext, requireAllowed, ruleContext } from '../records/records.context.ts';
import { toRuleRecord } from '../records/records.dto.ts';
import * as records from '../records/records.repository.ts';
import { findOwnRecord } from '../records/records.service.ts';

/**
 * OUR side of the QR payment path (issue 5; SPEC §4 payment paths, §7 pcRegisterScanQR). The order lives in
 * pay_order (created → paying → paid); the provider (the sandbox gateway) is reached only through PayGateway and
 * reports back by signed notifications (payments.notify.ts) or, when those stay silent, by its query API.
 */
export interface QrDeps { db: Db; gateway: PayGateway; notifyUrl: string }

/** The scan page's address, under the scan-to-pay prefix (SPEC §2), at the host the page was loaded from. */
export const scanPageUrl = (origin: string, token: string) => `${origin}/hos/ui/scan/payment/${encodeURIComponent(token)}`;

/**
 * pcRegisterScanQR: the appointment's open QR order (reused) or a new one moved created → paying, under the
 * appointment's row lock and the shared pay-prompt rule; then the gateway's transaction for it (idempotent per order).
 */
export async function registerScanQr(deps: QrDeps, actor: Actor, appointId: string, origin: string): Promise<PayResponse> {
  const { db } = deps;
  const { hosId, userId } = actor;
  const ctx = await recordContext(db, hosId);
  const order = await db.transaction().execute(async (trx) => {
    if (!(await records.lockAppointment(trx, hosId, userId, appointId))) throw new AppError('C002');
    const row = await findOwnRecord(trx, actor, appointId);
    const now = new Date();
    requireAllowed(payPromptShown(toRuleRecord(row), ruleContext(ctx, now)));
    const open = await trx.selectFrom('pay_order').select(['out_trade_no', 'amount', 'state'])
      .where('hos_id', '=', hosId).where('appoint_id', '=', appointId).where('method', '=', 'qr').where('state', 'in', ['created', 'paying'])
      .executeTakeFirst();
    // What the payer sees on the scan page: the visit, never our internal ids.
    const subject = `Registration fee · ${row.dept_name} · ${row.session_date}`;
    if (open) {
      if (open.state === 'created') await moveOrder(trx, hosId, open.out_trade_no, 'created', 'paying', 'qr issued', now);
      return { outTradeNo: open.out_trade_no, amount: Number(open.amount), subject };
    }
    const outTradeNo = records.newOutTradeNo();
    const amount = Number(row.reg_fee);
    const businessType = row.is_today === '1' ? PayBusinessType.SAME_DAY_REGISTRATION : PayBusinessType.APPOINTMENT;
    await insertOrder(trx, hosId, { outTradeNo, appointId, cardId: null, userId, businessType, method: 'qr', amount }, 'qr order');
    await moveOrder(trx, hosId, outTradeNo, 'created', 'paying', 'qr issued', now);
    return { outTradeNo, amount, subject };
  });
  const { token } = await deps.gateway.createTransaction({
    hosId, outTradeNo: order.outTradeNo, amount: order.amount, subject: order.subject, notifyUrl: deps.notifyUrl,
  });
  const data = scanPageUrl(origin, token);
  // Kept for the payment page (getPayOrder) while the order is paying.
  await db.updateTable('pay_order').set({ qr_content: data }).where('hos_id', '=', hosId).where('out_trade_no', '=', order.outTradeNo).execute();
  return { outTradeNo: order.outTradeNo, Data: data, ResultCode: '0', ResultMsg: 'success' };
}

/** 'refund': the money arrived after the booking ended; the order is refunding and settlement gives it back. */
export type ApplyResult = 'paid' | 'refund' | 'already' | 'ignored';

/**
 * Applies a provider-confirmed payment, in ONE transaction: the order paying → paid (`WHERE state = 'paying'`) and the
 * appointment isDopay 1 (a pending state 3 becomes 1). The order row is locked first, so replays wait and then
 * find it paid: they change nothing. C002 for an unknown order, PAY002 for another amount (nothing changes).
 * When the booking ended meanwhile (expired or cancelled while the payer was paying), the order goes on to
 * refunding in the same transaction: the payer's money is never kept for a booking they do not have.
 */
export async function applyPaid(db: Db, hosId: string, outTradeNo: string, amount: number, note: string, now = new Date()): Promise<ApplyResult> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ appoint_id: string | null; amount: string | number; state: OrderState; method: string }>`
      select appoint_id, amount, state, method from pay_order where hos_id = ${hosId} and out_trade_no = ${outTradeNo} for update`.execute(trx);
    const order = rows[0];
    if (!order || order.method !== 'qr') throw new AppError('C002');
    if (Number(order.amount) !== amount) throw new AppError('PAY002');
    if (order.state !== 'paying') return order.state === 'created' || order.state === 'closed' ? 'ignored' : 'already';
    if (!(await updateState(trx, hosId, outTradeNo, 'paying', 'paid', note, now))) return 'already';
    // markPaid is false only when the booking is no longer active: one live order per booking (migration 0005).
    if (order.appoint_id === null || (await records.markPaid(trx, hosId, order.appoint_id))) return 'paid';
    await updateState(trx, hosId, outTradeNo, 'paid', 'refunding', 'paid after the booking ended', now);
    return 'refund';
  });
}

/** An order of the signed-in user (C002 otherwise, exactly like an unknown one). */
export async function getOwnOrder(db: Db, actor: Actor, outTradeNo: string): Promise<PayOrder> {
  const row = await db.selectFrom('pay_order').select(['out_trade_no', 'state', 'amount', 'appoint_id', 'qr_content', 'paid_at'])
    .where('hos_id', '=', actor.hosId).where('out_trade_no', '=', outTradeNo).where('user_id', '=', actor.userId).executeTakeFirst();
  if (!row) throw new AppError('C002');
  return {
    outTradeNo: row.out_trade_no, state: row.state, amount: Number(row.amount), appointId: row.appoint_id,
    qrContent: row.state === 'paying' ? row.qr_content : null,
    paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
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
