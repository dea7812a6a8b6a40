import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { cancelRecordBody, recordRefQuery } from '../records/record.schema.ts';

/** checkIn's answer: the booking's queue number in its session (1, 2, … in check-in order) and when it checked in. */
export const checkInResultSchema = z.object({
  appointId: z.string(),
  queueNo: z.number().int().positive(),
  /** ISO instant. */
  checkedInAt: z.string(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/**
 * getQueuePosition: the patient's number (null before check-in), the number the hospital is calling (0 = none yet)
 * and how many checked-in patients are still waiting before them (before check-in: all still waiting in the session).
 */
export const queuePositionSchema = z.object({
  queueNo: z.number().int().positive().nullable(),
  calling: z.number().int().nonnegative(),
  ahead: z.number().int().nonnegative(),
});
export type QueuePosition = z.infer<typeof queuePositionSchema>;

/**
 * Check-in and the queue. Both need a signed-in user of `hosId`; another
 * user's booking answers C002 like an unknown one.
 *
 * checkIn needs an Idempotency-Key header (APPOINT009 without); a repeat of a booking already checked in answers its
 * number again. Refusals: the shared canCheckIn reasons (CHECK_IN_REASONS: CHECKIN001 too early {time}, CHECKIN002
 * too late, CHECKIN003 unpaid, CHECKIN004 cancelled, CHECKIN006 hospital-cancelled). getQueuePosition answers
 * CHECKIN004 for a booking that is not valid (cancelled, pending).
 */
export const checkInCalls = {
  checkIn: {
    method: 'POST',
    path: '/appointment/api/record/check-in',
    auth: true,
    body: cancelRecordBody,
    response: okEnvelope(checkInResultSchema),
  },
  getQueuePosition: {
    method: 'GET',
    path: '/appointment/api/record/queue',
    auth: true,
    query: recordRefQuery,
    response: okEnvelope(queuePositionSchema),
  },
} as const;
