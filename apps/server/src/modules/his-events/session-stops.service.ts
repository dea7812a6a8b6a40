import { hospitalToday, type HosId } from '@portal/shared';
import { cancelSession, type SessionCancelDeps } from '../operator/session-cancel.service.ts';
import * as repo from './session-stops.repository.ts';

interface Log {
  error(obj: unknown, msg: string): void;
}

export interface StopPassOptions {
  now?: Date;
  hosIds?: HosId[];
  log?: Log;
}
export interface StopPassSummary {
  /** Stops read from the HIS for the first time in this pass. */
  recorded: number;
  /** Sessions this pass called cancelSession for (one born cancelled, whose numbers it closed, counts too). */
  sessionsCancelled: number;
}

/**
 * The second trigger: the hospital stops a dated session in the HIS and the portal cancels it exactly
 * as the operator call does (cancelSession: bookings hosState 4, fees refunded, waitlist closed, a text and a
 * message per patient). Per hospital:
 * 1. read the HIS's stops of sessions from today on (outside any transaction: docs/architecture.md#the-his-is-an-adapter);
 * 2. record the new ones in session_stop_handled, before anything is cancelled for them;
 * 3. call cancelSession for every session from today on that a recorded stop names and that still has work left.
 *
 * A stop of a session the portal has not generated yet: recorded in step 2, and the session is then born cancelled
 * (the trigger of migration 0025), so it is never bookable, has no bookings and nobody to text; step 3 of the next pass
 * closes its numbers. The trigger and step 3 together also cover a session generated at the very moment its stop is
 * recorded. A stop naming no session at all stays recorded and harmless (and takes effect if the HIS later adds a
 * weekly rule that generates that session).
 *
 * Idempotent, so every instance may run it at any time (docs/architecture.md#scale-out): recording is INSERT … ON CONFLICT
 * DO NOTHING, and cancelSession serializes on the session's row lock and changes nothing the second time — a pass
 * after a complete one calls nothing. One hospital's failure, or one session's, is logged and the others go on.
 */
export async function applySessionStops(
  deps: SessionCancelDeps,
  opts: StopPassOptions = {},
): Promise<StopPassSummary> {
  const now = opts.now ?? new Date();
  const summary: StopPassSummary = { recorded: 0, sessionsCancelled: 0 };
  for (const { hos_id: hosId, time_zone: timeZone } of await repo.listHospitals(deps.db)) {
    if (opts.hosIds && !opts.hosIds.includes(hosId)) continue;
    try {
      const today = hospitalToday(now, timeZone);
      summary.recorded += await repo.recordStops(
        deps.db,
        hosId,
        await deps.his.sessionStops.list(hosId, today),
      );
      for (const s of await repo.sessionsToCancel(deps.db, hosId, today)) {
        try {
          await cancelSession(
            deps,
            { hosId, scheduleId: s.schedule_id, reason: s.reason },
            opts.log,
          );
          summary.sessionsCancelled += 1;
        } catch (err) {
          opts.log?.error(
            { err, hosId, scheduleId: s.schedule_id },
            'cancelling a session the HIS stopped failed; the next pass retries',
          );
        }
      }
      await repo.markApplied(deps.db, hosId, new Date());
    } catch (err) {
      opts.log?.error(
        { err, hosId },
        "reading the HIS's stopped sessions failed for one hospital; the others go on",
      );
    }
  }
  return summary;
}
