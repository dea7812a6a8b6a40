import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { evictReads } from '../../lib/read-cache.ts';
import {
  DEMO,
  NEW_PASSWORD,
  lastCode,
  post,
  requestCode,
  sentSms,
  uniqueIp,
  uniquePhone,
} from '../../../test/auth-helpers.ts';

/** SMS code rules: 6 digits, 5 minutes, single use, 5 wrong tries, 60 s between codes, hash only. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const register = (phone: string, code: string) =>
  post(
    t.app,
    '/udb/api/register',
    { hosId: '1001', phone, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    { remoteAddress: uniqueIp() },
  );

async function freshCode(phone: string, purpose: 'register' | 'login' | 'reset' = 'register') {
  expect((await requestCode(t.app, hosIdOf('1001'), phone, purpose)).statusCode).toBe(200);
  return lastCode(t.app, hosIdOf('1001'), phone);
}

/** Moves a phone's codes into the past, as if `seconds` had gone by (no sleeping, no timing assertions). */
async function age(phone: string, seconds: number) {
  await t.db
    .updateTable('verify_code')
    .set({
      created_at: sql`created_at - make_interval(secs => ${seconds})`,
      expires_at: sql`expires_at - make_interval(secs => ${seconds})`,
    })
    .where('hos_id', '=', hosIdOf('1001'))
    .where('phone', '=', phone)
    .execute();
}

describe('sending', () => {
  it('sends 6 digits through the sandbox outbox and stores only a hash', async () => {
    const phone = uniquePhone();
    const code = await freshCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db
      .selectFrom('verify_code')
      .selectAll()
      .where('hos_id', '=', hosIdOf('1001'))
      .where('phone', '=', phone)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    const outbox = await sentSms(t.app, hosIdOf('1001'), phone);
    expect(outbox).toEqual([
      { text: expect.stringContaining('Riverside General Hospital'), sentAt: expect.any(String) },
    ]);
  });

  it('writes the message in the caller language', async () => {
    const phone = uniquePhone();
    await post(
      t.app,
      '/udb/api/verify-code/send',
      { hosId: '1001', phone, purpose: 'register' },
      { headers: { 'accept-language': 'zh-CN' } },
    );
    const [msg] = await sentSms(t.app, hosIdOf('1001'), phone);
    expect(msg?.text).toMatch(/验证码为\d{6}/);
  });

  it('refuses another code for the same phone and purpose within 60 s (LOGIN006 with the wait)', async () => {
    const phone = uniquePhone();
    await freshCode(phone);
    const again = await requestCode(t.app, hosIdOf('1001'), phone, 'register');
    expect(again.statusCode).toBe(429);
    expect(again.json().messageKey).toBe('LOGIN006');
    expect(again.json().params.seconds).toBeGreaterThan(0);
    expect(again.json().params.seconds).toBeLessThanOrEqual(60);
    await age(phone, 61);
    expect((await requestCode(t.app, hosIdOf('1001'), phone, 'register')).statusCode).toBe(200);
  });

  it('only the newest code counts', async () => {
    const phone = uniquePhone();
    const first = await freshCode(phone);
    await age(phone, 61);
    const second = await freshCode(phone);
    if (first !== second) expect((await register(phone, first)).json().messageKey).toBe('LOGIN004');
    expect((await register(phone, second)).json().code).toBe(0);
  });

  it('purposes: login and reset codes only for a registered phone, register only for a new one', async () => {
    expect(
      (await requestCode(t.app, hosIdOf('1001'), uniquePhone(), 'login')).json().messageKey,
    ).toBe('LOGIN001');
    expect(
      (await requestCode(t.app, hosIdOf('1001'), DEMO.phone, 'register')).json().messageKey,
    ).toBe('LOGIN002');
    const bad = await post(t.app, '/udb/api/verify-code/send', {
      hosId: '1001',
      phone: uniquePhone(),
      purpose: 'other',
    });
    expect(bad.json()).toMatchObject({ messageKey: 'C019', params: { field: 'purpose' } });
  });

  it('a code is good for its purpose only', async () => {
    const phone = uniquePhone();
    expect((await register(phone, await freshCode(phone))).json().code).toBe(0);
    const code = await freshCode(phone, 'reset');
    const login = await post(t.app, '/uaa/api/login/sms', { hosId: '1001', phone, code });
    expect(login.json().messageKey).toBe('LOGIN004');
    const reset = await post(t.app, '/udb/api/password/reset', {
      hosId: '1001',
      phone,
      code,
      password: 'Reset$2026',
      confirmPassword: 'Reset$2026',
    });
    expect(reset.json().code).toBe(0);
  });
});

