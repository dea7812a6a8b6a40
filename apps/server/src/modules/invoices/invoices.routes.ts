import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  INVOICE_PDF_PATH,
  invoiceCalls as calls,
  invoiceRefQuery,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import type { Actor } from '../patients/patients.service.ts';
import { getInvoice, getInvoicePdf, listInvoices, type InvoiceDeps } from './invoices.service.ts';

/** Electronic invoices (list, detail, PDF): parse → service → reply. */
export function invoiceRoutes(app: FastifyInstance, deps: InvoiceDeps) {
  const tags = ['invoices'];
  const actor = (user: AuthUser, request: FastifyRequest): Actor => ({ ...user, ip: request.ip });

  registerCall(
    app,
    'getInvoices',
    calls.getInvoices,
    ({ user, request, query }) => listInvoices(deps, actor(user, request), query),
    tags,
  );
  registerCall(
    app,
    'getInvoice',
    calls.getInvoice,
    ({ user, request, query }) => getInvoice(deps, actor(user, request), query.invoiceNo),
    tags,
  );

  // A file, like the report PDF (queries.routes.ts): signed in, rate limited, in the OpenAPI document, errors as the envelope.
  app.route({
    method: 'GET',
    url: INVOICE_PDF_PATH,
    schema: {
      operationId: 'getInvoicePdf',
      tags,
      security: [{ bearerAuth: [] }],
      querystring: invoiceRefQuery,
      response: {
        200: {
          description: 'The invoice as an A4 PDF (an attachment)',
          content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        },
        '4xx': errorEnvelopeSchema,
      },
    },
    preValidation: app.authenticate,
    handler: async (request, reply) => {
      if (!request.user) throw new AppError('C024');
      const { invoiceNo } = request.query as z.output<typeof invoiceRefQuery>;
      const { fileName, pdf } = await getInvoicePdf(
        deps,
        actor(request.user, request),
        invoiceNo,
        languageOf(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  });
}
