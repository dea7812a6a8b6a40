import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post } from '../../../test/auth-helpers.ts';
import { expireUnpaidTick } from '../../jobs/expire-unpaid.ts';
import { createSandboxGateway } from '../paygateway/gateway.service.ts';
import type { PayGateway } from '../paygateway/pay-gateway.ts';
import { cardMoney } from '../../../test/fixtures/bookings/records.fixtures.ts';
import { sandboxSmsSender } from '../sms/sms.sender.ts';
import {
  FEE,
  H,
  qrFixtures,
  settleDeps,
  type Payer,
} from '../../../test/fixtures/payments/payments.fixtures.ts';
import { applyPaid } from './payments.service.ts';
import { refundNoOf, settleTick } from './settlement.service.ts';

/**
 * "Never lose money" for QR payments: refunds on cancel, bookings that end while the payer is paying, a
 * card payment taking over an abandoned QR payment, and a gateway that fails — on PGlite and PostgreSQL.
 */
let t: TestApp;
let f: ReturnType<typeof qrFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = qrFixtures(t);
});
afterAll(async () => t.close());

const cancel = (u: Payer, appointId: string) =>
  post(
    t.app,
    '/appointment/api/record/cancel',
    { hosId: H, appointId },
    { headers: bearer(u.token) },
  );
const info = async (u: Payer, appointId: string) =>
  (
    await get(t.app, `/appointment/api/record/info?hosId=${H}&appointId=${appointId}`, {
      headers: bearer(u.token),
    })
  ).json().data;
