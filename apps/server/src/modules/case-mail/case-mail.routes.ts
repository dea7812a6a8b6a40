import type { FastifyInstance } from 'fastify';
import { caseMailCalls as calls } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { registerCall } from '../../plugins/route.ts';
import { payOrigin } from '../payments/pay-origin.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import * as service from './case-mail.service.ts';

/** Case-record copies by mail: parse → service → reply. */
export function caseMailRoutes(app: FastifyInstance, deps: PaymentDeps, scanBaseUrl?: string) {
  const tags = ['case-mail'];
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
    ({ ctx, query }) => service.listCaseMailStays(deps, ctx, query.patientId),
    tags,
  );
  registerCall(
    app,
    'getCaseMailVisits',
    calls.getCaseMailVisits,
    ({ ctx, query }) => service.listCaseMailVisits(deps, ctx, query.patientId),
    tags,
  );
  registerCall(
    app,
    'getCaseMails',
    calls.getCaseMails,
    ({ ctx, query }) => service.listCaseMails(deps, ctx, query.patientId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'createCaseMail',
    calls.createCaseMail,
    ({ ctx, body, request }) => {
      const key = requireIdempotencyKey(request);
      return service.createCaseMail(deps, ctx, body, key, ctx.lang);
    },
    tags,
  );
  registerCall(
    app,
    'payCaseMailByQr',
    calls.payCaseMailByQr,
    ({ ctx, params, request }) => {
      requireIdempotencyKey(request);
      return service.payCaseMailByQr(deps, ctx, params.requestId, payOrigin(request, scanBaseUrl));
    },
    tags,
  );
  registerCall(
    app,
    'cancelCaseMail',
    calls.cancelCaseMail,
    ({ ctx, params, request }) =>
      service.cancelCaseMail(deps, ctx, params.requestId, ctx.lang, request.log),
    tags,
  );
}
