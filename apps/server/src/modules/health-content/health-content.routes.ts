import type { FastifyInstance } from 'fastify';
import { healthCalls } from '@portal/shared';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import { getGuide, searchSymptoms, type GuideDeps } from './guide.service.ts';
import {
  getLecture,
  listLectureCategories,
  listLectures,
  readLecture,
} from './lectures.service.ts';
import { acceptNotice, getCurrentNotice, listNotices } from './notices.service.ts';

/** Lectures, the medical guide and the instructions — parse → service → reply. */
export function healthContentRoutes(app: FastifyInstance, deps: GuideDeps) {
  const { db } = deps;
  const c = healthCalls;
  registerCall(
    app,
    'getLectureCategories',
    c.getLectureCategories,
    ({ query, request }) => listLectureCategories(db, query.hosId, query.kind, languageOf(request)),
    ['lecture'],
  );
  registerCall(
    app,
    'getLectureList',
    c.getLectureList,
    ({ query, request }) => listLectures(db, query, languageOf(request)),
    ['lecture'],
  );
  registerCall(
    app,
    'getLectureInfo',
    c.getLectureInfo,
    ({ query, request }) => getLecture(db, query.hosId, query.lectureId, languageOf(request)),
    ['lecture'],
  );
  registerCall(
    app,
    'readLecture',
    c.readLecture,
    ({ body }) => readLecture(db, body.hosId, body.lectureId, body.viewerId),
    ['lecture'],
  );
  registerCall(
    app,
    'getMedicalGuide',
    c.getMedicalGuide,
    ({ query, request }) => getGuide(deps, query.hosId, languageOf(request)),
    ['platform'],
  );
  registerCall(
    app,
    'searchSymptomDepartments',
    c.searchSymptomDepartments,
    ({ query, request }) => searchSymptoms(deps, query.hosId, query.keyword, languageOf(request)),
    ['platform'],
  );
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
