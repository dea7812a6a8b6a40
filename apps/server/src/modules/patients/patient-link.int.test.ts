import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, lastCode, post, registerUser, uniqueIp } from '../../../test/auth-helpers.ts';
import {
  addPatient,
  addPatientOk,
  idCard,
  requestBindCode,
} from '../../../test/patient-helpers.ts';

/**
 * Card takeover by ID number: a certificate the hospital has a record of links only with the
 * record's name and the hospital's proof — the SMS code sent to the phone it holds (1001, 1003) or the card's PIN
 * (1002). A certificate without a record is added without cards.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Wang Jianguo, the demo account's own patient at 1001: cards C1001-01 (¥200) and C1001-02; the HIS holds 13800000001. */
const WANG = { patientName: 'Wang Jianguo', certNo: '330106198604150314' };
const WANG_PHONE = '13800000001';
const CHEN_LI = { patientName: 'Chen Li', certNo: '330106199203140267' };
const CHEN_LI_PHONE = '13800000021';

const rowsOf = (userId: string) =>
  t.db
    .selectFrom('patient')
    .select(['patient_id', 'his_linked_at', 'link_proof'])
    .where('user_id', '=', userId)
    .execute();
const outboxCount = async (phone: string) =>
  (await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute()).length;

describe("the attack of the issue: a second account adds Wang Jianguo's ID number at 1001", () => {
  it('any other name is refused on the name field (PATIENT008): no patient, no card, no code sent', async () => {
    const stranger = await registerUser(t.app, hosIdOf('1001'));
    const sent = await outboxCount(WANG_PHONE);
    const res = await addPatient(t.app, stranger.token, hosIdOf('1001'), {
      ...WANG,
      patientName: 'Mallory',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      messageKey: 'PATIENT008',
      params: { field: 'patientName' },
    });
    expect(res.json()).not.toHaveProperty('data');
    const code = await requestBindCode(t.app, stranger.token, hosIdOf('1001'), {
      ...WANG,
      patientName: 'Mallory',
    });
    expect(code.json()).toMatchObject({ code: 400, messageKey: 'PATIENT008' });
    expect(await rowsOf(stranger.userId)).toEqual([]);
    expect(await outboxCount(WANG_PHONE)).toBe(sent);
  });

  it('the right name (any case and spacing) without proof asks for the code sent to the masked phone (PATIENT009); nothing is linked', async () => {
    const stranger = await registerUser(t.app, hosIdOf('1001'));
    const res = await addPatient(t.app, stranger.token, hosIdOf('1001'), {
      ...WANG,
      patientName: '  wang   JIANGUO ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      messageKey: 'PATIENT009',
      params: { proof: 'sms', phone: '138****0001' },
    });
    expect(await rowsOf(stranger.userId)).toEqual([]);
  });

  it('a wrong code is refused (LOGIN004) and links nothing; the right code links the person with the cards, once', async () => {
    const stranger = await registerUser(t.app, hosIdOf('1001'));
    const sent = await requestBindCode(t.app, stranger.token, hosIdOf('1001'), WANG);
    expect(sent.json()).toMatchObject({
      code: 0,
      data: { phone: '138****0001', expiresIn: 300, resendIn: 60 },
    });
    const code = await lastCode(t.app, hosIdOf('1001'), WANG_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await addPatient(t.app, stranger.token, hosIdOf('1001'), {
      ...WANG,
      verifyCode: wrong,
    });
    expect(refused.json()).toMatchObject({ code: 400, messageKey: 'LOGIN004' });
    expect(await rowsOf(stranger.userId)).toEqual([]);

    const linked = await addPatient(t.app, stranger.token, hosIdOf('1001'), {
      ...WANG,
      verifyCode: code,
    });
    expect(linked.json()).toMatchObject({
      code: 0,
      data: { outCardId: 'C1001-01', inCardId: 'C1001-02', outCardNo: '********' },
    });
    expect(await rowsOf(stranger.userId)).toEqual([
      expect.objectContaining({ link_proof: 'sms', his_linked_at: expect.any(Date) }),
    ]);

    // Single use: after unbinding, the same code does not link again.
    const patientId = linked.json().data.patientId as string;
    await t.app.inject({
      method: 'POST',
      url: '/patient/api/patient/unbind',
      payload: { hosId: '1001', patientId },
      headers: bearer(stranger.token),
    });
    const again = await addPatient(t.app, stranger.token, hosIdOf('1001'), {
      ...WANG,
      verifyCode: code,
    });
    expect(again.json()).toMatchObject({ code: 400, messageKey: 'LOGIN004' });
  });

  it('a code is bound to the account that asked for it: another account cannot use it', async () => {
    const [asker, other] = [
      await registerUser(t.app, hosIdOf('1001')),
      await registerUser(t.app, hosIdOf('1001')),
    ];
    expect((await requestBindCode(t.app, asker.token, hosIdOf('1001'), CHEN_LI)).json().code).toBe(
      0,
    );
    const code = await lastCode(t.app, hosIdOf('1001'), CHEN_LI_PHONE);
    expect(
      (
        await addPatient(t.app, other.token, hosIdOf('1001'), { ...CHEN_LI, verifyCode: code })
      ).json(),
    ).toMatchObject({ messageKey: 'LOGIN004' });
    expect(await rowsOf(other.userId)).toEqual([]);
    // The asker's code is untouched by the other account's try.
    const linked = await addPatient(t.app, asker.token, hosIdOf('1001'), {
      ...CHEN_LI,
      verifyCode: code,
    });
    expect(linked.json()).toMatchObject({ code: 0, data: { outCardId: 'C1001-05' } });
  });

  it('a certificate the hospital has no record of is added without cards and needs no code (PATIENT016 if one is asked)', async () => {
    const stranger = await registerUser(t.app, hosIdOf('1001'));
    const person = { patientName: 'Nobody Known', certNo: idCard('19900101') };
    const res = await addPatient(t.app, stranger.token, hosIdOf('1001'), person);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { outCardId: '', inCardId: '', outCardNo: '' },
    });
    expect(await rowsOf(stranger.userId)).toEqual([
      expect.objectContaining({ his_linked_at: null, link_proof: null }),
    ]);
    expect(
      (await requestBindCode(t.app, stranger.token, hosIdOf('1001'), person)).json(),
    ).toMatchObject({
      code: 409,
      messageKey: 'PATIENT016',
    });
  });

  it('a row of the person without a proven link (e.g. made before migration 0008 under another name) reaches no card', async () => {
    const stranger = await registerUser(t.app, hosIdOf('1001'));
    const patientId = await addPatientOk(t.app, stranger.token, hosIdOf('1001'), {
      patientName: 'Mallory',
      certNo: idCard('19700101'),
    });
    // The certificate changed to Wang's behind the service's back: exactly what an unproven pre-0008 link looks like.
    await t.db
      .updateTable('patient')
      .set({ cert_no: WANG.certNo })
      .where('patient_id', '=', patientId)
      .execute();
    const h = bearer(stranger.token);
    const info = await get(
      t.app,
      `/patient/api/card/info?hosId=1001&patientId=${patientId}&clinicType=1`,
      { headers: h },
    );
    expect(info.json()).toMatchObject({
      code: 0,
      data: { code: 2, cardId: '', cardBalance: null },
    });
    const balance = await t.app.inject({
      method: 'POST',
      url: '/patient/api/card/balance',
      payload: { hosId: '1001', patientId, clinicType: 1 },
      headers: h,
    });
    expect(balance.json()).toMatchObject({ code: 404, messageKey: 'C002' });
    const list = await get(t.app, '/patient/api/patient/list?hosId=1001', { headers: h });
    expect(list.json().data[0]).toMatchObject({ outCardId: '', inCardId: '' });
  });
});

