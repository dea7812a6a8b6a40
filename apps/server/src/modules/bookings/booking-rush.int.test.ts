import { hosIdOf } from '@portal/shared';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  UnknownRow,
} from 'kysely';
import { buildTestApp, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import { insertSandboxCatalogue } from '../../his/sandbox/seed-catalogue.ts';
import { syncTestCatalogue } from '../../../test/fixtures/catalogue/catalogue.fixtures.ts';
import { insertSession, localDate } from '../../../test/fixtures/bookings/appointments.fixtures.ts';

/**
 * The release-time rush (bench:booking): what one booking request costs in SQL statements, and that the
 * cheap early answers are the very answers the transaction gives. Statements are counted as the app's database
 * handle executes them for the request measured (its async context), so a statement another request left running
 * after its answer is not; a transaction's begin and commit/rollback are not counted.
 */
const measured = new AsyncLocalStorage<{ statements: number }>();
class StatementCounter implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const request = measured.getStore();
    if (request) request.statements++;
    return args.result;
  }
}

/** Runs `call` and answers its result with the statements it ran. */
async function counted<T>(call: () => PromiseLike<T>): Promise<{ result: T; statements: number }> {
  const request = { statements: 0 };
  // Awaited inside the context: an inject starts only when awaited.
  const result = await measured.run(request, async () => await call());
  return { result, statements: request.statements };
}

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = await buildTestApp(t.db.withPlugin(new StatementCounter()));
  await app.ready();
  // 1001's pediatric rule names department 50; a sub-department of it is pediatric too.
  await insertSandboxCatalogue(t.db, hosIdOf('1001'), {
    departments: [
      { deptId: '5001', parentId: '50', deptName: 'Child surgery', introduce: null, sort: 99 },
    ],
  });
  await syncTestCatalogue(t.db, hosIdOf('1001'));
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const CREATE = '/appointment/api/appointment/create';

async function patientOf(born = '19850505') {
  const u = await registerUser(app, hosIdOf('1001'));
  return {
    ...u,
    patientId: await addPatientOk(app, u.token, hosIdOf('1001'), { certNo: idCard(born) }),
  };
}

/** Books and answers the response with the number of statements the request ran. */
async function book(
  token: string,
  body: { patientId: string; scheduleId: string; numberId?: string },
  key = randomUUID(),
) {
  const { result: res, statements } = await counted(() =>
    post(
      app,
      CREATE,
      { hosId: '1001', ...body },
      { headers: { ...bearer(token), 'idempotency-key': key } },
    ),
  );
  return { status: res.statusCode, body: res.json(), statements };
}

const fullSession = async (doctorId: string) => {
  const s = await insertSession(t.db, hosIdOf('1001'), {
    doctorId,
    deptId: '12',
    date: localDate(1),
    numbers: 1,
  });
  const winner = await patientOf();
  expect(
    (await book(winner.token, { patientId: winner.patientId, scheduleId: s.scheduleId })).status,
  ).toBe(200);
  return { ...s, winner };
};

describe('a sold-out session', () => {
  it('is refused after one statement (the token check and the first read together), with APPOINT005 (APPOINT004 for a number asked for)', async () => {
    const s = await fullSession('DR04');
    const loser = await patientOf();
    const any = await book(loser.token, { patientId: loser.patientId, scheduleId: s.scheduleId });
    expect(any).toMatchObject({
      status: 409,
      body: { code: 409, messageKey: 'APPOINT005' },
      statements: 1,
    });
    const asked = await book(loser.token, {
      patientId: loser.patientId,
      scheduleId: s.scheduleId,
      numberId: s.numberIds[0]!,
    });
    expect(asked).toMatchObject({ status: 409, body: { messageKey: 'APPOINT004' }, statements: 1 });
  });

  it('still answers a repeated Idempotency-Key with its appointment, unchanged, whatever the body names', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR05',
      deptId: '12',
      date: localDate(1),
      numbers: 1,
    });
    const p = await patientOf();
    const key = randomUUID();
    const first = await book(p.token, { patientId: p.patientId, scheduleId: s.scheduleId }, key);
    expect(first.status).toBe(200);
    // The session is sold out now; the repeat answers the booking, from the same single read.
    const again = await book(p.token, { patientId: p.patientId, scheduleId: s.scheduleId }, key);
    expect(again).toMatchObject({ status: 200, body: first.body });
    // The token check with the first read, then the record.
    expect(again.statements).toBe(2);
    // A repeat naming a session that does not exist answers it too (one more read for the key).
    expect(
      await book(p.token, { patientId: p.patientId, scheduleId: 'no-such-session' }, key),
    ).toMatchObject({ status: 200, body: first.body });
  });
});

