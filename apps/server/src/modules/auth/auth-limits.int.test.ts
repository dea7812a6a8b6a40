import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { buildApp } from '../../app.ts';
import { readEnv } from '../../config/env.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/test-app.ts';
import { DEMO, NEW_PASSWORD, bearer, post, registerUser, requestCode, uniqueIp, uniquePhone } from '../../../test/auth-helpers.ts';

/**
 * Issue 3 "brute force on sign-in and codes is blocked": per phone and per address, answered C022.
 * The limits are lowered through buildApp's deps so a handful of requests shows each one.
 */
const rule = (points: number) => ({ points, durationSeconds: 900 });
const LOW = {
  loginPerPhone: rule(3), loginPerIp: rule(4), codePerPhone: rule(2), codePerIp: rule(3), registerPerPhone: rule(3), registerPerIp: rule(2),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { authLimits: LOW });
});
afterAll(async () => t.close());

const login = (phone: string, password: string, remoteAddress = uniqueIp()) =>
  post(t.app, '/uaa/api/login/password', { hosId: '1001', phone, password }, { remoteAddress });
const keysOf = async (responses: Promise<{ json(): { messageKey?: string; code: number } }>[]) =>
  (await Promise.all(responses)).map((r) => r.json().messageKey ?? r.json().code);

describe('sign-in', () => {
  it('blocks a phone after its failures, from any address, even with the right password', async () => {
    const { phone } = await registerUser(t.app, '1001');
    const keys: (string | number)[] = [];
    for (let i = 0; i < 3; i++) keys.push((await login(phone, 'Wrong#2026')).json().messageKey);
    const blocked = await login(phone, NEW_PASSWORD);
    expect(keys).toEqual(['LOGIN003', 'LOGIN003', 'LOGIN003']);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ messageKey: 'C022', msg: 'access too frequent, please retry later' });
    expect(blocked.json().params.seconds).toBeGreaterThan(0);
    expect(blocked.headers['retry-after']).toBe(String(blocked.json().params.seconds));
    expect(blocked.json()).not.toHaveProperty('data');
    // The same phone's account at another hospital is another account, with its own counter.
    await registerUser(t.app, '1002', phone);
    const elsewhere = await post(t.app, '/uaa/api/login/password', { hosId: '1002', phone, password: NEW_PASSWORD }, { remoteAddress: uniqueIp() });
    expect(elsewhere.json().code).toBe(0);
  });

  it('a successful sign-in clears the phone\'s failures', async () => {
    const { phone } = await registerUser(t.app, '1001');
    const seq: (string | number)[] = [];
    for (const pw of ['Wrong#2026', 'Wrong#2026', NEW_PASSWORD, 'Wrong#2026', 'Wrong#2026', NEW_PASSWORD]) {
      seq.push((await login(phone, pw)).json().messageKey ?? 0);
    }
    expect(seq).toEqual(['LOGIN003', 'LOGIN003', 0, 'LOGIN003', 'LOGIN003', 0]);
  });

  it('blocks an address walking through phone numbers', async () => {
    const ip = uniqueIp();
    const keys: (string | number)[] = [];
    for (let i = 0; i < 5; i++) keys.push((await login(uniquePhone(), DEMO.password, ip)).json().messageKey);
    expect(keys).toEqual(['LOGIN001', 'LOGIN001', 'LOGIN001', 'LOGIN001', 'C022']);
  });

  it('counts wrong SMS codes and wrong old passwords as failed sign-ins of the phone', async () => {
    const { phone, token } = await registerUser(t.app, '1001');
    const sms = (code: string) => post(t.app, '/uaa/api/login/sms', { hosId: '1001', phone, code }, { remoteAddress: uniqueIp() });
    const change = () => post(t.app, '/udb/api/password/change',
      { hosId: '1001', oldPassword: 'Wrong#2026', password: 'Change&2026', confirmPassword: 'Change&2026' },
      { headers: bearer(token), remoteAddress: uniqueIp() });
    expect(await keysOf([sms('000000')])).toEqual(['LOGIN004']);
    expect(await keysOf([change()])).toEqual(['LOGIN003']);
    expect(await keysOf([sms('000000')])).toEqual(['LOGIN004']);
    expect(await keysOf([change(), sms('000000')])).toEqual(['C022', 'C022']);
  });
});

