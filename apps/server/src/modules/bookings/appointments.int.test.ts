import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseMoment, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, registerUser, signIn } from '../../../test/auth-helpers.ts';
import { UNMASKED, addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import {
  insertSession,
  localDate,
  type SessionFixture,
} from '../../../test/fixtures/bookings/appointments.fixtures.ts';

/** API: booking over app.inject against PGlite and PostgreSQL. */
let t: TestApp;
let user: { token: string; userId: string; phone: string; patientId: string };
beforeAll(async () => {
  t = await createTestApp();
  const u = await registerUser(t.app, hosIdOf('1001'));
  user = {
    ...u,
    patientId: await addPatientOk(t.app, u.token, hosIdOf('1001'), {
      patientName: 'Li Ming',
      phone: '13912345678',
      certNo: idCard('19800101'),
    }),
  };
});
afterAll(async () => t.close());

const CREATE = '/appointment/api/appointment/create';
const OPEN: SessionFixture = { doctorId: 'DR04', deptId: '12', date: localDate(1) };

function book(
  token: string,
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
  hosId = hosIdOf('1001'),
) {
  return post(
    t.app,
    CREATE,
    { hosId, ...body },
    { headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) } },
  );
}

function expectRefused(res: { statusCode: number; json(): unknown }, key: string, status = 409) {
  expect(res.json()).toMatchObject({ code: status, messageKey: key });
  expect(res.statusCode).toBe(status);
}

async function newUserWithPatient(hosId = hosIdOf('1001'), birth = '19850505') {
  const u = await registerUser(t.app, hosId);
  return { ...u, patientId: await addPatientOk(t.app, u.token, hosId, { certNo: idCard(birth) }) };
}

