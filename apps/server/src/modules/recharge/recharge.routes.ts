import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rechargeCalls as calls } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import type { Actor } from '../patients/patients.service.ts';
import { payOrigin } from '../payments/pay-origin.ts';
import * as service from './recharge.service.ts';

/** Card top-ups: parse → service → reply. */
export function rechargeRoutes(
  app: FastifyInstance,
  deps: service.RechargeDeps,
  scanBaseUrl?: string,
) {
  const tags = ['recharge'];
  const actor = (user: AuthUser, request: FastifyRequest): Actor => ({ ...user, ip: request.ip });

  registerCall(
    app,
    'getRechargeOverview',
    calls.getRechargeOverview,
    ({ user, request, query }) =>
      service.getOverview(deps, actor(user, request), query.patientId, query.clinicType),
    tags,
  );
  registerCall(
    app,
    'getQrcodeOutTradeNoForPayCard',
    calls.getQrcodeOutTradeNoForPayCard,
    ({ user, request, body }) => {
      requireIdempotencyKey(request);
      return service.startTopUp(
        deps,
        actor(user, request),
        { patientId: body.patientId, clinicType: body.clinicType, amount: body.totalFee },
        payOrigin(request, scanBaseUrl),
      );
    },
    tags,
  );
  registerCall(
    app,
    'getRechargeRecords',
    calls.getRechargeRecords,
    ({ user, request, query }) => service.listRecharges(deps, actor(user, request), query),
    tags,
  );
}
