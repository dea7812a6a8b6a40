import { okEnvelope } from '../api/envelope.ts';
import {
  invoiceDetailSchema,
  invoiceListQuery,
  invoicePageSchema,
  invoiceRefQuery,
} from './invoice.schema.ts';

/**
 * A patient's electronic invoices from the hospital information system. Signed-in user of `hosId`;
 * another user's patient answers PATIENT004 and another person's invoice C002, exactly like unknown ones.
 * QUERY001 a reversed or too long date range; FUNC001 where module electronic-invoice is closed. The PDF of one
 * invoice is GET /feature/api/invoice/pdf?hosId&invoiceNo (a file, not a JSON call; same refusals).
 */
export const invoiceCalls = {
  getInvoices: {
    method: 'GET',
    path: '/feature/api/invoice/list',
    auth: true,
    query: invoiceListQuery,
    response: okEnvelope(invoicePageSchema),
  },
  getInvoice: {
    method: 'GET',
    path: '/feature/api/invoice/info',
    auth: true,
    query: invoiceRefQuery,
    response: okEnvelope(invoiceDetailSchema),
  },
} as const;

export const INVOICE_PDF_PATH = '/feature/api/invoice/pdf';
