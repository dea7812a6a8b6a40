import { hosIdOf } from '@portal/shared';
import type { HosId } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestApp, testEnv, type TestApp } from '../../../test/test-app.ts';
import {
  DEMO,
  NEW_PASSWORD,
  get,
  post,
  registerUser,
  requestCode,
  sentSms,
  uniqueIp,
} from '../../../test/auth-helpers.ts';

/**
 * On PGlite and PostgreSQL: the demo SMS outbox hands codes only for demo phones, and exists only in
 * demo mode with DEMO_SMS_OUTBOX. Before, sendVerifyCode + outbox + loginBySms signed anyone in as any phone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const outbox = (app: FastifyInstance, hosId: HosId, phone: string) =>
  get(app, `/udb/api/dev/sms-outbox?hosId=${hosId}&phone=${phone}`);
const codeIn = (res: { json(): { data: { text: string }[] } }) =>
  /\b(\d{4,8})\b/.exec(res.json().data[0]?.text ?? '')?.[1];
const loginBySms = (app: FastifyInstance, hosId: HosId, phone: string, code: string) =>
  post(app, '/uaa/api/login/sms', { hosId, phone, code }, { remoteAddress: uniqueIp() });

describe('the demo SMS outbox in demo mode', () => {
  it('refuses the attack: a code sent to a registered non-demo phone never shows, so no sign-in', async () => {
    const victim = await registerUser(t.app, hosIdOf('1001'));
    const ip = uniqueIp();
    expect((await requestCode(t.app, hosIdOf('1001'), victim.phone, 'login', ip)).statusCode).toBe(
      200,
    );
    // The code was sent (the sandbox adapter holds it) …
    expect((await sentSms(t.app, hosIdOf('1001'), victim.phone))[0]?.text).toMatch(/\d{6}/);
    // … but the outbox answers exactly as for a phone that never got a message: it tells nothing.
    const res = await outbox(t.app, hosIdOf('1001'), victim.phone);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe((await outbox(t.app, hosIdOf('1001'), '13912345678')).body);
    expect(res.json().data).toEqual([]);
    expect(codeIn(res)).toBeUndefined();
    expect(
      (await loginBySms(t.app, hosIdOf('1001'), victim.phone, '000000')).json().messageKey,
    ).toBe('LOGIN004');
  });

  it("serves a demo account's phone: the demo's sign-in by SMS works", async () => {
    expect((await requestCode(t.app, hosIdOf('1002'), DEMO.phone, 'login')).statusCode).toBe(200);
    const code = codeIn(await outbox(t.app, hosIdOf('1002'), DEMO.phone));
    // 1002's codes have 4 digits (LOGIN config smsCodeLength).
    expect(code).toMatch(/^\d{4}$/);
    expect((await loginBySms(t.app, hosIdOf('1002'), DEMO.phone, code!)).json()).toMatchObject({
      code: 0,
      data: { access_token: expect.any(String) },
    });
  });

  it('serves the reserved demo block 13800000000–13800000099, so a visitor can try registration', async () => {
    const phone = '13800000097';
    expect((await requestCode(t.app, hosIdOf('1003'), phone, 'register')).statusCode).toBe(200);
    const code = codeIn(await outbox(t.app, hosIdOf('1003'), phone));
    const res = await post(t.app, '/udb/api/register', {
      hosId: '1003',
      phone,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.json()).toMatchObject({ code: 0 });
    // Just outside the block is an ordinary phone.
    expect((await requestCode(t.app, hosIdOf('1003'), '13800000100', 'register')).statusCode).toBe(
      200,
    );
    expect((await outbox(t.app, hosIdOf('1003'), '13800000100')).json().data).toEqual([]);
  });

  it('does not exist with DEMO_SMS_OUTBOX=false', async () => {
    const app = await buildTestApp(t.db, testEnv({ DEMO_SMS_OUTBOX: false }));
    try {
      const res = await outbox(app, hosIdOf('1001'), DEMO.phone);
      expect(res.statusCode).toBe(404);
      expect(res.json().messageKey).toBe('C021');
    } finally {
      await app.close();
    }
  });
});

describe('outside demo mode (DEMO_MODE=false)', () => {
  let prod: FastifyInstance;
  beforeAll(async () => {
    prod = await buildTestApp(t.db, testEnv({ DEMO_MODE: false }));
  });
  afterAll(async () => prod.close());

  it('has no outbox: 404 C021, and not in the API document', async () => {
    const res = await outbox(prod, hosIdOf('1001'), DEMO.phone);
    expect(res.statusCode).toBe(404);
    expect(res.json().messageKey).toBe('C021');
    expect(
      (await prod.inject({ method: 'GET', url: '/docs/json' })).json().paths,
    ).not.toHaveProperty('/udb/api/dev/sms-outbox');
  });

  it('has no sandbox SMS adapter: a code request answers C030 and no message is written', async () => {
    const phone = '13800000098';
    const res = await requestCode(prod, hosIdOf('1001'), phone, 'register');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      messageKey: 'C030',
      msg: 'Text messages cannot be sent from this portal: no SMS service is configured',
    });
    expect(await sentSms(t.app, hosIdOf('1001'), phone)).toEqual([]);
  });
});
