import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  INVOICE_PDF_PATH,
  invoiceCalls as calls,
  invoiceRefQuery,
} from '@portal/shared';
import { patientContextOf } from '../../plugins/request-context.ts';
import { registerCall } from '../../plugins/route.ts';
import { getInvoice, getInvoicePdf, listInvoices, type InvoiceDeps } from './invoices.service.ts';

/** Electronic invoices (list, detail, PDF): parse → service → reply. */
export function invoiceRoutes(app: FastifyInstance, deps: InvoiceDeps) {
  const tags = ['invoices'];

  registerCall(
    app,
    'getInvoices',
    calls.getInvoices,
    ({ ctx, query }) => listInvoices(deps, ctx, query),
    tags,
  );
  registerCall(
    app,
    'getInvoice',
    calls.getInvoice,
    ({ ctx, query }) => getInvoice(deps, ctx, query.invoiceNo),
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
      const ctx = patientContextOf(request);
      const { invoiceNo } = request.query as z.output<typeof invoiceRefQuery>;
      const { fileName, pdf } = await getInvoicePdf(deps, ctx, invoiceNo, ctx.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  });
}