const freeCount = async (scheduleId: string) =>
  Number(
    (
      await t.db
        .selectFrom('source_number')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('hos_id', '=', hosIdOf('1001'))
        .where('schedule_id', '=', scheduleId)
        .where('status', '=', 'free')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('createAppointment', () => {
  it('books the first free number and answers the record', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), { ...OPEN, numbers: 3, regFee: 2500 });
    const res = await book(user.token, { patientId: user.patientId, scheduleId: s.scheduleId });
    expect(res.statusCode).toBe(200);
    const rec = res.json().data;
    expect(rec).toMatchObject({
      state: '1',
      hosState: '0',
      isDopay: '0',
      isToday: '0',
      regFee: 2500,
      schDate: OPEN.date,
      schTime: '08:00-08:05',
      schId: s.scheduleId,
      noonCode: '1',
      patientId: user.patientId,
      patientName: 'Li Ming',
      patientPhone: '139****5678',
      deptId: '12',
      doctorId: 'DR04',
      doctorName: 'Zhao Yun',
      hosArea: '1',
      candidateFlag: '0',
      seq: 1,
      patientCardId: '',
    });
    expect(rec.deptName).not.toBe('');
    expect(res.body).not.toMatch(UNMASKED);
    const number = await t.db
      .selectFrom('source_number')
      .select(['status', 'appoint_id'])
      .where('hos_id', '=', hosIdOf('1001'))
      .where('number_id', '=', s.numberIds[0]!)
      .executeTakeFirstOrThrow();
    expect(number).toEqual({ status: 'taken', appoint_id: rec.appointId });
    expect(await freeCount(s.scheduleId)).toBe(2);
    const read = await get(
      t.app,
      `/appointment/api/appointment/info?hosId=1001&appointId=${rec.appointId}`,
      { headers: bearer(user.token) },
    );
    expect(read.json().data).toEqual(rec);
  });

  it('shows the booking in the schedule call as one number fewer (leftNum)', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), { ...OPEN, doctorId: 'DR05', numbers: 4 });
    const leftNum = async () => {
      const res = await get(
        t.app,
        `/hospital/api/snScheduleSync/web/all?hosId=1001&hosArea=1&start=${OPEN.date}&end=${OPEN.date}`,
      );
      expect(res.statusCode).toBe(200);
      const found: number[] = [];
      const walk = (
        nodes: {
          children: unknown[];
          noonMap: Record<string, Record<string, { scheduleId: string; leftNum: number }[]>>;
        }[],
      ) => {
        for (const n of nodes) {
          for (const byDate of Object.values(n.noonMap))
            for (const list of Object.values(byDate))
              for (const d of list) if (d.scheduleId === s.scheduleId) found.push(d.leftNum);
          walk(n.children as typeof nodes);
        }
      };
      walk(res.json().data.scheduleList);
      return found[0];
    };
    expect(await leftNum()).toBe(4);
    expect(
      (await book(user.token, { patientId: user.patientId, scheduleId: s.scheduleId })).statusCode,
    ).toBe(200);
    expect(await leftNum()).toBe(3);
  });

  it('books the number asked for, and refuses it once taken (APPOINT004)', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      ...OPEN,
      doctorId: 'DR06',
      deptId: '13',
      numbers: 3,
      regFee: 0,
    });
    const res = await book(user.token, {
      patientId: user.patientId,
      scheduleId: s.scheduleId,
      numberId: s.numberIds[2],
    });
    expect(res.json().data).toMatchObject({
      seq: 3,
      schTime: '08:10-08:15',
      isDopay: '1',
      regFee: 0,
    });
    const other = await newUserWithPatient();
    expectRefused(
      await book(other.token, {
        patientId: other.patientId,
        scheduleId: s.scheduleId,
        numberId: s.numberIds[2],
      }),
      'APPOINT004',
    );
  });

  it('answers the same appointment for a repeated Idempotency-Key and books once', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      ...OPEN,
      doctorId: 'DR09',
      deptId: '22',
      numbers: 3,
    });
    const key = randomUUID();
    const first = await book(
      user.token,
      { patientId: user.patientId, scheduleId: s.scheduleId },
      key,
    );
    const again = await book(
      user.token,
      { patientId: user.patientId, scheduleId: s.scheduleId },
      key,
    );
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Two at once with one new key: still one booking.
    const key2 = randomUUID();
    const s2 = await insertSession(t.db, hosIdOf('1001'), {
      ...OPEN,
      doctorId: 'DR10',
      deptId: '23',
      numbers: 3,
    });
    const both = await Promise.all(
      [1, 2].map(() =>
        book(user.token, { patientId: user.patientId, scheduleId: s2.scheduleId }, key2),
      ),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json().data.appointId).toBe(both[1]!.json().data.appointId);
    const rows = await t.db
      .selectFrom('appointment')
      .select('appoint_id')
      .where('hos_id', '=', hosIdOf('1001'))
      .where('schedule_id', 'in', [s.scheduleId, s2.scheduleId])
      .execute();
    expect(rows).toHaveLength(2);
    expect(await freeCount(s.scheduleId)).toBe(2);
  });

  it('refuses a request without an Idempotency-Key (APPOINT009) and books nothing', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), { ...OPEN, numbers: 1 });
    expectRefused(
      await book(user.token, { patientId: user.patientId, scheduleId: s.scheduleId }, null),
      'APPOINT009',
      400,
    );
    expectRefused(
      await book(
        user.token,
        { patientId: user.patientId, scheduleId: s.scheduleId },
        'k'.repeat(101),
      ),
      'C019',
      400,
    );
    expect(await freeCount(s.scheduleId)).toBe(1);
  });
});

