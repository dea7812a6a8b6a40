import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@portal/shared';
import { DEMO, get, signIn, post } from '../../../test/auth-helpers.ts';
import { idCard } from '../../../test/patient-helpers.ts';
import { testEnv } from '../../../test/test-app.ts';
import { publicBaseUrl } from '../../config/env.ts';
import { createSandboxHis } from '../../his/sandbox/sandbox-his.ts';
import { paymentDeps } from '../../purposes.ts';
import {
  createInpatientApp,
  type InpatientApp,
} from '../../../test/fixtures/inpatient/inpatient.fixtures.ts';
import type { PayGateway } from '../paygateway/pay-gateway.ts';
import { NOTIFY_PATH } from '../payments/payments.routes.ts';
import { rechargeFixtures } from '../../../test/fixtures/recharge/recharge.fixtures.ts';
import { expirePhysicalTick } from './physical-expiry.ts';
import { A, physicalFixtures } from '../../../test/fixtures/physical/physical.fixtures.ts';
import { physicalPayWindowSeconds } from './physical.service.ts';

/**
 * Two defects mended (on PGlite and PostgreSQL): an unpaid booking (a patient's or a group's) past
 * the hospital's payment window is cancelled as expired by the job — its places back, its open QR order closed at the
 * gateway, a payment arriving for it refunded, never cancelled twice by two ticks at once; and one person cannot hold
 * two live bookings on one date (PHYSICAL009, decided by the database), while a cancelled or expired one does not count.
 * The tick is called directly (buildApp never starts the job).
 */
let t: InpatientApp;
let f: ReturnType<typeof rechargeFixtures>;
let p: ReturnType<typeof physicalFixtures>;
let windowMs: number;
beforeAll(async () => {
  t = await createInpatientApp();
  f = rechargeFixtures(t);
  p = physicalFixtures(t, f);
  windowMs = (await physicalPayWindowSeconds(t.db, A)) * 1000;
});
afterAll(async () => t.close());

/** What the composition root hands the job (docs/architecture.md#one-composition-root), with the test's gateway unless `gateway` replaces it. */
const deps = (gateway: PayGateway = t.gateway) =>
  paymentDeps(
    t.db,
    gateway,
    `${publicBaseUrl(testEnv())}${NOTIFY_PATH}`,
    createSandboxHis(t.db, () => t.clock.now),
  );
const tick = (o: { gateway?: PayGateway; batchSize?: number; now?: Date } = {}) =>
  expirePhysicalTick(deps(o.gateway), { hosIds: [A], batchSize: o.batchSize, now: o.now });

/** Makes the booking look made a minute more than the payment window ago. */
const age = (bookingId: string) =>
  t.db
    .updateTable('physical_booking')
    .set({ created_at: new Date(Date.now() - windowMs - 60_000) })
    .where('hos_id', '=', A)
    .where('booking_id', '=', bookingId)
    .execute();
const row = (bookingId: string) =>
  t.db
    .selectFrom('physical_booking')
    .select(['status', 'cancel_reason', 'cancelled_at'])
    .where('hos_id', '=', A)
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
const listed = async (u: { token: string }, bookingId: string) =>
  (await p.bookings(u)).data.find((b: { bookingId: string }) => b.bookingId === bookingId);

