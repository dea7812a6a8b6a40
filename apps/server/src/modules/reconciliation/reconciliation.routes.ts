import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@portal/shared';
import {
  CONSOLE_CALL_ACCESS,
  hosParams,
  periodExportQuery,
  reconciliationCalls as calls,
  reconDayParams,
  RECON_EXPORT_PATHS,
  statementExportQuery,
} from '@portal/shared/console';
import { AppError } from '../../errors/app-error.ts';
import {
  CONSOLE_ACCESS_EXTENSION,
  consoleGuard,
  registerConsoleCall,
} from '../staff/console-call.ts';
import { staffOf } from '../staff/staff-context.ts';
import {
  exportBookings,
  exportPayments,
  exportStatement,
  type ExportFile,
} from './reconciliation.export.ts';
import * as service from './reconciliation.service.ts';

type ExportName = keyof typeof RECON_EXPORT_PATHS;

/** The reconciliation calls and the exports: parse → service → reply. Who may send each: CONSOLE_CALL_ACCESS. */
export function reconciliationRoutes(app: FastifyInstance, deps: service.ReconDeps) {
  const { db } = deps;
  registerConsoleCall(app, 'runReconciliation', calls.runReconciliation, ({ params, request }) =>
    service.runDay(deps, params.hosId, params.day, staffOf(request)),
  );
  registerConsoleCall(app, 'getReconciliationDay', calls.getReconciliationDay, ({ params }) =>
    service.getDay(db, params.hosId, params.day),
  );
  registerConsoleCall(app, 'listReconciliationRuns', calls.listReconciliationRuns, ({ params }) =>
    service.listRuns(db, params.hosId),
  );
  registerConsoleCall(
    app,
    'resolveReconciliationMismatch',
    calls.resolveReconciliationMismatch,
    ({ params, body, request }) =>
      service.resolve(db, params.hosId, params.mismatchId, body.note, staffOf(request)),
  );

  /** A file, streamed, through the console guard like every console call (not JSON). */
  function registerExport<P extends z.ZodType, Q extends z.ZodType>(
    operationId: ExportName,
    params: P,
    query: Q,
    make: (params: z.output<P>, query: z.output<Q>) => Promise<ExportFile>,
  ) {
    app.route({
      method: 'GET',
      url: RECON_EXPORT_PATHS[operationId],
      schema: {
        operationId,
        tags: ['console'],
        [CONSOLE_ACCESS_EXTENSION]: CONSOLE_CALL_ACCESS[operationId],
        params,
        querystring: query,
        response: {
          200: {
            description: 'A CSV (UTF-8 with a byte-order mark) or XLSX file, streamed',
            content: {
              'text/csv': { schema: z.string() },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: z.string(),
              },
            },
          },
          '4xx': errorEnvelopeSchema,
        },
      },
      preValidation: consoleGuard(operationId),
      handler: async (request, reply) => {
        if (!request.staff) throw new AppError('STAFF001');
        const file = await make(request.params as z.output<P>, request.query as z.output<Q>);
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    });
  }
  registerExport('exportStatement', reconDayParams, statementExportQuery, (p, q) =>
    exportStatement(deps, p.hosId, p.day, q.format),
  );
  registerExport('exportBookings', hosParams, periodExportQuery, (p, q) =>
    exportBookings(deps, p.hosId, q),
  );
  registerExport('exportPayments', hosParams, periodExportQuery, (p, q) =>
    exportPayments(deps, p.hosId, q),
  );
}
