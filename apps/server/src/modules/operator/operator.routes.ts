import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/route.ts';
import { requireOperator } from './operator.auth.ts';
import { operatorCalls } from './operator.calls.ts';
import { cancelSession, type SessionCancelDeps } from './session-cancel.service.ts';

/**
 * Issue 13 operator calls: credential → service → reply; nothing else. The credential is checked in an encapsulated
 * onRequest hook — before the body is even parsed, so a caller without it learns nothing from validation answers —
 * and applies to these routes only.
 */
export function operatorRoutes(app: FastifyInstance, deps: SessionCancelDeps, operatorToken: string | undefined) {
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => requireOperator(request.headers.authorization, operatorToken));
    registerCall(scope, 'cancelSchedule', operatorCalls.cancelSchedule, ({ request, body }) => cancelSession(deps, body, request.log), ['operator']);
  });
}
