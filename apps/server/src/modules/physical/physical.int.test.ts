import { hosIdOf } from '@portal/shared';
import type { HosId } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  DEMO,
  bearer,
  get,
  post,
  registerUser,
  signIn,
  uniqueIp,
} from '../../../test/auth-helpers.ts';

/** Step 6: the physical-exam leader flag. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const leader = async (hosId: HosId, token: string, query = '') =>
  (
    await get(t.app, `/physicalexamination/api/leader/${hosId}${query}`, { headers: bearer(token) })
  ).json();

describe('getUserPhysicalLeader', () => {
  it('1001 (batch physical exam on, demo account a leader) answers 1', async () => {
    expect(await leader(hosIdOf('1001'), await signIn(t.app, hosIdOf('1001')))).toEqual({
      code: 0,
      msg: 'success',
      data: { leader: '1' },
    });
  });

  it('1002 (function off) answers 0, and so does a user who is not a leader at 1001', async () => {
    expect((await leader(hosIdOf('1002'), await signIn(t.app, hosIdOf('1002')))).data).toEqual({
      leader: '0',
    });
    expect(
      (await leader(hosIdOf('1001'), (await registerUser(t.app, hosIdOf('1001'))).token)).data,
    ).toEqual({
      leader: '0',
    });
  });

  it('is off when the hospital switches the function off, even for a listed leader', async () => {
    await t.db
      .insertInto('physical_leader')
      .values({ hos_id: hosIdOf('1002'), phone: DEMO.phone })
      .execute();
    expect((await leader(hosIdOf('1002'), await signIn(t.app, hosIdOf('1002')))).data).toEqual({
      leader: '0',
    });
  });

  it('takes the phone from the session, never from the query', async () => {
    const { token } = await registerUser(t.app, hosIdOf('1001'));
    expect(
      (await leader(hosIdOf('1001'), token, `?phone=${DEMO.phone}&platformId=8`)).data,
    ).toEqual({
      leader: '0',
    });
  });

  it('the login user carries the same flag', async () => {
    const res = await post(
      t.app,
      '/uaa/api/login/password',
      { hosId: '1001', ...DEMO },
      { remoteAddress: uniqueIp() },
    );
    expect(res.json().data.leader).toBe('1');
    const me = await get(t.app, '/uaa/api/me?hosId=1001', {
      headers: bearer(res.json().data.access_token),
    });
    expect(me.json().data.leader).toBe('1');
  });

  it('needs a signed-in user of that hospital', async () => {
    const res = await get(t.app, '/physicalexamination/api/leader/1001');
    expect(res.statusCode).toBe(401);
  });
});
