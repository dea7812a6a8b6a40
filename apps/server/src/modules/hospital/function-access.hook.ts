import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import {
  CONDITIONAL_SIGN_IN,
  FUNCTION_ACCESS,
  hospitalConfigFields,
  readHospitalConfig,
  requiredModules,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { listConfig, requireAnyFunctionOpen } from './hospital.service.ts';

/**
 * Function switches and page-ruled sign-in, enforced in one place for every route with an operationId (shared calls
 * and raw routes alike) from the table in packages/shared/src/hospital/function-access.ts (docs/function-access.md).
 * Runs as the route's first preHandler: after sign-in and validation (an input-dependent call reads its validated
 * input), before the handler, so a refused call changes nothing. Must be registered before the routes.
 */
export function registerFunctionAccess(app: FastifyInstance, db: Db) {
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: unknown } | undefined)?.operationId;
    if (typeof operationId !== 'string') return;
    const access = FUNCTION_ACCESS.get(operationId);
    const signIn = CONDITIONAL_SIGN_IN[operationId];
    if ((!access || access.kind === 'none') && !signIn) return;
    const check: preHandlerHookHandler = async (request, reply) => {
      const hosId = hosIdOfRequest(request);
      if (!hosId) return;
      if (signIn && !request.user) {
        const items = await listConfig(db, hosId, [hospitalConfigFields[signIn.config].group]);
        if (readHospitalConfig(items)[signIn.config] === signIn.signInWhen)
          await app.authenticate(request, reply);
      }
      if (access && access.kind !== 'none')
        await requireAnyFunctionOpen(
          db,
          hosId,
          requiredModules(access, { query: request.query, body: request.body }),
        );
    };
    const own = route.preHandler;
    route.preHandler = [check, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}

/** The hospital a call is about: the session's for a signed-in call, else the hosId its input names. */
function hosIdOfRequest(request: FastifyRequest): HosId | undefined {
  if (request.user) return request.user.hosId;
  for (const part of [request.params, request.query, request.body]) {
    const hosId =
      part !== null && typeof part === 'object' ? (part as { hosId?: unknown }).hosId : undefined;
    if (typeof hosId === 'string') return hosId as HosId;
  }
  return undefined;
}
