import { jobMetrics } from '../lib/metrics/job.metrics.ts';

/** A background job started by server.ts; `stop` waits for a tick under way. */
export interface JobHandle {
  stop(): Promise<void>;
}

/**
 * Scale-out (docs/architecture.md#scale-out): the one loop every background job runs in. `tick` every `intervalMs`, never overlapping
 * the previous tick (one under way is skipped, not queued); a failing tick goes to `onError` and the next interval
 * tries again. The timer never keeps the process alive on its own. `name` labels the job's metrics (tick
 * duration, failures, skipped intervals, last run and lag: lib/metrics/job.metrics.ts), so keep it short and fixed.
 */
export function repeatEvery(
  name: string,
  intervalMs: number,
  tick: () => Promise<unknown>,
  onError: (err: unknown) => void,
): JobHandle {
  const metrics = jobMetrics(name, intervalMs);
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) {
      metrics.tickSkipped();
      return;
    }
    const ended = metrics.tickStarted();
    running = tick()
      .then(
        () => ended(true),
        (err: unknown) => {
          ended(false);
          onError(err);
        },
      )
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      metrics.stopped();
    },
  };
}
