import { describe, expect, it } from 'vitest';
import { publicBaseUrl } from '../../config/env.ts';
import { paymentDeps } from '../../purposes.ts';
import { createSandboxHis } from '../../his/sandbox/sandbox-his.ts';
import { registerUser, bearer, get } from '../../../test/auth-helpers.ts';
import { testEnv } from '../../../test/test-app.ts';
import { NOTIFY_PATH } from '../payments/payments.routes.ts';
import { settleTick } from '../payments/settlement.service.ts';
import { expectMoneyInvariants } from '../../../test/fixtures/recharge/recharge.fixtures.ts';
import {
  H,
  refundInvariants,
  useInpatientApp,
} from '../../../test/fixtures/inpatient/inpatient.fixtures.ts';

/**
 * The stay, end to end over the API on PGlite and PostgreSQL: admission against an operator-issued notice, the
 * first deposit and a top-up by QR, the daily bill as the sandbox's clock passes days, the discharge ordered by the
 * operator call, the settlement with a balance due (paid by QR) and with a surplus (refunded exactly once, also when
 * the refund is retried or raced); another user's stay answers as if it did not exist.
 *
 * The simulated charges (his/sandbox/inpatient-days.ts) of days 0, 1 and 2: 40 000 + 15 700 + 21 500 = 77 200 fen.
 */
const THREE_DAYS = 77_200;

const { t, f } = useInpatientApp();

describe('admission', () => {
  it('admits against the notice, shows the stay on the inpatient card, and admits once', async () => {
    const u = await f.payer(H);
    const notice = (await f.issueNotice(u)).json().data as { noticeId: string };
    const before = (await f.home(u)).json().data;
    expect(before.current).toBeNull();
    expect(before.notices.map((n: { noticeId: string }) => n.noticeId)).toEqual([notice.noticeId]);

    const res = await f.admission(u, notice.noticeId);
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        ward: 'Cardiology Ward 2',
        deptName: 'Cardiology',
        arriveOn: f.today(),
        dischargedOn: null,
      },
    });
    const again = await f.admission(u, notice.noticeId);
    expect(again.json().data.stayId).toBe(res.json().data.stayId);

    const home = (await f.home(u)).json().data;
    expect(home.notices).toEqual([]);
    expect(home.current).toMatchObject({
      stayId: res.json().data.stayId,
      state: 'admitted',
      deposit: 0,
      costs: 40_000,
      remaining: -40_000,
      lowDeposit: true,
      settlement: null,
    });
  });

  it("refuses a second admission while in hospital, a value outside the dictionaries, and another person's notice", async () => {
    const { u } = await f.admitted();
    const second = (await f.issueNotice(u)).json().data as { noticeId: string };
    expect((await f.admission(u, second.noticeId)).json()).toMatchObject({
      messageKey: 'HOSPITALIZED001',
    });

    const v = await f.payer(H);
    const notice = (await f.issueNotice(v)).json().data as { noticeId: string };
    const bad = await f.admission(v, notice.noticeId, 'gold-plan');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ messageKey: 'C019' });
    // u tries to admit their own patient against v's notice: as if there were no such notice.
    const other = await f.admission(u, notice.noticeId);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ messageKey: 'C002' });
  });

  it('refuses the operator calls without the operator credential', async () => {
    const u = await f.payer(H);
    const none = await f.issueNotice(u, f.today(), {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ messageKey: 'OPERATOR002' });
    const patientToken = await f.orderDischarge('C1001-02-20260101', bearer(u.token));
    expect(patientToken.statusCode).toBe(401);
    expect((await f.orderDischarge('C1001-02-20260101')).json()).toMatchObject({
      messageKey: 'HOSPITALIZED005',
    });
  });
});

