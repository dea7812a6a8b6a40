import type { HosId } from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';
import { userKey } from '../../../lib/user-key.ts';

/** The account's bookings under the signed-in user; packages and dates per hospital. */
export const physicalKeys = {
  all: (hosId: HosId, userId: string) => [...userKey(hosId, userId), 'physical'] as const,
  bookings: (hosId: HosId, userId: string) =>
    [...physicalKeys.all(hosId, userId), 'bookings'] as const,
  report: (hosId: HosId, userId: string, bookingId: string, row: number) =>
    [...physicalKeys.all(hosId, userId), 'report', bookingId, row] as const,
  packages: (hosId: HosId, lang: string) => ['hospital', hosId, 'physical-packages', lang] as const,
  dates: (hosId: HosId, packageId: string) =>
    ['hospital', hosId, 'physical-dates', packageId] as const,
};

/** A booking was made, paid, cancelled or refunded: its lists and the places left are asked again. */
export function physicalChanged(queryClient: QueryClient, hosId: HosId, userId: string) {
  void queryClient.invalidateQueries({ queryKey: physicalKeys.all(hosId, userId) });
  void queryClient.invalidateQueries({ queryKey: ['hospital', hosId, 'physical-dates'] });
}
