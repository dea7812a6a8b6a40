import { hosIdOf } from '@portal/shared';
import type { HosId } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, call, registerUser, signIn, type Call } from '../../../test/auth-helpers.ts';
import { UNMASKED, addPatientOk, idCard, linkPatientOk } from '../../../test/patient-helpers.ts';

/**
 * "Object-level authorization everywhere": a matrix that tries each patient and card call with
 * another user's patient and another hospital's, and gets nothing back — answered exactly as an unknown id.
 */
let t: TestApp;
let demo1001: string;
let other: { token: string; userId: string; patientId: string };
let patient1002: string;
let own1001: string;
/** Chen Li: a 1001 card holder no demo account holds; the hospital holds a demo phone for her (his.json). */
const CHEN_LI = '330106199203140267';
const CHEN_LI_PHONE = '13800000021';
beforeAll(async () => {
  t = await createTestApp();
  demo1001 = await signIn(t.app, hosIdOf('1001'));
  const b = await registerUser(t.app, hosIdOf('1001'));
  // Another user of the same hospital, holding a person the HIS has cards for.
  other = {
    ...b,
    patientId: await linkPatientOk(
      t.app,
      b.token,
      hosIdOf('1001'),
      { patientName: 'Chen Li', certNo: CHEN_LI },
      CHEN_LI_PHONE,
    ),
  };
  const firstOf = async (hosId: HosId, relation: number) =>
    (
      await t.db
        .selectFrom('patient')
        .select('patient_id')
        .where('hos_id', '=', hosId)
        .where('relation', '=', relation)
        .orderBy('created_at')
        .executeTakeFirstOrThrow()
    ).patient_id;
  patient1002 = await firstOf(hosIdOf('1002'), 0);
  own1001 = await firstOf(hosIdOf('1001'), 2);
});
afterAll(async () => t.close());

/** Every call that names a patient, for hospital `hosId` and patient `id`. */
const patientCallsFor = (hosId: HosId, id: string): [string, Call][] => [
  [
    'updatePatient',
    {
      method: 'POST',
      url: '/patient/api/patient/update',
      payload: { hosId, patientId: id, patientName: 'Taken Over', phone: '13900001111' },
    },
  ],
  [
    'setDefaultPatient',
    { method: 'POST', url: '/patient/api/patient/default', payload: { hosId, patientId: id } },
  ],
  [
    'unbindPatient',
    { method: 'POST', url: '/patient/api/patient/unbind', payload: { hosId, patientId: id } },
  ],
  [
    'getPatientAccessLog',
    { method: 'GET', url: `/patient/api/patient/access-log?hosId=${hosId}&patientId=${id}` },
  ],
  [
    'getCardInfoByCondition(1)',
    { method: 'GET', url: `/patient/api/card/info?hosId=${hosId}&patientId=${id}&clinicType=1` },
  ],
  [
    'getCardInfoByCondition(2)',
    { method: 'GET', url: `/patient/api/card/info?hosId=${hosId}&patientId=${id}&clinicType=2` },
  ],
  [
    'getCardBalance',
    {
      method: 'POST',
      url: '/patient/api/card/balance',
      payload: { hosId, patientId: id, clinicType: 1 },
    },
  ],
  [
    'obtainCardBalanceUpV2',
    {
      method: 'POST',
      url: '/patient/api/obtainCardBalanceUpV2',
      payload: { hosId, patientId: id, clinicType: 1 },
    },
  ],
  [
    'checkCardNoV2',
    { method: 'POST', url: '/patient/api/checkCardNoV2', payload: { hosId, patId: id } },
  ],
];

const NAMES = patientCallsFor(hosIdOf('1001'), '').map(([name]) => name);
const as = (token: string, c: Call) => call(t.app, { ...c, headers: bearer(token) });

