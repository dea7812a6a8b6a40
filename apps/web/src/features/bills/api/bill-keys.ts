import type { HosId } from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';
import { userKey } from '../../../lib/user-key.ts';
import { rechargeChanged } from '../../../lib/recharge/recharge-keys.ts';

export type BillState = 'unpaid' | 'paid';

export const billKeys = {
  all: (hosId: HosId, userId: string) => [...userKey(hosId, userId), 'bills'] as const,
  list: (hosId: HosId, userId: string, patientId: string, state: BillState) =>
    [...billKeys.all(hosId, userId), patientId, state] as const,
};

/**
 * A bill was paid (or its QR payment closed): both tabs are asked again so a paid bill moves to 'Paid', and so is
 * the card balance a card payment took from (every card view, the recharge pages included).
 */
export function billsChanged(queryClient: QueryClient, hosId: HosId, userId: string) {
  void queryClient.invalidateQueries({ queryKey: billKeys.all(hosId, userId) });
  rechargeChanged(queryClient, hosId, userId);
}