const payByCard = (u: Payer, appointId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/appointment/api/record/deduction/${H}/${appointId}?msgType=1`,
    headers: { ...bearer(u.token), 'idempotency-key': randomUUID() },
  });
const scanState = async (token: string) =>
  (await get(t.app, `/paygateway/api/scan/${token}`)).json().data.state as string;
const deps = () => settleDeps(t.db, createSandboxGateway(t.db));

/** A booked, QR-paid appointment (the payer confirmed; the notification arrived). */
async function qrPaid(u: Payer) {
  const appointId = await f.book(u);
  const order = await f.qrOrder(u, appointId);
  await f.confirm(order.token);
  expect((await f.notify(f.signed(order.outTradeNo, FEE))).body).toBe('success');
  expect(await f.orderRow(order.outTradeNo)).toMatchObject({ state: 'paid' });
  return { appointId, ...order };
}

/** Makes the booking older than 1001's pay-time limit, then runs the expiry job. */
async function expire(appointId: string) {
  await t.db
    .updateTable('appointment')
    .set({ op_time: new Date(Date.now() - 2 * 3600_000) })
    .where('hos_id', '=', H)
    .where('appoint_id', '=', appointId)
    .execute();
  expect(
    await expireUnpaidTick(t.db, { sms: sandboxSmsSender(t.db), hosIds: [H] }),
  ).toBeGreaterThanOrEqual(1);
  expect(await f.appointmentRow(appointId)).toMatchObject({ state: 'cancelled' });
}

describe('cancel refunds a QR payment through the gateway', () => {
  it('refunds in full to the QR payment, shows it in the record, and leaves the card alone', async () => {
    const u = await f.payer(500);
    const { appointId, outTradeNo, token } = await qrPaid(u);
    const res = await cancel(u, appointId);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { state: 'cancelled', payMethod: 'qr', refund: { state: 'refunded', amount: FEE } },
    });
    expect(res.json().data.refund.at).not.toBeNull();
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'refunded' });
    expect(await f.eventsTo(outTradeNo, 'refunded')).toHaveLength(1);
    expect(await f.gatewayRow(outTradeNo)).toMatchObject({
      state: 'refunded',
      out_refund_no: refundNoOf(outTradeNo),
    });
    expect(await scanState(token)).toBe('refunded');
    expect(await cardMoney(t.db, H, u.cardId)).toEqual({ balance: 500, entries: 1, sum: 500 });
    // Settling again (the job on another instance) refunds nothing twice.
    await settleTick(deps(), { queryAfterSeconds: 0 });
    expect(await f.eventsTo(outTradeNo, 'refunded')).toHaveLength(1);
  });

  it('keeps the refund under way when the gateway fails, and the settlement job completes it later', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo, token } = await f.qrOrder(u, appointId);
    await f.confirm(token);
    // The booking ended before the money arrived (e.g. expiry): applyPaid takes the order on to refunding.
    await t.db
      .updateTable('appointment')
      .set({ state: 'cancelled', cancel_reason: 'expired', cancelled_at: new Date() })
      .where('hos_id', '=', H)
      .where('appoint_id', '=', appointId)
      .execute();
    expect(await applyPaid(settleDeps(t.db, null), H, outTradeNo, FEE, 'test')).toBe('refund');
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'refunding' });
    expect((await info(u, appointId)).refund).toMatchObject({
      state: 'refunding',
      amount: FEE,
      at: null,
    });

    const sandbox = createSandboxGateway(t.db);
    const down: PayGateway = {
      ...sandbox,
      refundTransaction: () => Promise.reject(new Error('gateway unavailable')),
    };
    const errors: unknown[] = [];
    expect(
      await settleTick(
        settleDeps(t.db, down),
        { queryAfterSeconds: 30 },
        { error: (e) => errors.push(e) },
      ),
    ).toEqual(['unchanged']);
    expect(errors).toHaveLength(1);
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'refunding' });
    // Retried at the query pace, not at every pass.
    expect(await settleTick(settleDeps(t.db, sandbox), { queryAfterSeconds: 30 })).toEqual([]);
    expect(
      await settleTick(settleDeps(t.db, sandbox), {
        queryAfterSeconds: 30,
        now: new Date(Date.now() + 31_000),
      }),
    ).toEqual(['refunded']);
    expect(await f.gatewayRow(outTradeNo)).toMatchObject({ state: 'refunded' });
    expect((await info(u, appointId)).refund).toMatchObject({ state: 'refunded' });
  });
});

describe('a booking that ends while its QR payment is open', () => {
  it('expiry: the gateway transaction is closed, nothing is charged, and the scan page can no longer pay', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo, token } = await f.qrOrder(u, appointId);
    await expire(appointId);
    expect(await settleTick(deps(), { queryAfterSeconds: 30 })).toEqual(['closed']);
    expect(await f.orderRow(outTradeNo)).toMatchObject({
      state: 'closed',
      qr_content: expect.any(String),
    });
    expect(await scanState(token)).toBe('closed');
    expect((await f.confirm(token)).json().data.state).toBe('closed');
    expect(await f.paidEvents(outTradeNo)).toHaveLength(0);
    const order = await get(t.app, `/payservice/api/order?hosId=${H}&outTradeNo=${outTradeNo}`, {
      headers: bearer(u.token),
    });
    expect(order.json().data).toMatchObject({ state: 'closed', qrContent: null });
  });

  it('expiry after the payer paid but before the notification: the late payment is refunded, the booking stays cancelled', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo, token } = await f.qrOrder(u, appointId);
    await f.confirm(token);
    await expire(appointId);
    // The notification lands now: acknowledged, and the money goes straight back.
    expect((await f.notify(f.signed(outTradeNo, FEE))).body).toBe('success');
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'refunded' });
    expect(await f.gatewayRow(outTradeNo)).toMatchObject({ state: 'refunded' });
    expect(await f.appointmentRow(appointId)).toMatchObject({ state: 'cancelled', is_dopay: '0' });
    // Replays change nothing.
    expect((await f.notify(f.signed(outTradeNo, FEE))).body).toBe('success');
    expect(await f.eventsTo(outTradeNo, 'refunded')).toHaveLength(1);
  });

  it('expiry racing the payer: the settlement job finds the transaction paid when closing it and refunds', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo, token } = await f.qrOrder(u, appointId);
    await expire(appointId);
    await f.confirm(token);
    // confirm reached the gateway first in this interleaving (it runs before settlement's close).
    expect(await scanState(token)).toBe('paid');
    expect(await settleTick(deps(), { queryAfterSeconds: 30 })).toEqual(['refunded']);
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'refunded' });
    expect(await f.appointmentRow(appointId)).toMatchObject({ state: 'cancelled' });
  });

  it('the patient cancels an unpaid booking with a QR payment open: closed at once, nothing to refund', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo, token } = await f.qrOrder(u, appointId);
    expect((await cancel(u, appointId)).json()).toMatchObject({
      code: 0,
      data: { state: 'cancelled', refund: null, qrOrderNo: null },
    });
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'closed' });
    expect(await scanState(token)).toBe('closed');
  });
});

describe('a card payment after a QR payment was opened', () => {
  it('closes the abandoned QR payment and pays by card', async () => {
    const u = await f.payer(10_000);
    const appointId = await f.book(u);
    const { outTradeNo, token } = await f.qrOrder(u, appointId);
    expect((await info(u, appointId)).qrOrderNo).toBe(outTradeNo);
    const res = await payByCard(u, appointId);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { isDopay: '1', payMethod: 'card', qrOrderNo: null },
    });
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'closed' });
    expect(await scanState(token)).toBe('closed');
    expect(await cardMoney(t.db, H, u.cardId)).toEqual({
      balance: 10_000 - FEE,
      entries: 2,
      sum: 10_000 - FEE,
    });
  });

  it('keeps the QR payment open when the card cannot cover the fee (RECHARGE001)', async () => {
    const u = await f.payer(100);
    const appointId = await f.book(u);
    const first = await f.qrOrder(u, appointId);
    expect((await payByCard(u, appointId)).json()).toMatchObject({ messageKey: 'RECHARGE001' });
    expect(await f.orderRow(first.outTradeNo)).toMatchObject({ state: 'paying' });
    expect(await f.qrOrder(u, appointId)).toEqual(first);
  });

  it('a payer who already paid by QR wins: the booking is paid by QR and the card is not charged', async () => {
    const u = await f.payer(10_000);
    const appointId = await f.book(u);
    const { outTradeNo, token } = await f.qrOrder(u, appointId);
    await f.confirm(token);
    const res = await payByCard(u, appointId);
    expect(res.json()).toMatchObject({ code: 0, data: { isDopay: '1', payMethod: 'qr' } });
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'paid' });
    expect(await cardMoney(t.db, H, u.cardId)).toEqual({
      balance: 10_000,
      entries: 1,
      sum: 10_000,
    });
  });
});
