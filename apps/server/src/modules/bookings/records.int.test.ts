import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { createSandboxHis } from '../../his/sandbox/sandbox-his.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, call, get, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import {
  insertSession,
  localDate,
  type SessionFixture,
} from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import {
  cardMoney,
  insertAppointmentRow,
  insertCard,
} from '../../../test/fixtures/bookings/records.fixtures.ts';

/** API: records, card payment, cancel with refund, delete — over app.inject against PGlite and PostgreSQL. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const H = hosIdOf('1001');
// Three days ahead: past 1001's cancel cutoff (cancelDays 1), so cancel is allowed whatever the time of day.
const OPEN: SessionFixture = { doctorId: 'DR04', deptId: '12', date: localDate(3), regFee: 2500 };
let births = 0;

/** A new user with one patient holding an outpatient card of `balance` fen (null: no card). */
async function payer(balance: number | null = 10_000) {
  const u = await registerUser(t.app, H);
  const certNo = idCard(`1985${String(1 + (births++ % 12)).padStart(2, '0')}15`);
  const patientId = await addPatientOk(t.app, u.token, H, { certNo });
  const cardId = balance === null ? null : await insertCard(t.db, H, { certNo, balance });
  return { ...u, patientId, cardId };
}
type Payer = Awaited<ReturnType<typeof payer>>;

async function book(
  u: Payer,
  session: SessionFixture = OPEN,
): Promise<{ appointId: string; scheduleId: string }> {
  const s = await insertSession(t.db, H, { numbers: 2, ...session });
  const res = await post(
    t.app,
    '/appointment/api/appointment/create',
    { hosId: H, patientId: u.patientId, scheduleId: s.scheduleId },
    { headers: { ...bearer(u.token), 'idempotency-key': randomUUID() } },
  );
  expect(res.json(), 'book').toMatchObject({ code: 0 });
  return { appointId: res.json().data.appointId as string, scheduleId: s.scheduleId };
}

const pay = (u: Payer, appointId: string, key: string = randomUUID(), hosId = H) =>
  call(t.app, {
    method: 'PUT' as 'POST',
    url: `/appointment/api/record/deduction/${hosId}/${appointId}?msgType=1`,
    headers: { ...bearer(u.token), 'idempotency-key': key },
  });
const cancel = (u: Payer, appointId: string) =>
  post(
    t.app,
    '/appointment/api/record/cancel',
    { hosId: H, appointId },
    { headers: bearer(u.token) },
  );
const info = (u: Payer, appointId: string) =>
  get(t.app, `/appointment/api/record/info?hosId=${H}&appointId=${appointId}`, {
    headers: bearer(u.token),
  });
const del = (u: Payer, appointId: string) =>
  call(t.app, {
    method: 'DELETE' as 'POST',
    url: `/appointment/api/record/${appointId}?hosId=${H}`,
    headers: bearer(u.token),
  });

function expectRefused(res: { statusCode: number; json(): unknown }, key: string, status = 409) {
  expect(res.json()).toMatchObject({ code: status, messageKey: key });
  expect(res.statusCode).toBe(status);
}

const orderOf = (appointId: string) =>
  t.db
    .selectFrom('pay_order')
    .selectAll()
    .where('hos_id', '=', H)
    .where('appoint_id', '=', appointId)
    .execute();
const ledgerOf = (cardId: string) =>
  t.db
    .selectFrom('his_card_ledger')
    .select(['amount', 'balance_after', 'kind', 'ref'])
    .where('hos_id', '=', H)
    .where('card_id', '=', cardId)
    .orderBy('entry_id')
    .execute()
    // bigint comes back as text from PostgreSQL and as a number from PGlite.
    .then((rows) =>
      rows.map((r) => ({ ...r, amount: Number(r.amount), balance_after: Number(r.balance_after) })),
    );

