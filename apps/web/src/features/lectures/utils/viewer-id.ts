import { session, SESSION_KEYS } from '../../../lib/storage.ts';

/**
 * A random id for this browser session (sessionStorage): the server counts a lecture's read once per id, so
 * refreshing the page or coming back to it in the same visit does not inflate the count. Without storage every
 * page view makes a new id (and counts) — the count stays approximate, never blocking.
 */
export function lectureViewerId(random: () => string = () => crypto.randomUUID()): string {
  const stored = session.get(SESSION_KEYS.lectureViewer);
  if (stored && /^[\w-]{8,64}$/.test(stored)) return stored;
  const id = random();
  session.set(SESSION_KEYS.lectureViewer, id);
  return id;
}
