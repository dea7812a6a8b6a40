import { useQuery } from '@tanstack/react-query';
import { prescriptionCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { prescriptionKeys } from './prescription-keys.ts';

/** getPrescription: one prescription with its drugs. Another user's answers C002 like an unknown one. */
export function usePrescription(hosId: string, prescriptionId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: prescriptionKeys.detail(hosId, userId, prescriptionId),
    queryFn: () => callApi(prescriptionCalls.getPrescription, { query: { hosId, prescriptionId } }),
    enabled: userId !== '' && prescriptionId !== '',
  });
}
