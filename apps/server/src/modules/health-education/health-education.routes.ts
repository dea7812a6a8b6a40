import type { FastifyInstance } from 'fastify';
import { healthCalls } from '@portal/shared';
import { registerCall } from '../../plugins/route.ts';
import { getGuide, searchSymptoms, type GuideDeps } from './guide.service.ts';
import {
  getLecture,
  listLectureCategories,
  listLectures,
  readLecture,
} from './lectures.service.ts';

/** Lectures and the medical guide — parse → service → reply. */
export function healthEducationRoutes(app: FastifyInstance, deps: GuideDeps) {
  const { db } = deps;
  const c = healthCalls;
  registerCall(
    app,
    'getLectureCategories',
    c.getLectureCategories,
    ({ ctx, query }) => listLectureCategories(db, query.hosId, query.kind, ctx.lang),
    ['lecture'],
  );
  registerCall(
    app,
    'getLectureList',
    c.getLectureList,
    ({ ctx, query }) => listLectures(db, query, ctx.lang),
    ['lecture'],
  );
  registerCall(
    app,
    'getLectureInfo',
    c.getLectureInfo,
    ({ ctx, query }) => getLecture(db, query.hosId, query.lectureId, ctx.lang),
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
    ({ ctx, query }) => getGuide(deps, query.hosId, ctx.lang),
    ['platform'],
  );
  registerCall(
    app,
    'searchSymptomDepartments',
    c.searchSymptomDepartments,
    ({ ctx, query }) => searchSymptoms(deps, query.hosId, query.keyword, ctx.lang),
    ['platform'],
  );
}
