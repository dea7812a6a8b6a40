import type { FastifyInstance } from 'fastify';
import { healthCalls as c } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import { acceptNotice, getCurrentNotice, listNotices } from './notice-documents.service.ts';

/** The instructions: the hospital's notice documents and the user's acceptances — parse → service → reply. */
export function noticeDocumentRoutes(app: FastifyInstance, db: Db) {
  registerCall(
    app,
    'getNoticeDocument',
    c.getNoticeDocument,
    ({ query, request }) => getCurrentNotice(db, query.hosId, query.docType, languageOf(request)),
    ['platform'],
  );
  registerCall(
    app,
    'getNoticeDocuments',
    c.getNoticeDocuments,
    ({ user, request }) => listNotices(db, user.hosId, user.userId, languageOf(request)),
    ['platform'],
  );
  registerCall(
    app,
    'acceptNoticeDocument',
    c.acceptNoticeDocument,
    ({ user, body }) => acceptNotice(db, user.hosId, user.userId, body.docType, body.version),
    ['platform'],
  );
}
