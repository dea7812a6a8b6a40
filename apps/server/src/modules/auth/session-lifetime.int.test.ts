import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loginUserSchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, DEMO, get, post, signIn, uniqueIp } from '../../../test/auth-helpers.ts';
import { hashToken, SESSION_EXPIRES_HEADER } from './auth.plugin.ts';

/**
 * docs/adr/0007: a session ends after 30 idle minutes and 12 hours after sign-in; use renews it,
 * but only once a tenth of the idle window has passed, so most calls do not write. The clock is moved by moving
 * the session row's times back, which is what the passing of time looks like to the one SQL statement that checks.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MINUTE = 60_000;
const me = (token: string) => get(t.app, '/uaa/api/me?hosId=1001', { headers: bearer(token) });

async function row(token: string) {
  const { rows } = await sql<{ expires_at: Date; created_at: Date; version: string; now: Date }>`
    select expires_at, created_at, xmin::text as version, now() as now from auth_session where token_hash = ${hashToken(token)}`.execute(
    t.db,
  );
  return rows[0]!;
}

/** As if `minutes` had passed since sign-in and since the last renewal. */
async function age(token: string, minutes: { sinceSignIn: number; sinceRenewal: number }) {
  await sql`update auth_session
               set created_at = now() - make_interval(mins => ${minutes.sinceSignIn}),
                   expires_at = now() + make_interval(mins => ${30 - minutes.sinceRenewal})
             where token_hash = ${hashToken(token)}`.execute(t.db);
}

const minutesAhead = (at: Date, now: Date) => (at.getTime() - now.getTime()) / MINUTE;

describe('renewal on use', () => {
  it('a fresh session is only read: calls do not write its row, and each answer says when it ends', async () => {
    const token = await signIn(t.app, hosIdOf('1001'));
    const before = await row(token);
    for (let i = 0; i < 3; i++) {
      const res = await me(token);
      expect(res.statusCode).toBe(200);
      expect(res.headers[SESSION_EXPIRES_HEADER]).toBe(before.expires_at.toISOString());
    }
    expect(await row(token)).toMatchObject({
      version: before.version,
      expires_at: before.expires_at,
    });
  });

  it('after a tenth of the idle window, one call renews it to 30 minutes from now; the next calls do not write', async () => {
    const token = await signIn(t.app, hosIdOf('1001'));
    await age(token, { sinceSignIn: 4, sinceRenewal: 4 });
    const aged = await row(token);
    expect(minutesAhead(aged.expires_at, aged.now)).toBeCloseTo(26, 1);

    const res = await me(token);
    expect(res.statusCode).toBe(200);
    const renewed = await row(token);
    expect(renewed.version).not.toBe(aged.version);
    expect(minutesAhead(renewed.expires_at, renewed.now)).toBeCloseTo(30, 1);
    expect(res.headers[SESSION_EXPIRES_HEADER]).toBe(renewed.expires_at.toISOString());

    expect((await me(token)).statusCode).toBe(200);
    expect((await row(token)).version).toBe(renewed.version);
  });

  it('before a tenth of the idle window has passed, it is not renewed', async () => {
    const token = await signIn(t.app, hosIdOf('1001'));
    await age(token, { sinceSignIn: 2, sinceRenewal: 2 });
    const aged = await row(token);
    expect((await me(token)).statusCode).toBe(200);
    expect(await row(token)).toMatchObject({ version: aged.version, expires_at: aged.expires_at });
  });
});

describe('expiry', () => {
  it('30 idle minutes end the session: 401 C024, and a refused call does not revive it', async () => {
    const token = await signIn(t.app, hosIdOf('1001'));
    await age(token, { sinceSignIn: 31, sinceRenewal: 31 });
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, messageKey: 'C024' });
    expect(res.headers[SESSION_EXPIRES_HEADER]).toBeUndefined();
    expect((await me(token)).statusCode).toBe(401);
  });

  it('renewal never goes past 12 hours after sign-in', async () => {
    const token = await signIn(t.app, hosIdOf('1001'));
    await age(token, { sinceSignIn: 12 * 60 - 5, sinceRenewal: 26 });
    expect((await me(token)).statusCode).toBe(200);
    const capped = await row(token);
    expect(capped.expires_at.getTime()).toBe(capped.created_at.getTime() + 12 * 60 * MINUTE);
    // At the cap a call has nothing to renew: it does not write.
    expect((await me(token)).statusCode).toBe(200);
    expect((await row(token)).version).toBe(capped.version);
  });

  it('12 hours after sign-in the session ends, however busy it was', async () => {
    const token = await signIn(t.app, hosIdOf('1001'));
    await age(token, { sinceSignIn: 12 * 60 + 1, sinceRenewal: 1 });
    expect((await me(token)).json()).toMatchObject({ code: 401, messageKey: 'C024' });
  });

  it('renewal does not revive a signed-out session', async () => {
    const token = await signIn(t.app, hosIdOf('1001'));
    await age(token, { sinceSignIn: 10, sinceRenewal: 10 });
    expect(
      (await post(t.app, '/uaa/api/logout?hosId=1001', {}, { headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('configured lifetimes (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS)', () => {
  it('sign-in answers the first expiry: the idle window, or the absolute lifetime when shorter', async () => {
    const short = await createTestApp({ SESSION_IDLE_MINUTES: 10, SESSION_MAX_HOURS: 0.1 });
    try {
      const res = await post(
        short.app,
        '/uaa/api/login/password',
        { hosId: '1001', ...DEMO },
        { remoteAddress: uniqueIp() },
      );
      const user = loginUserSchema.parse(res.json().data);
      const left = (Date.parse(user.expiresAt) - Date.now()) / MINUTE;
      expect(left).toBeGreaterThan(5.9);
      expect(left).toBeLessThanOrEqual(6);
    } finally {
      await short.close();
    }
  });
});
