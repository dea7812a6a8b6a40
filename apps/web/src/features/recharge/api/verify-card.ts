import { useQuery } from '@tanstack/react-query';
import { patientCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { rechargeKeys } from '../../../lib/recharge/recharge-keys.ts';

/**
 * Recharge flow step 1 / §5 "The outpatient card is verified when configured … A non-zero ResultCode gives its
 * message": checkCardNoV2 for the patient, asked when the page opens so a refusal is explained before paying.
 */
export function useVerifyCard(hosId: HosId, patientId: string, enabled: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: rechargeKeys.verify(hosId, userId, patientId),
    queryFn: () => callApi(patientCalls.checkCardNoV2, { body: { hosId, patId: patientId } }),
    enabled: enabled && userId !== '',
  });
}
