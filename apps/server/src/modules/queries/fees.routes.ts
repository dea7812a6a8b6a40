import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dailyBillCalls, feeCalls } from '@portal/shared';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import type { Actor } from '../patients/patients.service.ts';
import { getDailyBill, listStays } from './daily-bill.service.ts';
import { getFee, listFees } from './fees.service.ts';
import type { FeeDeps } from './fees.service.ts';

/** Payment query and inpatient daily bill: parse → service → reply. */
export function feeRoutes(app: FastifyInstance, deps: FeeDeps) {
  const tags = ['queries'];
  const actor = (user: AuthUser, request: FastifyRequest): Actor => ({ ...user, ip: request.ip });

  registerCall(
    app,
    'getFees',
    feeCalls.getFees,
    ({ user, request, query }) => listFees(deps, actor(user, request), query, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getFee',
    feeCalls.getFee,
    ({ user, request, query }) =>
      getFee(deps, actor(user, request), query.feeId, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getStays',
    dailyBillCalls.getStays,
    ({ user, request, query }) =>
      listStays(deps, actor(user, request), query.patientId, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getDailyBill',
    dailyBillCalls.getDailyBill,
    ({ user, request, query }) =>
      getDailyBill(deps, actor(user, request), query, languageOf(request)),
    tags,
  );
}
