import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inpatientCalls as calls } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import type { Actor } from '../patients/patients.service.ts';
import { payOrigin } from '../payments/pay-origin.ts';
import * as service from './inpatient.service.ts';

/** Inpatient stay: parse → service → reply. */
export function inpatientRoutes(
  app: FastifyInstance,
  deps: service.InpatientDeps,
  scanBaseUrl?: string,
) {
  const tags = ['inpatient'];
  const actor = (user: AuthUser, request: FastifyRequest): Actor => ({ ...user, ip: request.ip });

  registerCall(
    app,
    'getInpatientHome',
    calls.getInpatientHome,
    ({ user, request, query }) =>
      service.getHome(deps, actor(user, request), query.patientId, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getInpatientStay',
    calls.getInpatientStay,
    ({ user, request, query }) =>
      service.getStay(deps, actor(user, request), query.stayId, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'selfAdmission',
    calls.selfAdmission,
    ({ user, request, body: { hosId: _h, ...input } }) => {
      requireIdempotencyKey(request);
      return service.admit(deps, actor(user, request), input);
    },
    tags,
  );
  registerCall(
    app,
    'settleStay',
    calls.settleStay,
    ({ user, request, body }) => {
      requireIdempotencyKey(request);
      return service.settle(
        deps,
        actor(user, request),
        body.stayId,
        payOrigin(request, scanBaseUrl),
      );
    },
    tags,
  );
}
