import { useQuery } from '@tanstack/react-query';
import { patientCalls, type ClinicType, type HosId } from '@portal/shared';
import { callApi } from '../api-client.ts';
import { patientKeys } from './patient-keys.ts';
import { useUserId } from '../user-key.ts';

/** getCardInfoByCondition: one card of a patient (clinic type 1 outpatient, 2 inpatient) with its balance in fen. */
export const getCardInfo = (hosId: HosId, patientId: string, clinicType: ClinicType) =>
  callApi(patientCalls.getCardInfoByCondition, { query: { hosId, patientId, clinicType } });

export function useCardInfo(
  hosId: HosId,
  patientId: string,
  clinicType: ClinicType,
  enabled = true,
) {
  const userId = useUserId();
  return useQuery({
    queryKey: patientKeys.card(hosId, userId, patientId, clinicType),
    queryFn: () => getCardInfo(hosId, patientId, clinicType),
    enabled: userId !== '' && enabled,
  });
}
