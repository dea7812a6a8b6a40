import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { INVARIANTS, lostQueries, type Seen } from '../support/invariants.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * "The kill -9 invariant test in the suite": a real server on a fresh database takes a bounded burst of
 * bookings, card payments and cancels from the demo accounts' linked patients, is killed with SIGKILL mid-burst,
 * restarts at once on the same data, and the database must hold every invariant and every success the client saw.
 * No browser. Three rounds on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (a database of its own).
 */
const ROUNDS = 3;
/** The burst is killed once this many calls have succeeded, or after KILL_AFTER_MS, whichever is first. */
const KILL_AFTER_SUCCESSES = 12;
const KILL_AFTER_MS = 4_000;
const DEMO = { phone: '13800000001', password: 'Demo@2026' };
// 1003 asks the fee through the HIS transmit call before a card payment; 1001 and 1002 take it directly.
const HOSPITALS = ['1001', '1002'];

interface Envelope<T> {
  code: number;
  data: T;
  messageKey?: string;
}
type Call = <T>(method: string, url: string, body?: unknown, key?: string) => Promise<Envelope<T>>;

function client(baseUrl: string, token?: string): Call {
  return async (method, url, body, key) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...(key && { 'idempotency-key': key }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await res.json()) as Envelope<never>;
    // No request may produce a 5xx, not even one racing the kill.
    if (res.status >= 500)
      throw new Error(`${method} ${url} answered ${res.status} ${envelope.messageKey}`);
    return envelope;
  };
}

interface Patient {
  hosId: string;
  call: Call;
  patientId: string;
}
interface Slot {
  scheduleId: string;
  numberIds: string[];
}

async function patientsOf(baseUrl: string): Promise<Patient[]> {
  const all: Patient[] = [];
  for (const hosId of HOSPITALS) {
    const login = await client(baseUrl)<{ access_token: string }>(
      'POST',
      '/uaa/api/login/password',
      { hosId, ...DEMO },
    );
    expect(login.code, `sign-in at ${hosId}`).toBe(0);
    const call = client(baseUrl, login.data.access_token);
    const list = await call<{ patientId: string }[]>(
      'GET',
      `/patient/api/patient/list?hosId=${hosId}`,
    );
    for (const p of list.data) all.push({ hosId, call, patientId: p.patientId });
  }
  return all;
}

/** Up to 8 open sessions at least two days ahead with two of their free numbers, which the patients then race for. */
async function slotsOf(baseUrl: string, hosId: string): Promise<Slot[]> {
  const call = client(baseUrl);
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const doctors = await call<{ doctorId: string; isStop: string }[]>(
    'GET',
    `/hospital/api/snDoctorInfo/app/list?hosId=${hosId}`,
  );
  const slots: Slot[] = [];
  for (const d of doctors.data.filter((x) => x.isStop === '0')) {
    const sessions = await call<
      {
        scheduleId: string;
        released: boolean;
        regFee: number;
        scheduleDate: string;
        schedules: { numberId: string; status: string }[];
      }[]
    >(
      'GET',
      `/hospital/api/snDoctorSync/app/single/list?hosId=${hosId}&doctorId=${d.doctorId}&start=${from}`,
    );
    for (const s of sessions.data) {
      const free = s.schedules.filter((n) => n.status === 'free').map((n) => n.numberId);
      if (s.released && s.regFee > 0 && s.scheduleDate >= from && free.length >= 2)
        slots.push({ scheduleId: s.scheduleId, numberIds: free.slice(-2) });
      if (slots.length >= 8) return slots;
    }
  }
  return slots;
}