describe('getAppointmentRecords / getAppointmentRecord / getAppointmentCost', () => {
  it('lists the user’s records newest session first, with the actions the shared rules allow', async () => {
    const u = await payer();
    const later = await book(u, { ...OPEN, date: localDate(4) });
    const sooner = await book(u);
    const res = await get(t.app, `/appointment/api/record/list?hosId=${H}`, {
      headers: bearer(u.token),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as {
      appointId: string;
      actions: object;
      refund: unknown;
      paidAt: unknown;
      cancelledAt: unknown;
    }[];
    expect(list.map((r) => r.appointId)).toEqual([later.appointId, sooner.appointId]);
    expect(list[1]).toMatchObject({
      isDopay: '0',
      regFee: 2500,
      patientCardId: u.cardId,
      cancelledAt: null,
      paidAt: null,
      refund: null,
      payMethod: null,
      actions: { pay: true, cancel: true, delete: false },
    });
    const one = await info(u, sooner.appointId);
    expect(one.json().data).toEqual(list[1]);
    const cost = await get(
      t.app,
      `/appointment/api/record/cost?hosId=${H}&appointId=${sooner.appointId}`,
      { headers: bearer(u.token) },
    );
    expect(cost.json().data).toEqual({ ResultCode: '0', Data: { regFee: 2500 } });
    const byPatient = await get(
      t.app,
      `/appointment/api/record/list?hosId=${H}&patientId=${u.patientId}`,
      { headers: bearer(u.token) },
    );
    expect(byPatient.json().data).toHaveLength(2);
  });

  it('refuses another user’s record and patient as if unknown, and another hospital’s token with 401', async () => {
    const u = await payer();
    const other = await payer();
    const { appointId } = await book(u);
    expectRefused(await info(other, appointId), 'C002', 404);
    expectRefused(
      await get(t.app, `/appointment/api/record/cost?hosId=${H}&appointId=${appointId}`, {
        headers: bearer(other.token),
      }),
      'C002',
      404,
    );
    expectRefused(await pay(other, appointId), 'C002', 404);
    expectRefused(await cancel(other, appointId), 'C002', 404);
    expectRefused(await del(other, appointId), 'C002', 404);
    expectRefused(
      await get(t.app, `/appointment/api/record/list?hosId=${H}&patientId=${u.patientId}`, {
        headers: bearer(other.token),
      }),
      'PATIENT004',
      404,
    );
    const cross = await get(t.app, `/appointment/api/record/list?hosId=1002`, {
      headers: bearer(u.token),
    });
    expect(cross.statusCode).toBe(401);
    expect((await pay(u, appointId, randomUUID(), hosIdOf('1002'))).statusCode).toBe(401);
    expect((await info(u, appointId)).json().data.isDopay).toBe('0');
  });
});

describe('robotizationDeductionAppointment (pay by card)', () => {
  it('debits the card at the HIS keyed by the order, writes a paid order, and sets isDopay 1', async () => {
    const u = await payer(10_000);
    const { appointId } = await book(u);
    const res = await pay(u, appointId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      appointId,
      isDopay: '1',
      state: '1',
      payMethod: 'card',
      refund: null,
      actions: { pay: false, cancel: true },
    });
    expect(res.json().data.paidAt).not.toBeNull();
    expect(await cardMoney(t.db, H, u.cardId!)).toEqual({ balance: 7500, entries: 2, sum: 7500 });
    const [order] = await orderOf(appointId);
    // The HIS's entry carries the order number as its idempotency key.
    expect((await ledgerOf(u.cardId!)).at(-1)).toEqual({
      amount: -2500,
      balance_after: 7500,
      kind: 'registration',
      ref: order!.out_trade_no,
    });
    expect(order).toMatchObject({
      method: 'card',
      state: 'paid',
      business_type: 5,
      card_id: u.cardId,
      user_id: u.userId,
    });
    expect(Number(order!.amount)).toBe(2500);
    const events = await t.db
      .selectFrom('pay_order_event')
      .select(['from_state', 'to_state'])
      .where('hos_id', '=', H)
      .where('out_trade_no', '=', order!.out_trade_no)
      .orderBy('event_id')
      .execute();
    expect(events).toEqual([
      { from_state: null, to_state: 'created' },
      { from_state: 'created', to_state: 'paying' },
      { from_state: 'paying', to_state: 'paid' },
    ]);
  });

  it('answers RECHARGE001 when the balance is short, and RECHARGE011 without a card, taking nothing', async () => {
    const poor = await payer(2499);
    const a = await book(poor);
    const key = randomUUID();
    expectRefused(await pay(poor, a.appointId, key), 'RECHARGE001');
    expect(await cardMoney(t.db, H, poor.cardId!)).toEqual({
      balance: 2499,
      entries: 1,
      sum: 2499,
    });
    // The card order the HIS refused is closed (its key voided there), and the booking still waits.
    expect(await orderOf(a.appointId)).toMatchObject([{ method: 'card', state: 'closed' }]);
    expect((await info(poor, a.appointId)).json().data).toMatchObject({
      isDopay: '0',
      actions: { pay: true },
    });
    // The refusal freed the Idempotency-Key: the same key pays once the card covers the fee.
    await createSandboxHis(t.db).cards.credit(H, {
      cardId: poor.cardId!,
      amount: 1,
      kind: 'topup',
      key: randomUUID(),
    });
    expect((await pay(poor, a.appointId, key)).json()).toMatchObject({
      code: 0,
      data: { isDopay: '1' },
    });
    const none = await payer(null);
    const b = await book(none);
    expectRefused(await pay(none, b.appointId), 'RECHARGE011', 404);
    expect((await info(none, b.appointId)).json().data).toMatchObject({
      isDopay: '0',
      actions: { pay: false },
    });
  });

  it('is idempotent by key and by appointment: paying twice deducts once', async () => {
    const u = await payer(10_000);
    const { appointId } = await book(u);
    const key = randomUUID();
    const results = await Promise.all([
      pay(u, appointId, key),
      pay(u, appointId, key),
      pay(u, appointId),
      pay(u, appointId),
    ]);
    for (const r of results) expect(r.json()).toMatchObject({ code: 0, data: { isDopay: '1' } });
    expect(await cardMoney(t.db, H, u.cardId!)).toEqual({ balance: 7500, entries: 2, sum: 7500 });
    expect(await orderOf(appointId)).toHaveLength(1);
    // One key reused on another booking answers the first booking and pays nothing more.
    const second = await book(u, { ...OPEN, date: localDate(4) });
    const reused = await pay(u, second.appointId, key);
    expect(reused.json().data.appointId).toBe(appointId);
    expect((await info(u, second.appointId)).json().data.isDopay).toBe('0');
    expect(await cardMoney(t.db, H, u.cardId!)).toMatchObject({ balance: 7500 });
  });

  it('refuses without an Idempotency-Key and when the pay rule does not offer payment (past the pay deadline)', async () => {
    const u = await payer(10_000);
    const { appointId } = await book(u);
    const noKey = await call(t.app, {
      method: 'PUT' as 'POST',
      url: `/appointment/api/record/deduction/${H}/${appointId}`,
      headers: bearer(u.token),
    });
    expectRefused(noKey, 'APPOINT009', 400);
    const old = await insertAppointmentRow(t.db, H, {
      userId: u.userId,
      patientId: u.patientId,
      patientCardId: u.cardId!,
      session: { ...OPEN, date: localDate(4) },
      opTime: new Date(Date.now() - 3600_000),
    });
    expectRefused(await pay(u, old.appointId), 'APPOINT022');
    expect(await cardMoney(t.db, H, u.cardId!)).toMatchObject({ balance: 10_000 });
  });

  it('never overdraws a card under 20 concurrent deductions, and its entries sum to the balance', async () => {
    const u = await payer(2500 * 7 + 100);
    const booked: string[] = [];
    for (let i = 0; i < 20; i++) {
      booked.push(
        (
          await insertAppointmentRow(t.db, H, {
            userId: u.userId,
            patientId: u.patientId,
            patientCardId: u.cardId!,
            session: { ...OPEN, numbers: 1 },
          })
        ).appointId,
      );
    }
    const results = await Promise.all(booked.map((id) => pay(u, id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(7);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json().messageKey).toBe('RECHARGE001');
    expect(await cardMoney(t.db, H, u.cardId!)).toEqual({ balance: 100, entries: 8, sum: 100 });
  });
});

describe('cancelAppointment', () => {
  it('frees the number of an unpaid booking and records a patient cancellation', async () => {
    const u = await payer();
    const { appointId, scheduleId } = await book(u);
    const res = await cancel(u, appointId);
    expect(res.json().data).toMatchObject({
      state: 'cancelled',
      cancelReason: 'patient',
      refund: null,
      actions: { pay: false, cancel: false },
    });
    expect(res.json().data.cancelledAt).not.toBeNull();
    const numbers = await t.db
      .selectFrom('source_number')
      .select('status')
      .where('hos_id', '=', H)
      .where('schedule_id', '=', scheduleId)
      .execute();
    expect(numbers.map((n) => n.status)).toEqual(['free', 'free']);
    expectRefused(await cancel(u, appointId), 'APPOINT012');
  });

  it('promotes the first waitlisted patient onto the released number', async () => {
    const u = await payer();
    const w = await payer();
    const { appointId, scheduleId } = await book(u, { ...OPEN, numbers: 1 });
    const joined = await post(
      t.app,
      '/appointment/api/candidate/join',
      { hosId: H, patientId: w.patientId, scheduleId },
      { headers: bearer(w.token) },
    );
    expect(joined.json()).toMatchObject({ code: 0 });
    expect((await cancel(u, appointId)).statusCode).toBe(200);
    const promoted = await t.db
      .selectFrom('appointment')
      .select(['patient_id', 'candidate_flag', 'state'])
      .where('hos_id', '=', H)
      .where('schedule_id', '=', scheduleId)
      .where('state', '=', '1')
      .execute();
    expect(promoted).toEqual([{ patient_id: w.patientId, candidate_flag: '1', state: '1' }]);
  });

  it('refunds a card payment: refund entry, balance restored, order refunded', async () => {
    const u = await payer(10_000);
    const { appointId } = await book(u);
    expect((await pay(u, appointId)).statusCode).toBe(200);
    const res = await cancel(u, appointId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'cancelled',
      isDopay: '1',
      payMethod: 'card',
      refund: { state: 'refunded', amount: 2500 },
    });
    expect(res.json().data.refund.at).not.toBeNull();
    expect(await cardMoney(t.db, H, u.cardId!)).toEqual({
      balance: 10_000,
      entries: 3,
      sum: 10_000,
    });
    const [order] = await orderOf(appointId);
    expect((await ledgerOf(u.cardId!)).at(-1)).toEqual({
      amount: 2500,
      balance_after: 10000,
      kind: 'refund',
      ref: `R${order!.out_trade_no}`,
    });
    expect(order).toMatchObject({ state: 'refunded' });
    expect(order!.refunded_at).not.toBeNull();
  });

  it('refuses past the cutoff (a session in the past) with the rule’s key, changing nothing', async () => {
    const u = await payer();
    const past = await insertAppointmentRow(t.db, H, {
      userId: u.userId,
      patientId: u.patientId,
      session: { ...OPEN, date: localDate(-1) },
    });
    expectRefused(await cancel(u, past.appointId), 'APPOINT018');
    expect((await info(u, past.appointId)).json().data).toMatchObject({
      state: '1',
      actions: { cancel: false, delete: true },
    });
  });

  it('refuses the refund (and the cancellation) once the refund window has passed (REFUND001)', async () => {
    const u = await payer(10_000);
    const { appointId } = await book(u);
    expect((await pay(u, appointId)).statusCode).toBe(200);
    await t.db
      .updateTable('pay_order')
      .set({ paid_at: new Date(Date.now() - 200 * 86_400_000) })
      .where('hos_id', '=', H)
      .where('appoint_id', '=', appointId)
      .execute();
    const res = await cancel(u, appointId);
    expect(res.json()).toMatchObject({ messageKey: 'REFUND001', params: { months: 3 } });
    expect((await info(u, appointId)).json().data).toMatchObject({
      state: '1',
      isDopay: '1',
      refund: null,
    });
    expect(await cardMoney(t.db, H, u.cardId!)).toEqual({ balance: 7500, entries: 2, sum: 7500 });
  });
});

describe('deleteAppointmentRecord', () => {
  it('refuses before the delete delay and hides the record after it', async () => {
    const u = await payer();
    const { appointId } = await book(u);
    expectRefused(await del(u, appointId), 'APPOINT023');
    const old = await insertAppointmentRow(t.db, H, {
      userId: u.userId,
      patientId: u.patientId,
      session: { ...OPEN, date: localDate(-2) },
    });
    const res = await del(u, old.appointId);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { appointId: old.appointId, deleted: true },
    });
    const list = await get(t.app, `/appointment/api/record/list?hosId=${H}`, {
      headers: bearer(u.token),
    });
    expect((list.json().data as { appointId: string }[]).map((r) => r.appointId)).toEqual([
      appointId,
    ]);
    expectRefused(await info(u, old.appointId), 'C002', 404);
  });
});
