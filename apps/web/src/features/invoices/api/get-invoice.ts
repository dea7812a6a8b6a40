import { useQuery } from '@tanstack/react-query';
import { invoiceCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** getInvoice: one invoice with its items (C002 for one that is not the reader's). */
export function useInvoice(hosId: string, invoiceNo: string | null) {
  const userId = useUserId();
  return useQuery({
    queryKey: invoiceKeys.detail(hosId, userId, invoiceNo ?? ''),
    queryFn: () => callApi(invoiceCalls.getInvoice, { query: { hosId, invoiceNo: invoiceNo! } }),
    enabled: invoiceNo !== null && userId !== '',
  });
}