describe('PIN proof (1002: PATIENT bindProof = pin)', () => {
  const SUN_LELE = { patientName: 'Sun Lele', certNo: '330105201905260486' };

  it('asks for the PIN (PATIENT010), refuses a wrong one (PATIENT011), links with the right one', async () => {
    const stranger = await registerUser(t.app, hosIdOf('1002'));
    expect(
      (await addPatient(t.app, stranger.token, hosIdOf('1002'), SUN_LELE)).json(),
    ).toMatchObject({
      code: 400,
      messageKey: 'PATIENT010',
      params: { proof: 'pin' },
    });
    expect(
      (await requestBindCode(t.app, stranger.token, hosIdOf('1002'), SUN_LELE)).json(),
    ).toMatchObject({
      code: 400,
      messageKey: 'PATIENT010',
    });
    expect(
      (
        await addPatient(t.app, stranger.token, hosIdOf('1002'), { ...SUN_LELE, pin: '000000' })
      ).json(),
    ).toMatchObject({ code: 400, messageKey: 'PATIENT011' });
    expect(
      (
        await addPatient(t.app, stranger.token, hosIdOf('1002'), {
          ...SUN_LELE,
          patientName: 'Mallory',
          pin: '112233',
        })
      ).json(),
    ).toMatchObject({ messageKey: 'PATIENT008' });
    expect(await rowsOf(stranger.userId)).toEqual([]);
    const linked = await addPatient(t.app, stranger.token, hosIdOf('1002'), {
      ...SUN_LELE,
      pin: '112233',
    });
    expect(linked.json()).toMatchObject({
      code: 0,
      data: { outCardId: 'C1002-01', inCardId: 'C1002-02' },
    });
    expect(await rowsOf(stranger.userId)).toEqual([expect.objectContaining({ link_proof: 'pin' })]);
  });
});

describe('guessing the registered name', () => {
  it('is throttled per person and address like sign-in failures (429), and links nothing', async () => {
    const stranger = await registerUser(t.app, hosIdOf('1001'));
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12 && !statuses.includes(429); i++) {
      const res = await post(
        t.app,
        '/patient/api/patient/add',
        {
          hosId: '1001',
          ...CHEN_LI,
          patientName: `Guess ${i}`,
          certType: 0,
          phone: '13911112222',
          relation: 5,
        },
        { headers: bearer(stranger.token), remoteAddress: ip },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
    // Even the right name is refused from that address while it waits: the guesser learns nothing more.
    const right = await post(
      t.app,
      '/patient/api/patient/add',
      { hosId: '1001', ...CHEN_LI, certType: 0, phone: '13911112222', relation: 5 },
      { headers: bearer(stranger.token), remoteAddress: ip },
    );
    expect(right.statusCode).toBe(429);
    expect(await rowsOf(stranger.userId)).toEqual([]);
  });
});
