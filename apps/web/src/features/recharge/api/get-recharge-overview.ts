import { useQuery } from '@tanstack/react-query';
import { rechargeCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import type { RechargeClinicType } from '../../../lib/recharge/recharge-paths.ts';
import { rechargeKeys } from '../../../lib/recharge/recharge-keys.ts';

/** getRechargeOverview: the patient's card of this clinic type, its balance, the hospital's rules, today's count and the stay. */
export function useRechargeOverview(
  hosId: HosId,
  patientId: string,
  clinicType: RechargeClinicType,
) {
  const userId = useUserId();
  return useQuery({
    queryKey: rechargeKeys.overview(hosId, userId, patientId, clinicType),
    queryFn: () =>
      callApi(rechargeCalls.getRechargeOverview, { query: { hosId, patientId, clinicType } }),
    enabled: userId !== '',
  });
}
