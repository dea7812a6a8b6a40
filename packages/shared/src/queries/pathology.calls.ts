import { okEnvelope } from '../api/envelope.ts';
import {
  pathologyDetailSchema,
  pathologyListQuery,
  pathologyPageSchema,
  pathologyRefQuery,
} from './pathology.schema.ts';

/**
 * Pathology (module query-pathology; FUNC001 where it is closed). Like the reports: a signed-in user of
 * `hosId`; another user's patient answers PATIENT004 and another person's result C002, exactly like unknown ones;
 * QUERY001 a reversed or too long date range.
 */
export const pathologyCalls = {
  getPathologies: {
    method: 'GET',
    path: '/feature/api/pathology/list',
    auth: true,
    query: pathologyListQuery,
    response: okEnvelope(pathologyPageSchema),
  },
  getPathology: {
    method: 'GET',
    path: '/feature/api/pathology/info',
    auth: true,
    query: pathologyRefQuery,
    response: okEnvelope(pathologyDetailSchema),
  },
} as const;
