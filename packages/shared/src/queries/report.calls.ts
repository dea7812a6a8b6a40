import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import {
  dictionaryItemSchema,
  dictionaryQuery,
  reportDetailSchema,
  reportListQuery,
  reportPageSchema,
  reportRefQuery,
  reportTrendQuery,
  reportTrendSchema,
} from './report.schema.ts';

/**
 * The hospital's dictionaries (public) and the patient's reports from the hospital information system.
 * Report calls need a signed-in user of `hosId`; another user's patient answers PATIENT004 and another's report
 * C002, exactly like unknown ones. Refusals: QUERY001 a date range that is reversed or longer than {days} days;
 * FUNC001 where the hospital's report query is closed (module query-report).
 */
export const queryCalls = {
  getDictionary: {
    method: 'GET',
    path: '/platform/api/dictionary',
    query: dictionaryQuery,
    response: okEnvelope(z.array(dictionaryItemSchema)),
  },
  getReports: {
    method: 'GET',
    path: '/feature/api/report/list',
    auth: true,
    query: reportListQuery,
    response: okEnvelope(reportPageSchema),
  },
  getReport: {
    method: 'GET',
    path: '/feature/api/report/info',
    auth: true,
    query: reportRefQuery,
    response: okEnvelope(reportDetailSchema),
  },
  getReportTrend: {
    method: 'GET',
    path: '/feature/api/report/trend',
    auth: true,
    query: reportTrendQuery,
    response: okEnvelope(reportTrendSchema),
  },
} as const;