describe('inside the booking transaction', () => {
  it('books with a bounded number of statements', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR06',
      deptId: '12',
      date: localDate(1),
      numbers: 2,
    });
    const p = await patientOf();
    const res = await book(p.token, { patientId: p.patientId, scheduleId: s.scheduleId });
    expect(res.status).toBe(200);
    // token with target, card (patient, cards, access log; before the transaction), the day's serial, lock, facts,
    // patient, claim, appointment, key, access log, record; one more when the read-cached department list (age rule)
    // has just expired.
    expect(res.statements).toBeLessThanOrEqual(15);
  });

  it('refuses the same patient twice (APPOINT006) after reading the rules in one statement', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR07',
      deptId: '12',
      date: localDate(1),
      numbers: 2,
    });
    const p = await patientOf();
    expect((await book(p.token, { patientId: p.patientId, scheduleId: s.scheduleId })).status).toBe(
      200,
    );
    const twice = await book(p.token, { patientId: p.patientId, scheduleId: s.scheduleId });
    // token with target, card (patient, cards, access log; read from the HIS before the transaction), the day's
    // serial, lock, facts, patient
    expect(twice).toMatchObject({ status: 409, body: { messageKey: 'APPOINT006' }, statements: 8 });
  });

  it('applies the age rule of a pediatric department to its sub-departments (APPOINT039)', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR08',
      deptId: '5001',
      date: localDate(1),
      numbers: 2,
    });
    const adult = await patientOf('19850505');
    expect(
      (await book(adult.token, { patientId: adult.patientId, scheduleId: s.scheduleId })).body,
    ).toMatchObject({ messageKey: 'APPOINT039' });
    const child = await patientOf(`${Number(localDate(0).slice(0, 4)) - 5}0101`);
    expect(
      (await book(child.token, { patientId: child.patientId, scheduleId: s.scheduleId })).status,
    ).toBe(200);
  });

  it("still refuses another user's patient (PATIENT004) before any booking rule", async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR09',
      deptId: '12',
      date: localDate(1),
      numbers: 2,
    });
    const owner = await patientOf();
    const other = await patientOf();
    expect(
      (await book(other.token, { patientId: owner.patientId, scheduleId: s.scheduleId })).body,
    ).toMatchObject({ messageKey: 'PATIENT004' });
  });
});

describe('the token check of every booking request', () => {
  it('refuses a signed-out token on the very next request (C024), with no cache in between', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR10',
      deptId: '12',
      date: localDate(1),
      numbers: 3,
    });
    const p = await patientOf();
    // Warm: the token has just been accepted.
    expect(
      (await book(p.token, { patientId: p.patientId, scheduleId: 'no-such-session' })).body,
    ).toMatchObject({ messageKey: 'C002' });
    expect((await post(app, '/uaa/api/logout', {}, { headers: bearer(p.token) })).statusCode).toBe(
      200,
    );
    const after = await book(p.token, { patientId: p.patientId, scheduleId: s.scheduleId });
    expect(after).toMatchObject({ status: 401, body: { messageKey: 'C024' }, statements: 1 });
  });
});

describe('the token check that makes the first read', () => {
  it('still checks the token before the body, and refuses a token of another hospital without reading its session', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR11',
      deptId: '12',
      date: localDate(1),
      numbers: 3,
    });
    const p = await patientOf();
    // No valid token: C024 whatever the body, so an anonymous caller learns nothing about the call's schema.
    const anonymous = await post(
      app,
      CREATE,
      { hosId: '1001', scheduleId: 7 },
      { headers: { ...bearer('x'.repeat(43)), 'idempotency-key': randomUUID() } },
    );
    expect({ status: anonymous.statusCode, key: anonymous.json().messageKey }).toEqual({
      status: 401,
      key: 'C024',
    });
    // A 1001 token names a 1002 booking: refused as unknown, in the one statement.
    const { result: elsewhere, statements } = await counted(() =>
      post(
        app,
        CREATE,
        { hosId: '1002', patientId: p.patientId, scheduleId: s.scheduleId },
        { headers: { ...bearer(p.token), 'idempotency-key': randomUUID() } },
      ),
    );
    expect({
      status: elsewhere.statusCode,
      key: elsewhere.json().messageKey,
      statements,
    }).toEqual({ status: 401, key: 'C024', statements: 1 });
    // A body that is not a booking's: the plain token check, then validation refuses it.
    const invalid = await book(p.token, { patientId: p.patientId, scheduleId: '' });
    expect(invalid).toMatchObject({ status: 400, statements: 1 });
    // Without an Idempotency-Key: APPOINT009 after the plain token check, nothing read.
    const keyless = await counted(() =>
      post(
        app,
        CREATE,
        { hosId: '1001', patientId: p.patientId, scheduleId: s.scheduleId },
        { headers: bearer(p.token) },
      ),
    );
    expect({
      key: keyless.result.json().messageKey,
      statements: keyless.statements,
    }).toEqual({ key: 'APPOINT009', statements: 1 });
    // And the session is still bookable by its own patient.
    expect((await book(p.token, { patientId: p.patientId, scheduleId: s.scheduleId })).status).toBe(
      200,
    );
  });
});
