import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, loginUserSchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  DEMO,
  NEW_PASSWORD,
  bearer,
  get,
  lastCode,
  post,
  registerUser,
  requestCode,
  signIn,
  uniqueIp,
  uniquePhone,
} from '../../../test/auth-helpers.ts';

/** Steps 1–3: register, sign in by password or SMS, sign out, reset and change the password. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = (token: string, hosId = hosIdOf('1001')) =>
  get(t.app, `/uaa/api/me?hosId=${hosId}`, { headers: bearer(token) });

describe('register', () => {
  it('registers with the code from the outbox and is signed in at once, phone masked', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    const sent = await requestCode(t.app, hosIdOf('1001'), phone, 'register', ip);
    expect(sent.json()).toEqual({
      code: 0,
      msg: 'success',
      data: { expiresIn: 300, resendIn: 60 },
    });
    const code = await lastCode(t.app, hosIdOf('1001'), phone);
    const res = await post(
      t.app,
      '/udb/api/register',
      { hosId: '1001', phone, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { remoteAddress: ip },
    );
    expect(res.statusCode).toBe(200);
    const user = loginUserSchema.strict().parse(res.json().data);
    expect(user).toMatchObject({
      isLogin: true,
      mobile: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      leader: '0',
    });
    expect(user.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // SESSION_IDLE_MINUTES (30 by default): the session is renewed by use (session-lifetime.int.test.ts).
    const left = new Date(user.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(29 * 60_000);
    expect(left).toBeLessThanOrEqual(30 * 60_000);
    expect(res.body).not.toContain(phone);
    expect((await me(user.access_token)).json().data).toEqual({
      userId: user.platformDetail.userId,
      mobile: user.mobile,
      leader: '0',
    });
  });

  it('stores the password as argon2id (m=19456, t=2, p=1), never in clear', async () => {
    const { phone } = await registerUser(t.app, hosIdOf('1001'));
    const row = await t.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('hos_id', '=', hosIdOf('1001'))
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(NEW_PASSWORD);
  });

  it('refuses a registered phone: LOGIN002 for the code and for the registration', async () => {
    const sent = await requestCode(t.app, hosIdOf('1001'), DEMO.phone, 'register');
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({
      messageKey: 'LOGIN002',
      msg: 'This phone number is already registered, please log in directly',
    });
    const res = await post(t.app, '/udb/api/register', {
      hosId: '1001',
      phone: DEMO.phone,
      code: '123456',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.json().messageKey).toBe('LOGIN002');
  });

  it('an account belongs to one hospital: the same phone registers at another one separately', async () => {
    const { phone } = await registerUser(t.app, hosIdOf('1001'));
    await registerUser(t.app, hosIdOf('1002'), phone);
    expect((await requestCode(t.app, hosIdOf('1003'), phone, 'login')).json().messageKey).toBe(
      'LOGIN001',
    );
  });

  it('checks the password rule and that both entries match (C019)', async () => {
    const phone = uniquePhone();
    const base = { hosId: '1001', phone, code: '123456' };
    const weak = await post(t.app, '/udb/api/register', {
      ...base,
      password: '12345678',
      confirmPassword: '12345678',
    });
    expect(weak.json()).toMatchObject({ messageKey: 'C019', params: { field: 'password' } });
    const mismatch = await post(t.app, '/udb/api/register', {
      ...base,
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.json()).toMatchObject({
      messageKey: 'C019',
      params: { field: 'confirmPassword' },
    });
  });

  it('refuses an unknown or disabled hospital', async () => {
    expect(
      (await requestCode(t.app, hosIdOf('9999'), uniquePhone(), 'register')).json().messageKey,
    ).toBe('HOSPITAL001');
    expect(
      (await requestCode(t.app, hosIdOf('1004'), uniquePhone(), 'register')).json().messageKey,
    ).toBe('HOSPITAL002');
  });
});

describe('sign in and out', () => {
  it('signs the demo account in by password, with the leader flag of its hospital', async () => {
    const res = await post(
      t.app,
      '/uaa/api/login/password',
      { hosId: '1001', ...DEMO },
      { remoteAddress: uniqueIp() },
    );
    expect(res.statusCode).toBe(200);
    expect(loginUserSchema.strict().parse(res.json().data)).toMatchObject({
      mobile: '138****0001',
      leader: '1',
    });
  });

  it('answers LOGIN001 for an unknown phone and LOGIN003 for a wrong password', async () => {
    const unknown = await post(t.app, '/uaa/api/login/password', {
      hosId: '1001',
      phone: uniquePhone(),
      password: DEMO.password,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      messageKey: 'LOGIN001',
      msg: 'This phone number is not registered, please register first',
    });
    const wrong = await post(t.app, '/uaa/api/login/password', {
      hosId: '1001',
      phone: DEMO.phone,
      password: 'Wrong#2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messageKey).toBe('LOGIN003');
    expect(wrong.json()).not.toHaveProperty('data');
  });

  it('signs in by SMS code; the code works once', async () => {
    const { phone } = await registerUser(t.app, hosIdOf('1003'));
    expect((await requestCode(t.app, hosIdOf('1003'), phone, 'login')).statusCode).toBe(200);
    const code = await lastCode(t.app, hosIdOf('1003'), phone);
    const res = await post(t.app, '/uaa/api/login/sms', { hosId: '1003', phone, code });
    expect(loginUserSchema.parse(res.json().data).mobile).toBe(
      `${phone.slice(0, 3)}****${phone.slice(7)}`,
    );
    const again = await post(t.app, '/uaa/api/login/sms', { hosId: '1003', phone, code });
    expect(again.json().messageKey).toBe('LOGIN004');
  });

  it('LOGIN001 for an SMS sign-in of an unknown phone', async () => {
    const res = await post(t.app, '/uaa/api/login/sms', {
      hosId: '1001',
      phone: uniquePhone(),
      code: '123456',
    });
    expect(res.json().messageKey).toBe('LOGIN001');
  });

  it('logout revokes exactly that session', async () => {
    const a = await signIn(t.app, hosIdOf('1002'));
    const b = await signIn(t.app, hosIdOf('1002'));
    const out = await post(t.app, '/uaa/api/logout', {}, { headers: bearer(a) });
    expect(out.json()).toEqual({ code: 0, msg: 'success', data: null });
    expect((await me(a, hosIdOf('1002'))).json()).toMatchObject({ code: 401, messageKey: 'C024' });
    expect((await post(t.app, '/uaa/api/logout', {}, { headers: bearer(a) })).statusCode).toBe(401);
    expect(currentUserSchema.parse((await me(b, hosIdOf('1002'))).json().data).mobile).toBe(
      '138****0001',
    );
  });
});

describe('passwords', () => {
  it('resets a forgotten password with a code and ends every session', async () => {
    const { phone, token } = await registerUser(t.app, hosIdOf('1001'));
    const ip = uniqueIp();
    expect((await requestCode(t.app, hosIdOf('1001'), phone, 'reset', ip)).statusCode).toBe(200);
    const code = await lastCode(t.app, hosIdOf('1001'), phone);
    const password = 'Reset$2026';
    const res = await post(
      t.app,
      '/udb/api/password/reset',
      { hosId: '1001', phone, code, password, confirmPassword: password },
      { remoteAddress: ip },
    );
    expect(res.json()).toEqual({ code: 0, msg: 'success', data: null });
    expect((await me(token)).statusCode).toBe(401);
    const old = await post(t.app, '/uaa/api/login/password', {
      hosId: '1001',
      phone,
      password: NEW_PASSWORD,
    });
    expect(old.json().messageKey).toBe('LOGIN003');
    await signIn(t.app, hosIdOf('1001'), phone, password);
  });

  it('refuses a reset code for an unknown phone (LOGIN001) and a wrong reset code (LOGIN004)', async () => {
    expect(
      (await requestCode(t.app, hosIdOf('1001'), uniquePhone(), 'reset')).json().messageKey,
    ).toBe('LOGIN001');
    const { phone } = await registerUser(t.app, hosIdOf('1001'));
    const res = await post(t.app, '/udb/api/password/reset', {
      hosId: '1001',
      phone,
      code: '000000',
      password: 'Reset$2026',
      confirmPassword: 'Reset$2026',
    });
    expect(res.json().messageKey).toBe('LOGIN004');
  });

  it('changes the password with the old one (mode 3): no session survives, the new password signs in', async () => {
    const { phone, token } = await registerUser(t.app, hosIdOf('1003'));
    const other = await signIn(t.app, hosIdOf('1003'), phone, NEW_PASSWORD);
    const body = {
      hosId: '1003',
      oldPassword: 'Wrong#2026',
      password: 'Change&2026',
      confirmPassword: 'Change&2026',
    };
    const wrong = await post(t.app, '/udb/api/password/change', body, { headers: bearer(token) });
    expect(wrong.json().messageKey).toBe('LOGIN003');
    expect((await me(token, hosIdOf('1003'))).statusCode).toBe(200);

    const res = await post(
      t.app,
      '/udb/api/password/change',
      { ...body, oldPassword: NEW_PASSWORD },
      { headers: bearer(token) },
    );
    expect(res.json()).toEqual({ code: 0, msg: 'success', data: null });
    expect((await me(token, hosIdOf('1003'))).statusCode).toBe(401);
    expect((await me(other, hosIdOf('1003'))).statusCode).toBe(401);
    await signIn(t.app, hosIdOf('1003'), phone, 'Change&2026');
  });

  it('change needs a signed-in user', async () => {
    const res = await post(t.app, '/udb/api/password/change', {
      hosId: '1001',
      oldPassword: 'x',
      password: 'Change&2026',
      confirmPassword: 'Change&2026',
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });
});
