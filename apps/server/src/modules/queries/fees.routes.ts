import type { FastifyInstance } from 'fastify';
import { dailyBillCalls, feeCalls } from '@portal/shared';
import { registerCall } from '../../plugins/route.ts';
import { getDailyBill, listStays } from './daily-bill.service.ts';
import { getFee, listFees } from './fees.service.ts';
import type { FeeDeps } from './fees.service.ts';

/** Payment query and inpatient daily bill: parse → service → reply. */
export function feeRoutes(app: FastifyInstance, deps: FeeDeps) {
  const tags = ['queries'];

  registerCall(
    app,
    'getFees',
    feeCalls.getFees,
    ({ ctx, query }) => listFees(deps, ctx, query, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getFee',
    feeCalls.getFee,
    ({ ctx, query }) => getFee(deps, ctx, query.feeId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getStays',
    dailyBillCalls.getStays,
    ({ ctx, query }) => listStays(deps, ctx, query.patientId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getDailyBill',
    dailyBillCalls.getDailyBill,
    ({ ctx, query }) => getDailyBill(deps, ctx, query, ctx.lang),
    tags,
  );
}
