import type { HosId } from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';
import { userKey } from '../user-key.ts';

/** Everything a top-up moves lives under one key, so one call refreshes every recharge page (as booking-cache.ts does for bookings). */
export const rechargeKeys = {
  all: (hosId: HosId, userId: string) => [...userKey(hosId, userId), 'recharge'] as const,
  overview: (hosId: HosId, userId: string, patientId: string, clinicType: number) =>
    [...rechargeKeys.all(hosId, userId), 'overview', patientId, clinicType] as const,
  records: (hosId: HosId, userId: string, filter: object) =>
    [...rechargeKeys.all(hosId, userId), 'records', filter] as const,
  verify: (hosId: HosId, userId: string, patientId: string) =>
    [...rechargeKeys.all(hosId, userId), 'verify', patientId] as const,
};

/**
 * A top-up reached a final state (paid, closed, refunded): the balance, today's count and the records changed, and
 * so did every other view of the card (patient management, the record page's balance line) — asked again without a
 * reload, so the balance on screen rises as soon as the payment page sees the order paid.
 */
export function rechargeChanged(queryClient: QueryClient, hosId: HosId, userId: string) {
  void queryClient.invalidateQueries({ queryKey: rechargeKeys.all(hosId, userId) });
  void queryClient.invalidateQueries({ queryKey: [...userKey(hosId, userId), 'card'] });
}
