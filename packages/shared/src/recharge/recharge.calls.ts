import { okEnvelope } from '../api/envelope.ts';
import { payResponseSchema } from '../payments/payment.schema.ts';
import {
  bookingTopUpBody,
  bookingTopUpQuoteSchema,
  rechargeOverviewQuery,
  rechargeOverviewSchema,
  rechargeQrBody,
  rechargeRecordPageSchema,
  rechargeRecordsQuery,
} from './recharge.schema.ts';

/**
 * Card top-ups. All need a signed-in user of `hosId`; another
 * user's patient answers PATIENT004 and another's order C002, exactly like unknown ones.
 * Refusals: APPOINT029 outside the window; RECHARGE003/002 below the minimum / above the maximum; RECHARGE009 over
 * the social-security cap; RECHARGE012 daily count; RECHARGE004/005/006/007 stopped, lost, to-be-deactivated or
 * overdue card; RECHARGE011 no card of that type; FUNC001 recharge not open at this hospital; PAY006 no gateway;
 * APPOINT009 Idempotency-Key missing.
 */
export const rechargeCalls = {
  getRechargeOverview: {
    method: 'GET',
    path: '/recharge/api/overview',
    auth: true,
    query: rechargeOverviewQuery,
    response: okEnvelope(rechargeOverviewSchema),
  },
  getQrcodeOutTradeNoForPayCard: {
    method: 'POST',
    path: '/payservice/api/getQrcodeOutTradeNoForPayCard',
    auth: true,
    body: rechargeQrBody,
    response: okEnvelope(payResponseSchema),
  },
  getBookingTopUpQuote: {
    method: 'GET',
    path: '/recharge/api/booking-top-up',
    auth: true,
    query: bookingTopUpBody,
    response: okEnvelope(bookingTopUpQuoteSchema),
  },
  startBookingTopUp: {
    method: 'POST',
    path: '/recharge/api/booking-top-up',
    auth: true,
    body: bookingTopUpBody,
    response: okEnvelope(payResponseSchema),
  },
  getRechargeRecords: {
    method: 'GET',
    path: '/recharge/api/records',
    auth: true,
    query: rechargeRecordsQuery,
    response: okEnvelope(rechargeRecordPageSchema),
  },
} as const;
