import type { FastifyInstance } from 'fastify';
import { complaintCalls as calls } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { registerCall } from '../../plugins/route.ts';
import type { UploadDeps } from '../uploads/uploads.service.ts';
import * as service from './complaints.service.ts';

/** Complaints and suggestions, the patient's side (the hospital's is the console's, modules/operations): parse → service → reply. */
export function complaintRoutes(app: FastifyInstance, deps: UploadDeps) {
  const tags = ['complaints'];
  registerCall(
    app,
    'getComplaints',
    calls.getComplaints,
    ({ ctx }) => service.listComplaints(deps, ctx),
    tags,
  );
  registerCall(
    app,
    'getComplaint',
    calls.getComplaint,
    ({ ctx, params }) => service.getComplaint(deps, ctx, params.complaintId),
    tags,
  );
  registerCall(
    app,
    'createComplaint',
    calls.createComplaint,
    ({ ctx, body, request }) =>
      service.createComplaint(deps, ctx, body, requireIdempotencyKey(request)),
    tags,
  );
}
