import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoiceCalls, type InvoiceKind } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { invoiceKeys } from './invoice-keys.ts';

export interface InvoicesFilter {
  patientId: string;
  /** '' = both kinds. */
  kind: InvoiceKind | '';
  from: string;
  to: string;
  page: number;
}

/** getInvoices: one page (10) of the patient's electronic invoices, newest first. */
export function useInvoices(hosId: string, filter: InvoicesFilter, enabled = true) {
  const userId = useUserId();
  return useQuery({
    queryKey: invoiceKeys.list(hosId, userId, filter),
    queryFn: () => callApi(invoiceCalls.getInvoices, { query: { hosId, ...filter } }),
    enabled: enabled && userId !== '',
    placeholderData: keepPreviousData,
  });
}