describe('codes and registration', () => {
  it('limits code requests per phone (each one is an SMS)', async () => {
    const phone = uniquePhone();
    const age = () => t.db.updateTable('verify_code').set({ created_at: sql`created_at - interval '61 seconds'` })
      .where('hos_id', '=', '1001').where('phone', '=', phone).execute();
    expect((await requestCode(t.app, '1001', phone, 'register')).statusCode).toBe(200);
    await age();
    expect((await requestCode(t.app, '1001', phone, 'register')).statusCode).toBe(200);
    await age();
    const third = await requestCode(t.app, '1001', phone, 'register');
    expect(third.statusCode).toBe(429);
    expect(third.json().messageKey).toBe('C022');
  });

  it('limits code requests per address', async () => {
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await requestCode(t.app, '1001', uniquePhone(), 'register', ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('limits registration attempts per address (guessing codes for many phones)', async () => {
    const ip = uniqueIp();
    const attempt = () => post(t.app, '/udb/api/register',
      { hosId: '1001', phone: uniquePhone(), code: '123456', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { remoteAddress: ip });
    expect(await keysOf([attempt()])).toEqual(['LOGIN004']);
    expect(await keysOf([attempt()])).toEqual(['LOGIN004']);
    expect(await keysOf([attempt()])).toEqual(['C022']);
  });

  it('limits reset attempts per phone (registration and reset share one counter: both spend a code)', async () => {
    const { phone } = await registerUser(t.app, '1001');
    const attempt = () => post(t.app, '/udb/api/password/reset',
      { hosId: '1001', phone, code: '123456', password: 'Reset$2026', confirmPassword: 'Reset$2026' }, { remoteAddress: uniqueIp() });
    const keys: (string | number)[] = [];
    for (let i = 0; i < 4; i++) keys.push(...(await keysOf([attempt()])));
    // The registration itself was the first of the phone's three attempts.
    expect(keys).toEqual(['LOGIN004', 'LOGIN004', 'C022', 'C022']);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

// ARCHITECTURE decision 12: with REDIS_URL, several instances count one phone and one address together.
describe.skipIf(!redisUrl)('sign-in limits shared through Redis', () => {
  it('two instances share the per-address and per-phone counters', async () => {
    const { db, drop } = await openTestDatabase();
    const redis = new Redis(redisUrl!);
    // Counters of their own per run, so parallel runs (PGlite and PostgreSQL) never share one.
    const authLimits = { ...LOW, keyPrefix: `test-auth-${Math.random().toString(36).slice(2)}` };
    const env = { ...readEnv({ LOG_LEVEL: 'silent' }), WEB_DIST: '/nonexistent' };
    const [a, b] = await Promise.all([buildApp({ db, env, redis, logger: false, authLimits }), buildApp({ db, env, redis, logger: false, authLimits })]);
    try {
      const ip = uniqueIp();
      const byIp: (string | number)[] = [];
      for (const app of [a, b, a, b, a]) {
        const res = await post(app, '/uaa/api/login/password', { hosId: '1001', phone: uniquePhone(), password: DEMO.password }, { remoteAddress: ip });
        byIp.push(res.json().messageKey);
      }
      expect(byIp).toEqual(['LOGIN001', 'LOGIN001', 'LOGIN001', 'LOGIN001', 'C022']);

      const byPhone: (string | number)[] = [];
      for (const app of [a, b, a, b]) {
        const res = await post(app, '/uaa/api/login/password', { hosId: '1002', ...DEMO, password: 'Wrong#2026' }, { remoteAddress: uniqueIp() });
        byPhone.push(res.json().messageKey);
      }
      expect(byPhone).toEqual(['LOGIN003', 'LOGIN003', 'LOGIN003', 'C022']);
    } finally {
      await a.close();
      await b.close();
      redis.disconnect();
      await drop();
    }
  });
});
