import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { loginModesOf, usesPasswords, type HosId } from '@portal/shared';
import { listOutbox } from '../src/modules/sms/sms.repository.ts';
import { databaseOf } from './test-app.ts';

/** The seeded demo account of hospitals 1001–1003 (apps/server/demo/<hosId>/accounts.json). */
export const DEMO = { phone: '13800000001', password: 'Demo@2026' } as const;
export const NEW_PASSWORD = 'Better#2027';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh, valid mobile number, so test users never collide. */
export function uniquePhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A client address of its own, so the per-address limits of one flow never spill into another. */
export function uniqueIp(): string {
  const b = () => Math.floor(Math.random() * 250) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

type Method = 'GET' | 'POST';
export interface Call {
  method: Method;
  url: string;
  payload?: object;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export function call(app: FastifyInstance, c: Call) {
  return app.inject({
    method: c.method,
    url: c.url,
    payload: c.payload,
    headers: c.headers,
    remoteAddress: c.remoteAddress ?? '127.0.0.1',
  });
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  extra: Omit<Call, 'method' | 'url' | 'payload'> = {},
) {
  return call(app, { method: 'POST', url, payload, ...extra });
}

export function get(
  app: FastifyInstance,
  url: string,
  extra: Omit<Call, 'method' | 'url' | 'payload'> = {},
) {
  return call(app, { method: 'GET', url, ...extra });
}

export async function signIn(
  app: FastifyInstance,
  hosId: HosId,
  phone: string = DEMO.phone,
  password: string = DEMO.password,
): Promise<string> {
  const res = await post(
    app,
    '/uaa/api/login/password',
    { hosId, phone, password },
    { remoteAddress: uniqueIp() },
  );
  expect(res.json(), `sign in ${phone} at ${hosId}`).toMatchObject({ code: 0 });
  return res.json().data.access_token as string;
}

export function requestCode(
  app: FastifyInstance,
  hosId: HosId,
  phone: string,
  purpose: 'register' | 'login' | 'reset',
  remoteAddress = uniqueIp(),
) {
  return post(app, '/udb/api/verify-code/send', { hosId, phone, purpose }, { remoteAddress });
}

/**
 * What the sandbox SMS adapter "sent" to a phone, newest first, read from its table: the demo outbox call answers
 * only for demo phones, and the tests' phones are not (sms-outbox.int.test.ts tests the call itself).
 */
export async function sentSms(app: FastifyInstance, hosId: HosId, phone: string) {
  const rows = await listOutbox(databaseOf(app), hosId, phone, 20);
  return rows.map((r) => ({ text: r.text, sentAt: new Date(r.created_at).toISOString() }));
}

/** The newest code the sandbox SMS adapter "sent" to a phone. */
export async function lastCode(app: FastifyInstance, hosId: HosId, phone: string): Promise<string> {
  const text = (await sentSms(app, hosId, phone))[0]?.text ?? '';
  // As many digits as the hospital's codes have (config smsCodeLength, 4 to 8).
  const code = /\b(\d{4,8})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox of ${phone}`);
  return code;
}

/** Whether the hospital signs in by password, so registering there takes one (docs/accounts.md). */
async function takesPassword(app: FastifyInstance, hosId: HosId): Promise<boolean> {
  const row = await databaseOf(app)
    .selectFrom('config_item')
    .select('config_value')
    .where('hos_id', '=', hosId)
    .where('config_type', '=', 'LOGIN')
    .where('config_key', '=', 'loginModes')
    .executeTakeFirst();
  return usesPasswords(loginModesOf(row?.config_value));
}

/**
 * Registers a new account through the real calls (code from the outbox) and returns its token; with `password` where
 * the hospital signs in by password, by phone and code alone where it signs in by code only.
 * `ip`: the address it registers from, which becomes one the account has signed in from.
 */
export async function registerUser(
  app: FastifyInstance,
  hosId: HosId,
  phone = uniquePhone(),
  password = NEW_PASSWORD,
  ip = uniqueIp(),
) {
  expect((await requestCode(app, hosId, phone, 'register', ip)).statusCode).toBe(200);
  const code = await lastCode(app, hosId, phone);
  const secret = (await takesPassword(app, hosId)) ? { password, confirmPassword: password } : {};
  const res = await post(
    app,
    '/udb/api/register',
    { hosId, phone, code, ...secret },
    { remoteAddress: ip },
  );
  expect(res.json(), `register ${phone}`).toMatchObject({ code: 0 });
  return {
    phone,
    token: res.json().data.access_token as string,
    userId: res.json().data.platformDetail.userId as string,
  };
}
