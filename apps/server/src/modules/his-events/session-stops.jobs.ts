import type { SessionCancelDeps } from '../operator/session-cancel.service.ts';
import { applySessionStops } from './session-stops.service.ts';
import { repeatEvery, type JobHandle } from '../../jobs/repeat.ts';

interface JobLog {
  error(obj: unknown, msg: string): void;
  info(obj: unknown, msg: string): void;
}

/** A stopped session should reach its patients within a minute; a pass that finds nothing new costs a few queries. */
export const SESSION_STOPS_INTERVAL_MS = 15_000;

/**
 * Scale-out (docs/architecture.md#scale-out): every instance follows the HIS's stopped sessions every `intervalMs`; the pass is
 * idempotent and cancelSession's row lock serializes instances. One pass at a time per instance; a failing pass is
 * logged and retried at the next interval. `deps` carry the composition root's HIS, gateway and SMS (docs/architecture.md#one-composition-root).
 */
export function startSessionStopJob(
  deps: SessionCancelDeps,
  intervalMs: number,
  log: JobLog,
): JobHandle {
  return repeatEvery(
    'session-stops',
    intervalMs,
    async () => {
      const s = await applySessionStops(deps, { log });
      if (s.recorded + s.sessionsCancelled > 0) log.info(s, 'sessions stopped by the HIS');
    },
    (err) => log.error({ err }, 'session stop pass failed'),
  );
}
