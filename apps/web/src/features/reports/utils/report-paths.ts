import { pathWithQuery } from '../../../lib/query-kit/query-paths.ts';

/** /query/report and its detail child. */
export const REPORT_LIST_PATH = '/query/report';

/** /query/report/detail?reportId= */
export const reportDetailPath = (reportId: string) =>
  pathWithQuery(`${REPORT_LIST_PATH}/detail`, { reportId });
