import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, signIn } from '../../../test/auth-helpers.ts';

/**
 * Feature access on direct calls: a hospital that closes its record or patient-management function
 * refuses that page's own calls with FUNC001 whatever a client sends, and changes nothing; what booking needs stays.
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

const setOpen = (moduleId: string, isUse: '0' | '1') =>
  t.db
    .updateTable('function_module')
    .set({ is_use: isUse })
    .where('hos_id', '=', hosIdOf('1001'))
    .where('module_id', '=', moduleId)
    .execute();
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
