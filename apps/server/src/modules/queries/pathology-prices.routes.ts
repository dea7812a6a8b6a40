import type { FastifyInstance } from 'fastify';
import { pathologyCalls, priceCalls } from '@portal/shared';
import { registerCall } from '../../plugins/route.ts';
import { getPathology, listPathologies, type PathologyDeps } from './pathology.service.ts';
import { getPrice, searchPrices } from './prices.service.ts';

/** Pathology and the price query, both signed in: parse → service → reply. */
export function pathologyPriceRoutes(app: FastifyInstance, deps: PathologyDeps) {
  const tags = ['queries'];

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
    ({ ctx, query }) => searchPrices(deps, query.hosId, query, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getPrice',
    priceCalls.getPrice,
    ({ ctx, query }) => getPrice(deps, query.hosId, query.code, ctx.lang),
    tags,
  );
}
