import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ENCRYPT_KEY,
  encryptBody,
  Platform,
  transmitFeeXml,
  type TransmitFeeFields,
  hosIdOf,
} from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import { localDate } from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import { insertAppointmentRow } from '../../../test/fixtures/bookings/records.fixtures.ts';

/** ordinaryTransmitLogin: the fee through the HIS transmit call, on 1003 only — over app.inject. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// 1003 turns config transmitRegFee on (apps/server/demo/1003/hospital.json); 1001 leaves it off.
const H = hosIdOf('1003');
const url = (appointId: string, hosId = H) =>
  `/appointment/api/ordinaryTransmitLogin/${hosId}/${appointId}`;
let births = 0;

/** A new user at `hosId` with one patient and one booking of `regFee` fen. */
async function booker(hosId = H, regFee = 3100) {
  const u = await registerUser(t.app, hosId);
  const patientId = await addPatientOk(t.app, u.token, hosId, {
    certNo: idCard(`1990${String(1 + (births++ % 12)).padStart(2, '0')}10`),
  });
  const session = { doctorId: 'DR05', deptId: '13', date: localDate(3), regFee };
  const booking = await insertAppointmentRow(t.db, hosId, { userId: u.userId, patientId, session });
  const fields: TransmitFeeFields = {
    PatId: patientId,
    PlatformId: String(Platform.PC),
    PlatformUserId: u.userId,
    ScheduleItemCode: booking.scheduleId,
  };
  return { ...u, patientId, ...booking, fields };
}
type Booker = Awaited<ReturnType<typeof booker>>;

const encrypted = (value: unknown) => encryptBody(value, DEFAULT_ENCRYPT_KEY);
const ask = (u: Pick<Booker, 'token'>, appointId: string, body: object, hosId = H) =>
  post(t.app, url(appointId, hosId), body, { headers: bearer(u.token) });
const askXml = async (u: Booker, xml: string, appointId = u.appointId) =>
  ask(u, appointId, await encrypted(xml));
const askFields = (u: Booker, over: Partial<TransmitFeeFields> = {}) =>
  askXml(u, transmitFeeXml({ ...u.fields, ...over }));

function expectRefused(
  res: { statusCode: number; json(): unknown },
  key: string,
  status: number,
  params?: object,
) {
  expect(res.json()).toMatchObject({ code: status, messageKey: key, ...(params && { params }) });
  expect(res.statusCode).toBe(status);
}

