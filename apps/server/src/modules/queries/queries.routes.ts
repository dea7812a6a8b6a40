import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorEnvelopeSchema, queryCalls as calls, reportRefQuery } from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import type { Actor } from '../patients/patients.service.ts';
import { getDictionary } from '../dictionary/dictionary.service.ts';
import type { ReportDeps } from './queries.deps.ts';
import { getReport, getReportPdf, getTrend, listReports } from './reports.service.ts';

/** Not a JSON call (the answer is a file), so not in the shared contract's calls: documented in /docs like them. */
export const REPORT_PDF_PATH = '/feature/api/report/pdf';

/** Queries: the dictionary look-up and the reports (list, detail, trend, PDF): parse → service → reply. */
export function queryRoutes(app: FastifyInstance, deps: ReportDeps) {
  const tags = ['queries'];
  const actor = (user: AuthUser, request: FastifyRequest): Actor => ({ ...user, ip: request.ip });

  registerCall(
    app,
    'getDictionary',
    calls.getDictionary,
    ({ request, query }) => getDictionary(deps, query.hosId, query.code, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getReports',
    calls.getReports,
    ({ user, request, query }) =>
      listReports(deps, actor(user, request), query, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getReport',
    calls.getReport,
    ({ user, request, query }) =>
      getReport(deps, actor(user, request), query.reportId, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getReportTrend',
    calls.getReportTrend,
    ({ user, request, query }) => getTrend(deps, actor(user, request), query, languageOf(request)),
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
      if (!request.user) throw new AppError('C024');
      const { reportId } = request.query as z.output<typeof reportRefQuery>;
      const { fileName, pdf } = await getReportPdf(
        deps,
        actor(request.user, request),
        reportId,
        languageOf(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  });
}
