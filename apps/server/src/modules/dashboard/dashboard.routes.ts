import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorEnvelopeSchema, hosIdSchema } from '@portal/shared';
import {
  CONSOLE_CALL_ACCESS,
  DASHBOARD_CSV_PATH,
  dashboardCalls as calls,
  dashboardCsvQuery,
} from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  CONSOLE_ACCESS_EXTENSION,
  consoleGuard,
  registerConsoleCall,
} from '../staff/console-call.ts';
import { checkPeriod, dashboardCsv, getDashboard } from './dashboard.service.ts';

const hosParams = z.object({ hosId: hosIdSchema });

/** The console's dashboard (docs/dashboard.md): its figures, and each chart's numbers as CSV. */
export function dashboardRoutes(app: FastifyInstance, db: Db) {
  registerConsoleCall(app, 'getDashboard', calls.getDashboard, ({ params, query }) =>
    getDashboard(db, params.hosId, query),
  );
  app.route({
    method: 'GET',
    url: DASHBOARD_CSV_PATH,
    schema: {
      operationId: 'exportDashboard',
      tags: ['console'],
      [CONSOLE_ACCESS_EXTENSION]: CONSOLE_CALL_ACCESS.exportDashboard,
      params: hosParams,
      querystring: dashboardCsvQuery,
      response: {
        200: {
          description:
            "The numbers behind one of the dashboard's charts, as CSV (UTF-8 with a byte-order mark)",
          content: { 'text/csv': { schema: z.string() } },
        },
        '4xx': errorEnvelopeSchema,
      },
    },
    preValidation: consoleGuard('exportDashboard'),
    handler: async (request, reply) => {
      if (!request.staff) throw new AppError('STAFF001');
      const { hosId } = request.params as z.output<typeof hosParams>;
      const query = request.query as z.output<typeof dashboardCsvQuery>;
      checkPeriod(query);
      const stream = await dashboardCsv(db, hosId, query, query.chart);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="dashboard-${hosId}-${query.chart}-${query.from}-${query.to}.csv"`,
        )
        .send(stream);
    },
  });
}
