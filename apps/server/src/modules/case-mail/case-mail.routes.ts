import type { FastifyInstance, FastifyRequest } from 'fastify';
import { caseMailCalls as calls } from '@portal/shared';
import { languageOf } from '../../plugins/error-handler.ts';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import type { Actor } from '../patients/patients.service.ts';
import { payOrigin } from '../payments/pay-origin.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import * as service from './case-mail.service.ts';

/** Case-record copies by mail: parse → service → reply. */
export function caseMailRoutes(app: FastifyInstance, deps: PaymentDeps, scanBaseUrl?: string) {
  const tags = ['case-mail'];
  const actor = (user: AuthUser, request: FastifyRequest): Actor => ({ ...user, ip: request.ip });
  registerCall(
    app,
    'getCaseMailSettings',
    calls.getCaseMailSettings,
    ({ query }) => service.caseMailSettings(deps, query.hosId),
    tags,
  );
  registerCall(
    app,
    'getCaseMailStays',
    calls.getCaseMailStays,
    ({ user, request, query }) =>
      service.listCaseMailStays(deps, actor(user, request), query.patientId),
    tags,
  );
  registerCall(
    app,
    'getCaseMailVisits',
    calls.getCaseMailVisits,
    ({ user, request, query }) =>
      service.listCaseMailVisits(deps, actor(user, request), query.patientId),
    tags,
  );
  registerCall(
    app,
    'getCaseMails',
    calls.getCaseMails,
    ({ user, request, query }) =>
      service.listCaseMails(deps, actor(user, request), query.patientId, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'createCaseMail',
    calls.createCaseMail,
    ({ user, request, body }) => {
      const key = requireIdempotencyKey(request);
      return service.createCaseMail(deps, actor(user, request), body, key, languageOf(request));
    },
    tags,
  );
  registerCall(
    app,
    'payCaseMailByQr',
    calls.payCaseMailByQr,
    ({ user, request, params }) => {
      requireIdempotencyKey(request);
      return service.payCaseMailByQr(
        deps,
        actor(user, request),
        params.requestId,
        payOrigin(request, scanBaseUrl),
      );
    },
    tags,
  );
  registerCall(
    app,
    'cancelCaseMail',
    calls.cancelCaseMail,
    ({ user, request, params }) =>
      service.cancelCaseMail(
        deps,
        actor(user, request),
        params.requestId,
        languageOf(request),
        request.log,
      ),
    tags,
  );
}
