import { okEnvelope } from '../api/envelope.ts';
import {
  markAllReadBody,
  markedSchema,
  markReadBody,
  messageListQuery,
  messagePageSchema,
  preferencesQuery,
  preferencesSchema,
  setPreferencesBody,
} from './message-centre.schema.ts';

/**
 * The signed-in user's messages (newest first, with the unread count), marking them read and the
 * reminder preferences per kind. Everything is the caller's own: another user's message answers C002 like an unknown one.
 */
export const messageCentreCalls = {
  getMessages: {
    method: 'GET',
    path: '/message/api/list',
    auth: true,
    query: messageListQuery,
    response: okEnvelope(messagePageSchema),
  },
  readMessage: {
    method: 'POST',
    path: '/message/api/read',
    auth: true,
    body: markReadBody,
    response: okEnvelope(markedSchema),
  },
  readAllMessages: {
    method: 'POST',
    path: '/message/api/read-all',
    auth: true,
    body: markAllReadBody,
    response: okEnvelope(markedSchema),
  },
  getMessagePreferences: {
    method: 'GET',
    path: '/message/api/preferences',
    auth: true,
    query: preferencesQuery,
    response: okEnvelope(preferencesSchema),
  },
  setMessagePreferences: {
    method: 'PUT',
    path: '/message/api/preferences',
    auth: true,
    body: setPreferencesBody,
    response: okEnvelope(preferencesSchema),
  },
} as const;
