import { okEnvelope } from '../api/envelope.ts';
import { feeDetailSchema, feeListQuery, feePageSchema, feeRefQuery } from './fee.schema.ts';

/**
 * The outpatient fees a patient paid, from the hospital information system. Both
 * calls need a signed-in user of `hosId`; another user's patient answers PATIENT004 and another person's fee C002,
 * exactly like unknown ones. QUERY001 a reversed or too long date range; FUNC001 where module query-payment is closed.
 */
export const feeCalls = {
  getFees: {
    method: 'GET',
    path: '/feature/api/fee/list',
    auth: true,
    query: feeListQuery,
    response: okEnvelope(feePageSchema),
  },
  getFee: {
    method: 'GET',
    path: '/feature/api/fee/info',
    auth: true,
    query: feeRefQuery,
    response: okEnvelope(feeDetailSchema),
  },
} as const;
