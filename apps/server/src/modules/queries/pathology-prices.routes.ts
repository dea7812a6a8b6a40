import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathologyCalls, priceCalls, type HosId } from '@portal/shared';
import { registerCall } from '../../plugins/route.ts';
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
    ({ ctx, query }) => listPathologies(deps, ctx, query, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getPathology',
    pathologyCalls.getPathology,
    ({ ctx, query }) => getPathology(deps, ctx, query.pathologyId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getPrices',
    priceCalls.getPrices,
    async ({ ctx, request, reply, query }) => {
      await guard(query.hosId, request, reply);
      return searchPrices(deps, query.hosId, query, ctx.lang);
    },
    tags,
  );
  registerCall(
    app,
    'getPrice',
    priceCalls.getPrice,
    async ({ ctx, request, reply, query }) => {
      await guard(query.hosId, request, reply);
      return getPrice(deps, query.hosId, query.code, ctx.lang);
    },
    tags,
  );
}
