import { useQuery } from '@tanstack/react-query';
import { recordCalls, type HosId } from '@portal/shared';
import { callApi } from '../api-client.ts';
import { useUserId } from '../user-key.ts';
import { bookingKeys } from './booking-cache.ts';
import { readStoredRecord, storeRecord } from './record-session.ts';

/**
 * getAppointmentRecord, starting from the copy kept in session storage so the page shows at once. The
 * record page, the completion page and the payment page all read this one query, so a payment or cancellation made
 * on any of them shows on the others.
 */
export function useRecord(hosId: HosId, appointId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: bookingKeys.record(hosId, userId, appointId),
    queryFn: async () => {
      const record = await callApi(recordCalls.getAppointmentRecord, {
        query: { hosId, appointId },
      });
      storeRecord(record);
      return record;
    },
    placeholderData: () => readStoredRecord(appointId) ?? undefined,
    enabled: userId !== '' && appointId !== '',
  });
}
