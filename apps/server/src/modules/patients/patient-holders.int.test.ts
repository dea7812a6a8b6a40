import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogEntrySchema, patientHoldersSchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, call, get, post, registerUser, signIn } from '../../../test/auth-helpers.ts';
import { UNMASKED, addPatientOk, idCard, linkPatientOk } from '../../../test/patient-helpers.ts';
import { insertSession, localDate } from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import { ACCESS_LOG_LIMIT } from './patients.service.ts';

/**
 * Every account that links a person is visible to the person's other holders — in the access log, with
 * reads and debits attributed to the acting account, and in the holders list — and the holder of the phone the
 * hospital holds (the demo account, 13800000001, for Wang Jianguo at 1001) can revoke another account's link.
 */
let t: TestApp;
let owner: { token: string; wang: string };
let stranger: { token: string; userId: string; phone: string; wang: string };
const WANG = { patientName: 'Wang Jianguo', certNo: '330106198604150314' };
const FEE = 500;
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

beforeAll(async () => {
  t = await createTestApp();
  const token = await signIn(t.app, hosIdOf('1001'));
  const wang = (
    await t.db
      .selectFrom('patient')
      .select('patient_id')
      .where('hos_id', '=', hosIdOf('1001'))
      .where('cert_no', '=', WANG.certNo)
      .executeTakeFirstOrThrow()
  ).patient_id;
  owner = { token, wang };
  const s = await registerUser(t.app, hosIdOf('1001'));
  stranger = {
    ...s,
    wang: await linkPatientOk(t.app, s.token, hosIdOf('1001'), WANG, '13800000001'),
  };
});
afterAll(async () => t.close());

const holders = async (token: string, patientId: string, hosId = hosIdOf('1001')) => {
  const res = await get(
    t.app,
    `/patient/api/patient/holders?hosId=${hosId}&patientId=${patientId}`,
    { headers: bearer(token) },
  );
  expect(res.body).not.toMatch(UNMASKED);
  return res;
};
const revoke = (token: string, patientId: string, holderId: string, hosId = hosIdOf('1001')) =>
  post(
    t.app,
    '/patient/api/patient/holders/revoke',
    { hosId, patientId, holderId },
    { headers: bearer(token) },
  );
const readLog = async (token: string, patientId: string) => {
  const res = await get(
    t.app,
    `/patient/api/patient/access-log?hosId=1001&patientId=${patientId}`,
    { headers: bearer(token) },
  );
  expect(res.body).not.toMatch(UNMASKED);
  return (res.json().data as unknown[]).map((e) => accessLogEntrySchema.strict().parse(e));
};
const unboundAt = async (patientId: string) =>
  (
    await t.db
      .selectFrom('patient')
      .select('unbound_at')
      .where('patient_id', '=', patientId)
      .executeTakeFirstOrThrow()
  ).unbound_at;
const balance = async () =>
  Number(
    (
      await t.db
        .selectFrom('his_card')
        .select('balance')
        .where('hos_id', '=', hosIdOf('1001'))
        .where('card_id', '=', 'C1001-01')
        .executeTakeFirstOrThrow()
    ).balance,
  );

async function book(token: string, patientId: string): Promise<string> {
  const s = await insertSession(t.db, hosIdOf('1001'), {
    doctorId: 'DR04',
    deptId: '12',
    date: localDate(3),
    regFee: FEE,
    numbers: 2,
  });
  const res = await post(
    t.app,
    '/appointment/api/appointment/create',
    { hosId: '1001', patientId, scheduleId: s.scheduleId },
    { headers: { ...bearer(token), 'idempotency-key': randomUUID() } },
  );
  expect(res.json(), 'book').toMatchObject({ code: 0, data: { patientCardId: 'C1001-01' } });
  return res.json().data.appointId as string;
}
const payByCard = (token: string, appointId: string) =>
  call(t.app, {
    method: 'PUT' as 'POST',
    url: `/appointment/api/record/deduction/1001/${appointId}?msgType=1`,
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
  });

