import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { registerCall } from '../../plugins/route.ts';
import { readOutbox } from './sms.service.ts';

/**
 * Issue 3: the sandbox outbox "that the demo can show (only when the server runs in demo mode)". It hands
 * out live codes, so it is registered only with DEMO_SEED; without it the path does not exist (404 C021).
 */
export function smsDevRoutes(app: FastifyInstance, db: Db) {
  registerCall(app, 'getDevSmsOutbox', accountCalls.getDevSmsOutbox, ({ query }) => readOutbox(db, query.hosId, query.phone), ['dev']);
}
