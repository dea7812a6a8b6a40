import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatEvery } from './repeat.ts';

afterEach(() => vi.useRealTimers());

describe('repeatEvery (the loop of every background job)', () => {
  it('never overlaps a tick, hands a failure to onError and goes on, and stop waits for the tick under way', async () => {
    vi.useFakeTimers();
    let started = 0;
    let release: () => void = () => undefined;
    const errors: unknown[] = [];
    const job = repeatEvery(100, () => {
      started += 1;
      if (started === 2) return Promise.reject(new Error('boom'));
      return new Promise<void>((resolve) => { release = resolve; });
    }, (err) => errors.push(err));
    await vi.advanceTimersByTimeAsync(350);
    expect(started).toBe(1); // the first tick is still under way: later intervals skip, they do not queue
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(2);
    expect(errors).toEqual([new Error('boom')]);
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(3);
    let stopped = false;
    const stopping = job.stop().then(() => { stopped = true; });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(3);
  });
});