describe('the owner reads what another holder of the person did', () => {
  it("the stranger's link, balance read, booking and card debit appear in the owner's log under the stranger's masked phone", async () => {
    const before = await balance();
    const h = bearer(stranger.token);
    expect(
      (
        await post(
          t.app,
          '/patient/api/card/balance',
          { hosId: '1001', patientId: stranger.wang, clinicType: 1 },
          { headers: h },
        )
      ).json(),
    ).toMatchObject({ code: 0, data: { cardBalance: before } });
    const appointId = await book(stranger.token, stranger.wang);
    expect((await payByCard(stranger.token, appointId)).json()).toMatchObject({ code: 0 });
    expect(await balance()).toBe(before - FEE);

    const log = await readLog(owner.token, owner.wang);
    const theirs = log.filter((e) => e.actor === masked(stranger.phone)).map((e) => e.action);
    expect(theirs).toEqual(expect.arrayContaining(['link', 'card-balance', 'book', 'card-debit']));
    expect(log.filter((e) => e.actor === masked(stranger.phone)).every((e) => !e.byMe)).toBe(true);
    // And the stranger, a holder too, reads the owner's side.
    await get(t.app, '/patient/api/patient/list?hosId=1001', { headers: bearer(owner.token) });
    const seen = await readLog(stranger.token, stranger.wang);
    expect(seen.some((e) => e.actor === '138****0001' && !e.byMe)).toBe(true);
  });

  it("however much the owner reads, the stranger's entries stay in the owner's log, newest first", async () => {
    // Some 25 visits to the patients page: more of the owner's own reads than the log's limit.
    const ownerId = (
      await t.db
        .selectFrom('app_user')
        .select('user_id')
        .where('hos_id', '=', hosIdOf('1001'))
        .where('phone', '=', '13800000001')
        .executeTakeFirstOrThrow()
    ).user_id;
    await t.db
      .insertInto('patient_access_log')
      .values(
        Array.from({ length: ACCESS_LOG_LIMIT + 50 }, () => ({
          hos_id: hosIdOf('1001'),
          user_id: ownerId,
          patient_id: owner.wang,
          action: 'card-balance',
          ip: '127.0.0.1',
        })),
      )
      .execute();
    for (const patientId of [owner.wang, undefined]) {
      const res = await get(
        t.app,
        `/patient/api/patient/access-log?hosId=1001${patientId ? `&patientId=${patientId}` : ''}`,
        { headers: bearer(owner.token) },
      );
      const log = (res.json().data as unknown[]).map((e) => accessLogEntrySchema.strict().parse(e));
      expect(log.filter((e) => e.actor === masked(stranger.phone)).map((e) => e.action)).toEqual(
        expect.arrayContaining(['link', 'card-balance']),
      );
      expect(log.filter((e) => e.byMe)).toHaveLength(ACCESS_LOG_LIMIT);
      const times = log.map((e) => e.at);
      expect([...times].sort().reverse()).toEqual(times);
    }
  });
});

describe('getPatientHolders', () => {
  it('lists both accounts, masked; only the phone holder the hospital knows may revoke', async () => {
    const mine = patientHoldersSchema.parse((await holders(owner.token, owner.wang)).json().data);
    expect(mine).toMatchObject({ linked: true, canRevoke: true });
    expect(mine.holders.map((x) => [x.phone, x.self])).toEqual([
      ['138****0001', true],
      [masked(stranger.phone), false],
    ]);
    const theirs = patientHoldersSchema.parse(
      (await holders(stranger.token, stranger.wang)).json().data,
    );
    expect(theirs).toMatchObject({ linked: true, canRevoke: false });
  });

  it("a patient without a hospital record has no holders; someone else's patient is PATIENT004", async () => {
    const plain = await addPatientOk(t.app, owner.token, hosIdOf('1001'), {
      certNo: idCard('19770707'),
    });
    expect((await holders(owner.token, plain)).json().data).toEqual({
      linked: false,
      canRevoke: false,
      holders: [],
    });
    expect((await revoke(owner.token, plain, stranger.wang)).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT015',
    });
    expect((await holders(stranger.token, owner.wang)).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
  });
});

