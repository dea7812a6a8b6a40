import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginUserSchema, noticeDocumentSchema, type HosId, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  NEW_PASSWORD,
  get,
  lastCode,
  post,
  requestCode,
  uniqueIp,
  uniquePhone,
} from '../../../test/auth-helpers.ts';
import { warnHospitalsWithoutAgreements } from '../notice-documents/notice-documents.service.ts';

/**
 * Registration rules (docs/accounts.md): an account is created only by accepting the hospital's user service
 * agreement and privacy policy, and asks for a password only where the hospital signs in by password.
 */
let t: TestApp;
/** An enabled hospital that has published no documents, and a disabled one (no config: both sign-in modes). */
const BARE = hosIdOf('1091');
const CLOSED = hosIdOf('1092');
beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insertInto('hospital')
    .values([
      { hos_id: BARE, hos_name: 'Hillside Clinic', logo: null, theme: '{}' },
      { hos_id: CLOSED, hos_name: 'Closed Clinic', enabled: false, logo: null, theme: '{}' },
    ])
    .execute();
});
afterAll(async () => t.close());

const users = (hosId: HosId, phone: string) =>
  t.db
    .selectFrom('app_user')
    .select('user_id')
    .where('hos_id', '=', hosId)
    .where('phone', '=', phone)
    .execute();

describe('the agreements registration accepts', () => {
  it.each(['1001', '1002', '1003'])(
    'demo hospital %s publishes its user service agreement and privacy policy, in English and Chinese',
    async (hosId) => {
      for (const docType of ['USER_SERVICE', 'USER_PRIVACY']) {
        const en = await get(t.app, `/platform/api/notice/info?hosId=${hosId}&docType=${docType}`);
        expect(en.statusCode, en.body).toBe(200);
        const zh = await get(t.app, `/platform/api/notice/info?hosId=${hosId}&docType=${docType}`, {
          headers: { 'accept-language': 'zh-CN' },
        });
        expect(noticeDocumentSchema.parse(zh.json().data).title).not.toBe(
          noticeDocumentSchema.parse(en.json().data).title,
        );
      }
    },
  );

  it('a hospital without them refuses registration (LOGIN009): no code is sent and no account is created', async () => {
    const phone = uniquePhone();
    const sent = await requestCode(t.app, BARE, phone, 'register');
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({ messageKey: 'LOGIN009' });
    const res = await post(t.app, '/udb/api/register', {
      hosId: BARE,
      phone,
      code: '123456',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ messageKey: 'LOGIN009' });
    expect(await users(BARE, phone)).toEqual([]);
  });

  it('the start-up check warns once, naming each enabled hospital without them and what it lacks', async () => {
    const warnings: { obj: unknown; msg: string }[] = [];
    await warnHospitalsWithoutAgreements(t.db, {
      warn: (obj: unknown, msg: string) => warnings.push({ obj, msg }),
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.obj).toEqual({
      hospitals: [
        { hosId: BARE, hosName: 'Hillside Clinic', missing: ['USER_SERVICE', 'USER_PRIVACY'] },
      ],
    });
    expect(warnings[0]!.msg).toContain(`${BARE} Hillside Clinic (USER_SERVICE, USER_PRIVACY)`);
    expect(warnings[0]!.msg).not.toContain(CLOSED);
  });

  it('no warning once every enabled hospital has published them', async () => {
    const { db } = t;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('notice_document')
        .values(
          ['USER_SERVICE', 'USER_PRIVACY'].map((docType) => ({
            hos_id: BARE,
            doc_type: docType,
            version: 1,
            title: docType,
            content: '<p>Terms</p>',
          })),
        )
        .execute();
      const warnings: unknown[] = [];
      await warnHospitalsWithoutAgreements(trx, { warn: (obj: unknown) => warnings.push(obj) });
      expect(warnings).toEqual([]);
      // Only this check sees the documents: the other tests keep a hospital without them.
      await trx.deleteFrom('notice_document').where('hos_id', '=', BARE).execute();
    });
  });
});

describe('a password only where the hospital signs in by password', () => {
  const register = (body: object, ip: string) =>
    post(t.app, '/udb/api/register', body, { remoteAddress: ip });

  it('1002 signs in by code only: registration takes phone and code, and the account signs in by code', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    expect((await requestCode(t.app, hosIdOf('1002'), phone, 'register', ip)).statusCode).toBe(200);
    const code = await lastCode(t.app, hosIdOf('1002'), phone);
    // A password is refused, not silently dropped: the patient would believe it signs in. The code is not used up.
    const withPassword = await register(
      { hosId: '1002', phone, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      ip,
    );
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json()).toMatchObject({ messageKey: 'LOGIN010' });
    expect(await users(hosIdOf('1002'), phone)).toEqual([]);

    const res = await register({ hosId: '1002', phone, code }, ip);
    expect(res.statusCode, res.body).toBe(200);
    expect(loginUserSchema.parse(res.json().data).mobile).toBe(
      `${phone.slice(0, 3)}****${phone.slice(7)}`,
    );
    // Accepted the documents it was shown.
    const accepted = await t.db
      .selectFrom('notice_acceptance')
      .select('doc_type')
      .where('hos_id', '=', hosIdOf('1002'))
      .where('user_id', '=', res.json().data.platformDetail.userId)
      .orderBy('doc_type')
      .execute();
    expect(accepted.map((a) => a.doc_type)).toEqual(['USER_PRIVACY', 'USER_SERVICE']);

    const signInIp = uniqueIp();
    expect((await requestCode(t.app, hosIdOf('1002'), phone, 'login', signInIp)).statusCode).toBe(
      200,
    );
    const signIn = await post(
      t.app,
      '/uaa/api/login/sms',
      { hosId: '1002', phone, code: await lastCode(t.app, hosIdOf('1002'), phone) },
      { remoteAddress: signInIp },
    );
    expect(signIn.json(), signIn.body).toMatchObject({ code: 0 });
  });

  it('a hospital that signs in by password needs one, entered twice (C018)', async () => {
    const phone = uniquePhone();
    const missing = await register({ hosId: '1001', phone, code: '123456' }, uniqueIp());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ messageKey: 'C018', params: { field: 'password' } });
    const unconfirmed = await register(
      { hosId: '1001', phone, code: '123456', password: NEW_PASSWORD },
      uniqueIp(),
    );
    expect(unconfirmed.json()).toMatchObject({
      messageKey: 'C018',
      params: { field: 'confirmPassword' },
    });
    expect(await users(hosIdOf('1001'), phone)).toEqual([]);
  });
});
