import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { payResponseSchema } from '../payments/payment.schema.ts';
import { billListQuery, billRefBody, billRefParams, billSchema } from './bill.schema.ts';

/**
 * Outpatient bills — unpaid ones paid by card balance or QR, paid ones as history. Signed-in user of
 * `hosId`; another user's patient answers PATIENT004, another's bill C002. Refusals: BILL001 already paid;
 * RECHARGE001 the card does not cover it; RECHARGE011 no outpatient card; PAY003 a QR payment of it is under way;
 * PAY006 no gateway; APPOINT009 Idempotency-Key missing.
 */
export const billCalls = {
  getOutpatientBills: {
    method: 'GET',
    path: '/payment/api/bills',
    auth: true,
    query: billListQuery,
    response: okEnvelope(z.array(billSchema)),
  },
  payBillByCard: {
    method: 'POST',
    path: '/payment/api/bills/:billId/card',
    auth: true,
    params: billRefParams,
    body: billRefBody,
    response: okEnvelope(billSchema),
  },
  payBillByQr: {
    method: 'POST',
    path: '/payment/api/bills/:billId/qr',
    auth: true,
    params: billRefParams,
    body: billRefBody,
    response: okEnvelope(payResponseSchema),
  },
} as const;
