import type { FastifyInstance } from 'fastify';
import { INVOICE_PDF_PATH, invoiceCalls as calls, invoiceRefQuery } from '@portal/shared';
import { registerCall, registerPdfDownload } from '../../plugins/route.ts';
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

  registerPdfDownload(
    app,
    {
      url: INVOICE_PDF_PATH,
      operationId: 'getInvoicePdf',
      tags,
      description: 'The invoice as an A4 PDF (an attachment)',
      querystring: invoiceRefQuery,
    },
    (ctx, { invoiceNo }) => getInvoicePdf(deps, ctx, invoiceNo, ctx.lang),
  );
}