describe('deposit and daily bills', () => {
  it('credits the deposits to the inpatient card and shows each day the clock passes', async () => {
    const { u, stayId } = await f.admitted();
    await f.deposit(u, 100_000);
    await f.deposit(u, 100_000);
    t.clock.advanceDays(2);
    try {
      const card = await f.stayOk(u, stayId);
      expect(card).toMatchObject({
        deposit: 200_000,
        costs: THREE_DAYS,
        remaining: 200_000 - THREE_DAYS,
        lowDeposit: false,
      });
      const bill = await get(
        t.app,
        `/feature/api/daily-bill/list?hosId=${H}&patientId=${u.patientId}&stayId=${stayId}&page=1`,
        { headers: bearer(u.token) },
      );
      expect(bill.json()).toMatchObject({ code: 0, data: { total: 3 } });
      const days = bill.json().data.items as { total: number; runningTotal: number }[];
      expect(days.map((d) => d.total)).toEqual([21_500, 15_700, 40_000]);
      expect(days[0]!.runningTotal).toBe(THREE_DAYS);
    } finally {
      t.clock.advanceDays(-2);
    }
    await expectMoneyInvariants(t.db, 2);
  });
});

describe('discharge and settlement', () => {
  it('needs the discharge order first', async () => {
    const { u, stayId } = await f.admitted();
    expect((await f.settle(u, stayId)).json()).toMatchObject({ messageKey: 'HOSPITALIZED002' });
  });

  it('a balance due is paid by QR, then the HIS settles and discharges', async () => {
    const { u, stayId } = await f.admitted('self');
    await f.deposit(u, 30_000);
    expect((await f.orderDischarge(stayId)).json()).toMatchObject({
      code: 0,
      data: { ordered: true },
    });
    const quote = await f.stayOk(u, stayId);
    expect(quote).toMatchObject({
      state: 'discharge-ordered',
      settlement: {
        total: 40_000,
        insurance: 0,
        selfPay: 40_000,
        deposit: 30_000,
        difference: 10_000,
      },
    });
    // The deposit is below the costs, but the settlement (not a top-up prompt) says what is due now.
    expect(quote.lowDeposit).toBe(false);

    const res = await f.settle(u, stayId);
    expect(res.json()).toMatchObject({ code: 0, data: { kind: 'pay', amount: 10_000 } });
    const qr = f.settlementQr(res);
    // Asking again reuses the open order.
    expect((await f.settle(u, stayId)).json().data.pay.outTradeNo).toBe(qr.outTradeNo);
    await f.pay(qr.token);

    const done = await f.stayOk(u, stayId);
    expect(done).toMatchObject({
      state: 'settled',
      deposit: 0,
      dischargedOn: f.today(),
      settlement: { difference: 10_000 },
    });
    expect(await f.ordersOfStay(stayId)).toMatchObject([
      { purpose: 'inpatient_settlement', state: 'paid', amount: expect.anything() },
    ]);
    expect((await f.ordersOfStay(stayId))[0]!.delivered_at).not.toBeNull();
    expect((await f.settle(u, stayId)).json()).toMatchObject({ messageKey: 'HOSPITALIZED003' });
    await expectMoneyInvariants(t.db);
  });

  it('a payment whose amount due changed meanwhile is refunded, never kept', async () => {
    const { u, stayId } = await f.admitted('self');
    await f.orderDischarge(stayId);
    const res = await f.settle(u, stayId);
    const qr = f.settlementQr(res);
    // A top-up lands before the payer pays the balance: the settlement no longer matches what is paid.
    await f.deposit(u, 5_000);
    await f.pay(qr.token);
    expect((await f.orderRow(H, qr.outTradeNo)).state).toBe('refunded');
    expect((await f.stayOk(u, stayId)).state).toBe('discharge-ordered');
    await expectMoneyInvariants(t.db);
  });

  it('a surplus goes back along the deposits, newest first, exactly once', async () => {
    const { u, stayId } = await f.admitted();
    const first = await f.deposit(u, 100_000);
    const second = await f.deposit(u, 100_000);
    await f.orderDischarge(stayId);
    // Employee insurance pays 70 %: self-pay 12 000 of 40 000; 188 000 of the 200 000 deposit is surplus.
    const res = await f.settle(u, stayId);
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        kind: 'settled',
        stay: {
          state: 'settled',
          deposit: 0,
          settlement: { selfPay: 12_000, deposit: 200_000, difference: -188_000 },
        },
      },
    });
    expect(res.json().data.stay.refunds).toEqual([
      { to: 'qr', amount: 100_000, done: true },
      { to: 'qr', amount: 88_000, done: true },
    ]);
    const refunds = await f.gatewayRefunds([first, second]);
    expect(refunds.map((r) => [r.out_trade_no, Number(r.amount)]).sort()).toEqual(
      [
        [first, 88_000],
        [second, 100_000],
      ].sort(),
    );

    expect((await f.settle(u, stayId)).json()).toMatchObject({ messageKey: 'HOSPITALIZED003' });
    expect(await f.gatewayRefunds([first, second])).toHaveLength(2);
    expect(await refundInvariants(t.db)).toMatchObject({ bad: [] });
    await expectMoneyInvariants(t.db);
  });

  it('a refund the gateway failed is retried by the settlement job and still refunded once', async () => {
    const { u, stayId } = await f.admitted();
    const dep = await f.deposit(u, 100_000);
    await f.orderDischarge(stayId);
    t.gateway.failRefunds = 1;
    const res = await f.settle(u, stayId);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { kind: 'settled', stay: { refunds: [{ to: 'qr', amount: 88_000, done: false }] } },
    });
    const [order] = await f.ordersOfStay(stayId);
    expect(order).toMatchObject({ purpose: 'deposit_refund', state: 'paid', delivered_at: null });

    const deps = paymentDeps(
      t.db,
      t.gateway,
      `${publicBaseUrl(testEnv())}${NOTIFY_PATH}`,
      createSandboxHis(t.db, () => t.clock.now),
    );
    await settleTick(deps, { queryAfterSeconds: 0 });
    await settleTick(deps, { queryAfterSeconds: 0 });
    expect((await f.orderRow(H, order!.out_trade_no)).delivered_at).not.toBeNull();
    expect((await f.stayOk(u, stayId)).refunds).toEqual([{ to: 'qr', amount: 88_000, done: true }]);
    expect(await f.gatewayRefunds([dep])).toHaveLength(1);
    expect(await refundInvariants(t.db)).toMatchObject({ bad: [] });
  });

  it('raced settlements of one stay make one refund order and refund the surplus once', async () => {
    const { u, stayId } = await f.admitted();
    const dep = await f.deposit(u, 100_000);
    await f.orderDischarge(stayId);
    const answers = await Promise.all(Array.from({ length: 4 }, () => f.settle(u, stayId)));
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(answers.some((a) => a.json().data?.kind === 'settled')).toBe(true);
    expect(await f.ordersOfStay(stayId)).toHaveLength(1);
    expect((await f.gatewayRefunds([dep])).map((r) => Number(r.amount))).toEqual([88_000]);
    expect(await refundInvariants(t.db)).toMatchObject({ bad: [] });
    await expectMoneyInvariants(t.db);
  });

  it('a deposit paid at the window goes back at the window', async () => {
    const { u, stayId } = await f.admitted();
    // A deposit paid at the hospital's cashier: on the card, but no portal order to refund it along.
    const cardId = stayId.slice(0, -9);
    await t.db
      .updateTable('his_card')
      .set({ balance: 50_000 })
      .where('hos_id', '=', H)
      .where('card_id', '=', cardId)
      .execute();
    await t.db
      .insertInto('his_card_ledger')
      .values({
        hos_id: H,
        card_id: cardId,
        amount: 50_000,
        balance_after: 50_000,
        kind: 'topup',
        ref: 'window',
        idem_key: `window-${cardId}`,
      })
      .execute();
    await f.orderDischarge(stayId);
    const res = await f.settle(u, stayId);
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        kind: 'settled',
        stay: { deposit: 0, refunds: [{ to: 'window', amount: 38_000, done: true }] },
      },
    });
    await expectMoneyInvariants(t.db);
  });
});

describe('another user', () => {
  it("another user's stay answers as if it did not exist", async () => {
    const { stayId } = await f.admitted();
    const other = await registerUser(t.app, H);
    for (const res of [
      await f.stay(other, stayId),
      await f.settle(other, stayId),
      await f.stay(other, 'C0-20260101'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ messageKey: 'C002' });
    }
  });
});
