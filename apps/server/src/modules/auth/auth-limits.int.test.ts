import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import {
  buildTestApp,
  createTestApp,
  openTestDatabase,
  testEnv,
  type TestApp,
} from '../../../test/test-app.ts';
import {
  DEMO,
  NEW_PASSWORD,
  bearer,
  post,
  registerUser,
  requestCode,
  uniqueIp,
  uniquePhone,
} from '../../../test/auth-helpers.ts';

/**
 * Brute force on sign-in and codes is blocked: the attacker is throttled
 * (per address, per phone at an address, growing delays), the owner is not locked out. The limits are lowered
 * through buildApp's deps so a handful of requests shows each one.
 */
const rule = (points: number) => ({ points, durationSeconds: 900 });
const LOW = {
  loginPerIp: rule(6),
  loginPerPhoneIp: rule(2),
  loginPerPhone: rule(4),
  loginFreeFailures: 3,
  loginMaxDelaySeconds: 600,
  codePerIp: rule(3),
  codePerPhoneIp: rule(2),
  codePerPhone: rule(2),
  registerPerIp: rule(2),
  registerPerPhoneIp: rule(3),
  registerPerPhone: rule(3),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { authLimits: LOW });
});
afterAll(async () => t.close());

const login = (
  phone: string,
  password: string,
  remoteAddress = uniqueIp(),
  hosId = hosIdOf('1001'),
) => post(t.app, '/uaa/api/login/password', { hosId, phone, password }, { remoteAddress });
const keyOf = (res: { json(): { messageKey?: string; code: number } }) =>
  res.json().messageKey ?? res.json().code;
const keysOf = async (responses: Promise<{ json(): { messageKey?: string; code: number } }>[]) =>
  (await Promise.all(responses)).map(keyOf);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Registers from an address of its own, which becomes the account's known address. */
async function owner(hosId = hosIdOf('1001')) {
  const home = uniqueIp();
  const { phone, token } = await registerUser(t.app, hosId, uniquePhone(), NEW_PASSWORD, home);
  return { phone, token, home };
}

