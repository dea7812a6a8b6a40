/**
 * Every call may be retried up to 2 times with a 1 s delay, but a retried booking or
 * payment must never happen twice, so only requests that are safe to repeat are retried.
 */
export const RETRY_COUNT = 2;
export const RETRY_DELAY_MS = 1000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export type AttemptOutcome = { kind: 'network' } | { kind: 'response'; status: number };

export interface RetryQuestion {
  method: string;
  /** True when the request carries an Idempotency-Key header (the server then answers a repeat with the first result). */
  hasIdempotencyKey: boolean;
  outcome: AttemptOutcome;
  /** Retries already made for this logical request (0 after the first attempt). */
  retriesDone: number;
}

/** Reads are safe to repeat; a write only when the server can recognise the repeat by its idempotency key. */
export function isRepeatSafe(method: string, hasIdempotencyKey: boolean): boolean {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD' || hasIdempotencyKey;
}

/** Only transient failures are worth repeating: no answer at all, a 5xx, or 429 (rate limited). Never a 4xx. */
export function isTransient(outcome: AttemptOutcome): boolean {
  if (outcome.kind === 'network') return true;
  return outcome.status >= 500 || outcome.status === 429;
}

export function shouldRetry(q: RetryQuestion): boolean {
  return (
    q.retriesDone < RETRY_COUNT &&
    isRepeatSafe(q.method, q.hasIdempotencyKey) &&
    isTransient(q.outcome)
  );
}
