import { z } from 'zod';
import { CASE_MAIL_STATUSES, hosIdSchema, okEnvelope, queryIdSchema } from '@portal/shared';

/**
 * What the records office does in the hospital's own system, played on the SANDBOX HIS for the demo
 * (like his-sandbox.calls.ts): move a paid case-mail request one step on (reviewing → printing → printed → shipped with
 * a tracking number → delivered). Same credential and refusals as the other operator calls; C002 for an unknown
 * request (another hospital's answers the same).
 */
export const hisCaseMailAdvanceCall = {
  method: 'POST',
  path: '/operator/api/his/case-mail/advance',
  body: z.object({ hosId: hosIdSchema, requestId: queryIdSchema }),
  response: okEnvelope(
    z.object({ status: z.enum(CASE_MAIL_STATUSES), trackingNo: z.string().nullable() }),
  ),
} as const;
