import type { FastifyInstance } from 'fastify';
import { healthCalls as c } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { registerCall } from '../../plugins/route.ts';
import { acceptNotice, getCurrentNotice, listNotices } from './notice-documents.service.ts';

/** The instructions: the hospital's notice documents and the user's acceptances — parse → service → reply. */
export function noticeDocumentRoutes(app: FastifyInstance, db: Db) {
  registerCall(
    app,
    'getNoticeDocument',
    c.getNoticeDocument,
    ({ ctx, query }) => getCurrentNotice(db, query.hosId, query.docType, ctx.lang),
    ['platform'],
  );
  registerCall(
    app,
    'getNoticeDocuments',
    c.getNoticeDocuments,
    ({ ctx }) => listNotices(db, ctx.hosId, ctx.userId, ctx.lang),
    ['platform'],
  );
  registerCall(
    app,
    'acceptNoticeDocument',
    c.acceptNoticeDocument,
    ({ ctx, body }) => acceptNotice(db, ctx.hosId, ctx.userId, body.docType, body.version),
    ['platform'],
  );
}
