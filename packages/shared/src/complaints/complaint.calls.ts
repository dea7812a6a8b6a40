import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import {
  complaintCreateBody,
  complaintListQuery,
  complaintParams,
  complaintSchema,
} from './complaint.schema.ts';

/**
 * Signed-in user of `hosId`. Refusals: C018/C019 {field}; C005 {max} too many photos; C019 {photos}
 * a photo path that is not one of this user's feedback uploads; APPOINT009 Idempotency-Key missing (create); another
 * user's complaint answers C002 exactly like an unknown one.
 */
export const complaintCalls = {
  getComplaints: {
    method: 'GET',
    path: '/feature/api/complaint/list',
    auth: true,
    query: complaintListQuery,
    response: okEnvelope(z.array(complaintSchema)),
  },
  getComplaint: {
    method: 'GET',
    path: '/feature/api/complaint/:complaintId',
    auth: true,
    params: complaintParams,
    query: complaintListQuery,
    response: okEnvelope(complaintSchema),
  },
  createComplaint: {
    method: 'POST',
    path: '/feature/api/complaint/create',
    auth: true,
    body: complaintCreateBody,
    response: okEnvelope(complaintSchema),
  },
} as const;
