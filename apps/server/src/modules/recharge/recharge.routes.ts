import type { FastifyInstance } from 'fastify';
import { rechargeCalls as calls } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { registerCall } from '../../plugins/route.ts';
import { payOrigin } from '../payments/pay-origin.ts';
import * as service from './recharge.service.ts';

/** Card top-ups: parse → service → reply. */
export function rechargeRoutes(
  app: FastifyInstance,
  deps: service.RechargeDeps,
  scanBaseUrl?: string,
) {
  const tags = ['recharge'];

  registerCall(
    app,
    'getRechargeOverview',
    calls.getRechargeOverview,
    ({ ctx, query }) => service.getOverview(deps, ctx, query.patientId, query.clinicType),
    tags,
  );
  registerCall(
    app,
    'getQrcodeOutTradeNoForPayCard',
    calls.getQrcodeOutTradeNoForPayCard,
    ({ ctx, body, request }) => {
      requireIdempotencyKey(request);
      return service.startTopUp(
        deps,
        ctx,
        {
          patientId: body.patientId,
          clinicType: body.clinicType,
          amount: body.totalFee,
          cardType: body.cardType,
        },
        payOrigin(request, scanBaseUrl),
      );
    },
    tags,
  );
  registerCall(
    app,
    'getRechargeRecords',
    calls.getRechargeRecords,
    ({ ctx, query }) => service.listRecharges(deps, ctx, query),
    tags,
  );
}
