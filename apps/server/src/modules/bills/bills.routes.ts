import type { FastifyInstance } from 'fastify';
import { billCalls as calls } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { registerCall } from '../../plugins/route.ts';
import { payOrigin } from '../payments/pay-origin.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import * as service from './bills.service.ts';

/** Outpatient bills: parse → service → reply. */
export function billRoutes(app: FastifyInstance, deps: PaymentDeps, scanBaseUrl?: string) {
  const tags = ['bills'];

  registerCall(
    app,
    'getOutpatientBills',
    calls.getOutpatientBills,
    ({ ctx, query }) => service.listBills(deps, ctx, query.patientId, query.state, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'payBillByCard',
    calls.payBillByCard,
    ({ ctx, params, request }) => {
      requireIdempotencyKey(request);
      return service.payBillByCard(deps, ctx, params.billId);
    },
    tags,
  );
  registerCall(
    app,
    'payBillByQr',
    calls.payBillByQr,
    ({ ctx, params, request }) => {
      requireIdempotencyKey(request);
      return service.payBillByQr(deps, ctx, params.billId, payOrigin(request, scanBaseUrl));
    },
    tags,
  );
}
