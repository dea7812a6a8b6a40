import type { FastifyInstance } from 'fastify';
import { scheduleCalls as calls } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { registerCall } from '../../plugins/route.ts';
import * as service from './search.service.ts';

/** /appointment/search: parse → service → reply. */
export function searchRoutes(app: FastifyInstance, db: Db) {
  registerCall(
    app,
    'searchDoctor',
    calls.searchDoctor,
    ({ ctx, query }) => service.searchDoctor(db, query, ctx.lang),
    ['search'],
  );
}
