import type { FastifyInstance } from 'fastify';
import { complaintCalls as calls, complaintOperatorCalls as operatorCalls } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { registerCall } from '../../plugins/route.ts';
import { requireOperator } from '../operator/operator.auth.ts';
import type { UploadDeps } from '../uploads/uploads.service.ts';
import * as service from './complaints.service.ts';

/** Complaints and suggestions: parse → service → reply. */
export function complaintRoutes(
  app: FastifyInstance,
  deps: UploadDeps,
  operatorToken: string | undefined,
) {
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
  // The hospital's side, behind the operator credential like modules/operator (checked before the body is parsed).
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request) =>
      requireOperator(request.headers.authorization, operatorToken),
    );
    registerCall(
      scope,
      'listHospitalComplaints',
      operatorCalls.listHospitalComplaints,
      ({ body }) => service.listHospitalComplaints(deps, body.hosId),
      ['operator'],
    );
    registerCall(
      scope,
      'answerComplaint',
      operatorCalls.answerComplaint,
      ({ body }) =>
        service.answerComplaint(deps, body.hosId, body.complaintId, body.action, body.reply),
      ['operator'],
    );
  });
}