describe("another user's patient at the same hospital", () => {
  it.each(NAMES)('%s answers PATIENT004 like an unknown id', async (name) => {
    const theirs = patientCallsFor(hosIdOf('1001'), other.patientId).find(([n]) => n === name)![1];
    const unknown = patientCallsFor(hosIdOf('1001'), 'no-such-patient').find(
      ([n]) => n === name,
    )![1];
    const res = await as(demo1001, theirs);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 404,
      msg: 'This patient does not exist',
      messageKey: 'PATIENT004',
      params: {},
    });
    expect(res.json()).toEqual((await as(demo1001, unknown)).json());
    expect(res.body).not.toContain('Chen Li');
  });

  it('left their patient untouched and logged nothing under it for the intruder', async () => {
    const row = await t.db
      .selectFrom('patient')
      .select(['patient_name', 'phone', 'is_default', 'unbound_at'])
      .where('hos_id', '=', hosIdOf('1001'))
      .where('patient_id', '=', other.patientId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      patient_name: 'Chen Li',
      phone: '13911112222',
      is_default: true,
      unbound_at: null,
    });
    const intruder = await t.db
      .selectFrom('patient_access_log')
      .select('action')
      .where('hos_id', '=', hosIdOf('1001'))
      .where('patient_id', '=', other.patientId)
      .where('user_id', '!=', other.userId)
      .execute();
    expect(intruder).toEqual([]);
  });

  it('lists never mix: each user sees only their own patients', async () => {
    const mine = (
      await as(demo1001, { method: 'GET', url: '/patient/api/patient/list?hosId=1001' })
    ).json().data;
    const theirs = (
      await as(other.token, { method: 'GET', url: '/patient/api/patient/list?hosId=1001' })
    ).json().data;
    expect(theirs.map((p: { patientId: string }) => p.patientId)).toEqual([other.patientId]);
    expect(mine.map((p: { patientId: string }) => p.patientId)).not.toContain(other.patientId);
    const log = (
      await as(other.token, { method: 'GET', url: '/patient/api/patient/access-log?hosId=1001' })
    ).json().data;
    expect(log.every((e: { patientName: string }) => e.patientName === 'Chen Li')).toBe(true);
  });

  it('adding the same person is allowed for another account that proves the link: links are per account', async () => {
    await linkPatientOk(
      t.app,
      demo1001,
      hosIdOf('1001'),
      { patientName: 'Chen Li', certNo: CHEN_LI, relation: 5 },
      CHEN_LI_PHONE,
    );
  });
});

describe("another hospital's patient", () => {
  it.each(NAMES)(
    '%s: a 1002 patient id at 1001 is PATIENT004, at 1002 a 1001 token is 401',
    async (name) => {
      const here = patientCallsFor(hosIdOf('1001'), patient1002).find(([n]) => n === name)![1];
      const res = await as(demo1001, here);
      expect(res.json()).toMatchObject({ code: 404, messageKey: 'PATIENT004' });
      expect(res.json()).not.toHaveProperty('data');
      const there = patientCallsFor(hosIdOf('1002'), patient1002).find(([n]) => n === name)![1];
      const refused = await as(demo1001, there);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).not.toHaveProperty('data');
    },
  );
});

describe('masking in every patient and card answer', () => {
  it('no full ID number, phone or card number in any response body', async () => {
    const id = await addPatientOk(t.app, demo1001, hosIdOf('1001'), {
      certNo: idCard('19591111'),
      phone: '13722223333',
    });
    const bodies: string[] = [];
    bodies.push(
      (await as(demo1001, { method: 'GET', url: '/patient/api/patient/list?hosId=1001' })).body,
    );
    bodies.push(
      (await as(demo1001, { method: 'GET', url: '/patient/api/patient/access-log?hosId=1001' }))
        .body,
    );
    bodies.push((await as(demo1001, { method: 'GET', url: '/uaa/api/me?hosId=1001' })).body);
    for (const pid of [own1001, id]) {
      for (const [name, c] of patientCallsFor(hosIdOf('1001'), pid).filter(
        ([n]) => n !== 'unbindPatient',
      )) {
        const res = await as(demo1001, c);
        expect(res.statusCode, `${name} ${res.body}`).toBeLessThan(500);
        bodies.push(res.body);
      }
    }
    const secrets = [
      ...(await t.db.selectFrom('patient').select(['cert_no', 'phone']).execute()).flatMap((r) => [
        r.cert_no,
        r.phone,
      ]),
      ...(await t.db.selectFrom('his_card').select('card_no').execute()).map((r) => r.card_no),
    ];
    for (const body of bodies) {
      expect(body).not.toMatch(UNMASKED);
      for (const s of secrets) expect(body).not.toContain(s);
    }
    expect(bodies.join('')).toContain('********');
  });
});
