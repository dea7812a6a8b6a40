import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { bookingParams } from './operations.calls.ts';

/**
 * Staff refunds with four-eyes approval (docs/refunds.md): a booking's paid fee refunded at once up to the hospital's
 * limit (config staffRefundApprovalAbove), above it only once another staff member approves. Who may send each:
 * CONSOLE_CALL_ACCESS. Every change is in the audit log.
 */
const reasonText = z.string().trim().min(1, 'C018').max(200, 'C019');

export const refundBookingBody = z.object({ reason: reasonText });
export const refundRequestParams = z.object({
  hosId: hosIdSchema,
  requestId: z.uuid('C019'),
});
export const refundRejectBody = z.object({ reason: reasonText });

export const refundRequestSchema = z.object({
  requestId: z.string(),
  appointId: z.string(),
  /** The booking's appointment number (20261125-007), as staff find it. */
  appointNo: z.string(),
  outTradeNo: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  /** pending: waits for another staff member; refunded: the money is on its way back; rejected: nothing happened. */
  state: z.enum(['pending', 'refunded', 'rejected']),
  requestedBy: z.object({ staffId: z.string().nullable(), name: z.string() }),
  requestedAt: z.string(),
  /** Who approved or rejected it; null while pending, and for a refund at or below the limit (nobody had to). */
  decidedBy: z.object({ staffId: z.string().nullable(), name: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  /** Why it was rejected. */
  decisionNote: z.string().nullable(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** refunded: at or below the limit, done at once; pending: above it, waiting for another staff member. */
export const refundOutcomeSchema = z.object({
  outcome: z.enum(['refunded', 'pending']),
  request: refundRequestSchema,
});

export const refundRequestListSchema = z.object({
  /** The hospital's limit in fen: a refund above it needs a second staff member. */
  approvalAbove: z.number().int(),
  /** Every pending request, oldest first. */
  pending: z.array(refundRequestSchema),
  /** The latest decided ones (and refunds done at once), newest first, at most REFUND_RECENT_LIMIT. */
  recent: z.array(refundRequestSchema),
});
export type RefundRequestList = z.infer<typeof refundRequestListSchema>;
export const REFUND_RECENT_LIMIT = 50;

export const refundCalls = {
  /** C002 an unknown booking (another hospital's too); REFUNDREQ001 nothing paid to refund; REFUNDREQ002 one already waits. */
  refundBooking: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/bookings/:appointId/refund',
    params: bookingParams,
    body: refundBookingBody,
    response: okEnvelope(refundOutcomeSchema),
  },
  listRefundRequests: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/refund-requests',
    params: z.object({ hosId: hosIdSchema }),
    response: okEnvelope(refundRequestListSchema),
  },
  /** REFUNDREQ003 unknown; REFUNDREQ004 decided already; REFUNDREQ005 the requester's own; REFUNDREQ001 nothing paid any more. */
  approveRefundRequest: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/refund-requests/:requestId/approve',
    params: refundRequestParams,
    response: okEnvelope(refundRequestSchema),
  },
  /** REFUNDREQ003 unknown; REFUNDREQ004 decided already; REFUNDREQ005 the requester's own. */
  rejectRefundRequest: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/refund-requests/:requestId/reject',
    params: refundRequestParams,
    body: refundRejectBody,
    response: okEnvelope(refundRequestSchema),
  },
} as const;
