import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import {
  guideQuery,
  guideSchema,
  lectureCategoryQuery,
  lectureCategorySchema,
  lectureDetailSchema,
  lectureInfoQuery,
  lectureListQuery,
  lecturePageSchema,
  lectureReadBody,
  lectureReadSchema,
  noticeAcceptBody,
  noticeAcceptSchema,
  noticeDocumentSchema,
  noticeInfoQuery,
  noticeListQuery,
  noticeStatusSchema,
  symptomMatchSchema,
  symptomQuery,
} from './health.schema.ts';

/**
 * Health content. Lectures (module lecture) and the medical guide (module medical-guide) need no sign-in;
 * FUNC001 where the hospital's module is closed, HOSPITAL001/002 an unknown or disabled hospital. LECTURE001 an
 * unknown lecture (another hospital's answers the same). Instructions (module instructions): the list and acceptance
 * are the signed-in user's; NOTICE001 a document the hospital has not published, NOTICE002 accepting a version that is
 * not the current one. A document's current text is public too (the register page links the agreements).
 */
export const healthCalls = {
  getLectureCategories: {
    method: 'GET',
    path: '/lecture/api/category/list',
    query: lectureCategoryQuery,
    response: okEnvelope(z.array(lectureCategorySchema)),
  },
  getLectureList: {
    method: 'GET',
    path: '/lecture/api/list',
    query: lectureListQuery,
    response: okEnvelope(lecturePageSchema),
  },
  getLectureInfo: {
    method: 'GET',
    path: '/lecture/api/info',
    query: lectureInfoQuery,
    response: okEnvelope(lectureDetailSchema),
  },
  readLecture: {
    method: 'POST',
    path: '/lecture/api/read',
    body: lectureReadBody,
    response: okEnvelope(lectureReadSchema),
  },
  getMedicalGuide: {
    method: 'GET',
    path: '/platform/api/guide/list',
    query: guideQuery,
    response: okEnvelope(guideSchema),
  },
  searchSymptomDepartments: {
    method: 'GET',
    path: '/platform/api/guide/symptom',
    query: symptomQuery,
    response: okEnvelope(z.array(symptomMatchSchema)),
  },
  getNoticeDocument: {
    method: 'GET',
    path: '/platform/api/notice/info',
    query: noticeInfoQuery,
    response: okEnvelope(noticeDocumentSchema),
  },
  getNoticeDocuments: {
    method: 'GET',
    path: '/platform/api/notice/list',
    auth: true,
    query: noticeListQuery,
    response: okEnvelope(z.array(noticeStatusSchema)),
  },
  acceptNoticeDocument: {
    method: 'POST',
    path: '/platform/api/notice/accept',
    auth: true,
    body: noticeAcceptBody,
    response: okEnvelope(noticeAcceptSchema),
  },
} as const;
