import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientCalls, type CardInfo, type ClinicType, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { patientKeys } from '../../../lib/patients/patient-keys.ts';
import { useUserId } from '../../../lib/user-key.ts';

/** getCardBalance: reads the balance afresh from the hospital (the card is found by patient and clinic type). */
export const getCardBalance = (hosId: HosId, patientId: string, clinicType: ClinicType) =>
  callApi(patientCalls.getCardBalance, { body: { hosId, patientId, clinicType } });

/** 'refresh balance' on a card panel: a read, so the cached card simply takes the new balance. */
export function useRefreshCardBalance(hosId: HosId, patientId: string, clinicType: ClinicType) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: () => getCardBalance(hosId, patientId, clinicType),
    onSuccess: (balance) => {
      if (balance.operateState !== '1') return;
      queryClient.setQueryData<CardInfo>(
        patientKeys.card(hosId, userId, patientId, clinicType),
        (card) => (card ? { ...card, cardBalance: balance.cardBalance } : card),
      );
    },
  });
}
