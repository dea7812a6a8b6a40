import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, signIn } from '../../../test/auth-helpers.ts';
import { insertSession, localDate } from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import { setFunctionModules } from '../../../test/fixtures/config.fixtures.ts';

/**
 * Feature access on direct calls (docs/function-access.md): a hospital that closes a function refuses that function's
 * calls with FUNC001 whatever a client sends, and changes nothing; what booking needs stays. The page-ruled sign-in of
 * 'choose doctor'. (Every call of every function: contract/function-access-matrix.int.test.ts.)
 */
let t: TestApp;
let token: string;
let patientId: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, hosIdOf('1001'));
  const list = (
    await get(t.app, '/patient/api/patient/list?hosId=1001', { headers: bearer(token) })
  ).json().data as { patientId: string }[];
  patientId = list[0]!.patientId;
});
afterAll(async () => t.close());

const setOpen = (moduleId: string, isUse: '0' | '1', hosId = hosIdOf('1001')) =>
  setFunctionModules(t.db, hosId, moduleId, isUse === '1');
const h = () => ({ headers: bearer(token) });
const unbound = async () =>
  (
    await t.db
      .selectFrom('patient')
      .select('unbound_at')
      .where('hos_id', '=', hosIdOf('1001'))
      .where('patient_id', '=', patientId)
      .executeTakeFirstOrThrow()
  ).unbound_at;

describe('closed functions on direct calls', () => {
  it('records closed: the record list answers FUNC001; open again, it answers', async () => {
    await setOpen('appointment-record', '0');
    expect((await get(t.app, '/appointment/api/record/list?hosId=1001', h())).json()).toMatchObject(
      { code: 404, messageKey: 'FUNC001' },
    );
    await setOpen('appointment-record', '1');
    expect((await get(t.app, '/appointment/api/record/list?hosId=1001', h())).json()).toMatchObject(
      { code: 0 },
    );
  });

  it('patient management closed: holders, access log, revoke and unbind answer FUNC001 and change nothing; listing stays', async () => {
    await setOpen('patient', '0');
    const refused = [
      await get(t.app, `/patient/api/patient/holders?hosId=1001&patientId=${patientId}`, h()),
      await get(t.app, `/patient/api/patient/access-log?hosId=1001&patientId=${patientId}`, h()),
      await post(t.app, '/patient/api/patient/unbind', { hosId: '1001', patientId }, h()),
    ];
    for (const res of refused)
      expect(res.json()).toMatchObject({ code: 404, messageKey: 'FUNC001' });
    expect(await unbound()).toBeNull();
    expect((await get(t.app, '/patient/api/patient/list?hosId=1001', h())).json()).toMatchObject({
      code: 0,
    });
    await setOpen('patient', '1');
    expect(
      (
        await get(t.app, `/patient/api/patient/access-log?hosId=1001&patientId=${patientId}`, h())
      ).json(),
    ).toMatchObject({ code: 0 });
  });
});

describe('booking and complaints closed', () => {
  const book = (scheduleId: string, isToday?: '1') =>
    post(
      t.app,
      '/appointment/api/appointment/create',
      { hosId: '1001', patientId, scheduleId, ...(isToday && { isToday }) },
      { headers: { ...bearer(token), 'idempotency-key': randomUUID() } },
    );
  const bookings = async (scheduleId: string) =>
    (
      await t.db
        .selectFrom('appointment')
        .select('appoint_id')
        .where('hos_id', '=', hosIdOf('1001'))
        .where('schedule_id', '=', scheduleId)
        .execute()
    ).length;

  it('appointments closed: creating a booking through the API answers FUNC001 and books nothing; open, it books', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR04',
      deptId: '12',
      date: localDate(3),
      regFee: 0,
      numbers: 2,
    });
    await setOpen('appointment', '0');
    try {
      expect((await book(s.scheduleId)).json()).toMatchObject({ code: 404, messageKey: 'FUNC001' });
      // A same-day registration belongs to same-day, still open: refused for its own rule (not today), not FUNC001.
      expect((await book(s.scheduleId, '1')).json().messageKey).not.toBe('FUNC001');
      expect(await bookings(s.scheduleId)).toBe(0);
    } finally {
      await setOpen('appointment', '1');
    }
    expect((await book(s.scheduleId)).json()).toMatchObject({ code: 0 });
    expect(await bookings(s.scheduleId)).toBe(1);
  });

  it("same-day closed as well: the booking pages' reads answer FUNC001", async () => {
    await setOpen('appointment', '0');
    await setOpen('same-day', '0');
    try {
      expect(
        (await get(t.app, '/hospital/api/snDoctorSync/app/choose/list?hosId=1001', h())).json(),
      ).toMatchObject({ code: 404, messageKey: 'FUNC001' });
    } finally {
      await setOpen('appointment', '1');
      await setOpen('same-day', '1');
    }
  });

  it('complaints closed: listing and filing answer FUNC001 and file nothing; open, they answer', async () => {
    const complaints = async () =>
      (
        await t.db
          .selectFrom('complaint')
          .select('complaint_id')
          .where('hos_id', '=', hosIdOf('1001'))
          .execute()
      ).length;
    const before = await complaints();
    const file = () =>
      post(
        t.app,
        '/feature/api/complaint/create',
        {
          hosId: '1001',
          kind: 'suggestion',
          category: 'service',
          content: 'The waiting area could use more seats.',
          contactPhone: '13912340000',
        },
        { headers: { ...bearer(token), 'idempotency-key': randomUUID() } },
      );
    await setOpen('complaint', '0');
    try {
      for (const res of [
        await get(t.app, '/feature/api/complaint/list?hosId=1001', h()),
        await file(),
      ])
        expect(res.json()).toMatchObject({ code: 404, messageKey: 'FUNC001' });
      expect(await complaints()).toBe(before);
    } finally {
      await setOpen('complaint', '1');
    }
    expect((await get(t.app, '/feature/api/complaint/list?hosId=1001', h())).json()).toMatchObject({
      code: 0,
    });
  });
});

describe("'choose doctor' signs in as its root page does", () => {
  const chooseDoctor = (hosId: string, headers = {}) =>
    get(t.app, `/hospital/api/snDoctorSync/app/choose/list?hosId=${hosId}`, { headers });

  it('signed out at 1002 (pcEntranceArea off: the root page needs sign-in): C024; signed in there: answered', async () => {
    const res = await chooseDoctor('1002');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ messageKey: 'C024' });
    const demo1002 = await signIn(t.app, hosIdOf('1002'));
    expect((await chooseDoctor('1002', bearer(demo1002))).json()).toMatchObject({ code: 0 });
    expect((await chooseDoctor('1002', bearer(token))).json()).toMatchObject({
      messageKey: 'C024',
    });
  });

  it('signed out at 1001 (pcEntranceArea on: the root page is public): answered', async () => {
    expect((await chooseDoctor('1001')).json()).toMatchObject({ code: 0 });
  });
});
