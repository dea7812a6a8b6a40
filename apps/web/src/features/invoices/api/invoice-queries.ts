import { invoiceCalls, type InvoiceKind, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { userQueryKeys, useUserPage, useUserQuery } from '../../../lib/query-kit/user-query.ts';

const invoiceKeys = userQueryKeys('invoices');

export interface InvoicesFilter {
  patientId: string;
  /** '' = both kinds. */
  kind: InvoiceKind | '';
  from: string;
  to: string;
  page: number;
}

/** getInvoices: one page (10) of the patient's electronic invoices, newest first. */
export function useInvoices(hosId: HosId, filter: InvoicesFilter, enabled = true) {
  return useUserPage(
    (userId) => invoiceKeys.list(hosId, userId, filter),
    () => callApi(invoiceCalls.getInvoices, { query: { hosId, ...filter } }),
    enabled,
  );
}

/** getInvoice: one invoice with its items (C002 for one that is not the reader's); nothing while none is open. */
export function useInvoice(hosId: HosId, invoiceNo: string | null) {
  return useUserQuery(
    (userId) => invoiceKeys.detail(hosId, userId, invoiceNo ?? ''),
    () => callApi(invoiceCalls.getInvoice, { query: { hosId, invoiceNo: invoiceNo! } }),
    { enabled: invoiceNo !== null },
  );
}
