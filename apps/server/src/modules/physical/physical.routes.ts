import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { registerCall } from '../../plugins/route.ts';
import { leaderFlag } from './physical.service.ts';

export function physicalRoutes(app: FastifyInstance, db: Db) {
  registerCall(app, 'getUserPhysicalLeader', accountCalls.getUserPhysicalLeader,
    async ({ user }) => ({ leader: await leaderFlag(db, user.hosId, user.phone) }), ['physical']);
}