describe('sign-in', () => {
  it('a stranger failing from many addresses never locks the owner out at a known address', async () => {
    const { phone, home } = await owner();
    const stranger: (string | number)[] = [];
    for (let i = 0; i < 5; i++) stranger.push(keyOf(await login(phone, 'Wrong#2026')));
    // ASVS V2.2.1 soft lockout: after the account's failures, new addresses are refused…
    expect(stranger).toEqual(['LOGIN003', 'LOGIN003', 'LOGIN003', 'LOGIN003', 'LOGIN008']);
    const newAddress = await login(phone, NEW_PASSWORD);
    expect(newAddress.statusCode).toBe(429);
    expect(newAddress.json()).toMatchObject({ messageKey: 'LOGIN008' });
    expect(newAddress.headers['retry-after']).toBe(String(newAddress.json().params.seconds));
    expect(newAddress.json()).not.toHaveProperty('data');
    // …while the owner at the address the account signed in from before goes straight in.
    expect(keyOf(await login(phone, NEW_PASSWORD, home))).toBe(0);
    // The same phone's account at another hospital is another account, with its own counters.
    await registerUser(t.app, hosIdOf('1003'), phone);
    expect(keyOf(await login(phone, NEW_PASSWORD, uniqueIp(), hosIdOf('1003')))).toBe(0);
  });

  it('keeps only a keyed hash of the addresses an account signed in from', async () => {
    const { home } = await owner();
    const rows = await t.db.selectFrom('trusted_address').select('address_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(home);
  });

  it('refuses an address that keeps failing on one account, for that account only', async () => {
    const { phone } = await owner();
    const ip = uniqueIp();
    const keys = [
      keyOf(await login(phone, 'Wrong#2026', ip)),
      keyOf(await login(phone, 'Wrong#2026', ip)),
      keyOf(await login(phone, NEW_PASSWORD, ip)),
    ];
    expect(keys).toEqual(['LOGIN003', 'LOGIN003', 'LOGIN007']);
    expect(keyOf(await login(uniquePhone(), DEMO.password, ip))).toBe('LOGIN001');
    expect(keyOf(await login(phone, NEW_PASSWORD))).toBe(0);
  });

  it("only failures add up: a success gives its attempt back and forgets that address's failures", async () => {
    const { phone, home } = await owner();
    const seq: (string | number)[] = [];
    for (const pw of [
      'Wrong#2026',
      NEW_PASSWORD,
      'Wrong#2026',
      NEW_PASSWORD,
      'Wrong#2026',
      NEW_PASSWORD,
    ])
      seq.push(keyOf(await login(phone, pw, home)));
    expect(seq).toEqual(['LOGIN003', 0, 'LOGIN003', 0, 'LOGIN003', 0]);
  });

  it('makes an address walking through phone numbers wait longer after each failure', async () => {
    const ip = uniqueIp();
    const free: (string | number)[] = [];
    for (let i = 0; i < 4; i++) free.push(keyOf(await login(uniquePhone(), DEMO.password, ip)));
    expect(free).toEqual(['LOGIN001', 'LOGIN001', 'LOGIN001', 'LOGIN001']);
    const first = await login(uniquePhone(), DEMO.password, ip);
    expect(first.json()).toMatchObject({ messageKey: 'LOGIN007', params: { seconds: 1 } });
    await sleep(1_100);
    expect(keyOf(await login(uniquePhone(), DEMO.password, ip))).toBe('LOGIN001');
    const second = await login(uniquePhone(), DEMO.password, ip);
    expect(second.json()).toMatchObject({ messageKey: 'LOGIN007', params: { seconds: 2 } });
    // Another address is not slowed by this one.
    expect(keyOf(await login(uniquePhone(), DEMO.password))).toBe('LOGIN001');
  });

  it('a parallel burst from one address is cut at the per-address ceiling', async () => {
    const ip = uniqueIp();
    const keys = await keysOf(
      Array.from({ length: 9 }, () => login(uniquePhone(), DEMO.password, ip)),
    );
    // At most the ceiling's 6 are tried; the rest are refused (a few may meet the delay the first failures set).
    const tried = keys.filter((k) => k === 'LOGIN001').length;
    expect(tried).toBeLessThanOrEqual(6);
    expect(keys.filter((k) => k === 'LOGIN007')).toHaveLength(9 - tried);
  });

  it('counts wrong SMS codes and wrong old passwords as failed sign-ins of the phone', async () => {
    const { phone, token } = await owner();
    const sms = (code: string) =>
      post(
        t.app,
        '/uaa/api/login/sms',
        { hosId: '1001', phone, code },
        { remoteAddress: uniqueIp() },
      );
    const change = () =>
      post(
        t.app,
        '/udb/api/password/change',
        {
          hosId: '1001',
          oldPassword: 'Wrong#2026',
          password: 'Change&2026',
          confirmPassword: 'Change&2026',
        },
        { headers: bearer(token), remoteAddress: uniqueIp() },
      );
    expect(await keysOf([sms('000000')])).toEqual(['LOGIN004']);
    expect(await keysOf([change()])).toEqual(['LOGIN003']);
    expect(await keysOf([sms('000000')])).toEqual(['LOGIN004']);
    expect(await keysOf([change()])).toEqual(['LOGIN003']);
    expect(await keysOf([change(), sms('000000')])).toEqual(['LOGIN008', 'LOGIN008']);
  });
});

describe('codes and registration', () => {
  const age = (phone: string) =>
    t.db
      .updateTable('verify_code')
      .set({ created_at: sql`created_at - interval '61 seconds'` })
      .where('hos_id', '=', hosIdOf('1001'))
      .where('phone', '=', phone)
      .execute();

  it('limits code requests per phone (each one is an SMS)', async () => {
    const phone = uniquePhone();
    expect((await requestCode(t.app, hosIdOf('1001'), phone, 'register')).statusCode).toBe(200);
    await age(phone);
    expect((await requestCode(t.app, hosIdOf('1001'), phone, 'register')).statusCode).toBe(200);
    await age(phone);
    const third = await requestCode(t.app, hosIdOf('1001'), phone, 'register');
    expect(third.statusCode).toBe(429);
    expect(third.json().messageKey).toBe('C022');
  });

  it("a stranger spending a phone's codes does not stop its owner asking for one at a known address", async () => {
    const { phone, home } = await owner();
    const codes: number[] = [];
    for (let i = 0; i < 2; i++) {
      codes.push((await requestCode(t.app, hosIdOf('1001'), phone, 'login')).statusCode);
      await age(phone);
    }
    // The registration's code was the first of the phone's two.
    expect(codes).toEqual([200, 429]);
    expect((await requestCode(t.app, hosIdOf('1001'), phone, 'login', home)).statusCode).toBe(200);
  });

  it('limits code requests per address', async () => {
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await requestCode(t.app, hosIdOf('1001'), uniquePhone(), 'register', ip)).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('limits registration attempts per address (guessing codes for many phones)', async () => {
    const ip = uniqueIp();
    const attempt = () =>
      post(
        t.app,
        '/udb/api/register',
        {
          hosId: '1001',
          phone: uniquePhone(),
          code: '123456',
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
        { remoteAddress: ip },
      );
    expect(await keysOf([attempt()])).toEqual(['LOGIN004']);
    expect(await keysOf([attempt()])).toEqual(['LOGIN004']);
    expect(await keysOf([attempt()])).toEqual(['C022']);
  });

  it('limits reset attempts per phone from new addresses (registration and reset share one counter: both spend a code)', async () => {
    const { phone } = await registerUser(t.app, hosIdOf('1001'));
    const attempt = () =>
      post(
        t.app,
        '/udb/api/password/reset',
        {
          hosId: '1001',
          phone,
          code: '123456',
          password: 'Reset$2026',
          confirmPassword: 'Reset$2026',
        },
        { remoteAddress: uniqueIp() },
      );
    const keys: (string | number)[] = [];
    for (let i = 0; i < 4; i++) keys.push(...(await keysOf([attempt()])));
    // The registration itself was the first of the phone's three attempts.
    expect(keys).toEqual(['LOGIN004', 'LOGIN004', 'C022', 'C022']);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

// Scale-out (docs/architecture.md#scale-out): with REDIS_URL, several instances count one phone and one address together.
describe.skipIf(!redisUrl)('sign-in limits shared through Redis', () => {
  it('two instances share the per-address delay and the per-account limit', async () => {
    const { db, drop } = await openTestDatabase();
    const redis = new Redis(redisUrl!);
    // Counters of their own per run, so parallel runs (PGlite and PostgreSQL) never share one.
    const authLimits = { ...LOW, keyPrefix: `test-auth-${Math.random().toString(36).slice(2)}` };
    const [a, b] = await Promise.all([
      buildTestApp(db, testEnv(), { redis, authLimits }),
      buildTestApp(db, testEnv(), { redis, authLimits }),
    ]);
    try {
      const ip = uniqueIp();
      const byIp: (string | number)[] = [];
      for (const app of [a, b, a, b, a]) {
        byIp.push(
          keyOf(
            await post(
              app,
              '/uaa/api/login/password',
              { hosId: '1001', phone: uniquePhone(), password: DEMO.password },
              { remoteAddress: ip },
            ),
          ),
        );
      }
      expect(byIp).toEqual(['LOGIN001', 'LOGIN001', 'LOGIN001', 'LOGIN001', 'LOGIN007']);

      const byPhone: (string | number)[] = [];
      for (const app of [a, b, a, b, a]) {
        byPhone.push(
          keyOf(
            await post(
              app,
              '/uaa/api/login/password',
              { hosId: '1002', ...DEMO, password: 'Wrong#2026' },
              { remoteAddress: uniqueIp() },
            ),
          ),
        );
      }
      expect(byPhone).toEqual(['LOGIN003', 'LOGIN003', 'LOGIN003', 'LOGIN003', 'LOGIN008']);
    } finally {
      await a.close();
      await b.close();
      redis.disconnect();
      await drop();
    }
  });
});
