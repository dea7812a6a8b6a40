import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { accessLogEntrySchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, registerUser } from '../../../test/auth-helpers.ts';
import { UNMASKED, addPatientOk } from '../../../test/patient-helpers.ts';

/** An append-only log of who read or changed which patient's data, readable by the patient's owner. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const readLog = async (token: string, patientId?: string) => {
  const res = await get(
    t.app,
    `/patient/api/patient/access-log?hosId=1001${patientId ? `&patientId=${patientId}` : ''}`,
    { headers: bearer(token) },
  );
  expect(res.body).not.toMatch(UNMASKED);
  return res.json().data.map((e: unknown) => accessLogEntrySchema.strict().parse(e));
};

describe('getPatientAccessLog', () => {
  it('records every read and change, newest first, the actor masked', async () => {
    const { token, phone } = await registerUser(t.app, hosIdOf('1001'));
    const a = await addPatientOk(t.app, token, hosIdOf('1001'), { patientName: 'Log Alpha' });
    const b = await addPatientOk(t.app, token, hosIdOf('1001'), { patientName: 'Log Beta' });
    const h = bearer(token);
    await get(t.app, '/patient/api/patient/list?hosId=1001', { headers: h });
    await post(
      t.app,
      '/patient/api/patient/update',
      { hosId: '1001', patientId: b, relation: 1 },
      { headers: h },
    );
    await post(
      t.app,
      '/patient/api/patient/default',
      { hosId: '1001', patientId: b },
      { headers: h },
    );
    await get(t.app, `/patient/api/card/info?hosId=1001&patientId=${b}&clinicType=1`, {
      headers: h,
    });
    await post(
      t.app,
      '/patient/api/card/balance',
      { hosId: '1001', patientId: b, clinicType: 1 },
      { headers: h },
    );
    await post(t.app, '/patient/api/checkCardNoV2', { hosId: '1001', patId: b }, { headers: h });
    await post(
      t.app,
      '/patient/api/patient/unbind',
      { hosId: '1001', patientId: a },
      { headers: h },
    );

    const all = await readLog(token);
    expect(
      all.map((e: { action: string; patientName: string }) => `${e.action} ${e.patientName}`),
    ).toEqual([
      'unbind Log Alpha',
      'card-check Log Beta',
      'card-balance Log Beta',
      'card-info Log Beta',
      'set-default Log Beta',
      'update Log Beta',
      'list Log Beta',
      'list Log Alpha',
      'add Log Beta',
      'add Log Alpha',
    ]);
    expect(all).toHaveLength(10);
    expect(all[0].actor).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    const times = all.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    // An unbound patient's history stays readable by its owner.
    expect((await readLog(token, a)).map((e: { action: string }) => e.action)).toEqual([
      'unbind',
      'list',
      'add',
    ]);
  });

  it('records the client address', async () => {
    const { token, userId } = await registerUser(t.app, hosIdOf('1001'));
    await addPatientOk(t.app, token, hosIdOf('1001'));
    const rows = await t.db
      .selectFrom('patient_access_log')
      .select('ip')
      .where('hos_id', '=', hosIdOf('1001'))
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([{ ip: '127.0.0.1' }]);
  });
});

describe('append-only, enforced by the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of the access log', async () => {
    const { token } = await registerUser(t.app, hosIdOf('1001'));
    await addPatientOk(t.app, token, hosIdOf('1001'));
    await expect(
      t.db.updateTable('patient_access_log').set({ action: 'nothing' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('patient_access_log').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate patient_access_log`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('refuses UPDATE and DELETE of the card ledger, and negative balances', async () => {
    await expect(t.db.updateTable('his_card_ledger').set({ amount: 1 }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.deleteFrom('his_card_ledger').execute()).rejects.toThrow(/append-only/);
    await expect(
      t.db
        .updateTable('his_card')
        .set({ balance: -1 })
        .where('hos_id', '=', hosIdOf('1001'))
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      t.db
        .insertInto('his_card_ledger')
        .values({
          hos_id: hosIdOf('1001'),
          card_id: 'C1001-01',
          amount: -30000,
          balance_after: -10000,
          kind: 'test',
          ref: '',
        })
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});
