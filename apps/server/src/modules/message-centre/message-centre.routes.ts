import type { FastifyInstance } from 'fastify';
import { messageCentreCalls as calls } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { registerCall } from '../../plugins/route.ts';
import * as service from './message-centre.service.ts';

/** The message centre calls: parse → service → reply. */
export function messageCentreRoutes(app: FastifyInstance, db: Db) {
  const tags = ['messages'];
  registerCall(
    app,
    'getMessages',
    calls.getMessages,
    ({ ctx, query }) => service.listMessages(db, ctx, query.page, query.pageSize, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'readMessage',
    calls.readMessage,
    ({ ctx, body }) => service.readMessage(db, ctx, body.messageId),
    tags,
  );
  registerCall(
    app,
    'readAllMessages',
    calls.readAllMessages,
    ({ ctx }) => service.readAllMessages(db, ctx),
    tags,
  );
  registerCall(
    app,
    'getMessagePreferences',
    calls.getMessagePreferences,
    ({ ctx }) => service.getPreferences(db, ctx),
    tags,
  );
  registerCall(
    app,
    'setMessagePreferences',
    calls.setMessagePreferences,
    ({ ctx, body }) => service.setPreferences(db, ctx, body.items),
    tags,
  );
}
