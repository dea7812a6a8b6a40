import { z } from 'zod';
import { readJson, session, SESSION_KEYS } from '../../../lib/storage.ts';

const storedKeySchema = z.object({ scope: z.string(), key: z.string().min(1) });

/** Seam for tests; production uses the browser's UUIDs. */
export const bookingKeyDeps = { newKey: () => crypto.randomUUID() };

/**
 * The Idempotency-Key of one booking on the confirm page: generated once for a session, source number and
 * patient, kept in session storage so a double click, the request layer's retries, a retry after a failure and a
 * reload all send the same key — the server then books at most once.
 */
export function bookingKeyFor(scope: string): string {
  const stored = readJson(session.get(SESSION_KEYS.bookingKey), storedKeySchema);
  if (stored?.scope === scope) return stored.key;
  const key = bookingKeyDeps.newKey();
  session.set(SESSION_KEYS.bookingKey, JSON.stringify({ scope, key }));
  return key;
}

/** After a booking succeeded the next visit starts afresh. */
export function forgetBookingKey(): void {
  session.remove(SESSION_KEYS.bookingKey);
}
