import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, testEnv, type TestApp } from '../../../test/test-app.ts';
import { bearer, call } from '../../../test/auth-helpers.ts';
import type { HisCards } from '../../his/cards.ts';
import type { HisAdapter } from '../../his/his.ts';
import { createSandboxHis } from '../../his/sandbox/sandbox-his.ts';
import { createSandboxGateway } from '../paygateway/gateway.service.ts';
import { cardMoney } from '../../../test/fixtures/bookings/records.fixtures.ts';
import {
  openRechargeAllDay,
  rechargeFixtures,
} from '../../../test/fixtures/recharge/recharge.fixtures.ts';
import { paymentDeps } from '../../purposes.ts';
import {
  FEE,
  H,
  qrFixtures,
  type Payer,
} from '../../../test/fixtures/payments/payments.fixtures.ts';
import { settleTick } from './settlement.service.ts';

/**
 * The HIS is an adapter (docs/architecture.md#the-his-is-an-adapter): money at the HIS moves after our commit, keyed by the order — so a HIS that
 * does not answer, or answers too late, never loses a payment nor takes it twice. The app runs on a HIS whose card
 * calls can fail before doing anything or after doing it (the answer lost on the way back); the settlement job then
 * brings every order to an end state against the real sandbox ledger.
 */
type Fault = 'none' | 'before' | 'after';
const faults: { debit: Fault; credit: Fault } = { debit: 'none', credit: 'none' };
let sandbox: HisAdapter;
let his: HisAdapter;

function faulty<A extends unknown[], R>(
  which: keyof typeof faults,
  call: (...args: A) => Promise<R>,
) {
  return async (...args: A): Promise<R> => {
    if (faults[which] === 'before') throw new Error(`the HIS did not answer the ${which}`);
    const answer = await call(...args);
    if (faults[which] === 'after') throw new Error(`the ${which} was made, its answer lost`);
    return answer;
  };
}
const flakyCards = (): HisCards => ({
  ...sandbox.cards,
  debit: faulty('debit', (hosId, m) => sandbox.cards.debit(hosId, m)),
  credit: faulty('credit', (hosId, m) => sandbox.cards.credit(hosId, m)),
});

let t: TestApp;
let f: ReturnType<typeof qrFixtures>;
let r: ReturnType<typeof rechargeFixtures>;
beforeAll(async () => {
  const { db, drop } = await openTestDatabase();
  // The sandbox HIS, its card calls passing through `faults`.
  sandbox = createSandboxHis(db);
  his = { ...sandbox, cards: flakyCards() };
  const app = await buildTestApp(db, testEnv(), { adapters: { his } });
  await app.ready();
  t = {
    app,
    db,
    close: async () => {
      await app.close();
      await drop();
    },
  };
  await openRechargeAllDay(t.db, [H]);
  f = qrFixtures(t);
  r = rechargeFixtures(t);
});
afterAll(async () => t.close());
beforeEach(() => {
  faults.debit = 'none';
  faults.credit = 'none';
});

const pay = (u: Payer, appointId: string, key = randomUUID()) =>
  call(t.app, {
    method: 'PUT' as 'POST',
    url: `/appointment/api/record/deduction/${H}/${appointId}?msgType=1`,
    headers: { ...bearer(u.token), 'idempotency-key': key },
  });
const cardOrder = async (appointId: string) =>
  (
    await t.db
      .selectFrom('pay_order')
      .selectAll()
      .where('hos_id', '=', H)
      .where('appoint_id', '=', appointId)
      .where('method', '=', 'card')
      .execute()
  ).at(-1)!;
/** A pass of the settlement job, each one as if its query-on-silence pause had passed since the last. */
let passes = 0;
const tick = () =>
  settleTick(paymentDeps(t.db, createSandboxGateway(t.db), 'http://test/notify', his), {
    queryAfterSeconds: 30,
    now: new Date(Date.now() + ++passes * 31_000),
  });

