import type { QueryClient } from '@tanstack/react-query';
import type { AppointmentRecordDetail, HosId } from '@portal/shared';
import { userKey } from '../user-key.ts';
import { scheduleKeys } from '../schedule-keys.ts';
import { clearStoredRecord, storeRecord } from './record-session.ts';

/**
 * Every query that holds a booking lives under one key, so a payment, cancellation, refund or expiry
 * updates them all from one place (bookingChanged) instead of a list of keys at each call site — the completion
 * page once kept showing 'unpaid' after a card payment: it read the booking under a key of its own that no payment
 * refreshed (it now reads the record query, like the record page).
 */
export const bookingKeys = {
  all: (hosId: HosId, userId: string) => [...userKey(hosId, userId), 'booking'] as const,
  records: (hosId: HosId, userId: string) =>
    [...bookingKeys.all(hosId, userId), 'records'] as const,
  recordList: (hosId: HosId, userId: string) =>
    [...bookingKeys.records(hosId, userId), 'list'] as const,
  record: (hosId: HosId, userId: string, appointId: string) =>
    [...bookingKeys.records(hosId, userId), 'one', appointId] as const,
  /** A QR payment's order, parameter and code (payments feature). */
  payment: (hosId: HosId, userId: string, outTradeNo: string) =>
    [...bookingKeys.all(hosId, userId), 'payment', outTradeNo] as const,
};

/**
 * A booking changed on the server. `record` is its new state when the call answered it (card payment, cancel): it
 * replaces every cached copy at once, so the next page shows it without waiting; then every booking query is
 * asked again (the list's order and other records' actions may depend on it), and so are what a booking moves —
 * the card balance (pay by balance, refunds) and the schedule's free numbers.
 */
export function bookingChanged(
  queryClient: QueryClient,
  hosId: HosId,
  userId: string,
  change: { appointId: string; record?: AppointmentRecordDetail },
) {
  const { appointId, record } = change;
  if (record) {
    queryClient.setQueryData(bookingKeys.record(hosId, userId, appointId), record);
    queryClient.setQueryData<AppointmentRecordDetail[]>(
      bookingKeys.recordList(hosId, userId),
      (list) => list?.map((r) => (r.appointId === appointId ? record : r)),
    );
    storeRecord(record);
  } else {
    // The copy kept in session storage must not show the old state meanwhile.
    clearStoredRecord(appointId);
  }
  void queryClient.invalidateQueries({ queryKey: bookingKeys.all(hosId, userId) });
  void queryClient.invalidateQueries({ queryKey: [...userKey(hosId, userId), 'card'] });
  void queryClient.invalidateQueries({ queryKey: scheduleKeys.all(hosId) });
}
