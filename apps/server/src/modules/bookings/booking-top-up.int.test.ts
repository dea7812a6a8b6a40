import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post } from '../../../test/auth-helpers.ts';
import { createSandboxGateway } from '../paygateway/gateway.service.ts';
import { settleDeps } from '../../../test/fixtures/payments/payments.fixtures.ts';
import { settleTick } from '../payments/settlement.service.ts';
import {
  expectMoneyInvariants,
  openRechargeAllDay,
  rechargeFixtures,
  type RechargePayer,
} from '../../../test/fixtures/recharge/recharge.fixtures.ts';

/**
 * Payment paths: RECHARGE001 at a hospital whose insufficientBalancePath is 'recharge' (demo 1003)
 * tops the card up by the gap (at least the minimum after booking) by QR, and when that lands the registration fee is
 * taken from the card in the same transaction. Over HTTP, on PGlite and PostgreSQL.
 */
let t: TestApp;
let f: ReturnType<typeof rechargeFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  // Before the first request (config reads are cached): the gap top-up is a top-up under the recharge window.
  await openRechargeAllDay(t.db, [hosIdOf('1001'), hosIdOf('1003')]);
  f = rechargeFixtures(t);
});
afterAll(async () => t.close());

const H = hosIdOf('1003');

const payByCard = (u: RechargePayer, appointId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/appointment/api/record/deduction/${u.hosId}/${appointId}?msgType=1`,
    headers: { ...bearer(u.token), 'idempotency-key': randomUUID() },
  });
const quote = (u: Pick<RechargePayer, 'hosId' | 'token'>, appointId: string) =>
  get(t.app, `/recharge/api/booking-top-up?hosId=${u.hosId}&appointId=${appointId}`, {
    headers: bearer(u.token),
  });
const startTopUp = (
  u: Pick<RechargePayer, 'hosId' | 'token'>,
  appointId: string,
  key: string | null = randomUUID(),
) =>
  post(
    t.app,
    '/recharge/api/booking-top-up',
    { hosId: u.hosId, appointId },
    {
      headers: {
        ...bearer(u.token),
        host: 'portal.example:8443',
        ...(key !== null && { 'idempotency-key': key }),
      },
    },
  );
const info = async (u: RechargePayer, appointId: string) =>
  (
    await get(t.app, `/appointment/api/record/info?hosId=${u.hosId}&appointId=${appointId}`, {
      headers: bearer(u.token),
    })
  ).json().data;
const appointment = (u: RechargePayer, appointId: string) =>
  t.db
    .selectFrom('appointment')
    .select(['state', 'is_dopay'])
    .where('hos_id', '=', u.hosId)
    .where('appoint_id', '=', appointId)
    .executeTakeFirstOrThrow();
/** The booking's registration orders that are not closed (a card debit the HIS refused leaves a closed one). */
const registrationOrders = (u: RechargePayer, appointId: string, { closed = false } = {}) =>
  t.db
    .selectFrom('pay_order')
    .selectAll()
    .where('hos_id', '=', u.hosId)
    .where('appoint_id', '=', appointId)
    .where('purpose', '=', 'registration')
    .where('state', closed ? '=' : '<>', 'closed')
    .execute();

/** A payer at 1003 with `balance` on the card, and a booking of `fee` the card cannot cover (RECHARGE001, nothing changed). */
async function shortBooking(balance: number, fee: number) {
  const u = await f.payer(H, { balance });
  const appointId = await f.book(u, fee);
  const res = await payByCard(u, appointId);
  expect(res.json()).toMatchObject({ code: 409, messageKey: 'RECHARGE001' });
  expect(await f.balance(u)).toBe(balance);
  expect(await appointment(u, appointId)).toMatchObject({ is_dopay: '0' });
  expect(await registrationOrders(u, appointId)).toEqual([]);
  expect(await registrationOrders(u, appointId, { closed: true })).toMatchObject([
    { method: 'card', state: 'closed' },
  ]);
  return { u, appointId };
}

describe('the gap top-up (insufficientBalancePath recharge, 1003)', () => {
  it('quotes the gap, tops the card up by QR, and the landing top-up pays the booking from the card', async () => {
    const { u, appointId } = await shortBooking(1000, 8000);
    const q = await quote(u, appointId);
    expect(q.json()).toEqual({
      code: 0,
      msg: expect.any(String),
      data: { amount: 7000, fee: 8000, balance: 1000 },
    });

    const order = f.qrOf(await startTopUp(u, appointId), 'startBookingTopUp');
    expect(await f.orderRow(H, order.outTradeNo)).toMatchObject({
      purpose: 'outpatient_topup',
      method: 'qr',
      state: 'paying',
      card_id: u.cardId,
      appoint_id: appointId,
      business_type: 2,
    });
    expect(Number((await f.orderRow(H, order.outTradeNo)).amount)).toBe(7000);
    // A retry gets the same open order.
    expect(f.qrOf(await startTopUp(u, appointId))).toEqual(order);
    // Nothing is paid until the money lands.
    expect(await appointment(u, appointId)).toMatchObject({ is_dopay: '0' });

    await f.pay(order.token);
    expect(await f.orderRow(H, order.outTradeNo)).toMatchObject({ state: 'paid' });
    expect(await appointment(u, appointId)).toEqual({ state: '1', is_dopay: '1' });
    const [registration, ...more] = await registrationOrders(u, appointId);
    expect(more).toEqual([]);
    expect(registration).toMatchObject({
      method: 'card',
      state: 'paid',
      card_id: u.cardId,
      business_type: 5,
    });
    expect(Number(registration!.amount)).toBe(8000);
    // balance = before + top-up − fee, through a topup entry and a deduction entry.
    expect(await f.ledger(u)).toEqual([
      { amount: 1000, balanceAfter: 1000, kind: 'topup', ref: `fixture ${u.cardId}` },
      { amount: 7000, balanceAfter: 8000, kind: 'topup', ref: order.outTradeNo },
      { amount: -8000, balanceAfter: 0, kind: 'registration', ref: registration!.out_trade_no },
    ]);
    expect(await f.balance(u)).toBe(1000 + 7000 - 8000);
    expect(await info(u, appointId)).toMatchObject({ isDopay: '1', payMethod: 'card' });
    // The receipt shows the balance right after the credit; the recharge record names the booking.
    expect((await f.getOrder(u, order.outTradeNo)).json().data).toMatchObject({
      state: 'paid',
      appointId,
      receipt: { balanceAfter: 8000 },
    });
    const records = (
      await get(t.app, `/recharge/api/records?hosId=${H}`, { headers: bearer(u.token) })
    ).json().data;
    expect(records.items).toEqual([
      expect.objectContaining({
        outTradeNo: order.outTradeNo,
        appointId,
        state: 'paid',
        amount: 7000,
        balanceAfter: 8000,
      }),
    ]);

    // A replay of the notification neither credits nor deducts again.
    expect((await f.notify(f.signed(H, order.outTradeNo, 7000))).body).toBe('success');
    expect(await f.balance(u)).toBe(0);
    expect(await registrationOrders(u, appointId)).toHaveLength(1);
    // Now paid: no second top-up for it.
    expect((await quote(u, appointId)).json()).toMatchObject({ messageKey: 'RECHARGE013' });
  });

  it('tops up at least the minimum after booking (60 yuan at 1003, above its top-up minimum of 50) when the gap is smaller', async () => {
    const { u, appointId } = await shortBooking(1000, 3000);
    expect((await quote(u, appointId)).json().data).toEqual({
      amount: 6000,
      fee: 3000,
      balance: 1000,
    });
    const order = f.qrOf(await startTopUp(u, appointId));
    await f.pay(order.token);
    expect(await appointment(u, appointId)).toMatchObject({ is_dopay: '1' });
    expect(await f.balance(u)).toBe(1000 + 6000 - 3000);
  });

  it('a booking cancelled before the top-up lands: the top-up is credited, the booking stays cancelled, the money stays on the card', async () => {
    const { u, appointId } = await shortBooking(0, 8000);
    const order = f.qrOf(await startTopUp(u, appointId));
    const cancelled = await post(
      t.app,
      '/appointment/api/record/cancel',
      { hosId: H, appointId },
      { headers: bearer(u.token) },
    );
    expect(cancelled.json()).toMatchObject({ code: 0, data: { state: 'cancelled' } });
    // The top-up is still wanted (it credits the card): cancelling and settlement leave it open.
    expect(await f.orderRow(H, order.outTradeNo)).toMatchObject({ state: 'paying' });
    await settleTick(settleDeps(t.db, createSandboxGateway(t.db)), {
      queryAfterSeconds: 0,
      now: new Date(Date.now() + 1000),
      batchSize: 1000,
    });
    expect(await f.orderRow(H, order.outTradeNo)).toMatchObject({ state: 'paying' });

    await f.pay(order.token);
    expect(await f.orderRow(H, order.outTradeNo)).toMatchObject({ state: 'paid' });
    expect(await appointment(u, appointId)).toEqual({ state: 'cancelled', is_dopay: '0' });
    expect(await registrationOrders(u, appointId)).toEqual([]);
    expect(await f.ledger(u)).toEqual([
      { amount: 8000, balanceAfter: 8000, kind: 'topup', ref: order.outTradeNo },
    ]);
    expect(await f.balance(u)).toBe(8000);
  });

  it('a booking paid meanwhile by another way: the top-up only credits the card (no second fee)', async () => {
    const { u, appointId } = await shortBooking(1000, 3000);
    const order = f.qrOf(await startTopUp(u, appointId));
    // The patient paid the fee by QR directly while the top-up was open.
    const direct = f.qrOf(
      await post(
        t.app,
        '/payservice/api/pcRegisterScanQR',
        { hosId: H, appointId },
        { headers: { ...bearer(u.token), 'idempotency-key': randomUUID() } },
      ),
      'pcRegisterScanQR',
    );
    await f.pay(direct.token);
    expect(await appointment(u, appointId)).toMatchObject({ is_dopay: '1' });
    await f.pay(order.token);
    expect(await f.orderRow(H, order.outTradeNo)).toMatchObject({ state: 'paid' });
    expect(await f.balance(u)).toBe(1000 + 6000);
    expect((await registrationOrders(u, appointId)).map((o) => o.method)).toEqual(['qr']);
  });

  it('a booking that is already paid answers RECHARGE013 and opens nothing', async () => {
    const u = await f.payer(H, { balance: 10_000 });
    const appointId = await f.book(u, 3000);
    expect((await payByCard(u, appointId)).json()).toMatchObject({
      code: 0,
      data: { isDopay: '1' },
    });
    expect((await quote(u, appointId)).json()).toMatchObject({
      code: 409,
      messageKey: 'RECHARGE013',
    });
    expect((await startTopUp(u, appointId)).json()).toMatchObject({
      code: 409,
      messageKey: 'RECHARGE013',
    });
    expect((await f.ordersOfCard(u)).filter((o) => o.purpose !== 'registration')).toEqual([]);
  });

  it('another user’s booking answers C002 like an unknown one; the Idempotency-Key is required', async () => {
    const { u, appointId } = await shortBooking(0, 3000);
    const other = await f.payer(H);
    expect((await quote(other, appointId)).json()).toMatchObject({ code: 404, messageKey: 'C002' });
    expect((await startTopUp(other, appointId)).json()).toMatchObject({
      code: 404,
      messageKey: 'C002',
    });
    expect((await startTopUp(u, appointId, null)).json()).toMatchObject({
      messageKey: 'APPOINT009',
    });
    expect((await f.ordersOfCard(u)).filter((o) => o.state !== 'closed')).toEqual([]);
  });

  it('shows the title the fee maps to where the hospital maps titles by fee (1003)', async () => {
    const u = await f.payer(H, { balance: 10_000 });
    const chief = await f.book(u, 2800);
    expect(await info(u, chief)).toMatchObject({ regFee: 2800, doctorTitle: 'chief physician' });
    const list = (
      await get(t.app, `/appointment/api/record/list?hosId=${H}`, { headers: bearer(u.token) })
    ).json().data as { appointId: string; doctorTitle: string }[];
    expect(list.find((r) => r.appointId === chief)?.doctorTitle).toBe('chief physician');
  });

  it('a plain top-up of the same amount is its own order, never the booking’s', async () => {
    const { u, appointId } = await shortBooking(1000, 3000);
    const forBooking = f.qrOf(await startTopUp(u, appointId));
    const plain = await f.topUpOk(u, 5000);
    expect(plain.outTradeNo).not.toBe(forBooking.outTradeNo);
    expect(await f.orderRow(H, plain.outTradeNo)).toMatchObject({ appoint_id: null });
    // Paying the plain one credits the card and leaves the booking to its own top-up.
    await f.pay(plain.token);
    expect(await f.balance(u)).toBe(6000);
    expect(await appointment(u, appointId)).toMatchObject({ is_dopay: '0' });
  });
});

describe('where the hospital pays the fee directly by QR (insufficientBalancePath qr, 1001)', () => {
  it('the gap top-up works there too (the flag picks what the page offers), at least the 30-yuan minimum after booking', async () => {
    // 1001: minimum 1 yuan, minimum after booking 30 yuan (the config default): the 25-yuan gap is topped up to 30.
    const u = await f.payer(hosIdOf('1001'), { balance: 0 });
    const appointId = await f.book(u, 2500);
    expect((await payByCard(u, appointId)).json()).toMatchObject({ messageKey: 'RECHARGE001' });
    expect((await quote(u, appointId)).json().data).toEqual({
      amount: 3000,
      fee: 2500,
      balance: 0,
    });
    const order = f.qrOf(await startTopUp(u, appointId));
    await f.pay(order.token);
    expect(await appointment(u, appointId)).toEqual({ state: '1', is_dopay: '1' });
    expect(await f.balance(u)).toBe(0 + 3000 - 2500);
  });
});

describe('where recharge is closed (1002)', () => {
  it('the gap top-up answers FUNC001 and opens nothing', async () => {
    const u = await f.payer(hosIdOf('1002'), { balance: 0, birth: '20180304' });
    const appointId = await f.book(u, 10_000, {
      doctorId: 'DR01',
      deptId: '11',
      areaId: 'DEFAULT_AREA',
    });
    expect((await payByCard(u, appointId)).json()).toMatchObject({ messageKey: 'RECHARGE001' });
    expect((await quote(u, appointId)).json()).toMatchObject({ code: 404, messageKey: 'FUNC001' });
    expect((await startTopUp(u, appointId)).json()).toMatchObject({
      code: 404,
      messageKey: 'FUNC001',
    });
    expect((await f.ordersOfCard(u)).filter((o) => o.state !== 'closed')).toEqual([]);
  });
});

describe('money invariants', () => {
  it('every card’s entries equal its balance, none is negative, every paid top-up has exactly one topup entry', async () => {
    await expectMoneyInvariants(t.db, 5);
  });
});
