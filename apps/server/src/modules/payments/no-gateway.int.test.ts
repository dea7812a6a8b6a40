import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestApp, testEnv, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post } from '../../../test/auth-helpers.ts';
import { createSandboxGateway } from '../paygateway/gateway.service.ts';
import {
  FEE,
  H,
  qrFixtures,
  settleDeps,
  type Payer,
} from '../../../test/fixtures/payments/payments.fixtures.ts';
import { NOTIFY_PATH } from './payments.routes.ts';
import { settleOrder, settleTick } from './settlement.service.ts';

/**
 * On PGlite and PostgreSQL: an order marked paid by a forged notification ends without a refund
 * when cancelled (it used to stay 'refunding' forever), and outside demo mode there is no sandbox gateway at all.
 */
let t: TestApp;
let f: ReturnType<typeof qrFixtures>;
/** The same database served as an install outside demo mode: no pay gateway, no SMS adapter, no outbox. */
let prod: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  f = qrFixtures(t);
  prod = await buildTestApp(t.db, testEnv({ DEMO_MODE: false }));
  await prod.ready();
});
afterAll(async () => {
  await prod.close();
  await t.close();
});

const cancel = (u: Payer, appointId: string) =>
  post(
    t.app,
    '/appointment/api/record/cancel',
    { hosId: H, appointId },
    { headers: bearer(u.token) },
  );
const deps = () => settleDeps(t.db, createSandboxGateway(t.db));

/** A booking whose QR order a notification the gateway never sent marked paid: the gateway transaction is pending. */
async function forgedPaid(u: Payer) {
  const appointId = await f.book(u);
  const order = await f.qrOrder(u, appointId);
  expect((await f.notify(f.signed(order.outTradeNo, FEE))).body).toBe('success');
  expect(await f.orderRow(order.outTradeNo)).toMatchObject({ state: 'paid' });
  expect(await f.gatewayRow(order.outTradeNo)).toMatchObject({ state: 'pending' });
  return { appointId, ...order };
}

describe('cancelling a booking paid by a forged notification', () => {
  it('closes the gateway transaction and ends the order without a refund, with its event', async () => {
    const u = await f.payer();
    const { appointId, outTradeNo } = await forgedPaid(u);
    const res = await cancel(u, appointId);
    expect(res.json()).toMatchObject({ code: 0, data: { state: 'cancelled', refund: null } });
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'closed', refunded_at: null });
    expect(await f.gatewayRow(outTradeNo)).toMatchObject({ state: 'closed', out_refund_no: null });
    const events = await t.db
      .selectFrom('pay_order_event')
      .select(['from_state', 'to_state', 'note'])
      .where('hos_id', '=', H)
      .where('out_trade_no', '=', outTradeNo)
      .orderBy('event_id')
      .execute();
    expect(events.map((e) => `${e.from_state}→${e.to_state}`)).toEqual([
      'null→created',
      'created→paying',
      'paying→paid',
      'paid→refunding',
      'refunding→closed',
    ]);
    expect(events.at(-1)?.note).toMatch(/never took the money/);
    // Nothing is left for the settlement job, and nothing fails every 30 s.
    const errors: unknown[] = [];
    expect(
      await settleTick(deps(), { queryAfterSeconds: 0 }, { error: (e) => errors.push(e) }),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('still refunds when the payer really paid after the forgery (the gateway holds the money)', async () => {
    const u = await f.payer();
    const { appointId, outTradeNo, token } = await forgedPaid(u);
    await f.confirm(token);
    expect((await cancel(u, appointId)).json()).toMatchObject({
      code: 0,
      data: { refund: { state: 'refunded', amount: FEE } },
    });
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'refunded' });
    expect(await f.gatewayRow(outTradeNo)).toMatchObject({ state: 'refunded' });
  });
});

describe('outside demo mode (DEMO_MODE=false)', () => {
  it('has no sandbox gateway: its scan page calls and the notify endpoint answer 404 C021', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo, token } = await f.qrOrder(u, appointId);
    for (const res of [
      await get(prod, `/paygateway/api/scan/${token}`),
      await post(prod, `/paygateway/api/scan/${token}/confirm`, {}),
      await post(prod, NOTIFY_PATH, f.signed(outTradeNo, FEE)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().messageKey).toBe('C021');
    }
    expect(await f.gatewayRow(outTradeNo)).toMatchObject({ state: 'pending' });
    await f.expectUnchanged(outTradeNo, appointId);
    const paths = (await prod.inject({ method: 'GET', url: '/docs/json' })).json().paths as Record<
      string,
      unknown
    >;
    expect(Object.keys(paths).filter((p) => p.startsWith('/paygateway/'))).toEqual([]);
  });

  it('answers a QR payment with PAY006 and opens no order', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const res = await post(
      prod,
      '/payservice/api/pcRegisterScanQR',
      { hosId: H, appointId },
      { headers: { ...bearer(u.token), 'idempotency-key': 'no-gateway-1' } },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      messageKey: 'PAY006',
      msg: 'QR payment is not available at this portal: please pay by card or at the hospital',
    });
    const orders = await t.db
      .selectFrom('pay_order')
      .select('out_trade_no')
      .where('hos_id', '=', H)
      .where('appoint_id', '=', appointId)
      .execute();
    expect(orders).toEqual([]);
  });

  it('settling a QR order left from demo mode: nothing to do for a paid one, PAY006 for a paying one, changing nothing', async () => {
    const u = await f.payer();
    const { appointId, outTradeNo } = await forgedPaid(u);
    expect(await settleOrder(settleDeps(t.db, null), H, outTradeNo)).toBe('unchanged');
    await t.db
      .updateTable('pay_order')
      .set({ state: 'paying' })
      .where('hos_id', '=', H)
      .where('out_trade_no', '=', outTradeNo)
      .execute();
    await expect(settleOrder(settleDeps(t.db, null), H, outTradeNo)).rejects.toMatchObject({
      messageKey: 'PAY006',
    });
    await t.db
      .updateTable('pay_order')
      .set({ state: 'paid' })
      .where('hos_id', '=', H)
      .where('out_trade_no', '=', outTradeNo)
      .execute();
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'paid' });
    expect(await f.appointmentRow(appointId)).toMatchObject({ is_dopay: '1', state: '1' });
  });
});
