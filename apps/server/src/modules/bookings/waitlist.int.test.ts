import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import { insertSession, localDate } from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import { sandboxSmsSender } from '../sms/sms.sender.ts';
import {
  listCandidates,
  promoteWaitlist,
  releaseSourceNumber,
  tellPromoted,
} from './waitlist.service.ts';

/** Waitlist: join when a session is full, first come first served, promotion when a number frees up. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = { token: string; userId: string; phone: string; patientId: string };
async function person(): Promise<Person> {
  const u = await registerUser(t.app, hosIdOf('1001'));
  return {
    ...u,
    patientId: await addPatientOk(t.app, u.token, hosIdOf('1001'), {
      patientName: 'Wait Er',
      certNo: idCard('19750303'),
    }),
  };
}

const book = (p: Person, scheduleId: string) =>
  post(
    t.app,
    '/appointment/api/appointment/create',
    { hosId: '1001', patientId: p.patientId, scheduleId },
    { headers: { ...bearer(p.token), 'idempotency-key': randomUUID() } },
  );
const join = (p: Person, scheduleId: string) =>
  post(
    t.app,
    '/appointment/api/candidate/join',
    { hosId: '1001', patientId: p.patientId, scheduleId },
    { headers: bearer(p.token) },
  );
const candidates = async (p: Person) =>
  (
    await get(t.app, '/appointment/api/candidate/list?hosId=1001', { headers: bearer(p.token) })
  ).json().data;

/**
 * What the cancellation does: end the appointment, then release its number, in one transaction; after commit,
 * text the promoted patient through the sender the composition root would hand in (the sandbox one in demo mode).
 */
async function cancelAndRelease(appointId: string, numberId: string) {
  const promotion = await t.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('appointment')
      .set({ state: 'cancelled', cancelled_at: new Date() })
      .where('hos_id', '=', hosIdOf('1001'))
      .where('appoint_id', '=', appointId)
      .execute();
    return releaseSourceNumber(trx, hosIdOf('1001'), numberId);
  });
  await tellPromoted(t.db, sandboxSmsSender(t.db), [promotion]);
  return promotion;
}

const numberOf = (numberId: string) =>
  t.db
    .selectFrom('source_number')
    .select(['status', 'appoint_id'])
    .where('hos_id', '=', hosIdOf('1001'))
    .where('number_id', '=', numberId)
    .executeTakeFirstOrThrow();

