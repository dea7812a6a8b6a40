import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorEnvelopeSchema, queryCalls as calls, reportRefQuery } from '@portal/shared';
import { patientContextOf } from '../../plugins/request-context.ts';
import { registerCall } from '../../plugins/route.ts';
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

  // Signed in like the calls above (the same preValidation hook registerCall applies), rate limited like every API
  // path, and in the OpenAPI document so the fuzz and the authorization matrix cover it; errors are the usual envelope.
  // Not through the zod type provider: its 200 is a file (a Buffer is sent as is), not the typed body of the schema.
  app.route({
    method: 'GET',
    url: REPORT_PDF_PATH,
    schema: {
      operationId: 'getReportPdf',
      tags,
      security: [{ bearerAuth: [] }],
      querystring: reportRefQuery,
      response: {
        200: {
          description: 'The report as an A4 PDF (an attachment)',
          content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        },
        '4xx': errorEnvelopeSchema,
      },
    },
    preValidation: app.authenticate,
    handler: async (request, reply) => {
      const ctx = patientContextOf(request);
      const { reportId } = request.query as z.output<typeof reportRefQuery>;
      const { fileName, pdf } = await getReportPdf(deps, ctx, reportId, ctx.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  });
}