describe('unpaid bookings expire', () => {
  it('cancels one unpaid past the window as expired, gives its place back and closes its QR order; paid and fresh ones stay', async () => {
    const old = await p.newBooking();
    const qr = f.qrOf(await p.payByQr(old.u, old.booking.bookingId), 'QR of the unpaid booking');
    const paid = await p.newBooking();
    await f.pay(f.qrOf(await p.payByQr(paid.u, paid.booking.bookingId)).token);
    const fresh = await p.newBooking();
    await age(old.booking.bookingId);
    await age(paid.booking.bookingId);
    const leftBefore = await p.left(old.u, 'PK-BASIC', p.tomorrow());

    expect(await tick()).toBe(1);
    expect(await row(old.booking.bookingId)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'expired',
    });
    expect(await listed(old.u, old.booking.bookingId)).toMatchObject({
      status: 'cancelled',
      personStatus: 'expired',
      payment: { state: 'closed' },
    });
    expect((await f.gatewayRow(A, qr.outTradeNo)).state).toBe('closed');
    expect(await p.left(old.u, 'PK-BASIC', p.tomorrow())).toBe(leftBefore + 1);
    expect(await listed(paid.u, paid.booking.bookingId)).toMatchObject({
      status: 'booked',
      personStatus: 'paid',
      payment: { state: 'paid' },
    });
    expect(await listed(fresh.u, fresh.booking.bookingId)).toMatchObject({
      status: 'booked',
      personStatus: 'unpaid',
    });
    expect((await p.payByQr(old.u, old.booking.bookingId)).json().messageKey).toBe('PHYSICAL002');
    // Nothing left to expire: the next tick changes nothing, and the expired booking no longer holds the person's date.
    expect(await tick()).toBe(0);
    expect(await p.left(old.u, 'PK-BASIC', p.tomorrow())).toBe(leftBefore + 1);
    // The booker is told once, by message and text, naming the package and the day in the reader's language.
    const notices = async (lang: string) =>
      (
        (
          await get(t.app, `/message/api/list?hosId=${A}`, {
            headers: { ...p.headers(old.u), 'accept-language': lang },
          })
        ).json().data.items as { kind: string; body: string; link: string }[]
      ).filter((m) => m.kind === 'bookingExpired');
    expect(await notices('en-US')).toEqual([
      expect.objectContaining({
        link: '/physical/booking',
        body: expect.stringContaining(`(Basic check-up, ${p.tomorrow()}) was not paid in time`),
      }),
    ]);
    expect((await notices('zh-CN'))[0]!.body).toContain(`基础体检套餐，${p.tomorrow()}`);
    const texts = await t.db
      .selectFrom('notice_outbox')
      .select('phone')
      .where('hos_id', '=', A)
      .where('dedupe_key', '=', `expired-physical:${old.booking.bookingId}`)
      .execute();
    expect(texts).toEqual([{ phone: old.u.phone }]);
    expect(
      (
        await p.book(old.u, {
          patientId: old.u.patientId,
          packageId: 'PK-BASIC',
          examDate: p.tomorrow(),
        })
      ).json(),
    ).toMatchObject({ code: 0 });
  });

  it('refunds a payment the payer made just as the booking expired (the gateway answers "paid" to the close)', async () => {
    const { u, booking } = await p.newBooking();
    const qr = f.qrOf(await p.payByQr(u, booking.bookingId));
    expect((await f.confirm(qr.token)).json().data.state).toBe('paid');
    await age(booking.bookingId);
    expect(await tick()).toBe(1);
    expect(await listed(u, booking.bookingId)).toMatchObject({
      status: 'cancelled',
      personStatus: 'refunded',
      payment: { state: 'refunded' },
    });
    // The gateway's own notification arrives afterwards: acknowledged, nothing refunded twice.
    await f.deliver();
    expect((await p.refundEvents(booking.bookingId)).map((e) => e.to_state).sort()).toEqual([
      'refunded',
      'refunding',
    ]);
    expect((await f.gatewayRow(A, qr.outTradeNo)).state).toBe('refunded');
  });

  it('refunds a "paid" notification arriving after expiry, when the gateway could not be reached to close the order', async () => {
    const { u, booking } = await p.newBooking();
    const qr = f.qrOf(await p.payByQr(u, booking.bookingId));
    await age(booking.bookingId);
    const unreachable: PayGateway = {
      ...t.gateway,
      closeTransaction: async () => {
        throw new Error('gateway unreachable (test)');
      },
      queryTransaction: async () => {
        throw new Error('gateway unreachable (test)');
      },
    };
    expect(await tick({ gateway: unreachable })).toBe(1);
    expect(await row(booking.bookingId)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'expired',
    });
    expect((await f.orderRow(A, qr.outTradeNo)).state).toBe('paying');
    await f.pay(qr.token);
    expect(await listed(u, booking.bookingId)).toMatchObject({
      status: 'cancelled',
      personStatus: 'refunded',
      payment: { state: 'refunded' },
    });
    expect((await p.refundEvents(booking.bookingId)).map((e) => e.to_state).sort()).toEqual([
      'refunded',
      'refunding',
    ]);
  });

  it('expires a group booking, giving all its places back', async () => {
    const leader = { token: await signIn(t.app, A, DEMO.phone, DEMO.password) };
    const date = addDays(p.tomorrow(), 6);
    const csv = [
      ['name', 'certNo', 'phone'],
      ['Member 1', idCard('19850101'), '13900000001'],
      ['Member 2', idCard('19850102'), '13900000002'],
    ]
      .map((r) => r.join(','))
      .join('\n');
    const res = await post(
      t.app,
      '/physicalexamination/api/group',
      {
        hosId: A,
        fileName: 'm.csv',
        content: Buffer.from(csv).toString('base64'),
        packageId: 'PK-BASIC',
        examDate: date,
      },
      { headers: p.headers(leader) },
    );
    expect(res.json(), 'group').toMatchObject({ code: 0, data: { places: 2 } });
    const groupId = res.json().data.bookingId as string;
    const leftBefore = await p.left(leader, 'PK-BASIC', date);
    await age(groupId);
    expect(await tick()).toBe(1);
    const g = await listed(leader, groupId);
    expect(g).toMatchObject({ status: 'cancelled', personStatus: 'expired' });
    expect(g.members.map((m: { status: string }) => m.status)).toEqual(['expired', 'expired']);
    expect(await p.left(leader, 'PK-BASIC', date)).toBe(leftBefore + 2);
    const notice = await t.db
      .selectFrom('user_message')
      .select(['kind', 'body'])
      .where('hos_id', '=', A)
      .where('dedupe_key', '=', `expired-physical:${groupId}`)
      .execute();
    expect(notice).toEqual([{ kind: 'bookingExpired', body: 'notice.physicalExpired.group' }]);
  });

  it('two ticks at once cancel each booking once, in small batches', async () => {
    const date = addDays(p.tomorrow(), 2);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await p.newBooking({ examDate: date }));
    for (const m of made.slice(0, 2)) f.qrOf(await p.payByQr(m.u, m.booking.bookingId));
    for (const m of made) await age(m.booking.bookingId);
    const leftBefore = await p.left(made[0]!.u, 'PK-BASIC', date);
    const [a, b] = await Promise.all([tick({ batchSize: 2 }), tick({ batchSize: 2 })]);
    expect(a! + b!).toBe(5);
    expect(await p.left(made[0]!.u, 'PK-BASIC', date)).toBe(leftBefore + 5);
    for (const m of made)
      expect(await row(m.booking.bookingId)).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'expired',
      });
    const closed = await t.db
      .selectFrom('pay_order_event')
      .innerJoin('pay_order', (j) =>
        j
          .onRef('pay_order.hos_id', '=', 'pay_order_event.hos_id')
          .onRef('pay_order.out_trade_no', '=', 'pay_order_event.out_trade_no'),
      )
      .select('pay_order.subject_id')
      .where(
        'pay_order.subject_id',
        'in',
        made.map((m) => m.booking.bookingId),
      )
      .where('pay_order_event.to_state', '=', 'closed')
      .execute();
    expect(closed).toHaveLength(2);
    expect(await tick()).toBe(0);
  });
});

