import { useQuery } from '@tanstack/react-query';
import { dischargeMedicineCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { dischargeKeys } from './discharge-keys.ts';

/** getDischargeMedicine: one stay's discharge with its medicines. Another user's answers C002 like an unknown one. */
export function useDischarge(hosId: string, stayId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: dischargeKeys.detail(hosId, userId, stayId),
    queryFn: () =>
      callApi(dischargeMedicineCalls.getDischargeMedicine, { query: { hosId, stayId } }),
    enabled: userId !== '' && stayId !== '',
    // A discharge, once written, does not change.
    staleTime: 5 * 60_000,
  });
}
