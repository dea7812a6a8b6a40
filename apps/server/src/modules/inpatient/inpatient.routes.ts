import type { FastifyInstance } from 'fastify';
import { inpatientCalls as calls } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { registerCall } from '../../plugins/route.ts';
import { payOrigin } from '../payments/pay-origin.ts';
import * as service from './inpatient.service.ts';

/** Inpatient stay: parse → service → reply. */
export function inpatientRoutes(
  app: FastifyInstance,
  deps: service.InpatientDeps,
  scanBaseUrl?: string,
) {
  const tags = ['inpatient'];

  registerCall(
    app,
    'getInpatientHome',
    calls.getInpatientHome,
    ({ ctx, query }) => service.getHome(deps, ctx, query.patientId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getInpatientStay',
    calls.getInpatientStay,
    ({ ctx, query }) => service.getStay(deps, ctx, query.stayId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'selfAdmission',
    calls.selfAdmission,
    ({ ctx, request, body: { hosId: _h, ...input } }) => {
      requireIdempotencyKey(request);
      return service.admit(deps, ctx, input);
    },
    tags,
  );
  registerCall(
    app,
    'settleStay',
    calls.settleStay,
    ({ ctx, body, request }) => {
      requireIdempotencyKey(request);
      return service.settle(deps, ctx, body.stayId, payOrigin(request, scanBaseUrl));
    },
    tags,
  );
}
