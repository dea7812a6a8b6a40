import { okEnvelope } from '../api/envelope.ts';
import {
  encodedQrSchema,
  encodeQrBody,
  payChannelsQuery,
  payChannelsSchema,
  payOrderQuery,
  payOrderSchema,
  payResponseSchema,
  paymentParameterBody,
  paymentParameterResultSchema,
  registerScanQrBody,
  scanTokenParams,
  scanTransactionSchema,
  storePaymentParameterResultSchema,
  switchPayChannelBody,
} from './payment.schema.ts';
import type { HosId } from '../hospital/hospital.schema.ts';

/**
 * QR payment.
 * Refusals: the shared pay-prompt reason (payPromptShown: APPOINT0xx), C002 unknown or another user's record/order,
 * APPOINT009 Idempotency-Key header missing (pcRegisterScanQR); PAY005 the QR order is no longer open (outGetEncodeQrcode).
 * The notify endpoint (NOTIFY_PATH) is not a call: the gateway posts a signed form and expects the plain text
 * 'success' (PAY001 bad signature, PAY002 wrong amount, C002 unknown order).
 */
export const paymentCalls = {
  pcRegisterScanQR: {
    method: 'POST',
    path: '/payservice/api/pcRegisterScanQR',
    auth: true,
    body: registerScanQrBody,
    response: okEnvelope(payResponseSchema),
  },
  storePaymentParameter: {
    method: 'POST',
    path: '/payassist/api/PayNoticeBefore',
    auth: true,
    body: paymentParameterBody,
    response: okEnvelope(storePaymentParameterResultSchema),
  },
  getPaymentParameter: {
    method: 'GET',
    path: '/payassist/api/payment-parameter',
    auth: true,
    query: payOrderQuery,
    response: okEnvelope(paymentParameterResultSchema),
  },
  getPayOrder: {
    method: 'GET',
    path: '/payservice/api/order',
    auth: true,
    query: payOrderQuery,
    response: okEnvelope(payOrderSchema),
  },
  /** Whether the fee of a booking can be paid by QR and the card topped up online here: what bookingPayPlan weighs. */
  getPayChannels: {
    method: 'GET',
    path: '/payservice/api/channels',
    auth: true,
    query: payChannelsQuery,
    response: okEnvelope(payChannelsSchema),
  },
  outGetEncodeQrcode: {
    method: 'POST',
    path: '/payservice/api/outGetEncodeQrcode',
    auth: true,
    body: encodeQrBody,
    response: okEnvelope(encodedQrSchema),
  },
  /**
   * Moves the user's open QR order to another channel the hospital offers (Alipay ↔ WeChat Pay), once: it is closed at
   * the first channel before it opens at the other, so money never arrives at two. PAY005 once it is paid or closed,
   * PAY009 for a channel it cannot move to, C002 for another user's order.
   */
  switchPayChannel: {
    method: 'POST',
    path: '/payservice/api/switchPayChannel',
    auth: true,
    body: switchPayChannelBody,
    response: okEnvelope(encodedQrSchema),
  },
} as const;

/**
 * The pay gateway's notify endpoint, `POST` (payments.routes registers it). Its path is part of the contract like the
 * calls' paths: the server's rate limiter exempts it too, and plugins never import modules (docs/architecture.md#boundaries-checked-by-lint).
 */
export const NOTIFY_PATH = '/payservice/api/notify/sandbox';

/**
 * A real provider's notify endpoint for one hospital (Alipay, WeChat Pay): the hospital is in the path, so a
 * notification is checked against that hospital's own merchant. Under the sandbox's prefix, so the same exemptions apply.
 */
export const NOTIFY_PREFIX = '/payservice/api/notify/';
export const channelNotifyRoute = (channel: 'alipay' | 'wechat') =>
  `${NOTIFY_PREFIX}${channel}/:hosId`;
export const channelNotifyPath = (channel: 'alipay' | 'wechat', hosId: HosId) =>
  channelNotifyRoute(channel).replace(':hosId', hosId);
/** The routes of those endpoints (the hospital a path parameter). */
export const CHANNEL_NOTIFY_ROUTES = [
  channelNotifyRoute('alipay'),
  channelNotifyRoute('wechat'),
] as const;

/** The sandbox gateway's own pages' calls: no user sign-in (the payer is on another device); the token is the secret. */
export const payGatewayCalls = {
  getScanTransaction: {
    method: 'GET',
    path: '/paygateway/api/scan/:token',
    params: scanTokenParams,
    response: okEnvelope(scanTransactionSchema),
  },
  confirmScanTransaction: {
    method: 'POST',
    path: '/paygateway/api/scan/:token/confirm',
    params: scanTokenParams,
    response: okEnvelope(scanTransactionSchema),
  },
} as const;
