import type { HosId } from '@portal/shared';
import { sql } from 'kysely';

/**
 * The auth module's live-session check as an SQL row source, published for a module that must check the token and
 * read what it needs in one statement (booking at release time: appointments.repository). It lives outside
 * auth.repository so such a module uses it without reaching into auth's repository (docs/architecture.md#boundaries-checked-by-lint).
 */

/** The session lifetime as the renewal rule reads it (auth.plugin.ts computes renewAfterSeconds). */
export interface Renewal {
  idleSeconds: number;
  maxSeconds: number;
  renewAfterSeconds: number;
}

/** A live session and its user's phone, as findLiveSession answers it. */
export interface LiveSession {
  hos_id: HosId;
  user_id: string;
  token_hash: string;
  phone: string;
  expires_at: Date;
}

/**
 * findLiveSession's row source, `auth_live_session(…) as live`, for a call that reads what it needs in the same
 * statement (booking: `from <this> left join lateral (…) on true`); it still checks and renews.
 */
export function liveSession(tokenHash: string, hosId: HosId | undefined, lifetime: Renewal) {
  return sql`auth_live_session(${tokenHash}, ${hosId ?? null}, ${lifetime.idleSeconds}, ${lifetime.maxSeconds},
                               ${lifetime.idleSeconds - lifetime.renewAfterSeconds}) as live`;
}
