import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@portal/shared';
import { registerCall } from '../../plugins/route.ts';
import type { DemoSmsOutbox } from './sms.service.ts';

/**
 * The sandbox outbox "that the demo can show (only when the server runs in demo mode)". It hands out live
 * codes, so it is registered only when the composition root built one — demo mode, the sandbox SMS adapter
 * and DEMO_SMS_OUTBOX — and answers only for demo phones; otherwise the path does not exist (404 C021).
 */
export function smsDevRoutes(app: FastifyInstance, outbox: DemoSmsOutbox) {
  registerCall(
    app,
    'getDevSmsOutbox',
    accountCalls.getDevSmsOutbox,
    ({ query }) => outbox.read(query.hosId, query.phone),
    ['dev'],
  );
}
