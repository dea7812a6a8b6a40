import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import { insertSession, localDate } from '../../../test/fixtures/bookings/appointments.fixtures.ts';

/**
 * (claim-gate.ts) over app.inject, PGlite and PostgreSQL: attempts that arrive together for a session with one
 * number left all read 'one free', but only one goes on to the card lookup and the transaction; the others wait for it
 * and hear 'sold out' from the early read. Every attempt is answered, exactly one books. (On PostgreSQL the six run
 * truly in parallel, and without the gate all six look their card up; PGlite runs one statement at a time.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('attempts on the last number', () => {
  it('only as many go past the early read as there are numbers; the rest wait and hear sold out', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR04',
      deptId: '12',
      date: localDate(5),
      numbers: 1,
    });
    const patients = [];
    for (let i = 0; i < 6; i++) {
      const u = await registerUser(t.app, hosIdOf('1001'));
      patients.push({
        token: u.token,
        patientId: await addPatientOk(t.app, u.token, hosIdOf('1001'), {
          certNo: idCard(`1980010${i + 1}`),
        }),
      });
    }
    const answers = await Promise.all(
      patients.map((p) =>
        post(
          t.app,
          '/appointment/api/appointment/create',
          { hosId: '1001', patientId: p.patientId, scheduleId: s.scheduleId },
          { headers: { ...bearer(p.token), 'idempotency-key': randomUUID() } },
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().messageKey)).toEqual(
      Array(5).fill('APPOINT005'),
    );
    // Past the early read, an attempt looks up its patient's card (one access log entry): only the winner did.
    const lookups = await t.db
      .selectFrom('patient_access_log')
      .select('patient_id')
      .where('hos_id', '=', hosIdOf('1001'))
      .where('action', '=', 'card-info')
      .where(
        'patient_id',
        'in',
        patients.map((p) => p.patientId),
      )
      .execute();
    expect(lookups).toHaveLength(1);
  });
});
