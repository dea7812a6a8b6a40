import { z } from 'zod';
import { hosIdSchema, okEnvelope } from '@portal/shared';

/**
 * What the hospital does in its own system, played on the SANDBOX HIS for the demo (and nothing else; the
 * portal learns of it through the adapter, like of a real HIS's): stop a session (item 4: the portal's session-stop
 * job in modules/his-events then cancels the portal's session), and call the next patient of a session's queue (item 3:
 * the queue position the patient sees moves). Same credential and refusals as the other operator calls.
 */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'C019')
  // A calendar day that exists (not 2026-02-30), so the HIS never receives one it cannot store.
  .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'C019');

export const hisStopBody = z.object({
  hosId: hosIdSchema,
  doctorId: z.string().trim().min(1, 'C018').max(100, 'C019'),
  date: isoDay,
  noonCode: z.string().trim().min(1, 'C018').max(10, 'C019'),
  reason: z.string().trim().min(1, 'C018').max(200, 'C019'),
});

export const hisStopSchema = z.object({
  stopId: z.string(),
  doctorId: z.string(),
  date: z.string(),
  noonCode: z.string(),
  reason: z.string(),
  stoppedAt: z.string(),
});
export const hisStopCall = {
  method: 'POST',
  path: '/operator/api/his/stop-session',
  body: hisStopBody,
  response: okEnvelope(hisStopSchema),
} as const;

export const hisCallNextBody = z.object({
  hosId: hosIdSchema,
  scheduleId: z.string().trim().min(1, 'C018').max(100, 'C019'),
});
export const hisCallNextCall = {
  method: 'POST',
  path: '/operator/api/his/queue/call-next',
  body: hisCallNextBody,
  response: okEnvelope(z.object({ calling: z.number().int() })),
} as const;
