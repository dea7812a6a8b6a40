import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathologyCalls, priceCalls, type HosId } from '@portal/shared';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import type { Actor } from '../patients/patients.service.ts';
import { getPathology, listPathologies, type PathologyDeps } from './pathology.service.ts';
import { getPrice, priceAccess, searchPrices } from './prices.service.ts';

/**
 * Pathology (signed in, like the reports) and the price query: parse → service → reply. The price calls are
 * registered as public (no `auth`), so the OpenAPI document, the fuzz and the authorization matrix treat them as such;
 * where the hospital's config asks for sign-in, the handler runs the same session check signed-in calls run before
 * anything else is read, answering C024 (with the Bearer challenge) to a visitor without a valid session.
 */
export function pathologyPriceRoutes(app: FastifyInstance, deps: PathologyDeps) {
  const tags = ['queries'];
  const actor = (user: AuthUser, request: FastifyRequest): Actor => ({ ...user, ip: request.ip });
  const guard = async (
    hosId: HosId,
    request: FastifyRequest,
    reply: Parameters<FastifyInstance['authenticate']>[1],
  ) => {
    if ((await priceAccess(deps, hosId)).needsLogin) await app.authenticate(request, reply);
  };

  registerCall(
    app,
    'getPathologies',
    pathologyCalls.getPathologies,
    ({ user, request, query }) =>
      listPathologies(deps, actor(user, request), query, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getPathology',
    pathologyCalls.getPathology,
    ({ user, request, query }) =>
      getPathology(deps, actor(user, request), query.pathologyId, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getPrices',
    priceCalls.getPrices,
    async ({ request, reply, query }) => {
      await guard(query.hosId, request, reply);
      return searchPrices(deps, query.hosId, query, languageOf(request));
    },
    tags,
  );
  registerCall(
    app,
    'getPrice',
    priceCalls.getPrice,
    async ({ request, reply, query }) => {
      await guard(query.hosId, request, reply);
      return getPrice(deps, query.hosId, query.code, languageOf(request));
    },
    tags,
  );
}
