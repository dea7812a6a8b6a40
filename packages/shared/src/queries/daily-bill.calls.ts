import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import {
  dailyBillPageSchema,
  dailyBillQuery,
  stayListQuery,
  staySchema,
} from './daily-bill.schema.ts';

/**
 * The inpatient daily bill. Signed in; another user's patient PATIENT004,
 * another person's stay C002 like an unknown one; QUERY001 a reversed or too long range (without one: the whole stay);
 * FUNC001 where module query-payment-day is closed.
 */
export const dailyBillCalls = {
  getStays: {
    method: 'GET',
    path: '/feature/api/daily-bill/stays',
    auth: true,
    query: stayListQuery,
    response: okEnvelope(z.array(staySchema)),
  },
  getDailyBill: {
    method: 'GET',
    path: '/feature/api/daily-bill/list',
    auth: true,
    query: dailyBillQuery,
    response: okEnvelope(dailyBillPageSchema),
  },
} as const;
