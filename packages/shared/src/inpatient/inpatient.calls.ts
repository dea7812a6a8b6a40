import { okEnvelope } from '../api/envelope.ts';
import {
  admissionBody,
  admissionResultSchema,
  inpatientHomeQuery,
  inpatientHomeSchema,
  settleBody,
  settleResultSchema,
  stayCardSchema,
  stayQuery,
} from './inpatient.schema.ts';

/**
 * The inpatient stay. All need a signed-in user of `hosId`; another user's patient answers PATIENT004, another
 * user's stay or notice C002, exactly like unknown ones. Refusals: HOSPITALIZED001 already in hospital;
 * HOSPITALIZED002 discharge not ordered yet; HOSPITALIZED003 already settled; HOSPITALIZED004 the amount due changed;
 * FUNC001 the inpatient function is not open; PAY006 no gateway; PAY007 the HIS did not answer; APPOINT009
 * Idempotency-Key missing.
 */
export const inpatientCalls = {
  getInpatientHome: {
    method: 'GET',
    path: '/inpatient/api/home',
    auth: true,
    query: inpatientHomeQuery,
    response: okEnvelope(inpatientHomeSchema),
  },
  getInpatientStay: {
    method: 'GET',
    path: '/inpatient/api/stay',
    auth: true,
    query: stayQuery,
    response: okEnvelope(stayCardSchema),
  },
  selfAdmission: {
    method: 'POST',
    path: '/inpatient/api/admission',
    auth: true,
    body: admissionBody,
    response: okEnvelope(admissionResultSchema),
  },
  settleStay: {
    method: 'POST',
    path: '/inpatient/api/stay/settle',
    auth: true,
    body: settleBody,
    response: okEnvelope(settleResultSchema),
  },
} as const;
