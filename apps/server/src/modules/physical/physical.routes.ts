import type { FastifyInstance } from 'fastify';
import { accountCalls, physicalCalls as calls } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { registerCall } from '../../plugins/route.ts';
import { payOrigin } from '../payments/pay-origin.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import * as booking from './physical-booking.service.ts';
import * as group from './physical-group.service.ts';
import { leaderFlag } from './physical.service.ts';

export function physicalRoutes(app: FastifyInstance, db: Db) {
  registerCall(
    app,
    'getUserPhysicalLeader',
    accountCalls.getUserPhysicalLeader,
    async ({ ctx }) => ({ leader: await leaderFlag(db, ctx.hosId, ctx.phone) }),
    ['physical'],
  );
}

/** Physical exams: parse → service → reply. */
export function physicalExamRoutes(app: FastifyInstance, deps: PaymentDeps, scanBaseUrl?: string) {
  const tags = ['physical'];
  registerCall(
    app,
    'getPhysicalPackages',
    calls.getPhysicalPackages,
    ({ ctx, query }) => booking.listPackages(deps, query.hosId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getPhysicalDates',
    calls.getPhysicalDates,
    ({ query, params }) => booking.listDates(deps, query.hosId, params.packageId),
    tags,
  );
  registerCall(
    app,
    'getPhysicalBookings',
    calls.getPhysicalBookings,
    ({ ctx }) => booking.listBookings(deps, ctx, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'createPhysicalBooking',
    calls.createPhysicalBooking,
    ({ ctx, body, request }) =>
      booking.createBooking(deps, ctx, body, requireIdempotencyKey(request), ctx.lang),
    tags,
  );
  registerCall(
    app,
    'payPhysicalBookingByQr',
    calls.payPhysicalBookingByQr,
    ({ ctx, params, request }) => {
      requireIdempotencyKey(request);
      return booking.payBookingByQr(deps, ctx, params.bookingId, payOrigin(request, scanBaseUrl));
    },
    tags,
  );
  registerCall(
    app,
    'cancelPhysicalBooking',
    calls.cancelPhysicalBooking,
    ({ ctx, params, request }) =>
      booking.cancelBooking(deps, ctx, params.bookingId, ctx.lang, request.log),
    tags,
  );
  registerCall(
    app,
    'getPhysicalReport',
    calls.getPhysicalReport,
    ({ ctx, params, query }) => booking.getReport(deps, ctx, params.bookingId, query.row, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'checkPhysicalGroup',
    calls.checkPhysicalGroup,
    ({ ctx, body }) => group.checkGroup(deps, ctx, body),
    tags,
  );
  registerCall(
    app,
    'createPhysicalGroup',
    calls.createPhysicalGroup,
    ({ ctx, body, request }) =>
      group.createGroup(deps, ctx, body, requireIdempotencyKey(request), ctx.lang),
    tags,
  );
}
