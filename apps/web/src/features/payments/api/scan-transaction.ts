import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payGatewayCalls, type ScanTransaction } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

/** Not under a user key: the scan page belongs to the sandbox gateway, with no hospital and no sign-in. */
const scanKey = (token: string) => ['paygateway', 'scan', token] as const;

/** The payer's view of one gateway transaction; the token in the QR is the only credential (anonymous call). */
export function useScanTransaction(token: string) {
  return useQuery({
    queryKey: scanKey(token),
    queryFn: () =>
      callApi(payGatewayCalls.getScanTransaction, { params: { token }, anonymous: true }),
  });
}

/** The payer confirms: pending → paid once (a repeat changes nothing, so a retried request is safe). */
export function useConfirmScan(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(payGatewayCalls.confirmScanTransaction, { params: { token }, anonymous: true }),
    onSuccess: (transaction: ScanTransaction) =>
      queryClient.setQueryData(scanKey(token), transaction),
  });
}
