import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO, post, uniqueIp, uniquePhone } from '../../../test/auth-helpers.ts';

/**
 * An unknown phone used to answer in ~2 ms and a known one in ~16 ms (argon2). Both now spend one
 * verification. The medians are printed, never asserted (the machines are shared and noisy); the answers are.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('sign-in timing', () => {
  it('answers an unknown phone and a wrong password for a known one after the same work', async () => {
    const ms = { unknown: [] as number[], known: [] as number[] };
    const keys = new Set<string>();
    for (let i = 0; i < 15; i++) {
      for (const kind of ['unknown', 'known'] as const) {
        const phone = kind === 'unknown' ? uniquePhone() : DEMO.phone;
        const start = performance.now();
        const res = await post(
          t.app,
          '/uaa/api/login/password',
          { hosId: '1001', phone, password: 'Wrong#2026' },
          { remoteAddress: uniqueIp() },
        );
        ms[kind].push(performance.now() - start);
        keys.add(`${kind}:${res.json().messageKey}`);
      }
    }
    expect([...keys].sort()).toEqual(['known:LOGIN003', 'unknown:LOGIN001']);
    console.log(
      `sign-in median over 15: unknown phone ${median(ms.unknown).toFixed(1)} ms, known phone ${median(ms.known).toFixed(1)} ms`,
    );
  });
});
