import { useQuery } from '@tanstack/react-query';
import { physicalCalls, type HosId } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { physicalKeys } from './physical-keys.ts';

/** getPhysicalPackages: the hospital's packages with items and prices, in the reader's language. */
export function usePhysicalPackages(hosId: HosId) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: physicalKeys.packages(hosId, i18n.language),
    queryFn: () => callApi(physicalCalls.getPhysicalPackages, { query: { hosId } }),
    staleTime: 10 * 60_000,
  });
}

/** getPhysicalDates: a package's bookable dates with the places left. */
export function usePhysicalDates(hosId: HosId, packageId: string | undefined) {
  return useQuery({
    queryKey: physicalKeys.dates(hosId, packageId ?? ''),
    queryFn: () =>
      callApi(physicalCalls.getPhysicalDates, {
        params: { packageId: packageId! },
        query: { hosId },
      }),
    enabled: packageId !== undefined,
  });
}

/** getPhysicalBookings: the account's bookings (its patients' and its groups'), newest first. */
export function usePhysicalBookings(hosId: HosId) {
  const userId = useUserId();
  return useQuery({
    queryKey: physicalKeys.bookings(hosId, userId),
    queryFn: () => callApi(physicalCalls.getPhysicalBookings, { query: { hosId } }),
    enabled: userId !== '',
  });
}

/** getPhysicalReport: one person's report of a booking (row 0: the booking's patient; a member's row otherwise). */
export function usePhysicalReport(hosId: HosId, bookingId: string, row: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: physicalKeys.report(hosId, userId, bookingId, row),
    queryFn: () =>
      callApi(physicalCalls.getPhysicalReport, { params: { bookingId }, query: { hosId, row } }),
    enabled: userId !== '' && bookingId !== '',
    retry: false,
  });
}
