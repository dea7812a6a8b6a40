import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { accountCalls, patientCalls, type HosId, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, call, get, signIn, type Call } from '../../../test/auth-helpers.ts';
import { hashToken } from './auth.plugin.ts';

/**
 * Step 3: a token is bound to one hospital and refused by every call of another; expired and revoked
 * tokens follow the 401 path (C024).
 */
let t: TestApp;
let patient1002: string;
beforeAll(async () => {
  t = await createTestApp();
  const row = await t.db
    .selectFrom('patient')
    .select('patient_id')
    .where('hos_id', '=', hosIdOf('1002'))
    .where('relation', '=', 2)
    .executeTakeFirstOrThrow();
  patient1002 = row.patient_id;
});
afterAll(async () => t.close());

const authCalls = Object.entries({ ...accountCalls, ...patientCalls }).filter(
  ([, c]) => 'auth' in c && c.auth,
);

/** A request for `hosId` that a signed-in user of that hospital could make (valid shape, real patient id). */
function requestFor(operationId: string, hosId: HosId, patientId: string): Call {
  const c =
    (accountCalls as Record<string, { method: string; path: string }>)[operationId] ??
    (patientCalls as Record<string, { method: string; path: string }>)[operationId]!;
  const url = c.path.replace(':hosId', hosId);
  const bodies: Record<string, object> = {
    changePassword: {
      hosId,
      oldPassword: 'Wrong#2026',
      password: 'Change&2026',
      confirmPassword: 'Change&2026',
    },
    addPatient: {
      hosId,
      patientName: 'Matrix Test',
      certType: 1,
      certNo: 'E12345678',
      phone: '13912345678',
      relation: 5,
      sex: 1,
      birthDate: '1990-01-01',
    },
    updatePatient: { hosId, patientId, relation: 3 },
    setDefaultPatient: { hosId, patientId },
    unbindPatient: { hosId, patientId },
    sendPatientBindCode: {
      hosId,
      patientName: 'Wang Jianguo',
      certType: 0,
      certNo: '330106198604150314',
    },
    revokePatientHolder: { hosId, patientId, holderId: patientId },
    getCardBalance: { hosId, patientId, clinicType: 1 },
    obtainCardBalanceUpV2: { hosId, patientId, clinicType: 1 },
    checkCardNoV2: { hosId, patId: patientId },
  };
  const queries: Record<string, string> = {
    logout: `?hosId=${hosId}`,
    getCurrentUser: `?hosId=${hosId}`,
    getPatientInfoByCondition: `?hosId=${hosId}`,
    getPatientAccessLog: `?hosId=${hosId}&patientId=${patientId}`,
    getPatientHolders: `?hosId=${hosId}&patientId=${patientId}`,
    getCardInfoByCondition: `?hosId=${hosId}&patientId=${patientId}&clinicType=1`,
  };
  if (c.method === 'GET') return { method: 'GET', url: url + (queries[operationId] ?? '') };
  return {
    method: 'POST',
    url: url + (queries[operationId] ?? ''),
    payload: bodies[operationId] ?? {},
  };
}

describe('a 1001 token at hospital 1002', () => {
  it('covers every call marked auth', () => {
    expect(authCalls.map(([id]) => id).sort()).toEqual([
      'addPatient',
      'changePassword',
      'checkCardNoV2',
      'getCardBalance',
      'getCardInfoByCondition',
      'getCurrentUser',
      'getPatientAccessLog',
      'getPatientHolders',
      'getPatientInfoByCondition',
      'getUserPhysicalLeader',
      'logout',
      'obtainCardBalanceUpV2',
      'revokePatientHolder',
      'sendPatientBindCode',
      'setDefaultPatient',
      'unbindPatient',
      'updatePatient',
    ]);
  });

  it.each(authCalls.map(([id]) => id))('%s answers 401 C024 and no data', async (operationId) => {
    const token1001 = await signIn(t.app, hosIdOf('1001'));
    const res = await call(t.app, {
      ...requestFor(operationId, hosIdOf('1002'), patient1002),
      headers: bearer(token1001),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 401,
      msg: 'Please sign in first',
      messageKey: 'C024',
      params: {},
    });
    // The same request with a 1002 token gets past authentication (control).
    const token1002 = await signIn(t.app, hosIdOf('1002'));
    const own = await call(t.app, {
      ...requestFor(operationId, hosIdOf('1002'), patient1002),
      headers: bearer(token1002),
    });
    expect(own.statusCode, JSON.stringify(own.json())).not.toBe(401);
  });
});

describe('tokens that are refused', () => {
  const me = (headers: Record<string, string>, hosId = hosIdOf('1001')) =>
    get(t.app, `/uaa/api/me?hosId=${hosId}`, { headers });

  it('no token, a malformed header, an unknown token', async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
    expect((await me(bearer('x'.repeat(43)))).json().messageKey).toBe('C024');
  });

  it('an expired token', async () => {
    const token = await signIn(t.app, hosIdOf('1001'));
    expect((await me(bearer(token))).statusCode).toBe(200);
    await t.db
      .updateTable('auth_session')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await me(bearer(token))).json()).toMatchObject({ code: 401, messageKey: 'C024' });
  });

  it('a revoked token', async () => {
    const token = await signIn(t.app, hosIdOf('1001'));
    await t.db
      .updateTable('auth_session')
      .set({ revoked_at: sql`now()` })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('a request naming two hospitals, or its hospital twice', async () => {
    const token = await signIn(t.app, hosIdOf('1001'));
    const twice = await get(t.app, '/uaa/api/me?hosId=1001&hosId=1002', { headers: bearer(token) });
    expect(twice.statusCode).toBe(401);
    const split = await call(t.app, {
      method: 'POST',
      url: '/patient/api/card/balance?hosId=1002',
      payload: { hosId: '1001', patientId: 'x', clinicType: 1 },
      headers: bearer(token),
    });
    expect(split.statusCode).toBe(401);
  });

  it('refuses before looking at the body, so an anonymous caller learns nothing about it', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/patient/api/patient/add',
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores only the SHA-256 of a token', async () => {
    const token = await signIn(t.app, hosIdOf('1003'));
    const rows = await t.db
      .selectFrom('auth_session')
      .selectAll()
      .where('hos_id', '=', hosIdOf('1003'))
      .execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
  });
});

describe('OpenAPI', () => {
  it('lists every account and patient call by its name, auth calls with the bearer scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const ops = new Map<string, { security?: unknown }>();
    for (const path of Object.values(
      doc.paths as Record<string, Record<string, { operationId: string; security?: unknown }>>,
    )) {
      for (const op of Object.values(path)) ops.set(op.operationId, op);
    }
    for (const [id, c] of Object.entries({ ...accountCalls, ...patientCalls })) {
      expect(ops.has(id), id).toBe(true);
      if ('auth' in c && c.auth) expect(ops.get(id)?.security, id).toEqual([{ bearerAuth: [] }]);
      else expect(ops.get(id)?.security, id).toBeUndefined();
    }
  });
});
