import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appointmentCalls as calls, bookBody } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { registerCall } from '../../plugins/route.ts';
import type { CardDeps } from '../patients/linked-cards.ts';
import { findSessionWithTarget } from './appointments.repository.ts';
import * as service from './appointments.service.ts';
import * as waitlist from './waitlist.service.ts';

/** Booking and waitlist calls: parse → service → reply; nothing else. */
export function appointmentRoutes(app: FastifyInstance, deps: CardDeps) {
  const { db } = deps;
  const tags = ['appointments'];

  // The release-time rush: booking's token check also makes the booking's first read, in the same statement,
  // when the body and the Idempotency-Key look like a booking's (otherwise the plain check; validation then refuses).
  const early = new WeakMap<FastifyRequest, service.EarlyRead>();
  const authenticate = (request: FastifyRequest, reply: FastifyReply) => {
    const body = bookBody.safeParse(request.body);
    const key = request.headers['idempotency-key'];
    if (!body.success || typeof key !== 'string' || key === '' || key.length > 100)
      return app.authenticate(request, reply);
    const { hosId, scheduleId, numberId } = body.data;
    return app.authenticateWith(request, reply, async (tokenHash, sessionHosId, renewal) => {
      // The auth hook has checked that every hosId the request names is this one.
      if (sessionHosId !== hosId) return undefined;
      const mark = service.bookingReadMark();
      const found = await findSessionWithTarget(db, tokenHash, hosId, renewal, {
        key,
        scheduleId,
        numberId,
      });
      if (found)
        early.set(request, {
          target: found.target,
          hosId,
          userId: found.session.user_id,
          key,
          scheduleId,
          numberId,
          mark,
        });
      return found?.session;
    });
  };

  registerCall(
    app,
    'createAppointment',
    calls.createAppointment,
    ({ ctx, body, request }) =>
      service.createAppointment(
        deps,
        ctx,
        body,
        requireIdempotencyKey(request),
        early.get(request),
      ),
    tags,
    { authenticate },
  );
  registerCall(
    app,
    'getAppointment',
    calls.getAppointment,
    ({ ctx, query }) => service.getAppointment(db, ctx, query.appointId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'joinCandidate',
    calls.joinCandidate,
    ({ ctx, body }) => waitlist.joinCandidate(deps, ctx, body),
    tags,
  );
  registerCall(
    app,
    'getCandidates',
    calls.getCandidates,
    ({ ctx }) => waitlist.listCandidates(db, ctx),
    tags,
  );
}
