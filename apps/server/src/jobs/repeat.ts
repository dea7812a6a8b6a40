/** A background job started by server.ts; `stop` waits for a tick under way. */
export interface JobHandle { stop(): Promise<void> }

/**
 * ARCHITECTURE decision 12: the one loop every background job runs in. `tick` every `intervalMs`, never overlapping
 * the previous tick (one under way is skipped, not queued); a failing tick goes to `onError` and the next interval
 * tries again. The timer never keeps the process alive on its own.
 */
export function repeatEvery(intervalMs: number, tick: () => Promise<unknown>, onError: (err: unknown) => void): JobHandle {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = tick().then(() => undefined, onError).finally(() => { running = null; });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
