import { hosIdOf, scheduleCalls as calls } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import { listenTargetOf, openDatabase } from '../../db/database.ts';
import { insertSession, localDate } from '../../../test/fixtures/bookings/appointments.fixtures.ts';

/**
 * Over app.inject (PGlite and PostgreSQL): the week is answered from each instance's cache of
 * serialized answers, and a committed change to a session's numbers — a booking, a cancel, on this instance or
 * another on the same database — shows in the next read.
 */
let t: TestApp;
let user: { token: string; patientId: string };
beforeAll(async () => {
  t = await createTestApp();
  const u = await registerUser(t.app, hosIdOf('1001'));
  user = {
    token: u.token,
    patientId: await addPatientOk(t.app, u.token, hosIdOf('1001'), { certNo: idCard('19800101') }),
  };
});
afterAll(async () => t.close());

// Five days ahead: released, and before 1001's cancel cutoff whatever the time of day.
const DAY = localDate(5);
const WEEK = `/hospital/api/snScheduleSync/web/all?hosId=1001&hosArea=1&start=${DAY}&end=${DAY}`;
const ZH = { 'accept-language': 'zh-CN' };

interface Cell {
  scheduleId: string;
  leftNum: number;
  doctorName: string;
}
interface TreeNode {
  children: TreeNode[];
  noonMap: Record<string, Record<string, Cell[]>>;
}

async function read(app: FastifyInstance, headers: Record<string, string> = {}) {
  const res = await get(app, WEEK, { headers });
  return res;
}

/** The session's cell in a week answer. */
function cellOf(body: string, scheduleId: string): Cell | undefined {
  const found: Cell[] = [];
  const walk = (nodes: TreeNode[]) => {
    for (const n of nodes) {
      for (const byDate of Object.values(n.noonMap))
        for (const list of Object.values(byDate))
          found.push(...list.filter((c) => c.scheduleId === scheduleId));
      walk(n.children);
    }
  };
  walk((JSON.parse(body) as { data: { scheduleList: TreeNode[] } }).data.scheduleList);
  return found[0];
}

async function leftNum(
  app: FastifyInstance,
  scheduleId: string,
  headers: Record<string, string> = {},
) {
  const res = await read(app, headers);
  expect(res.statusCode).toBe(200);
  return cellOf(res.body, scheduleId)?.leftNum;
}

const book = (app: FastifyInstance, scheduleId: string, by = user) =>
  post(
    app,
    '/appointment/api/appointment/create',
    { hosId: '1001', patientId: by.patientId, scheduleId },
    { headers: { ...bearer(by.token), 'idempotency-key': randomUUID() } },
  );

/** A patient of a user of their own (the booking rules limit one patient's bookings of a day). */
async function anotherPatient(birth: string) {
  const u = await registerUser(t.app, hosIdOf('1001'));
  return {
    token: u.token,
    patientId: await addPatientOk(t.app, u.token, hosIdOf('1001'), { certNo: idCard(birth) }),
  };
}

/** Reads until `scheduleId` shows `expected` free numbers, at most 20 times 50 ms apart; the last figure read. */
async function eventually(app: FastifyInstance, scheduleId: string, expected: number) {
  let seen: number | undefined;
  for (let i = 0; i < 20 && seen !== expected; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 50));
    seen = await leftNum(app, scheduleId);
  }
  return seen;
}

/**
 * Takes a number behind every cache's back: the triggers do not fire for a replica session, so no notice is sent. A
 * read that does not show it was answered from memory.
 */
async function takeSilently(numberId: string) {
  await t.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx
      .updateTable('source_number')
      .set({ status: 'taken', appoint_id: 'silent' })
      .where('hos_id', '=', hosIdOf('1001'))
      .where('number_id', '=', numberId)
      .execute();
  });
}