describe('the payment deadline the patient is shown (payBy)', () => {
  const createdAt = async (bookingId: string) =>
    (
      await t.db
        .selectFrom('physical_booking')
        .select('created_at')
        .where('hos_id', '=', A)
        .where('booking_id', '=', bookingId)
        .executeTakeFirstOrThrow()
    ).created_at;
  const deadlineOf = async (u: { token: string }, bookingId: string) =>
    (await listed(u, bookingId)).payBy as string | null;

  it("is the booking's making plus the hospital's pay time limit while unpaid (a QR issued too), and null once paid or cancelled", async () => {
    // Hospital 1001's payTimeLimitSeconds (demo hospital.json): the window the expiry job gives it too.
    expect(windowMs).toBe(900_000);
    const paid = await p.newBooking();
    const made = new Date(await createdAt(paid.booking.bookingId));
    expect(paid.booking).toMatchObject({
      payBy: new Date(made.getTime() + windowMs).toISOString(),
    });
    const qr = f.qrOf(await p.payByQr(paid.u, paid.booking.bookingId));
    expect(await deadlineOf(paid.u, paid.booking.bookingId)).toBe(
      new Date(made.getTime() + windowMs).toISOString(),
    );
    await f.pay(qr.token);
    expect(await listed(paid.u, paid.booking.bookingId)).toMatchObject({
      status: 'booked',
      personStatus: 'paid',
      payBy: null,
    });

    const cancelled = await p.newBooking();
    expect(cancelled.booking.payBy).not.toBeNull();
    expect((await p.cancel(cancelled.u, cancelled.booking.bookingId)).json()).toMatchObject({
      code: 0,
      data: { status: 'cancelled', payBy: null },
    });
  });

  it('is when the job expires the booking: not a millisecond before, at that instant, and null then', async () => {
    const { u, booking } = await p.newBooking();
    // Made an hour before any other booking of this file was aged to: a tick at its deadline touches only this one.
    await t.db
      .updateTable('physical_booking')
      .set({ created_at: new Date(Date.now() - windowMs - 3_600_000) })
      .where('hos_id', '=', A)
      .where('booking_id', '=', booking.bookingId)
      .execute();
    const payBy = await deadlineOf(u, booking.bookingId);
    expect(payBy).toBe(
      new Date((await createdAt(booking.bookingId)).getTime() + windowMs).toISOString(),
    );
    const at = new Date(payBy!);

    expect(await tick({ now: new Date(at.getTime() - 1) })).toBe(0);
    expect(await row(booking.bookingId)).toMatchObject({ status: 'booked' });
    expect(await tick({ now: at })).toBe(1);
    expect(await row(booking.bookingId)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'expired',
    });
    expect(await listed(u, booking.bookingId)).toMatchObject({
      personStatus: 'expired',
      payBy: null,
    });
  });

  it('once passed, refuses a QR to pay with (PHYSICAL010), even the one issued before, until the job cancels the booking', async () => {
    const { u, booking } = await p.newBooking();
    const qr = f.qrOf(await p.payByQr(u, booking.bookingId), 'QR issued in time');
    await age(booking.bookingId);
    const orders = await t.db
      .selectFrom('pay_order')
      .select(['out_trade_no', 'state'])
      .where('hos_id', '=', A)
      .where('subject_id', '=', booking.bookingId)
      .execute();
    expect((await p.payByQr(u, booking.bookingId)).json()).toMatchObject({
      code: 409,
      messageKey: 'PHYSICAL010',
    });
    // Refused changes nothing: the same order, still open for the job to close.
    expect(
      await t.db
        .selectFrom('pay_order')
        .select(['out_trade_no', 'state'])
        .where('hos_id', '=', A)
        .where('subject_id', '=', booking.bookingId)
        .execute(),
    ).toEqual(orders);
    expect(await row(booking.bookingId)).toMatchObject({ status: 'booked' });
    expect(await tick()).toBe(1);
    expect((await f.gatewayRow(A, qr.outTradeNo)).state).toBe('closed');
    expect((await p.payByQr(u, booking.bookingId)).json().messageKey).toBe('PHYSICAL002');
  });
});