describe('checking', () => {
  it('refuses a wrong code (LOGIN004) and still accepts the right one afterwards', async () => {
    const phone = uniquePhone();
    const code = await freshCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await register(phone, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      messageKey: 'LOGIN004',
      msg: 'The verification code is wrong or has expired',
    });
    expect((await register(phone, code)).json().code).toBe(0);
  });

  it('refuses an expired code (older than 5 minutes)', async () => {
    const phone = uniquePhone();
    const code = await freshCode(phone);
    await age(phone, 301);
    expect((await register(phone, code)).json().messageKey).toBe('LOGIN004');
  });

  it('refuses a code used once already', async () => {
    const phone = uniquePhone();
    const code = await freshCode(phone);
    expect((await register(phone, code)).json().code).toBe(0);
    const reset = await post(t.app, '/udb/api/password/reset', {
      hosId: '1001',
      phone,
      code,
      password: 'Reset$2026',
      confirmPassword: 'Reset$2026',
    });
    expect(reset.json().messageKey).toBe('LOGIN004');
  });

  it('after 5 wrong tries the code is dead, even the right one (LOGIN005)', async () => {
    const phone = uniquePhone();
    const code = await freshCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) keys.push((await register(phone, wrong)).json().messageKey);
    expect(keys).toEqual(['LOGIN004', 'LOGIN004', 'LOGIN004', 'LOGIN004', 'LOGIN005']);
    expect((await register(phone, code)).json().messageKey).toBe('LOGIN005');
    const row = await t.db
      .selectFrom('verify_code')
      .select(['attempts', 'consumed_at'])
      .where('hos_id', '=', hosIdOf('1001'))
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 5, consumed_at: null });
    // A new code (after the 60 s wait) starts afresh.
    await age(phone, 61);
    expect((await register(phone, await freshCode(phone))).json().code).toBe(0);
  });

  it('a code sent to one hospital is worthless at another', async () => {
    const phone = uniquePhone();
    const code = await freshCode(phone);
    const res = await post(t.app, '/udb/api/register', {
      hosId: '1003',
      phone,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.json().messageKey).toBe('LOGIN004');
  });
});

describe('code length (config smsCodeLength)', () => {
  // 1003 sends 4-digit codes from here on (the demo hospitals all send 6).
  beforeAll(async () => {
    await t.db
      .insertInto('config_item')
      .values({
        hos_id: hosIdOf('1003'),
        config_type: 'LOGIN',
        config_key: 'smsCodeLength',
        config_value: '4',
      })
      .onConflict((oc) =>
        oc.columns(['hos_id', 'config_type', 'config_key']).doUpdateSet({ config_value: '4' }),
      )
      .execute();
    evictReads(t.db, 'config:1003');
  });
  const register1003 = (phone: string, code: string) =>
    post(
      t.app,
      '/udb/api/register',
      { hosId: '1003', phone, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { remoteAddress: uniqueIp() },
    );

  it("sends the hospital's number of digits and accepts exactly that many (C019 otherwise, no try counted)", async () => {
    const phone = uniquePhone();
    expect((await requestCode(t.app, hosIdOf('1003'), phone, 'register')).statusCode).toBe(200);
    const code = await lastCode(t.app, hosIdOf('1003'), phone);
    expect(code).toMatch(/^\d{4}$/);
    const longer = await register1003(phone, `${code}00`);
    expect(longer.statusCode).toBe(400);
    expect(longer.json()).toMatchObject({ messageKey: 'C019', params: { field: 'code' } });
    const row = await t.db
      .selectFrom('verify_code')
      .select(['attempts', 'consumed_at'])
      .where('hos_id', '=', hosIdOf('1003'))
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 0, consumed_at: null });
    expect((await register1003(phone, code)).json().code).toBe(0);
  });

  it('still sends 6 digits at a hospital that keeps the default (1001)', async () => {
    expect(await freshCode(uniquePhone())).toMatch(/^\d{6}$/);
  });
});
