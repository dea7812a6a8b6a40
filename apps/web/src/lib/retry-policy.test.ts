import { describe, expect, it } from 'vitest';
import {
  isRepeatSafe,
  isTransient,
  RETRY_COUNT,
  RETRY_DELAY_MS,
  shouldRetry,
} from './retry-policy.ts';

const net = { kind: 'network' } as const;
const status = (s: number) => ({ kind: 'response', status: s }) as const;

describe('retry policy', () => {
  it('uses the limits: 2 retries, 1 s apart', () => {
    expect(RETRY_COUNT).toBe(2);
    expect(RETRY_DELAY_MS).toBe(1000);
  });

  it('retries reads on network failure, 5xx and 429, at most twice', () => {
    for (const method of ['GET', 'get', 'HEAD']) {
      expect(shouldRetry({ method, hasIdempotencyKey: false, outcome: net, retriesDone: 0 })).toBe(
        true,
      );
    }
    expect(
      shouldRetry({
        method: 'GET',
        hasIdempotencyKey: false,
        outcome: status(503),
        retriesDone: 1,
      }),
    ).toBe(true);
    expect(
      shouldRetry({
        method: 'GET',
        hasIdempotencyKey: false,
        outcome: status(429),
        retriesDone: 0,
      }),
    ).toBe(true);
    expect(
      shouldRetry({ method: 'GET', hasIdempotencyKey: false, outcome: net, retriesDone: 2 }),
    ).toBe(false);
  });

  it('never retries a plain write, whatever happened', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect(shouldRetry({ method, hasIdempotencyKey: false, outcome: net, retriesDone: 0 })).toBe(
        false,
      );
      expect(
        shouldRetry({ method, hasIdempotencyKey: false, outcome: status(502), retriesDone: 0 }),
      ).toBe(false);
    }
  });

  it('retries a write that carries an idempotency key', () => {
    expect(
      shouldRetry({ method: 'POST', hasIdempotencyKey: true, outcome: net, retriesDone: 0 }),
    ).toBe(true);
    expect(
      shouldRetry({ method: 'PUT', hasIdempotencyKey: true, outcome: status(500), retriesDone: 1 }),
    ).toBe(true);
    expect(
      shouldRetry({
        method: 'POST',
        hasIdempotencyKey: true,
        outcome: status(500),
        retriesDone: 2,
      }),
    ).toBe(false);
  });

  it('never retries a 4xx (other than 429) or a success', () => {
    for (const s of [200, 400, 401, 403, 404, 409, 413]) {
      expect(
        shouldRetry({ method: 'GET', hasIdempotencyKey: true, outcome: status(s), retriesDone: 0 }),
      ).toBe(false);
    }
    expect(isTransient(status(499))).toBe(false);
    expect(isTransient(status(500))).toBe(true);
    expect(isRepeatSafe('POST', false)).toBe(false);
  });
});
