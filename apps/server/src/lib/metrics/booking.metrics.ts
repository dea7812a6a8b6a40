import { Counter } from 'prom-client';
import { AppError } from '../../errors/app-error.ts';
import { processRegistry } from './process-registry.ts';

/**
 * Every booking attempt that reached the service, by outcome. `message_key` is the refusal's key
 * from the closed catalogue, so the label stays bounded; `outcome` groups them for a dashboard.
 */
const bookingAttempts = new Counter({
  name: 'portal_booking_attempts_total',
  help: 'Booking attempts (createAppointment) by outcome: booked, repeated (same idempotency key), number_gone, sold_out, duplicate, refused, error',
  labelNames: ['outcome', 'message_key'] as const,
  registers: [processRegistry],
});

/** The refusals a release-time rush is made of get their own outcome; every other refusal is 'refused'. */
const NAMED_REFUSALS: Partial<Record<string, string>> = {
  APPOINT004: 'number_gone',
  APPOINT005: 'sold_out',
  APPOINT081: 'sold_out',
  APPOINT006: 'duplicate',
};

/** Counts one attempt by how it ends and hands its result (or its error) on unchanged. */
export async function observeBooking<T extends { repeated: boolean }>(
  attempt: Promise<T>,
): Promise<T> {
  try {
    const result = await attempt;
    bookingAttempts.inc({ outcome: result.repeated ? 'repeated' : 'booked', message_key: 'none' });
    return result;
  } catch (err) {
    if (err instanceof AppError)
      bookingAttempts.inc({
        outcome: NAMED_REFUSALS[err.messageKey] ?? 'refused',
        message_key: err.messageKey,
      });
    else bookingAttempts.inc({ outcome: 'error', message_key: 'none' });
    throw err;
  }
}
