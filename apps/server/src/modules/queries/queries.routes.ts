import type { FastifyInstance } from 'fastify';
import { queryCalls as calls, reportRefQuery } from '@portal/shared';
import { registerCall, registerPdfDownload } from '../../plugins/route.ts';
import { getDictionary } from '../dictionary/dictionary.service.ts';
import type { ReportDeps } from './queries.deps.ts';
import { getReport, getReportPdf, getTrend, listReports } from './reports.service.ts';

/** Not a JSON call (the answer is a file), so not in the shared contract's calls: documented in /docs like them. */
export const REPORT_PDF_PATH = '/feature/api/report/pdf';

/** Queries: the dictionary look-up and the reports (list, detail, trend, PDF): parse → service → reply. */
export function queryRoutes(app: FastifyInstance, deps: ReportDeps) {
  const tags = ['queries'];

  registerCall(
    app,
    'getDictionary',
    calls.getDictionary,
    ({ ctx, query }) => getDictionary(deps, query.hosId, query.code, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getReports',
    calls.getReports,
    ({ ctx, query }) => listReports(deps, ctx, query, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getReport',
    calls.getReport,
    ({ ctx, query }) => getReport(deps, ctx, query.reportId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getReportTrend',
    calls.getReportTrend,
    ({ ctx, query }) => getTrend(deps, ctx, query, ctx.lang),
    tags,
  );

  // A file, not a JSON call: signed in like the calls above, rate limited and documented (plugins/route.ts).
  registerPdfDownload(
    app,
    {
      url: REPORT_PDF_PATH,
      operationId: 'getReportPdf',
      tags,
      description: 'The report as an A4 PDF (an attachment)',
      querystring: reportRefQuery,
    },
    (ctx, { reportId }) => getReportPdf(deps, ctx, reportId, ctx.lang),
  );
}