describe('the week from the cache', () => {
  it('is answered from memory, and a booking shows in the very next read; a cancel too', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR04',
      deptId: '12',
      date: DAY,
      numbers: 4,
    });
    // The first read of a date generates its sessions from the weekly rules, and that change drops its own entry.
    expect(await leftNum(t.app, s.scheduleId)).toBe(4);
    expect(await leftNum(t.app, s.scheduleId)).toBe(4);
    await takeSilently(s.numberIds[3]!);
    // Served from memory: the silent change is not seen.
    expect(await leftNum(t.app, s.scheduleId)).toBe(4);

    const booked = await book(t.app, s.scheduleId);
    expect(booked.statusCode).toBe(200);
    // The booking's notice has the session's free numbers counted again (the silent change included).
    expect(await leftNum(t.app, s.scheduleId)).toBe(2);

    const cancelled = await post(
      t.app,
      '/appointment/api/record/cancel',
      { hosId: '1001', appointId: booked.json().data.appointId },
      { headers: bearer(user.token) },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await leftNum(t.app, s.scheduleId)).toBe(3);
  });

  it("sets a booking's and a cancel's count in the cached answer in place, keeping the rest of the week", async () => {
    const patient = await anotherPatient('19850505');
    const booked = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR04',
      deptId: '12',
      date: DAY,
      noonCode: '2',
      numbers: 3,
    });
    const other = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR05',
      deptId: '12',
      date: DAY,
      noonCode: '2',
      numbers: 3,
    });
    expect(await leftNum(t.app, booked.scheduleId)).toBe(3);
    expect(await leftNum(t.app, other.scheduleId)).toBe(3);
    await takeSilently(other.numberIds[0]!);

    const created = await book(t.app, booked.scheduleId, patient);
    expect(created.statusCode).toBe(200);
    const afterBooking = (await read(t.app)).body;
    expect(cellOf(afterBooking, booked.scheduleId)?.leftNum).toBe(2);
    // The same answer otherwise: the week was not read again (the other session's silent change is not seen).
    expect(cellOf(afterBooking, other.scheduleId)?.leftNum).toBe(3);

    const cancelled = await post(
      t.app,
      '/appointment/api/record/cancel',
      { hosId: '1001', appointId: created.json().data.appointId },
      { headers: bearer(patient.token) },
    );
    expect(cancelled.statusCode).toBe(200);
    const afterCancel = (await read(t.app)).body;
    expect(cellOf(afterCancel, booked.scheduleId)?.leftNum).toBe(3);
    expect(cellOf(afterCancel, other.scheduleId)?.leftNum).toBe(3);
  });

  it('builds the week again after 5 s while the old answer is still given, and not from an answer 10 s old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const s = await insertSession(t.db, hosIdOf('1001'), {
        doctorId: 'DR04',
        deptId: '12',
        date: DAY,
        noonCode: '3',
        numbers: 3,
      });
      expect(await leftNum(t.app, s.scheduleId)).toBe(3);
      await takeSilently(s.numberIds[0]!);
      expect(await leftNum(t.app, s.scheduleId)).toBe(3);

      vi.setSystemTime(Date.now() + 6_000);
      // Answered at once from the old entry, which starts building the new one.
      expect(await leftNum(t.app, s.scheduleId)).toBe(3);
      expect(await eventually(t.app, s.scheduleId, 2)).toBe(2);

      await takeSilently(s.numberIds[1]!);
      vi.setSystemTime(Date.now() + 11_000);
      // Not read for 11 s: nothing old is answered, the week is built before answering.
      expect(await leftNum(t.app, s.scheduleId)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts its sync with the change feed on the week's route alone, before the rate limiter's hook", () => {
    // The sync runs first, so its database round trip overlaps the limiter's to Redis; @fastify/rate-limit appends
    // its hook after the route's own. Other routes (the department's here) run the same hooks without it.
    const routes = t.app.printRoutes({ includeHooks: true, commonPrefix: false });
    const onRequestOf = (path: string) => {
      const line = routes
        .slice(routes.indexOf(`${path} (GET`))
        .split('\n')
        .find((l) => l.includes('(onRequest)'));
      return JSON.parse(line!.slice(line!.indexOf('['))) as string[];
    };
    const week = onRequestOf(calls.pcEntireScheduleInfoByCondition.path);
    expect(week.indexOf('startSync()')).toBeGreaterThanOrEqual(0);
    expect(week.indexOf('startSync()')).toBeLessThan(week.length - 1);
    expect(week.filter((hook) => hook !== 'startSync()')).toEqual(
      onRequestOf(calls.getDepartmentInfo.path),
    );
  });

  it('tags the week (ETag), answers 304 to a client that holds it, and changes the tag when the week changes', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR05',
      deptId: '12',
      date: DAY,
      numbers: 2,
    });
    const first = await read(t.app);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    // Public and the same for everyone: kept by the browser, but asked again each time.
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/accept-language/);

    const same = await read(t.app, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toBe('no-cache');
    // Another week's tag, or none: the full answer.
    expect((await read(t.app, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);

    expect((await book(t.app, s.scheduleId)).statusCode).toBe(200);
    const changed = await read(t.app, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(cellOf(changed.body, s.scheduleId)?.leftNum).toBe(1);
  });

  it('sends a compressed copy to a client that accepts one, the same JSON', async () => {
    const identity = await read(t.app);
    for (const encoding of ['br', 'gzip']) {
      const res = await get(t.app, WEEK, { headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.etag).toBe(identity.headers.etag);
      const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
      const raw =
        encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(raw.toString()).toBe(identity.body);
    }
  });

  it('keeps one answer per language, each updated by a booking', async () => {
    const s = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR04',
      deptId: '12',
      date: DAY,
      noonCode: '2',
      numbers: 3,
    });
    const en = await read(t.app);
    const zh = await read(t.app, ZH);
    expect(cellOf(en.body, s.scheduleId)).toMatchObject({ doctorName: 'Zhao Yun', leftNum: 3 });
    expect(cellOf(zh.body, s.scheduleId)).toMatchObject({ doctorName: '赵云', leftNum: 3 });
    expect(zh.headers.etag).not.toBe(en.headers.etag);
    // Alternating languages never crosses the entries.
    expect(cellOf((await read(t.app)).body, s.scheduleId)?.doctorName).toBe('Zhao Yun');
    expect(cellOf((await read(t.app, ZH)).body, s.scheduleId)?.doctorName).toBe('赵云');

    expect((await book(t.app, s.scheduleId)).statusCode).toBe(200);
    expect(cellOf((await read(t.app, ZH)).body, s.scheduleId)).toMatchObject({
      doctorName: '赵云',
      leftNum: 2,
    });
    expect(cellOf((await read(t.app)).body, s.scheduleId)).toMatchObject({
      doctorName: 'Zhao Yun',
      leftNum: 2,
    });
  });

  // Two instances need a database server both can reach: PostgreSQL only (one PGlite folder serves one process).
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'two instances on one database: a booking on one shows on the other',
    async () => {
      const target = listenTargetOf(t.db);
      if (target?.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
      const db2 = await openDatabase({ kind: 'postgres', url: target.url });
      const other = await buildTestApp(db2);
      try {
        await other.ready();
        const s = await insertSession(t.db, hosIdOf('1001'), {
          doctorId: 'DR05',
          deptId: '12',
          date: DAY,
          noonCode: '2',
          numbers: 3,
        });
        // The other instance has the week in memory.
        expect(await leftNum(other, s.scheduleId)).toBe(3);
        expect(await leftNum(other, s.scheduleId)).toBe(3);

        expect((await book(t.app, s.scheduleId)).statusCode).toBe(200);
        // Within a second (the feed's sync makes the first read see it).
        expect(await eventually(other, s.scheduleId, 2)).toBe(2);
      } finally {
        await other.close();
        await db2.destroy();
      }
    },
  );
});
