import type { FastifyInstance } from 'fastify';
import { messageCentreCalls as calls } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import * as service from './message-centre.service.ts';

/** The message centre calls: parse → service → reply. */
export function messageCentreRoutes(app: FastifyInstance, db: Db) {
  const tags = ['messages'];
  registerCall(
    app,
    'getMessages',
    calls.getMessages,
    ({ user, query, request }) =>
      service.listMessages(db, user, query.page, query.pageSize, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'readMessage',
    calls.readMessage,
    ({ user, body }) => service.readMessage(db, user, body.messageId),
    tags,
  );
  registerCall(
    app,
    'readAllMessages',
    calls.readAllMessages,
    ({ user }) => service.readAllMessages(db, user),
    tags,
  );
  registerCall(
    app,
    'getMessagePreferences',
    calls.getMessagePreferences,
    ({ user }) => service.getPreferences(db, user),
    tags,
  );
  registerCall(
    app,
    'setMessagePreferences',
    calls.setMessagePreferences,
    ({ user, body }) => service.setPreferences(db, user, body.items),
    tags,
  );
}