describe('ordinaryTransmitLogin', () => {
  it('answers the booking’s fee as a Cost response at the hospital that routes it through the HIS', async () => {
    const u = await booker(H, 3100);
    const res = await askFields(u);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      msg: 'success',
      data: { ResultCode: '0', Data: { regFee: 3100 } },
    });
  });

  it('is not open at a hospital without the flag (FUNC001), and needs a signed-in user of the hospital', async () => {
    const u = await booker(hosIdOf('1001'));
    expectRefused(
      await ask(u, u.appointId, await encrypted(transmitFeeXml(u.fields)), hosIdOf('1001')),
      'FUNC001',
      404,
    );
    const anonymous = await post(
      t.app,
      url(u.appointId),
      await encrypted(transmitFeeXml(u.fields)),
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a tampered, foreign or missing payload with a 4xx key, never a 5xx', async () => {
    const u = await booker();
    const { payload } = await encrypted(transmitFeeXml(u.fields));
    const flipped = `${payload.slice(0, 20)}${payload[20] === 'A' ? 'B' : 'A'}${payload.slice(21)}`;
    expectRefused(await ask(u, u.appointId, { payload: flipped }), 'C023', 400);
    expectRefused(await ask(u, u.appointId, { payload: 'not base64 at all!' }), 'C023', 400);
    expectRefused(
      await ask(
        u,
        u.appointId,
        await encryptBody(transmitFeeXml(u.fields), 'another-key-of-sufficient-length'),
      ),
      'C023',
      400,
    );
    expectRefused(await ask(u, u.appointId, {}), 'C018', 400, { field: 'payload' });
    expectRefused(await ask(u, u.appointId, { payload: 'x'.repeat(5000) }), 'C019', 400, {
      field: 'payload',
    });
  });

  it('refuses what is not the XML of the transmit call: not XML, not text, another root, missing or malformed fields', async () => {
    const u = await booker();
    const xml = transmitFeeXml(u.fields);
    expectRefused(await askXml(u, 'PatId=1&ScheduleItemCode=2'), 'C019', 400, { field: 'payload' });
    expectRefused(await askXml(u, xml.replace('</Request>', '')), 'C019', 400, {
      field: 'payload',
    });
    expectRefused(await ask(u, u.appointId, await encrypted({ PatId: u.patientId })), 'C019', 400, {
      field: 'payload',
    });
    expectRefused(await askXml(u, xml.replaceAll('Request>', 'Query>')), 'C019', 400, {
      field: 'Request',
    });
    expectRefused(await askXml(u, '<Request>text</Request>'), 'C019', 400, { field: 'Request' });
    expectRefused(
      await askXml(u, xml.replace(/<ScheduleItemCode>.*<\/ScheduleItemCode>/, '')),
      'C018',
      400,
      { field: 'ScheduleItemCode' },
    );
    expectRefused(await askXml(u, xml.replace(/<PatId>.*<\/PatId>/, '<PatId/>')), 'C018', 400, {
      field: 'PatId',
    });
    expectRefused(await askFields(u, { PlatformId: String(Platform.WECHAT_MINI) }), 'C019', 400, {
      field: 'PlatformId',
    });
    expectRefused(await askFields(u, { PatId: 'a b' }), 'C019', 400, { field: 'PatId' });
    expectRefused(
      await askXml(u, xml.replace('</PatId>', `</PatId><PatId>${u.patientId}</PatId>`)),
      'C019',
      400,
      { field: 'PatId' },
    );
  });

  it('never expands entities: a DOCTYPE (external or internal entity) is refused, and an entity reference stays text', async () => {
    const u = await booker();
    const body = (patId: string) =>
      `<Request><PatId>${patId}</PatId><PlatformId>8</PlatformId><PlatformUserId>${u.userId}</PlatformUserId><ScheduleItemCode>${u.scheduleId}</ScheduleItemCode></Request>`;
    const xxe = `<?xml version="1.0"?><!DOCTYPE Request [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${body('&xxe;')}`;
    const laughs = `<!DOCTYPE Request [<!ENTITY a "${u.patientId}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${body('&a;')}`;
    const lower = `<!doctype Request>${body(u.patientId)}`;
    for (const xml of [xxe, laughs, lower])
      expectRefused(await askXml(u, xml), 'C019', 400, { field: 'payload' });
    expectRefused(await askXml(u, body('&amp;')), 'C019', 400, { field: 'PatId' });
    expectRefused(await askXml(u, body('&#49;')), 'C019', 400, { field: 'PatId' });
  });

  it('refuses a schedule, patient or user that is not this booking’s (APPOINT041), changing nothing', async () => {
    const u = await booker();
    const second = await insertAppointmentRow(t.db, H, {
      userId: u.userId,
      patientId: u.patientId,
      session: { doctorId: 'DR05', deptId: '13', date: localDate(4) },
    });
    expectRefused(await askFields(u, { ScheduleItemCode: second.scheduleId }), 'APPOINT041', 409, {
      field: 'ScheduleItemCode',
    });
    const sibling = await addPatientOk(t.app, u.token, H, { certNo: idCard('20100505') });
    expectRefused(await askFields(u, { PatId: sibling }), 'APPOINT041', 409, { field: 'PatId' });
    const other = await booker();
    expectRefused(await askFields(u, { PlatformUserId: other.userId }), 'APPOINT041', 409, {
      field: 'PlatformUserId',
    });
    expect((await askFields(u)).json().data).toEqual({ ResultCode: '0', Data: { regFee: 3100 } });
  });

  it('answers another user’s booking and patient exactly like unknown ones (C002 / PATIENT004)', async () => {
    const u = await booker();
    const other = await booker();
    const own = await askXml(other, transmitFeeXml(other.fields), u.appointId);
    expectRefused(own, 'C002', 404);
    expectRefused(await askXml(u, transmitFeeXml(u.fields), 'no-such-booking'), 'C002', 404);
    expectRefused(await askFields(u, { PatId: other.patientId }), 'PATIENT004', 404);
    expectRefused(await askFields(u, { PatId: 'no-such-patient' }), 'PATIENT004', 404);
  });
});
