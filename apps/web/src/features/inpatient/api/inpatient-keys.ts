import type { HosId } from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';
import { userKey } from '../../../lib/user-key.ts';
import { rechargeChanged } from '../../../lib/recharge/recharge-keys.ts';

export const inpatientKeys = {
  all: (hosId: HosId, userId: string) => [...userKey(hosId, userId), 'inpatient'] as const,
  home: (hosId: HosId, userId: string, patientId: string) =>
    [...inpatientKeys.all(hosId, userId), 'home', patientId] as const,
  stay: (hosId: HosId, userId: string, stayId: string) =>
    [...inpatientKeys.all(hosId, userId), 'stay', stayId] as const,
  /** The stay pages' dictionaries (public, per hospital and language), under the key they have always had. */
  dictionary: (hosId: HosId, code: string, lang: string) =>
    ['dictionary', hosId, code, lang] as const,
};

/** A stay changed (admitted, settled): its views are asked again, and so are the card balances the recharge pages show. */
export function inpatientChanged(queryClient: QueryClient, hosId: HosId, userId: string) {
  void queryClient.invalidateQueries({ queryKey: inpatientKeys.all(hosId, userId) });
  rechargeChanged(queryClient, hosId, userId);
}