/** One round's burst: each patient books, pays by card and sometimes cancels, until the server dies or the plan ends. */
async function burst(
  server: RunningServer,
  patients: Patient[],
  slots: Map<string, Slot[]>,
  round: number,
  seen: Seen,
) {
  let successes = 0;
  let dead = false;
  const kill = () => {
    if (!dead) server.process.kill('SIGKILL');
    dead = true;
  };
  const timer = setTimeout(kill, KILL_AFTER_MS);
  const succeeded = (list: string[], key: string) => {
    list.push(key);
    if (++successes >= KILL_AFTER_SUCCESSES) kill();
  };
  const chain = async (p: Patient, i: number) => {
    const mine = slots.get(p.hosId) ?? [];
    for (let k = 0; k < mine.length && !dead; k++) {
      const slot = mine[(k + i) % mine.length]!;
      const key = () => `crash-r${round}-${randomUUID()}`;
      let appointId: string | undefined;
      for (const numberId of slot.numberIds) {
        const booked = await p.call<{ appointId: string }>(
          'POST',
          '/appointment/api/appointment/create',
          { hosId: p.hosId, patientId: p.patientId, scheduleId: slot.scheduleId, numberId },
          key(),
        );
        if (booked.code === 0) {
          appointId = booked.data.appointId;
          break;
        }
      }
      if (!appointId) continue;
      succeeded(seen.booked, `${p.hosId}:${appointId}`);
      const paid = await p.call(
        'PUT',
        `/appointment/api/record/deduction/${p.hosId}/${appointId}`,
        undefined,
        key(),
      );
      if (paid.code === 0) succeeded(seen.paid, `${p.hosId}:${appointId}`);
      if ((k + i) % 2 === 0) {
        const cancelled = await p.call('POST', '/appointment/api/record/cancel', {
          hosId: p.hosId,
          appointId,
        });
        if (cancelled.code === 0) succeeded(seen.cancelled, `${p.hosId}:${appointId}`);
      }
    }
  };
  // A call cut off by the kill has an unknown outcome: only what the client saw succeed is held to account.
  const settled = await Promise.allSettled(patients.map((p, i) => chain(p, i)));
  clearTimeout(timer);
  kill();
  for (const s of settled) {
    if (
      s.status === 'rejected' &&
      !/fetch failed|ECONNRESET|socket|other side closed/i.test(String(s.reason?.cause ?? s.reason))
    )
      throw s.reason;
  }
  await server.stop();
  return successes;
}

type Query = (text: string) => Promise<unknown[]>;

async function checkInvariants(query: Query, seen: Seen): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const [name, text] of Object.entries({ ...INVARIANTS, ...lostQueries(seen) })) {
    const rows = await query(text);
    if (rows.length > 0) broken[name] = rows;
  }
  return broken;
}

async function crashRounds(
  env: Record<string, string>,
  openQuery: () => Promise<{ query: Query; close(): Promise<void> }>,
) {
  const seen: Seen = { booked: [], paid: [], cancelled: [] };
  const perRound: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const server = await startServer(env);
    const patients = await patientsOf(server.baseUrl);
    const slots = new Map(
      await Promise.all(HOSPITALS.map(async (h) => [h, await slotsOf(server.baseUrl, h)] as const)),
    );
    perRound.push(await burst(server, patients, slots, round, seen));

    // At once on the same data: the crashed server's lock is no obstacle.
    const restarted = await startServer(env);
    const res = await fetch(`${restarted.baseUrl}/hospital/api/hospital/list`);
    expect(res.status).toBe(200);
    await restarted.stop();

    const db = await openQuery();
    try {
      expect(await checkInvariants(db.query, seen), `round ${round}`).toEqual({});
    } finally {
      await db.close();
    }
  }
  console.log(
    `kill -9 rounds: successes seen per round ${perRound.join(', ')}; bookings ${seen.booked.length}, payments ${seen.paid.length}, cancels ${seen.cancelled.length}, none lost`,
  );
  expect(seen.booked.length).toBeGreaterThan(0);
  expect(seen.paid.length).toBeGreaterThan(0);
}

describe('kill -9 mid-burst', () => {
  it(
    'keeps every invariant and every seen success on the embedded database',
    { timeout: 600_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
      try {
        await crashRounds({ DATA_DIR: dataDir }, async () => {
          const db = new PGlite(dataDir);
          return { query: async (text) => (await db.query(text)).rows, close: () => db.close() };
        });
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  const pgUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!pgUrl)(
    'keeps every invariant and every seen success on PostgreSQL',
    { timeout: 600_000 },
    async () => {
      const name = `portal_crash_${process.pid}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const url = new URL(pgUrl!);
      url.pathname = `/${name}`;
      try {
        await crashRounds({ DATABASE_URL: url.toString() }, async () => {
          const db = new pg.Client({ connectionString: url.toString() });
          await db.connect();
          return { query: async (text) => (await db.query(text)).rows, close: () => db.end() };
        });
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
