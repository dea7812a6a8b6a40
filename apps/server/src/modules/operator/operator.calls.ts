import { z } from 'zod';
import { hosIdSchema, okEnvelope } from '@portal/shared';
import { hisCallNextCall, hisStopCall } from './his-sandbox.calls.ts';
import { hisDischargeCall, hisNoticeCall } from './inpatient-sandbox.calls.ts';
import { noticePublishCall } from '../notice-documents/notice-documents-operator.calls.ts';
import { questionnaireResultsCall } from '../questionnaires/questionnaires-operator.calls.ts';

/**
 * Operator calls (a console comes later): the contract lives with the module until a web client needs it in
 * packages/shared. Credential: `Authorization: Bearer <OPERATOR_TOKEN>` (operator.auth.ts), not a patient session.
 * Refusals: OPERATOR001 not set up on this server; OPERATOR002 credential missing or wrong; OPERATOR003 no such session
 * at this hospital (another hospital's answers the same).
 */
export const sessionCancelBody = z.object({
  hosId: hosIdSchema,
  scheduleId: z.string().trim().min(1, 'C018').max(100, 'C019'),
  reason: z.string().trim().min(1, 'C018').max(200, 'C019'),
});

export const sessionCancelSummarySchema = z.object({
  scheduleId: z.string(),
  cancelledAt: z.string(),
  bookingsInvalidated: z.number().int(),
  refundsStarted: z.number().int(),
  textsSent: z.number().int(),
  textsPending: z.number().int(),
});

export const operatorCalls = {
  cancelSchedule: {
    method: 'POST',
    path: '/operator/api/schedule/cancel',
    body: sessionCancelBody,
    response: okEnvelope(sessionCancelSummarySchema),
  },
  /** The sandbox HIS stops a session (demo of the HIS-driven cancellation): his-sandbox.calls.ts. */
  stopHisSession: hisStopCall,
  /** The sandbox HIS's doctor calls the next patient of a session (demo of the moving queue): his-sandbox.calls.ts. */
  callNextPatient: hisCallNextCall,
  /** The sandbox HIS's doctor issues an admission notice / orders a discharge: inpatient-sandbox.calls.ts. */
  issueAdmissionNotice: hisNoticeCall,
  orderDischarge: hisDischargeCall,
  /** Publishes the next version of a notice document (notice-documents/notice-documents-operator.calls.ts). */
  publishNotice: noticePublishCall,
  /** A questionnaire's counts for the hospital (questionnaires/questionnaires-operator.calls.ts). */
  getQuestionnaireResults: questionnaireResultsCall,
} as const;