describe('refusals', () => {
  it('refuses a stopped doctor (APPOINT001)', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR13',
      deptId: '41',
      date: localDate(1),
    });
    expectRefused(
      await book(user.token, { patientId: user.patientId, scheduleId: s.scheduleId }),
      'APPOINT001',
    );
  });

  it('refuses a past session (APPOINT002) and one not released yet (APPOINT003 with the time)', async () => {
    const past = await insertSession(t.db, hosIdOf('1001'), { ...OPEN, date: localDate(-1) });
    expectRefused(
      await book(user.token, { patientId: user.patientId, scheduleId: past.scheduleId }),
      'APPOINT002',
    );
    const later = await insertSession(t.db, hosIdOf('1001'), { ...OPEN, date: localDate(30) });
    const res = await book(user.token, { patientId: user.patientId, scheduleId: later.scheduleId });
    expectRefused(res, 'APPOINT003');
    // The shared rule's release moment for 1001 (scheduleDays 14, releaseTime 08:00, Asia/Shanghai).
    expect(res.json().params.time).toBe(
      releaseMoment(
        localDate(30),
        { releaseTime: '08:00', scheduleDays: 14 },
        'Asia/Shanghai',
      ).toISOString(),
    );
  });

  it('refuses an unknown session (C002)', async () => {
    expectRefused(
      await book(user.token, { patientId: user.patientId, scheduleId: 'no-such-session' }),
      'C002',
      404,
    );
  });

  it('refuses an adult at the pediatric hospital 1002 (APPOINT039) and books a child', async () => {
    const { token } = await registerUser(t.app, hosIdOf('1002'));
    const adult = await addPatientOk(t.app, token, hosIdOf('1002'), { certNo: idCard('19900101') });
    const child = await addPatientOk(t.app, token, hosIdOf('1002'), {
      certNo: idCard(`${Number(localDate(0).slice(0, 4)) - 5}0101`),
    });
    const s = await insertSession(t.db, hosIdOf('1002'), {
      doctorId: 'DR04',
      deptId: '12',
      date: localDate(1),
    });
    expectRefused(
      await book(
        token,
        { patientId: adult, scheduleId: s.scheduleId },
        randomUUID(),
        hosIdOf('1002'),
      ),
      'APPOINT039',
    );
    expect(
      (
        await book(
          token,
          { patientId: child, scheduleId: s.scheduleId },
          randomUUID(),
          hosIdOf('1002'),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses the same patient twice in one session (APPOINT006)', async () => {
    const u = await newUserWithPatient();
    const s = await insertSession(t.db, hosIdOf('1001'), {
      ...OPEN,
      doctorId: 'DR11',
      deptId: '31',
      numbers: 3,
    });
    expect(
      (await book(u.token, { patientId: u.patientId, scheduleId: s.scheduleId })).statusCode,
    ).toBe(200);
    expectRefused(
      await book(u.token, { patientId: u.patientId, scheduleId: s.scheduleId }),
      'APPOINT006',
    );
    expect(await freeCount(s.scheduleId)).toBe(2);
  });

  it('refuses a sixth open booking of one patient (APPOINT007 {max})', async () => {
    const u = await newUserWithPatient();
    for (let i = 0; i < 5; i++) {
      const s = await insertSession(t.db, hosIdOf('1001'), { ...OPEN, date: localDate(1 + i) });
      expect(
        (await book(u.token, { patientId: u.patientId, scheduleId: s.scheduleId })).statusCode,
      ).toBe(200);
    }
    const sixth = await insertSession(t.db, hosIdOf('1001'), { ...OPEN, date: localDate(2) });
    const res = await book(u.token, { patientId: u.patientId, scheduleId: sixth.scheduleId });
    expectRefused(res, 'APPOINT007');
    expect(res.json().params).toEqual({ max: 5 });
  });

  it('blocks a doctor after 3 cancellations of that doctor within a day (APPOINT008), not other doctors', async () => {
    const u = await newUserWithPatient();
    const old = await insertSession(t.db, hosIdOf('1001'), {
      ...OPEN,
      doctorId: 'DR02',
      deptId: '111',
      date: localDate(1),
      numbers: 3,
    });
    await t.db
      .insertInto('appointment')
      .values(
        old.numberIds.map((numberId, i) => ({
          hos_id: hosIdOf('1001'),
          appoint_id: randomUUID(),
          user_id: u.userId,
          patient_id: u.patientId,
          schedule_id: old.scheduleId,
          number_id: numberId,
          dept_id: '111',
          doctor_id: 'DR02',
          area_id: '1',
          business_type: '1',
          session_date: localDate(1),
          noon_code: '1',
          reg_fee: 1000,
          state: 'cancelled' as const,
          is_dopay: '0' as const,
          is_today: '0' as const,
          cancelled_at: new Date(Date.now() - (i + 1) * 3_600_000),
          deleted_at: null,
        })),
      )
      .execute();
    const same = await insertSession(t.db, hosIdOf('1001'), {
      ...OPEN,
      doctorId: 'DR02',
      deptId: '111',
      date: localDate(2),
    });
    const res = await book(u.token, { patientId: u.patientId, scheduleId: same.scheduleId });
    expectRefused(res, 'APPOINT008');
    expect(new Date(res.json().params.until).getTime()).toBeCloseTo(
      Date.now() - 3_600_000 + 86_400_000,
      -5,
    );
    const otherDoctor = await insertSession(t.db, hosIdOf('1001'), {
      ...OPEN,
      doctorId: 'DR03',
      deptId: '112',
    });
    expect(
      (await book(u.token, { patientId: u.patientId, scheduleId: otherDoctor.scheduleId }))
        .statusCode,
    ).toBe(200);
  });
});

describe('who may book', () => {
  it("refuses another user's patient like an unknown one (PATIENT004)", async () => {
    const other = await newUserWithPatient();
    const s = await insertSession(t.db, hosIdOf('1001'), OPEN);
    const theirs = await book(user.token, { patientId: other.patientId, scheduleId: s.scheduleId });
    const unknown = await book(user.token, {
      patientId: 'no-such-patient',
      scheduleId: s.scheduleId,
    });
    expectRefused(theirs, 'PATIENT004', 404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(await freeCount(s.scheduleId)).toBe(3);
  });

  it("refuses another hospital's token (C024)", async () => {
    const token1002 = await signIn(t.app, hosIdOf('1002'));
    const s = await insertSession(t.db, hosIdOf('1001'), OPEN);
    expectRefused(
      await book(token1002, { patientId: user.patientId, scheduleId: s.scheduleId }),
      'C024',
      401,
    );
  });

  it("answers another user's appointment as unknown (C002)", async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), OPEN);
    const u = await newUserWithPatient();
    const mine = (await book(u.token, { patientId: u.patientId, scheduleId: s.scheduleId })).json()
      .data.appointId as string;
    const other = await registerUser(t.app, hosIdOf('1001'));
    const res = await get(t.app, `/appointment/api/appointment/info?hosId=1001&appointId=${mine}`, {
      headers: bearer(other.token),
    });
    expectRefused(res, 'C002', 404);
  });
});