describe('one live booking per person and date', () => {
  it('refuses a second booking of the same person on the same date (PHYSICAL009) and changes nothing; a replay answers the first', async () => {
    // Old enough for the senior package too, which the second attempt names.
    const u = await f.payer(A, { birth: '19520318' });
    const body = {
      patientId: u.patientId,
      packageId: 'PK-BASIC',
      examDate: addDays(p.tomorrow(), 4),
    };
    const key = randomUUID();
    const first = (await p.book(u, body, key)).json();
    expect(first).toMatchObject({ code: 0 });
    const leftAfterFirst = await p.left(u, 'PK-BASIC', body.examDate);
    for (const again of [body, { ...body, packageId: 'PK-SENIOR' }]) {
      expect((await p.book(u, again)).json()).toMatchObject({
        code: 409,
        messageKey: 'PHYSICAL009',
      });
    }
    expect((await p.book(u, body, key)).json()).toMatchObject({
      code: 0,
      data: { bookingId: first.data.bookingId },
    });
    expect(await p.left(u, 'PK-BASIC', body.examDate)).toBe(leftAfterFirst);
    const rows = await t.db
      .selectFrom('physical_booking')
      .select('booking_id')
      .where('hos_id', '=', A)
      .where('patient_id', '=', u.patientId)
      .execute();
    expect(rows.map((r) => r.booking_id)).toEqual([first.data.bookingId]);
    // Another date is another booking.
    expect((await p.book(u, { ...body, examDate: addDays(p.tomorrow(), 5) })).json()).toMatchObject(
      { code: 0 },
    );
  });

  it('accepts the person again once the booking is cancelled', async () => {
    const { u, booking } = await p.newBooking();
    expect((await p.cancel(u, booking.bookingId)).json()).toMatchObject({
      code: 0,
      data: { status: 'cancelled', personStatus: 'cancelled' },
    });
    const again = (
      await p.book(u, { patientId: u.patientId, packageId: 'PK-BASIC', examDate: p.tomorrow() })
    ).json();
    expect(again).toMatchObject({ code: 0, data: { status: 'booked' } });
    expect(again.data.bookingId).not.toBe(booking.bookingId);
  });

  it('of two bookings of the same person at once, one succeeds; two with one Idempotency-Key answer one booking', async () => {
    const u = await f.payer(A);
    const date = addDays(p.tomorrow(), 7);
    const leftBefore = await p.left(u, 'PK-BASIC', date);
    const body = { patientId: u.patientId, packageId: 'PK-BASIC', examDate: date };
    const res = (await Promise.all([p.book(u, body), p.book(u, body)])).map((r) => r.json());
    expect(res.map((r) => r.code).sort()).toEqual([0, 409]);
    expect(res.map((r) => r.messageKey).filter(Boolean)).toEqual(['PHYSICAL009']);
    expect(await p.left(u, 'PK-BASIC', date)).toBe(leftBefore - 1);

    const v = await f.payer(A);
    const key = randomUUID();
    const same = (
      await Promise.all([0, 1].map(() => p.book(v, { ...body, patientId: v.patientId }, key)))
    ).map((r) => r.json());
    expect(same.map((r) => r.code)).toEqual([0, 0]);
    expect(same[0].data.bookingId).toBe(same[1].data.bookingId);
    expect(await p.left(u, 'PK-BASIC', date)).toBe(leftBefore - 2);
  });
});
