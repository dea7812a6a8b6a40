import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appointmentCalls as calls } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import type { Actor } from '../patients/patients.service.ts';
import type { CardDeps } from '../patients/linked-cards.ts';
import * as service from './appointments.service.ts';
import * as waitlist from './waitlist.service.ts';

/** Issue 4 booking and waitlist calls: parse → service → reply; nothing else. */
export function appointmentRoutes(app: FastifyInstance, deps: CardDeps) {
  const { db } = deps;
  const tags = ['appointments'];
  const actor = (user: AuthUser, request: FastifyRequest): Actor => ({ ...user, ip: request.ip });

  registerCall(app, 'createAppointment', calls.createAppointment,
    ({ user, request, body }) => service.createAppointment(deps, actor(user, request), body, requireIdempotencyKey(request)), tags);
  registerCall(app, 'getAppointment', calls.getAppointment,
    ({ user, request, query }) => service.getAppointment(db, actor(user, request), query.appointId, languageOf(request)), tags);
  registerCall(app, 'joinCandidate', calls.joinCandidate,
    ({ user, request, body }) => waitlist.joinCandidate(deps, actor(user, request), body), tags);
  registerCall(app, 'getCandidates', calls.getCandidates,
    ({ user, request }) => waitlist.listCandidates(db, actor(user, request)), tags);
}