describe('the last source number', () => {
  it('goes to exactly one of several concurrent bookers; the others get APPOINT005, no 5xx', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => newUserWithPatient()));
    const s = await insertSession(t.db, hosIdOf('1001'), {
      ...OPEN,
      doctorId: 'DR14',
      deptId: '42',
      numbers: 1,
    });
    const results = await Promise.all(
      users.map((u) => book(u.token, { patientId: u.patientId, scheduleId: s.scheduleId })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().messageKey).toBe('APPOINT005');
    const rows = await t.db
      .selectFrom('appointment')
      .select('appoint_id')
      .where('hos_id', '=', hosIdOf('1001'))
      .where('schedule_id', '=', s.scheduleId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await freeCount(s.scheduleId)).toBe(0);
  });
});

describe('the database guards the invariants too', () => {
  it('refuses a second active appointment on one number and a patient twice in one session', async () => {
    const u = await newUserWithPatient();
    const v = await newUserWithPatient();
    const s = await insertSession(t.db, hosIdOf('1001'), {
      ...OPEN,
      doctorId: 'DR01',
      deptId: '11',
      numbers: 2,
    });
    const booked = (
      await book(u.token, { patientId: u.patientId, scheduleId: s.scheduleId })
    ).json().data;
    const row = (patientId: string, userId: string, numberId: string) => ({
      hos_id: hosIdOf('1001'),
      appoint_id: randomUUID(),
      user_id: userId,
      patient_id: patientId,
      schedule_id: s.scheduleId,
      number_id: numberId,
      dept_id: '11',
      doctor_id: 'DR01',
      area_id: '1',
      business_type: '1',
      session_date: OPEN.date,
      noon_code: '1',
      reg_fee: 1000,
      state: '1' as const,
      is_dopay: '0' as const,
      is_today: '0' as const,
      cancelled_at: null,
      deleted_at: null,
    });
    await expect(
      t.db
        .insertInto('appointment')
        .values(row(v.patientId, v.userId, s.numberIds[0]!))
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      t.db
        .insertInto('appointment')
        .values(row(u.patientId, u.userId, s.numberIds[1]!))
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    expect(booked.seq).toBe(1);
  });
});
