import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountCalls, physicalCalls as calls } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { languageOf } from '../../plugins/error-handler.ts';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import type { Actor } from '../patients/patients.service.ts';
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
    async ({ user }) => ({ leader: await leaderFlag(db, user.hosId, user.phone) }),
    ['physical'],
  );
}

/** Physical exams: parse → service → reply. */
export function physicalExamRoutes(app: FastifyInstance, deps: PaymentDeps, scanBaseUrl?: string) {
  const tags = ['physical'];
  const actor = (user: AuthUser, request: FastifyRequest): Actor => ({ ...user, ip: request.ip });
  registerCall(
    app,
    'getPhysicalPackages',
    calls.getPhysicalPackages,
    ({ query, request }) => booking.listPackages(deps, query.hosId, languageOf(request)),
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
    ({ user, request }) => booking.listBookings(deps, actor(user, request), languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'createPhysicalBooking',
    calls.createPhysicalBooking,
    ({ user, request, body }) =>
      booking.createBooking(
        deps,
        actor(user, request),
        body,
        requireIdempotencyKey(request),
        languageOf(request),
      ),
    tags,
  );
  registerCall(
    app,
    'payPhysicalBookingByQr',
    calls.payPhysicalBookingByQr,
    ({ user, request, params }) => {
      requireIdempotencyKey(request);
      return booking.payBookingByQr(
        deps,
        actor(user, request),
        params.bookingId,
        payOrigin(request, scanBaseUrl),
      );
    },
    tags,
  );
  registerCall(
    app,
    'cancelPhysicalBooking',
    calls.cancelPhysicalBooking,
    ({ user, request, params }) =>
      booking.cancelBooking(
        deps,
        actor(user, request),
        params.bookingId,
        languageOf(request),
        request.log,
      ),
    tags,
  );
  registerCall(
    app,
    'getPhysicalReport',
    calls.getPhysicalReport,
    ({ user, request, params, query }) =>
      booking.getReport(
        deps,
        actor(user, request),
        params.bookingId,
        query.row,
        languageOf(request),
      ),
    tags,
  );
  registerCall(
    app,
    'checkPhysicalGroup',
    calls.checkPhysicalGroup,
    ({ user, request, body }) => group.checkGroup(deps, actor(user, request), body),
    tags,
  );
  registerCall(
    app,
    'createPhysicalGroup',
    calls.createPhysicalGroup,
    ({ user, request, body }) =>
      group.createGroup(
        deps,
        actor(user, request),
        body,
        requireIdempotencyKey(request),
        languageOf(request),
      ),
    tags,
  );
}
