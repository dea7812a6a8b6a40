import type { FastifyInstance, FastifyRequest } from 'fastify';
import { billCalls as calls } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import type { Actor } from '../patients/patients.service.ts';
import { payOrigin } from '../payments/pay-origin.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import * as service from './bills.service.ts';

/** Outpatient bills: parse → service → reply. */
export function billRoutes(app: FastifyInstance, deps: PaymentDeps, scanBaseUrl?: string) {
  const tags = ['bills'];
  const actor = (user: AuthUser, request: FastifyRequest): Actor => ({ ...user, ip: request.ip });

  registerCall(
    app,
    'getOutpatientBills',
    calls.getOutpatientBills,
    ({ user, request, query }) =>
      service.listBills(
        deps,
        actor(user, request),
        query.patientId,
        query.state,
        languageOf(request),
      ),
    tags,
  );
  registerCall(
    app,
    'payBillByCard',
    calls.payBillByCard,
    ({ user, request, params }) => {
      requireIdempotencyKey(request);
      return service.payBillByCard(deps, actor(user, request), params.billId);
    },
    tags,
  );
  registerCall(
    app,
    'payBillByQr',
    calls.payBillByQr,
    ({ user, request, params }) => {
      requireIdempotencyKey(request);
      return service.payBillByQr(
        deps,
        actor(user, request),
        params.billId,
        payOrigin(request, scanBaseUrl),
      );
    },
    tags,
  );
}
