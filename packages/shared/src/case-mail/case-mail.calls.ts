import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { payResponseSchema } from '../payments/payment.schema.ts';
import { staySchema } from '../queries/daily-bill.schema.ts';
import {
  caseMailCreateBody,
  caseMailListQuery,
  caseMailRefBody,
  caseMailRefParams,
  caseMailRequestSchema,
  caseMailSettingsQuery,
  caseMailSettingsSchema,
  caseMailVisitSchema,
} from './case-mail.schema.ts';

/**
 * Case-record copies by mail. Signed-in user of `hosId`; another user's patient answers PATIENT004,
 * another user's request C002 exactly like an unknown one, a stay or outpatient visit that is not the patient's C002. Refusals:
 * CASEMAIL001 the stay is not over yet; CASEMAIL002 more copies than the hospital allows ({max}); CASEMAIL003 the
 * request is no longer waiting for its fee; CASEMAIL004 the copy is printed: no cancel; C018/C019 {field};
 * APPOINT009 Idempotency-Key missing (create, pay); PAY006 no gateway; FUNC001 where module case-mail is closed.
 */
export const caseMailCalls = {
  getCaseMailSettings: {
    method: 'GET',
    path: '/feature/api/case-mail/settings',
    auth: true,
    query: caseMailSettingsQuery,
    response: okEnvelope(caseMailSettingsSchema),
  },
  /** The patient's stays that are over (discharged), newest first: what a copy can be ordered of. */
  getCaseMailStays: {
    method: 'GET',
    path: '/feature/api/case-mail/stays',
    auth: true,
    query: caseMailListQuery,
    response: okEnvelope(z.array(staySchema)),
  },
  /** The patient's outpatient visits of the last year, newest first (their record can be copied too). */
  getCaseMailVisits: {
    method: 'GET',
    path: '/feature/api/case-mail/visits',
    auth: true,
    query: caseMailListQuery,
    response: okEnvelope(z.array(caseMailVisitSchema)),
  },
  getCaseMails: {
    method: 'GET',
    path: '/feature/api/case-mail/list',
    auth: true,
    query: caseMailListQuery,
    response: okEnvelope(z.array(caseMailRequestSchema)),
  },
  createCaseMail: {
    method: 'POST',
    path: '/feature/api/case-mail/create',
    auth: true,
    body: caseMailCreateBody,
    response: okEnvelope(caseMailRequestSchema),
  },
  payCaseMailByQr: {
    method: 'POST',
    path: '/feature/api/case-mail/:requestId/qr',
    auth: true,
    params: caseMailRefParams,
    body: caseMailRefBody,
    response: okEnvelope(payResponseSchema),
  },
  cancelCaseMail: {
    method: 'POST',
    path: '/feature/api/case-mail/:requestId/cancel',
    auth: true,
    params: caseMailRefParams,
    body: caseMailRefBody,
    response: okEnvelope(caseMailRequestSchema),
  },
} as const;