describe('a card payment whose HIS call fails', () => {
  it('before the debit: PAY007, the order stays paying, then the job voids it and closes it; nothing is taken', async () => {
    const u = await f.payer(10_000);
    const appointId = await f.book(u);
    faults.debit = 'before';
    expect((await pay(u, appointId)).json()).toMatchObject({ code: 503, messageKey: 'PAY007' });
    const order = await cardOrder(appointId);
    expect(order).toMatchObject({ state: 'paying' });
    expect(await f.appointmentRow(appointId)).toMatchObject({ is_dopay: '0' });
    faults.debit = 'none';
    expect(await tick()).toContain('closed');
    expect(await cardOrder(appointId)).toMatchObject({ state: 'closed' });
    // The key is void at the HIS: a debit of it arriving late can never take the money.
    expect(
      await sandbox.cards.debit(H, {
        cardId: u.cardId,
        amount: FEE,
        kind: 'registration',
        key: order.out_trade_no,
      }),
    ).toEqual({ ok: false, reason: 'voided' });
    expect(await cardMoney(t.db, H, u.cardId)).toEqual({
      balance: 10_000,
      entries: 1,
      sum: 10_000,
    });
    // The patient pays again once the HIS answers.
    expect((await pay(u, appointId)).json()).toMatchObject({ code: 0, data: { isDopay: '1' } });
    expect(await cardMoney(t.db, H, u.cardId)).toEqual({
      balance: 10_000 - FEE,
      entries: 2,
      sum: 10_000 - FEE,
    });
  });

  it('after the debit (its answer lost): PAY007, then the job finds the debit and pays the booking; taken once', async () => {
    const u = await f.payer(10_000);
    const appointId = await f.book(u);
    faults.debit = 'after';
    expect((await pay(u, appointId)).json()).toMatchObject({ code: 503, messageKey: 'PAY007' });
    expect(await cardOrder(appointId)).toMatchObject({ state: 'paying' });
    faults.debit = 'none';
    expect(await tick()).toContain('paid');
    expect(await cardOrder(appointId)).toMatchObject({ state: 'paid' });
    expect(await f.appointmentRow(appointId)).toMatchObject({ is_dopay: '1', state: '1' });
    expect(await cardMoney(t.db, H, u.cardId)).toEqual({
      balance: 10_000 - FEE,
      entries: 2,
      sum: 10_000 - FEE,
    });
    expect(await tick()).not.toContain('paid');
  });

  it('a refund whose credit fails stays refunding until the job credits it, once', async () => {
    const u = await f.payer(10_000);
    const appointId = await f.book(u);
    expect((await pay(u, appointId)).json()).toMatchObject({ code: 0, data: { isDopay: '1' } });
    faults.credit = 'before';
    const cancelled = await call(t.app, {
      method: 'POST',
      url: '/appointment/api/record/cancel',
      payload: { hosId: H, appointId },
      headers: bearer(u.token),
    });
    expect(cancelled.json()).toMatchObject({
      code: 0,
      data: { state: 'cancelled', refund: { state: 'refunding' } },
    });
    expect(await cardMoney(t.db, H, u.cardId)).toMatchObject({ balance: 10_000 - FEE });
    faults.credit = 'none';
    expect(await tick()).toContain('refunded');
    expect(await tick()).not.toContain('refunded');
    expect(await cardOrder(appointId)).toMatchObject({ state: 'refunded' });
    expect(await cardMoney(t.db, H, u.cardId)).toEqual({
      balance: 10_000,
      entries: 3,
      sum: 10_000,
    });
  });
});

describe('a QR top-up whose credit at the HIS fails', () => {
  it('is paid at once and delivered by the job: the card credited once, the receipt balance after that', async () => {
    const u = await r.payer(H, { balance: 1000 });
    const order = await r.topUpOk(u, 5000);
    faults.credit = 'after';
    await r.pay(order.token);
    faults.credit = 'before';
    const row = await t.db
      .selectFrom('pay_order')
      .selectAll()
      .where('hos_id', '=', H)
      .where('out_trade_no', '=', order.outTradeNo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'paid', delivered_at: null });
    // The credit landed although its answer was lost; the job's next try (failing before) changes nothing.
    expect(await r.balance(u)).toBe(6000);
    expect(await tick()).not.toContain('paid');
    faults.credit = 'none';
    expect(await tick()).toContain('paid');
    const delivered = await t.db
      .selectFrom('pay_order')
      .select('delivered_at')
      .where('hos_id', '=', H)
      .where('out_trade_no', '=', order.outTradeNo)
      .executeTakeFirstOrThrow();
    expect(delivered.delivered_at).not.toBeNull();
    expect(await r.balance(u)).toBe(6000);
    expect((await r.getOrder(u, order.outTradeNo)).json().data).toMatchObject({
      state: 'paid',
      receipt: { balanceAfter: 6000 },
    });
    expect(await tick()).toEqual([]);
  });
});
