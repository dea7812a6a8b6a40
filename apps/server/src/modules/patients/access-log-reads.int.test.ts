import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogEntrySchema, type AccessLogEntry, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, linkPatientOk } from '../../../test/patient-helpers.ts';

/**
 * The access log keeps an account's reads of its own patient once a day (per patient and kind of read), so the
 * owner's page views do not bury what matters; changes and another account's reads are all there.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const WANG = { patientName: 'Wang Jianguo', certNo: '330106198604150314' };
const rowsOf = async (userId: string) =>
  t.db
    .selectFrom('patient_access_log')
    .select(['action', 'patient_id'])
    .where('hos_id', '=', hosIdOf('1001'))
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const readLog = async (token: string, patientId: string): Promise<AccessLogEntry[]> =>
  (
    (
      await get(t.app, `/patient/api/patient/access-log?hosId=1001&patientId=${patientId}`, {
        headers: bearer(token),
      })
    ).json().data as unknown[]
  ).map((e) => accessLogEntrySchema.strict().parse(e));
const listPatients = (token: string) =>
  get(t.app, '/patient/api/patient/list?hosId=1001', { headers: bearer(token) });
const cardInfo = (token: string, patientId: string) =>
  get(t.app, `/patient/api/card/info?hosId=1001&patientId=${patientId}&clinicType=1`, {
    headers: bearer(token),
  });

describe("the owner's own reads", () => {
  it('a second visit the same day adds no row for any patient; each kind of read and every change is kept', async () => {
    const { token, userId } = await registerUser(t.app, hosIdOf('1001'));
    const a = await addPatientOk(t.app, token, hosIdOf('1001'), { patientName: 'Daily Alpha' });
    const b = await addPatientOk(t.app, token, hosIdOf('1001'), { patientName: 'Daily Beta' });
    for (let visit = 0; visit < 3; visit += 1) {
      expect((await listPatients(token)).statusCode).toBe(200);
      expect((await cardInfo(token, b)).statusCode).toBe(200);
    }
    await post(
      t.app,
      '/patient/api/patient/default',
      { hosId: '1001', patientId: a },
      { headers: bearer(token) },
    );
    await post(
      t.app,
      '/patient/api/patient/default',
      { hosId: '1001', patientId: b },
      { headers: bearer(token) },
    );
    expect((await listPatients(token)).statusCode).toBe(200);

    const rows = (await rowsOf(userId)).map((r) => `${r.action} ${r.patient_id === a ? 'A' : 'B'}`);
    expect(rows).toEqual([
      'add A',
      'add B',
      'list A',
      'list B',
      'card-info B',
      'set-default A',
      'set-default B',
    ]);
  });
});

describe("another account's reads", () => {
  it("another account holding the same person leaves its read in the person's log; the owner's own repeated read does not", async () => {
    const owner = await registerUser(t.app, hosIdOf('1001'));
    const ownWang = await linkPatientOk(t.app, owner.token, hosIdOf('1001'), WANG, '13800000001');
    const other = await registerUser(t.app, hosIdOf('1001'));
    const otherWang = await linkPatientOk(t.app, other.token, hosIdOf('1001'), WANG, '13800000001');

    await cardInfo(owner.token, ownWang);
    await cardInfo(owner.token, ownWang);
    const before = (await readLog(owner.token, ownWang)).length;
    await cardInfo(owner.token, ownWang);
    expect((await readLog(owner.token, ownWang)).length).toBe(before);

    await cardInfo(other.token, otherWang);
    const log = await readLog(owner.token, ownWang);
    expect(log.length).toBe(before + 1);
    expect(log[0]).toMatchObject({
      action: 'card-info',
      byMe: false,
      actor: `${other.phone.slice(0, 3)}****${other.phone.slice(7)}`,
    });
    expect(log.filter((e) => e.byMe && e.action === 'card-info')).toHaveLength(1);
  });
});
