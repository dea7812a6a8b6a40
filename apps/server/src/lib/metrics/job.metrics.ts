import { Counter, Gauge, Histogram } from 'prom-client';
import { processRegistry } from './process-registry.ts';

/** Jobs run from milliseconds (an empty pass) to seconds (a catalogue sync, a batch of notifications). */
const TICK_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

interface JobState {
  intervalMs: number;
  startedAt: number;
  lastSuccessAt: number | null;
}

/** The jobs running in this process, by name: what the lag is computed from at scrape time. */
const running = new Map<string, JobState>();

const registers = [processRegistry];
/** Every job metric is labelled by job alone, in the process registry: one place for that shape. */
const jobCounter = (name: string, help: string) =>
  new Counter({ name, help, labelNames: ['job'] as const, registers });
const jobGauge = (name: string, help: string) =>
  new Gauge({ name, help, labelNames: ['job'] as const, registers });
const tickDuration = new Histogram({
  name: 'portal_job_tick_duration_seconds',
  help: 'Duration of one background-job tick, by job and outcome (success, failure)',
  labelNames: ['job', 'outcome'] as const,
  buckets: TICK_BUCKETS,
  registers,
});
const failures = jobCounter('portal_job_failures_total', 'Background-job ticks that failed');
const skipped = jobCounter(
  'portal_job_skipped_ticks_total',
  'Intervals that came while the previous tick was still running (skipped, not queued)',
);
const lastRun = jobGauge(
  'portal_job_last_run_timestamp_seconds',
  'When the last tick ended (any outcome), Unix seconds',
);
const lastSuccess = jobGauge(
  'portal_job_last_success_timestamp_seconds',
  'When the last successful tick ended, Unix seconds',
);
const interval = jobGauge('portal_job_interval_seconds', 'How often the job is meant to run');
new Gauge({
  name: 'portal_job_lag_seconds',
  help: 'How long a successful tick is overdue: seconds since the last success (or the job start) minus the interval; 0 while on time',
  labelNames: ['job'] as const,
  registers,
  collect() {
    this.reset();
    const now = Date.now();
    for (const [job, s] of running) this.set({ job }, lagSeconds(s, now));
  },
});

/** A successful tick is due one interval after the last one (or after the start): lag is how far past that we are. */
function lagSeconds(s: JobState, now: number): number {
  return Math.max(0, now - (s.lastSuccessAt ?? s.startedAt) - s.intervalMs) / 1000;
}

export interface JobMetrics {
  /** A tick starts; call the answer with its outcome when it ends. */
  tickStarted(): (ok: boolean) => void;
  /** An interval came while a tick was under way. */
  tickSkipped(): void;
  /** The job stopped: it is no longer overdue however long it stays stopped. */
  stopped(): void;
}

/** The metrics of one named job (jobs/repeat.ts), in the process registry. */
export function jobMetrics(job: string, intervalMs: number): JobMetrics {
  const state: JobState = { intervalMs, startedAt: Date.now(), lastSuccessAt: null };
  running.set(job, state);
  interval.set({ job }, intervalMs / 1000);
  // Present from the start, so a rate() over them never misses the first failure or skip.
  failures.inc({ job }, 0);
  skipped.inc({ job }, 0);
  return {
    tickStarted() {
      const start = performance.now();
      return (ok) => {
        const now = Date.now();
        tickDuration.observe(
          { job, outcome: ok ? 'success' : 'failure' },
          (performance.now() - start) / 1000,
        );
        lastRun.set({ job }, now / 1000);
        if (ok) {
          state.lastSuccessAt = now;
          lastSuccess.set({ job }, now / 1000);
        } else {
          failures.inc({ job });
        }
      };
    },
    tickSkipped: () => skipped.inc({ job }),
    stopped: () => {
      if (running.get(job) === state) running.delete(job);
    },
  };
}
