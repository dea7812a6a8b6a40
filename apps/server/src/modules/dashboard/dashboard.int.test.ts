import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { hosIdOf } from '@portal/shared';
import type { Dashboard } from '@portal/shared/console';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';
import { registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import {
  insertAppointmentRow,
  insertCard,
} from '../../../test/fixtures/bookings/records.fixtures.ts';
import {
  consoleInject,
  signInStaff,
  type StaffSession,
} from '../../../test/fixtures/staff.fixtures.ts';

/**
 * The dashboard's figures (docs/dashboard.md) over bookings, orders and complaints written straight into the tables
 * at 1001, in a period of 2020 no seed reaches, so every figure is known exactly; complaints and refunds in progress
 * are counted now, so they are compared with the figures read before seeding.
 */
const t = useTestApp(() => createTestApp());
const H = hosIdOf('1001');
const FROM = '2020-03-01';
const TO = '2020-03-03';
const url = (q: string) => `/console/api/hospitals/${H}/dashboard?${q}`;

let admin: StaffSession;
let before: Dashboard;
let deptX: { doctorId: string; deptId: string };

async function dashboard(s: StaffSession, from = FROM, to = TO) {
  const res = await consoleInject(t.app, s, { method: 'GET', url: url(`from=${from}&to=${to}`) });
  expect(res.json(), 'getDashboard').toMatchObject({ code: 0 });
  return res.json().data as Dashboard;
}

/** One booking of the period, in the state the test names, and optionally its registration order. */
async function booking(
  ids: { userId: string; patientId: string },
  date: string,
  dept: { doctorId: string; deptId: string },
  state: {
    row?: Record<string, unknown>;
    order?: { amount: number; state: string; paidAt: string; refundedAt?: string };
  } = {},
) {
  const { appointId } = await insertAppointmentRow(t.db, H, {
    ...ids,
    session: { ...dept, date },
    isDopay: '1',
  });
  if (state.row)
    await t.db
      .updateTable('appointment')
      .set(state.row)
      .where('hos_id', '=', H)
      .where('appoint_id', '=', appointId)
      .execute();
  if (state.order) await order('registration', state.order, { appoint_id: appointId });
  return appointId;
}

async function order(
  purpose: string,
  o: { amount: number; state: string; paidAt: string; refundedAt?: string },
  extra: Record<string, unknown>,
) {
  await t.db
    .insertInto('pay_order')
    .values({
      hos_id: H,
      out_trade_no: `T${randomUUID().replaceAll('-', '').slice(0, 20)}`,
      user_id: 'dashboard-test',
      business_type: 5,
      method: 'qr',
      purpose,
      amount: o.amount,
      state: o.state,
      paid_at: new Date(o.paidAt),
      refunded_at: o.refundedAt ? new Date(o.refundedAt) : null,
      ...extra,
    } as never)
    .execute();
}

async function complaint(ageHours: number, status = 'submitted') {
  await sql`insert into complaint (hos_id, complaint_id, user_id, create_key, kind, category, content, contact_phone, status, created_at)
    values (${H}, ${randomUUID()}, 'dashboard-test', ${randomUUID()}, 'complaint', 'service', 'slow', '13900000000', ${status},
            now() - make_interval(hours => ${ageHours}))`.execute(t.db);
}

beforeAll(async () => {
  admin = await signInStaff(t.app, { role: 'hospitalAdmin', hosId: H });
  before = await dashboard(admin);
  const other = await sql<{ doctor_id: string; dept_id: string }>`
    select doctor_id, dept_id from his_doctor where hos_id = ${H} and dept_id <> '12' order by doctor_id limit 1`.execute(
    t.db,
  );
  deptX = { doctorId: other.rows[0]!.doctor_id, deptId: other.rows[0]!.dept_id };
  const u = await registerUser(t.app, H);
  const ids = {
    userId: u.userId,
    patientId: await addPatientOk(t.app, u.token, H, { certNo: idCard('19800101') }),
  };
  const dept12 = { doctorId: 'DR04', deptId: '12' };
  const cancelled = (reason: string | null) => ({
    state: 'cancelled',
    cancelled_at: new Date('2020-02-20T00:00:00Z'),
    cancel_reason: reason,
  });
  // 1 March, department 12: attended, a no-show, a patient's cancellation, an unpaid booking that expired.
  await booking(ids, '2020-03-01', dept12, {
    row: { hos_state: '3' },
    order: { amount: 1000, state: 'paid', paidAt: '2020-03-01T10:00:00Z' },
  });
  // Paid at 00:30 on 2 March in Shanghai (16:30 UTC the day before).
  await booking(ids, '2020-03-01', dept12, {
    order: { amount: 1500, state: 'paid', paidAt: '2020-03-01T16:30:00Z' },
  });
  await booking(ids, '2020-03-01', dept12, {
    row: cancelled('patient'),
    order: {
      amount: 2000,
      state: 'refunded',
      paidAt: '2020-03-01T02:00:00Z',
      refundedAt: '2020-03-02T03:00:00Z',
    },
  });
  // Paid at 23:59 on 29 February in Shanghai: before the period.
  await booking(ids, '2020-03-01', dept12, {
    row: cancelled('expired'),
    order: { amount: 900, state: 'paid', paidAt: '2020-02-29T15:59:00Z' },
  });
  // 2 March, another department: the hospital cancelled the session (refund under way), and a cancellation of old
  // (no reason: the patient's).
  await booking(ids, '2020-03-02', deptX, {
    row: { hos_state: '4' },
    order: { amount: 700, state: 'refunding', paidAt: '2020-03-02T01:00:00Z' },
  });
  await booking(ids, '2020-03-02', deptX, { row: cancelled(null) });
  // 4 March, after the period; its order was paid at midnight starting 4 March in Shanghai.
  await booking(ids, '2020-03-04', dept12, {
    order: { amount: 4000, state: 'paid', paidAt: '2020-03-03T16:00:00Z' },
  });
  const cardId = await insertCard(t.db, H, { certNo: idCard('19800102'), balance: 0 });
  await order(
    'outpatient_topup',
    { amount: 3000, state: 'paid', paidAt: '2020-03-03T08:00:00Z' },
    {
      card_id: cardId,
      business_type: 1,
    },
  );
  for (const hours of [2, 30, 100, 200]) await complaint(hours);
  await complaint(300, 'in_progress');
  await complaint(5, 'replied');
  await complaint(5, 'closed');
});

describe('getDashboard', () => {
  it('counts bookings by visit day and department, and what became of them', async () => {
    const d = await dashboard(admin);
    expect(before.bookingsPerDay.every((r) => r.booked === 0)).toBe(true);
    expect(d.timeZone).toBe('Asia/Shanghai');
    expect(d.bookingsPerDay).toEqual([
      { date: '2020-03-01', booked: 4, cancelled: 1, attended: 1, noShow: 1 },
      { date: '2020-03-02', booked: 2, cancelled: 1, attended: 0, noShow: 0 },
      { date: '2020-03-03', booked: 0, cancelled: 0, attended: 0, noShow: 0 },
    ]);
    const names = await sql<{ dept_id: string; dept_name: string }>`
      select dept_id, dept_name from department where hos_id = ${H} and dept_id in ('12', ${deptX.deptId})`.execute(
      t.db,
    );
    const nameOf = (id: string) => names.rows.find((r) => r.dept_id === id)?.dept_name ?? id;
    expect(d.bookingsPerDepartment).toEqual([
      { deptId: '12', deptName: nameOf('12'), booked: 4, cancelled: 1 },
      { deptId: deptX.deptId, deptName: nameOf(deptX.deptId), booked: 2, cancelled: 1 },
    ]);
    expect(d.outcomes).toEqual({
      booked: 6,
      patientCancelled: 2,
      expired: 1,
      hospitalCancelled: 1,
      due: 2,
      attended: 1,
      noShow: 1,
      cancellationRate: 0.3333,
      noShowRate: 0.5,
    });
  });

  it('sums money paid and refunded by purpose on the days of the hospital’s zone', async () => {
    const d = await dashboard(admin);
    expect(d.money).toEqual([
      {
        purpose: 'outpatient_topup',
        paidCount: 1,
        paidFen: 3000,
        refundedCount: 0,
        refundedFen: 0,
      },
      { purpose: 'registration', paidCount: 4, paidFen: 5200, refundedCount: 1, refundedFen: 2000 },
    ]);
    expect(d.refunds).toEqual({ count: 1, fen: 2000, inProgress: before.refunds.inProgress + 1 });
    // One day only: 2 March holds the order paid at 00:30 local and the refund.
    const day = await dashboard(admin, '2020-03-02', '2020-03-02');
    expect(day.money).toEqual([
      { purpose: 'registration', paidCount: 2, paidFen: 2200, refundedCount: 1, refundedFen: 2000 },
    ]);
  });

  it('buckets the open complaints by age', async () => {
    const d = await dashboard(admin);
    const was = Object.fromEntries(before.complaints.buckets.map((b) => [b.bucket, b.count]));
    expect(d.complaints).toEqual({
      open: before.complaints.open + 5,
      buckets: [
        { bucket: 'under1d', count: was.under1d! + 1 },
        { bucket: 'from1to3d', count: was.from1to3d! + 1 },
        { bucket: 'from3to7d', count: was.from3to7d! + 1 },
        { bucket: 'over7d', count: was.over7d! + 2 },
      ],
    });
  });

  it('answers nothing for a period without bookings, with null rates', async () => {
    const d = await dashboard(admin, '2019-01-01', '2019-01-01');
    expect(d.outcomes.cancellationRate).toBeNull();
    expect(d.outcomes.noShowRate).toBeNull();
    expect(d.money).toEqual([]);
  });

  it('refuses a backwards, too long or malformed period', async () => {
    for (const [q, key] of [
      [`from=${TO}&to=${FROM}`, 'DASHBOARD001'],
      ['from=2020-01-01&to=2021-01-02', 'DASHBOARD001'],
      ['from=2020-01-01&to=2020-13-01', 'C019'],
      [`from=${FROM}`, 'C018'],
    ] as const) {
      const res = await consoleInject(t.app, admin, { method: 'GET', url: url(q) });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().messageKey, q).toBe(key);
    }
    // A leap year's whole 366 days is allowed.
    await dashboard(admin, '2020-01-01', '2020-12-31');
  });

  it('answers every hospital role (all hold dashboard.read) and refuses staff of another hospital', async () => {
    const stranger = await signInStaff(t.app, { role: 'hospitalAdmin', hosId: hosIdOf('1002') });
    const res = await consoleInject(t.app, stranger, {
      method: 'GET',
      url: url(`from=${FROM}&to=${TO}`),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().messageKey).toBe('STAFF007');
    for (const role of ['editor', 'scheduleManager', 'finance', 'support', 'auditor'] as const) {
      const s = await signInStaff(t.app, { role, hosId: H });
      expect((await dashboard(s)).outcomes.booked, role).toBe(6);
    }
  });
});

describe('exportDashboard', () => {
  const csv = (q: string) =>
    consoleInject(t.app, admin, {
      method: 'GET',
      url: `/console/api/hospitals/${H}/dashboard.csv?${q}`,
    });

  it('downloads the numbers behind each chart', async () => {
    const res = await csv(`from=${FROM}&to=${TO}&chart=bookingsPerDay`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('dashboard-1001-bookingsPerDay');
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'date,booked,cancelled,attended,noShow',
      '2020-03-01,4,1,1,1',
      '2020-03-02,2,1,0,0',
      '2020-03-03,0,0,0,0',
    ]);
    const money = await csv(`from=${FROM}&to=${TO}&chart=money`);
    expect(money.body).toContain('registration,4,5200,1,2000');
    const outcomes = await csv(`from=${FROM}&to=${TO}&chart=outcomes`);
    expect(outcomes.body).toContain('noShowRate,0.5');
  });

  it('refuses a bad period and an unknown chart', async () => {
    expect((await csv(`from=${TO}&to=${FROM}&chart=money`)).json().messageKey).toBe('DASHBOARD001');
    expect((await csv(`from=${FROM}&to=${TO}&chart=patients`)).statusCode).toBe(400);
  });
});
