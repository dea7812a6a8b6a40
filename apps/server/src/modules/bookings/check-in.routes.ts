import type { FastifyInstance } from 'fastify';
import { checkInCalls as calls } from '@portal/shared';
import { requireIdempotencyKey } from '../../plugins/idempotency-key.ts';
import { registerCall } from '../../plugins/route.ts';
import { checkIn, getQueuePosition, type CheckInDeps } from './check-in.service.ts';

/** Check-in and the queue position (parse → service → reply). */
export function checkInRoutes(app: FastifyInstance, deps: CheckInDeps) {
  const tags = ['records'];
  registerCall(
    app,
    'checkIn',
    calls.checkIn,
    ({ ctx, body, request }) =>
      checkIn(deps, ctx, body.appointId, requireIdempotencyKey(request), request.log),
    tags,
  );
  registerCall(
    app,
    'getQueuePosition',
    calls.getQueuePosition,
    ({ ctx, query, request }) => getQueuePosition(deps, ctx, query.appointId, request.log),
    tags,
  );
}