describe('waitlist', () => {
  let a: Person, b: Person, c: Person;
  let session: { scheduleId: string; numberIds: string[] };
  let aAppointment: string;
  beforeAll(async () => {
    [a, b, c] = await Promise.all([person(), person(), person()]);
    session = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR05',
      deptId: '12',
      date: localDate(2),
      numbers: 1,
    });
  });

  it('refuses joining while the session still has a free number (APPOINT011)', async () => {
    const res = await join(b, session.scheduleId);
    expect(res.json()).toMatchObject({ code: 409, messageKey: 'APPOINT011' });
  });

  it('lets patients join a full session in order, once each', async () => {
    const booked = await book(a, session.scheduleId);
    expect(booked.statusCode).toBe(200);
    aAppointment = booked.json().data.appointId;
    const first = await join(b, session.scheduleId);
    expect(first.json().data).toMatchObject({
      scheduleId: session.scheduleId,
      patientId: b.patientId,
      position: 1,
      state: 'waiting',
      appointId: null,
    });
    expect((await join(c, session.scheduleId)).json().data).toMatchObject({ position: 2 });
    expect((await join(b, session.scheduleId)).json()).toMatchObject({
      code: 409,
      messageKey: 'APPOINT010',
    });
    expect((await join(a, session.scheduleId)).json()).toMatchObject({
      code: 409,
      messageKey: 'APPOINT006',
    });
    expect(await candidates(c)).toEqual([
      expect.objectContaining({ position: 2, state: 'waiting' }),
    ]);
  });

  it("refuses another user's patient (PATIENT004)", async () => {
    const res = await post(
      t.app,
      '/appointment/api/candidate/join',
      { hosId: '1001', patientId: b.patientId, scheduleId: session.scheduleId },
      { headers: bearer(c.token) },
    );
    expect(res.json()).toMatchObject({ code: 404, messageKey: 'PATIENT004' });
  });

  it('gives a released number to the first waiting patient and tells them by SMS', async () => {
    const promotion = await cancelAndRelease(aAppointment, session.numberIds[0]!);
    expect(promotion).toMatchObject({ patientId: b.patientId, numberId: session.numberIds[0] });
    const rec = await get(
      t.app,
      `/appointment/api/appointment/info?hosId=1001&appointId=${promotion!.appointId}`,
      { headers: bearer(b.token) },
    );
    expect(rec.json().data).toMatchObject({
      state: '1',
      candidateFlag: '1',
      patientId: b.patientId,
      schId: session.scheduleId,
      seq: 1,
    });
    expect(await numberOf(session.numberIds[0]!)).toEqual({
      status: 'taken',
      appoint_id: promotion!.appointId,
    });
    expect(await candidates(b)).toEqual([
      expect.objectContaining({ state: 'promoted', appointId: promotion!.appointId, position: 0 }),
    ]);
    // c moves up.
    expect(await candidates(c)).toEqual([
      expect.objectContaining({ state: 'waiting', position: 1 }),
    ]);
    const sms = await t.db
      .selectFrom('sms_outbox')
      .select('text')
      .where('hos_id', '=', hosIdOf('1001'))
      .where('phone', '=', b.phone)
      .execute();
    // The text names the booking by the appointment number the patient reads.
    expect(sms.some((m) => m.text.includes(rec.json().data.appointNo))).toBe(true);
  });

  it('frees the number when nobody is waiting', async () => {
    const second = await cancelAndRelease(
      (await candidates(b))[0].appointId,
      session.numberIds[0]!,
    );
    expect(second?.patientId).toBe(c.patientId);
    const none = await cancelAndRelease(second!.appointId, session.numberIds[0]!);
    expect(none).toBeNull();
    expect(await numberOf(session.numberIds[0]!)).toEqual({ status: 'free', appoint_id: null });
  });

  it('promoteWaitlist hands free numbers to waiting patients in order', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR05',
      deptId: '12',
      date: localDate(3),
      numbers: 1,
    });
    const [d, e] = await Promise.all([person(), person()]);
    expect((await book(a, s.scheduleId)).statusCode).toBe(200);
    expect((await join(d, s.scheduleId)).statusCode).toBe(200);
    expect((await join(e, s.scheduleId)).statusCode).toBe(200);
    // The HIS adds a number to the full session.
    await t.db
      .insertInto('source_number')
      .values({
        hos_id: hosIdOf('1001'),
        schedule_id: s.scheduleId,
        number_id: `${s.scheduleId}-2`,
        seq: 2,
        start_time: '08:05',
        end_time: '08:10',
      })
      .execute();
    const promoted = await t.db
      .transaction()
      .execute((trx) => promoteWaitlist(trx, hosIdOf('1001'), s.scheduleId));
    expect(promoted.map((p) => p.patientId)).toEqual([d.patientId]);
    expect(await candidates(e)).toEqual([
      expect.objectContaining({ state: 'waiting', position: 1 }),
    ]);
  });

  it('answers a patient still waiting when the session started as ended, with no place in line', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR05',
      deptId: '12',
      date: localDate(4),
      numbers: 1,
    });
    const f = await person();
    expect((await book(a, s.scheduleId)).statusCode).toBe(200);
    expect((await join(f, s.scheduleId)).statusCode).toBe(200);
    const actor = {
      kind: 'patient' as const,
      lang: 'en-US' as const,
      hosId: hosIdOf('1001'),
      userId: f.userId,
      phone: f.phone,
      tokenHash: '',
      ip: '127.0.0.1',
    };
    expect(await listCandidates(t.db, actor)).toEqual([
      expect.objectContaining({ state: 'waiting', position: 1 }),
    ]);
    // Five days on, the session (four days ahead) has started: nobody can be given its number any more.
    const later = new Date(Date.now() + 5 * 86_400_000);
    expect(await listCandidates(t.db, actor, later)).toEqual([
      expect.objectContaining({ scheduleId: s.scheduleId, state: 'ended', position: 0 }),
    ]);
  });
});

describe('waitlist at a hospital without one (candidateEnabled off: 1002)', () => {
  it('answers a full session with APPOINT081 (no waiting list offered), refuses joining with APPOINT080 and puts nobody in line', async () => {
    const { token } = await registerUser(t.app, hosIdOf('1002'));
    const child = await addPatientOk(t.app, token, hosIdOf('1002'), {
      certNo: idCard(`${Number(localDate(0).slice(0, 4)) - 5}0101`),
    });
    const s = await insertSession(t.db, hosIdOf('1002'), {
      doctorId: 'DR04',
      deptId: '12',
      date: localDate(2),
      numbers: 1,
    });
    const at1002 = (patientId: string) =>
      post(
        t.app,
        '/appointment/api/appointment/create',
        { hosId: '1002', patientId, scheduleId: s.scheduleId },
        { headers: { ...bearer(token), 'idempotency-key': randomUUID() } },
      );
    const second = await addPatientOk(t.app, token, hosIdOf('1002'), {
      patientName: 'Wait Er',
      certNo: idCard(`${Number(localDate(0).slice(0, 4)) - 6}0202`),
    });
    expect((await at1002(child)).statusCode).toBe(200);
    // Booking the full session says it is full, without pointing at a waiting list the hospital does not keep.
    expect((await at1002(second)).json()).toMatchObject({ code: 409, messageKey: 'APPOINT081' });
    const res = await post(
      t.app,
      '/appointment/api/candidate/join',
      { hosId: '1002', patientId: second, scheduleId: s.scheduleId },
      { headers: bearer(token) },
    );
    expect(res.json()).toMatchObject({ code: 409, messageKey: 'APPOINT080' });
    const waiting = await t.db
      .selectFrom('candidate')
      .select('candidate_id')
      .where('hos_id', '=', hosIdOf('1002'))
      .where('schedule_id', '=', s.scheduleId)
      .execute();
    expect(waiting).toEqual([]);
  });
});
