import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import * as repo from './lifecycle.repository.ts';

/**
 * What other modules and the jobs may do to bookings: bookings is the only module that writes the appointment table
 * (docs/payment-tables.md). The operator's session cancel and the unpaid-expiry job call these, in their own transactions.
 */
export type ExpiryCandidate = repo.ExpiryCandidate;
export type ExpiryCursor = repo.ExpiryCursor;
export type InvalidatedBooking = repo.InvalidatedBooking;

/** Row-locks the session's active bookings (before its numbers, the order a patient's cancel and an expiry take). */
export function lockSessionBookings(trx: Db, hosId: HosId, scheduleId: string): Promise<void> {
  return repo.lockActiveBookings(trx, hosId, scheduleId);
}

/** The hospital cancelled the session: its active bookings turn hosState 4, keeping their state. */
export function invalidateSessionBookings(
  trx: Db,
  hosId: HosId,
  scheduleId: string,
): Promise<InvalidatedBooking[]> {
  return repo.invalidateBookings(trx, hosId, scheduleId);
}

/** The session's bookings the hospital cancelled (their registration orders are refunded). */
export function hospitalCancelledBookings(
  db: Db,
  hosId: HosId,
  scheduleId: string,
): Promise<string[]> {
  return repo.hospitalCancelledBookings(db, hosId, scheduleId);
}

/** Unpaid bookings that may be past their pay deadline, locked page by page (the expiry job decides each). */
export function lockExpiryCandidates(
  trx: Db,
  hosId: HosId,
  page: { opBefore: Date; sessionBy: string; after: ExpiryCursor | null; limit: number },
): Promise<ExpiryCandidate[]> {
  return repo.lockExpiryCandidates(trx, hosId, page);
}

/** Cancels a still valid, unpaid booking with reason 'expired'; false when it no longer was. */
export function cancelExpired(
  trx: Db,
  hosId: HosId,
  appointId: string,
  at: Date,
): Promise<boolean> {
  return repo.cancelExpired(trx, hosId, appointId, at);
}
