import { afterEach, describe, expect, it, vi } from 'vitest';
import { processRegistry } from '../lib/metrics/process-registry.ts';
import { repeatEvery } from './repeat.ts';

afterEach(() => vi.useRealTimers());

describe('repeatEvery (the loop of every background job)', () => {
  it('never overlaps a tick, hands a failure to onError and goes on, and stop waits for the tick under way', async () => {
    vi.useFakeTimers();
    let started = 0;
    let release: () => void = () => undefined;
    const errors: unknown[] = [];
    const job = repeatEvery(
      'test-overlap',
      100,
      () => {
        started += 1;
        if (started === 2) return Promise.reject(new Error('boom'));
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      (err) => errors.push(err),
    );
    await vi.advanceTimersByTimeAsync(350);
    expect(started).toBe(1); // the first tick is still under way: later intervals skip, they do not queue
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(2);
    expect(errors).toEqual([new Error('boom')]);
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(3);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(3);
  });
});

/** The value of one series of the process registry's text output (undefined when the series is absent). */
async function sample(series: string): Promise<number | undefined> {
  const line = (await processRegistry.metrics())
    .split('\n')
    .find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('repeatEvery metrics', () => {
  it('records each tick by job name: duration, failures, skipped intervals, last run and success, and the lag', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00Z') });
    let calls = 0;
    let release: () => void = () => undefined;
    const job = repeatEvery(
      'test-metrics',
      1000,
      () => {
        calls += 1;
        if (calls === 2) return Promise.reject(new Error('boom'));
        if (calls === 3)
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        return Promise.resolve();
      },
      () => undefined,
    );
    const j = '{job="test-metrics"}';
    expect(await sample(`portal_job_interval_seconds${j}`)).toBe(1);
    expect(await sample(`portal_job_failures_total${j}`)).toBe(0);
    expect(await sample(`portal_job_lag_seconds${j}`)).toBe(0);
    expect(await sample(`portal_job_last_run_timestamp_seconds${j}`)).toBeUndefined();

    await vi.advanceTimersByTimeAsync(1000); // tick 1 succeeds at 08:00:01
    const firstSuccess = Date.parse('2026-11-27T08:00:01Z') / 1000;
    expect(await sample(`portal_job_last_success_timestamp_seconds${j}`)).toBe(firstSuccess);
    expect(
      await sample(`portal_job_tick_duration_seconds_count{job="test-metrics",outcome="success"}`),
    ).toBe(1);

    await vi.advanceTimersByTimeAsync(1000); // tick 2 fails
    expect(await sample(`portal_job_failures_total${j}`)).toBe(1);
    expect(
      await sample(`portal_job_tick_duration_seconds_count{job="test-metrics",outcome="failure"}`),
    ).toBe(1);
    expect(await sample(`portal_job_last_run_timestamp_seconds${j}`)).toBe(firstSuccess + 1);
    expect(await sample(`portal_job_last_success_timestamp_seconds${j}`)).toBe(firstSuccess);
    // A failure is not yet lag: the last success (:01) plus the interval is due just now (:02).
    expect(await sample(`portal_job_lag_seconds${j}`)).toBe(0);

    await vi.advanceTimersByTimeAsync(4000); // tick 3 hangs from 08:00:03; the intervals at :04, :05 and :06 are skipped
    expect(await sample(`portal_job_skipped_ticks_total${j}`)).toBe(3);
    // Last success at :01, due again at :02, now :06: four seconds overdue.
    expect(await sample(`portal_job_lag_seconds${j}`)).toBe(4);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(await sample(`portal_job_lag_seconds${j}`)).toBe(0);
    expect(
      await sample(`portal_job_tick_duration_seconds_count{job="test-metrics",outcome="success"}`),
    ).toBe(2);
    await job.stop();
    expect(await sample(`portal_job_lag_seconds${j}`)).toBeUndefined(); // a stopped job is not overdue
  });
});
