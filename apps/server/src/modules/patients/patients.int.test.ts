import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { patientSchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, registerUser, signIn } from '../../../test/auth-helpers.ts';
import {
  UNMASKED,
  addPatient,
  addPatientOk,
  badCheck,
  idCard,
  linkPatientOk,
} from '../../../test/patient-helpers.ts';

/** Step 4: list, add, edit, set the default and unbind linked patients. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const list = async (token: string, hosId = hosIdOf('1001')) => {
  const res = await get(t.app, `/patient/api/patient/list?hosId=${hosId}`, {
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toMatch(UNMASKED);
  return res.json().data.map((p: unknown) => patientSchema.strict().parse(p));
};
const act = (
  token: string,
  what: 'default' | 'unbind' | 'update',
  body: object,
  hosId = hosIdOf('1001'),
) => post(t.app, `/patient/api/patient/${what}`, { hosId, ...body }, { headers: bearer(token) });

async function defaultsInDb(userId: string) {
  return t.db
    .selectFrom('patient')
    .select('patient_id')
    .where('hos_id', '=', hosIdOf('1001'))
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .where('unbound_at', 'is', null)
    .execute();
}

describe('the demo account', () => {
  it('lists self (default), a parent and a child, masked, with their cards', async () => {
    const patients = await list(await signIn(t.app, hosIdOf('1001')));
    expect(patients.map((p: { patientName: string }) => p.patientName)).toEqual([
      'Wang Jianguo',
      'Liu Guifang',
      'Wang Xiaoyu',
    ]);
    const [self, parent, child] = patients;
    expect(self).toMatchObject({
      defaultState: '1',
      certType: 0,
      patientIdCardNo: '330***********0314',
      patientPhone: '138****0001',
      relation: 0,
      sex: 1,
      birthDate: '1986-04-15',
      outCardNo: '********',
      outCardId: 'C1001-01',
      patOutCardNoEncrypt: 'C1001-01',
      overdueState: '0',
      inCardNo: '********',
      inCardId: 'C1001-02',
      patInCardNoEncrypt: 'C1001-02',
      inOverdueState: '0',
      cardTypeName: 'clinic card',
    });
    expect(parent).toMatchObject({
      defaultState: '0',
      relation: 1,
      sex: 2,
      outCardId: 'C1001-03',
      inCardNo: '',
      inCardId: '',
    });
    expect(child).toMatchObject({
      relation: 2,
      overdueState: '1',
      cardTypeName: 'electronic health card',
    });
  });

  it('a child of the pediatric hospital 1002 is under 14', async () => {
    const patients = await list(await signIn(t.app, hosIdOf('1002')), hosIdOf('1002'));
    const child = patients.find((p: { relation: number }) => p.relation === 2);
    expect(new Date().getUTCFullYear() - Number(child.birthDate.slice(0, 4))).toBeLessThan(14);
  });
});

describe('addPatient', () => {
  it('derives sex and birth date from an ID card; the first patient becomes the default', async () => {
    const { token } = await registerUser(t.app, hosIdOf('1001'));
    expect(await list(token)).toEqual([]);
    const certNo = idCard('19750620', 212);
    const res = await addPatient(t.app, token, hosIdOf('1001'), {
      patientName: 'Zhou Lan',
      certNo,
      phone: '13655556666',
      relation: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(UNMASKED);
    expect(patientSchema.strict().parse(res.json().data)).toMatchObject({
      defaultState: '1',
      sex: 2,
      birthDate: '1975-06-20',
      patientIdCardNo: `330***********${certNo.slice(-4)}`,
      patientPhone: '136****6666',
      outCardNo: '',
      outCardId: '',
      overdueState: '0',
    });
    const second = await addPatientOk(t.app, token, hosIdOf('1001'));
    expect(
      (await list(token)).map((p: { patientId: string; defaultState: string }) => [
        p.patientId === second,
        p.defaultState,
      ]),
    ).toEqual([
      [false, '1'],
      [true, '0'],
    ]);
  });

  it("a person the HIS has cards for sees them once linked (with the code sent to the hospital's phone)", async () => {
    const { token } = await registerUser(t.app, hosIdOf('1001'));
    const id = await linkPatientOk(
      t.app,
      token,
      hosIdOf('1001'),
      { patientName: 'Chen Li', certNo: '330106199203140267' },
      '13800000021',
    );
    expect(
      (await list(token)).find((p: { patientId: string }) => p.patientId === id),
    ).toMatchObject({
      outCardNo: '********',
      outCardId: 'C1001-05',
      sex: 2,
      birthDate: '1992-03-14',
    });
  });

  it('stores a lowercase x check character as X', async () => {
    const { token, userId } = await registerUser(t.app, hosIdOf('1003'));
    await linkPatientOk(
      t.app,
      token,
      hosIdOf('1003'),
      { patientName: 'Huang Haoran', certNo: '42010620121005019x' },
      '13800000001',
    );
    const row = await t.db
      .selectFrom('patient')
      .select('cert_no')
      .where('hos_id', '=', hosIdOf('1003'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.cert_no).toBe('42010620121005019X');
  });

  it('refuses an ID number with a wrong check character or an impossible date (C019)', async () => {
    const { token } = await registerUser(t.app, hosIdOf('1001'));
    for (const certNo of [badCheck(idCard('19800101')), '330106198002300011', idCard('20990101')]) {
      const res = await addPatient(t.app, token, hosIdOf('1001'), { certNo });
      expect(res.json(), certNo).toMatchObject({
        code: 400,
        messageKey: 'C019',
        params: { field: 'certNo' },
      });
    }
  });

  it('other certificates must state sex and a real birth date', async () => {
    const { token } = await registerUser(t.app, hosIdOf('1001'));
    const passport = { certType: 1, certNo: 'E98765432' };
    expect(
      (
        await addPatient(t.app, token, hosIdOf('1001'), { ...passport, birthDate: '1990-01-01' })
      ).json(),
    ).toMatchObject({ messageKey: 'C018', params: { field: 'sex' } });
    expect(
      (await addPatient(t.app, token, hosIdOf('1001'), { ...passport, sex: 1 })).json(),
    ).toMatchObject({
      messageKey: 'C018',
      params: { field: 'birthDate' },
    });
    expect(
      (
        await addPatient(t.app, token, hosIdOf('1001'), {
          ...passport,
          sex: 1,
          birthDate: '1990-02-30',
        })
      ).json().messageKey,
    ).toBe('C019');
    const ok = await addPatient(t.app, token, hosIdOf('1001'), {
      ...passport,
      sex: 1,
      birthDate: '1990-02-28',
    });
    expect(ok.json().data).toMatchObject({
      certType: 1,
      patientIdCardNo: 'E98**5432',
      sex: 1,
      birthDate: '1990-02-28',
    });
  });

  it('PATIENT006 for a person already linked; allowed again after unbinding', async () => {
    const { token } = await registerUser(t.app, hosIdOf('1001'));
    const certNo = idCard('19660909');
    const id = await addPatientOk(t.app, token, hosIdOf('1001'), { certNo });
    const dup = await addPatient(t.app, token, hosIdOf('1001'), {
      certNo,
      patientName: 'Someone Else',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().messageKey).toBe('PATIENT006');
    expect((await act(token, 'unbind', { patientId: id })).json().code).toBe(0);
    await addPatientOk(t.app, token, hosIdOf('1001'), { certNo });
  });

  it("PATIENT005 past the hospital's maxPatients (PATIENT config; 4 at 1002)", async () => {
    const { token } = await registerUser(t.app, hosIdOf('1002'));
    for (let i = 0; i < 4; i++) await addPatientOk(t.app, token, hosIdOf('1002'));
    const res = await addPatient(t.app, token, hosIdOf('1002'));
    expect(res.json()).toMatchObject({
      messageKey: 'PATIENT005',
      params: { max: 4 },
      msg: 'You can link at most 4 patients',
    });
  });
});

describe("the hospital's certificate types (config certificateTypes)", () => {
  const taiwanPermit = { certType: 2, certNo: 'TW12345678', sex: 1, birthDate: '1990-02-28' };

  it('1002 (0, 1, 4) refuses a Taiwan permit and a foreigner residence permit with PATIENT017, adding nothing', async () => {
    const { token } = await registerUser(t.app, hosIdOf('1002'));
    for (const certType of [2, 3]) {
      const res = await addPatient(t.app, token, hosIdOf('1002'), { ...taiwanPermit, certType });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        messageKey: 'PATIENT017',
        msg: 'This hospital does not accept this type of certificate for adding a patient',
      });
    }
    const zh = await post(
      t.app,
      '/patient/api/patient/add',
      {
        hosId: hosIdOf('1002'),
        patientName: 'Test',
        phone: '13911112222',
        relation: 3,
        ...taiwanPermit,
      },
      { headers: { ...bearer(token), 'accept-language': 'zh-CN' } },
    );
    expect(zh.json().msg).toBe('本院不支持使用该证件类型添加就诊人');
    expect(await list(token, hosIdOf('1002'))).toEqual([]);
    // The bind code for such a person is refused alike.
    const code = await post(
      t.app,
      '/patient/api/patient/bind-code',
      { hosId: hosIdOf('1002'), patientName: 'Test', certType: 2, certNo: 'TW12345678' },
      { headers: bearer(token) },
    );
    expect(code.json().messageKey).toBe('PATIENT017');
    // Its accepted types are added as before: a Hong Kong/Macau pass.
    await addPatientOk(t.app, token, hosIdOf('1002'), {
      ...taiwanPermit,
      certType: 4,
      certNo: 'H12345678',
    });
  });

  it('1001 (all five) adds the same Taiwan permit', async () => {
    const { token } = await registerUser(t.app, hosIdOf('1001'));
    await addPatientOk(t.app, token, hosIdOf('1001'), taiwanPermit);
  });
});

describe('updatePatient', () => {
  it('changes name, phone and relation, answering the masked patient', async () => {
    const { token } = await registerUser(t.app, hosIdOf('1001'));
    const id = await addPatientOk(t.app, token, hosIdOf('1001'));
    const res = await act(token, 'update', {
      patientId: id,
      patientName: 'New Name',
      phone: '13577778888',
      relation: 4,
    });
    expect(res.json().data).toMatchObject({
      patientId: id,
      patientName: 'New Name',
      patientPhone: '135****8888',
      relation: 4,
    });
    expect(res.body).not.toMatch(UNMASKED);
  });

  it('PATIENT004 for an unknown id', async () => {
    const { token } = await registerUser(t.app, hosIdOf('1001'));
    expect(
      (await act(token, 'update', { patientId: 'no-such-patient', relation: 1 })).json().messageKey,
    ).toBe('PATIENT004');
  });
});

describe('default and unbind', () => {
  it('switching the default keeps exactly one, and the list leads with it', async () => {
    const { token, userId } = await registerUser(t.app, hosIdOf('1001'));
    const a = await addPatientOk(t.app, token, hosIdOf('1001'));
    const b = await addPatientOk(t.app, token, hosIdOf('1001'));
    const c = await addPatientOk(t.app, token, hosIdOf('1001'));
    for (const id of [c, b, b, a]) {
      expect((await act(token, 'default', { patientId: id })).json()).toEqual({
        code: 0,
        msg: 'success',
        data: null,
      });
      expect((await defaultsInDb(userId)).map((r) => r.patient_id)).toEqual([id]);
      expect((await list(token))[0]).toMatchObject({ patientId: id, defaultState: '1' });
    }
  });

  it('the database refuses a second default', async () => {
    const { token, userId } = await registerUser(t.app, hosIdOf('1001'));
    await addPatientOk(t.app, token, hosIdOf('1001'));
    const b = await addPatientOk(t.app, token, hosIdOf('1001'));
    await expect(
      t.db
        .updateTable('patient')
        .set({ is_default: true })
        .where('hos_id', '=', hosIdOf('1001'))
        .where('patient_id', '=', b)
        .execute(),
    ).rejects.toThrow(/patient_default_uq/);
    expect(await defaultsInDb(userId)).toHaveLength(1);
  });

  it('unbinding the default hands it to the oldest remaining patient', async () => {
    const { token, userId } = await registerUser(t.app, hosIdOf('1001'));
    const a = await addPatientOk(t.app, token, hosIdOf('1001'));
    const b = await addPatientOk(t.app, token, hosIdOf('1001'));
    const c = await addPatientOk(t.app, token, hosIdOf('1001'));
    await act(token, 'default', { patientId: c });
    expect((await act(token, 'unbind', { patientId: c })).json().code).toBe(0);
    expect((await defaultsInDb(userId)).map((r) => r.patient_id)).toEqual([a]);
    expect((await list(token)).map((p: { patientId: string }) => p.patientId)).toEqual([a, b]);
    expect((await act(token, 'unbind', { patientId: c })).json().messageKey).toBe('PATIENT004');
    const cardInfo = await get(
      t.app,
      `/patient/api/card/info?hosId=1001&patientId=${c}&clinicType=1`,
      { headers: bearer(token) },
    );
    expect(cardInfo.json().messageKey).toBe('PATIENT004');
  });

  it('the 10th unbind within 7 days blocks unbinding for 14 days (PATIENT007)', async () => {
    const { token, userId } = await registerUser(t.app, hosIdOf('1001'));
    const ids = [
      await addPatientOk(t.app, token, hosIdOf('1001')),
      await addPatientOk(t.app, token, hosIdOf('1001')),
    ];
    // Eight earlier unbinds over the last 6 days, inserted directly: the 9th and 10th are real calls.
    await t.db
      .insertInto('patient')
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          hos_id: hosIdOf('1001'),
          patient_id: `past-${userId}-${i}`,
          user_id: userId,
          patient_name: 'Past',
          cert_type: 1,
          cert_no: `P${i}`,
          phone: '13900000000',
          relation: 3,
          sex: 1,
          birth_date: '1990-01-01',
          is_default: false,
          unbound_at: sql<Date>`now() - make_interval(hours => ${144 - i * 12})`,
        })),
      )
      .execute();
    expect((await act(token, 'unbind', { patientId: ids[0] })).json().code).toBe(0);
    expect((await act(token, 'unbind', { patientId: ids[1] })).json().code).toBe(0);
    const third = await addPatientOk(t.app, token, hosIdOf('1001'));
    const res = await act(token, 'unbind', { patientId: third });
    expect(res.statusCode).toBe(409);
    expect(res.json().messageKey).toBe('PATIENT007');
    const until = new Date(res.json().params.until).getTime();
    expect(until - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect(until - Date.now()).toBeLessThanOrEqual(14 * 86_400_000);
    expect((await list(token)).map((p: { patientId: string }) => p.patientId)).toEqual([third]);
  });
});
