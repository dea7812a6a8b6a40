import { useQuery } from '@tanstack/react-query';
import { dailyBillCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { dailyBillKeys } from './daily-bill-keys.ts';

/** getStays: the patient's inpatient stays, the current one first. */
export function useStays(hosId: string, patientId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: dailyBillKeys.stays(hosId, userId, patientId),
    queryFn: () => callApi(dailyBillCalls.getStays, { query: { hosId, patientId } }),
    enabled: userId !== '',
  });
}