describe('revokePatientHolder refusals change nothing', () => {
  it('not the phone holder: PATIENT012', async () => {
    const res = await revoke(stranger.token, stranger.wang, owner.wang);
    expect(res.json()).toMatchObject({ code: 409, messageKey: 'PATIENT012' });
    expect(await unboundAt(owner.wang)).toBeNull();
  });

  it("another account naming the owner's patient: PATIENT004", async () => {
    const third = await registerUser(t.app, hosIdOf('1001'));
    expect((await revoke(third.token, owner.wang, stranger.wang)).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
  });

  it("unknown, own or another person's holder ids: PATIENT015; unknown patient: PATIENT004", async () => {
    const other = await addPatientOk(t.app, stranger.token, hosIdOf('1001'), {
      certNo: idCard('19880808'),
    });
    for (const holderId of ['no-such-link', owner.wang, other]) {
      expect((await revoke(owner.token, owner.wang, holderId)).json(), holderId).toMatchObject({
        code: 404,
        messageKey: 'PATIENT015',
      });
    }
    expect((await revoke(owner.token, 'no-such-patient', stranger.wang)).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
    expect(await unboundAt(other)).toBeNull();
  });

  it('another hospital: a 1001 token at 1002 is 401; the 1002 phone holder cannot reach a 1001 link (PATIENT015)', async () => {
    expect((await revoke(owner.token, owner.wang, stranger.wang, hosIdOf('1002'))).statusCode).toBe(
      401,
    );
    const token1002 = await signIn(t.app, hosIdOf('1002'));
    const zhaoMin = (
      await t.db
        .selectFrom('patient')
        .select('patient_id')
        .where('hos_id', '=', hosIdOf('1002'))
        .where('cert_no', '=', '330105199011020248')
        .executeTakeFirstOrThrow()
    ).patient_id;
    expect((await revoke(token1002, zhaoMin, stranger.wang, hosIdOf('1002'))).json()).toMatchObject(
      {
        code: 404,
        messageKey: 'PATIENT015',
      },
    );
    expect(await unboundAt(stranger.wang)).toBeNull();
  });
});

describe('revocation by the phone holder', () => {
  it("unbinds the other account's link: its calls answer PATIENT004, its booking cannot be paid from the card; the log keeps a line", async () => {
    const pending = await book(stranger.token, stranger.wang);
    const before = await balance();
    expect((await revoke(owner.token, owner.wang, stranger.wang)).json()).toMatchObject({
      code: 0,
    });
    expect(await unboundAt(stranger.wang)).not.toBeNull();

    const h = bearer(stranger.token);
    const list = await get(t.app, '/patient/api/patient/list?hosId=1001', { headers: h });
    expect(list.json().data.map((p: { patientId: string }) => p.patientId)).not.toContain(
      stranger.wang,
    );
    expect(
      (
        await post(
          t.app,
          '/patient/api/card/balance',
          { hosId: '1001', patientId: stranger.wang, clinicType: 1 },
          { headers: h },
        )
      ).json(),
    ).toMatchObject({ code: 404, messageKey: 'PATIENT004' });
    expect((await payByCard(stranger.token, pending)).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
    expect(await balance()).toBe(before);

    const log = await readLog(owner.token, owner.wang);
    expect(log[0]).toMatchObject({ action: 'revoke', actor: '138****0001', byMe: true });
    const remaining = patientHoldersSchema.parse(
      (await holders(owner.token, owner.wang)).json().data,
    ).holders;
    expect(remaining.map((x) => x.self)).toEqual([true]);
    // The revoked account no longer reads the owner's entries, only its own row's history (which ends with the revocation).
    const theirs = await readLog(stranger.token, stranger.wang);
    expect(theirs[0]).toMatchObject({ action: 'revoke', byMe: false });
    expect(theirs.filter((e) => e.actor === '138****0001').map((e) => e.action)).toEqual([
      'revoke',
    ]);
  });
});
