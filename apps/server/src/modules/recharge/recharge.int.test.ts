import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hospitalTime, maskBankCard, type HosId, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { randomUUID } from 'node:crypto';
import { bearer, get, post, signIn } from '../../../test/auth-helpers.ts';
import { signFields } from '../paygateway/gateway.signature.ts';
import { refundNoOf, settleTick } from '../payments/settlement.service.ts';
import { createSandboxGateway } from '../paygateway/gateway.service.ts';
import { settleDeps } from '../../../test/fixtures/payments/payments.fixtures.ts';
import {
  expectMoneyInvariants,
  openRechargeAllDay,
  rechargeFixtures,
  setRechargeConfig,
  type RechargePayer,
} from '../../../test/fixtures/recharge/recharge.fixtures.ts';

/**
 * Card top-ups over HTTP, on PGlite and PostgreSQL: the overview,
 * a QR top-up paid at the sandbox gateway and credited once (replays, forgeries, a card stopped meanwhile), every
 * refusal of the shared rules with nothing written, ownership, and the recharge record.
 */
let t: TestApp;
let f: ReturnType<typeof rechargeFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  // Before the first request (config reads are cached): top-ups must not depend on the time of day the suite runs at.
  await openRechargeAllDay(t.db, [hosIdOf('1001'), hosIdOf('1003')]);
  f = rechargeFixtures(t);
});
afterAll(async () => t.close());

const A = hosIdOf('1001');

async function demoPatients(hosId: HosId) {
  const token = await signIn(t.app, hosId);
  const list = (
    await get(t.app, `/patient/api/patient/list?hosId=${hosId}`, { headers: bearer(token) })
  ).json().data as { patientId: string; patientName: string }[];
  const id = (name: string) => list.find((p) => p.patientName === name)!.patientId;
  return { token, hosId, id };
}

/** The refusal, with nothing written: no order of the card, the card's money unchanged. */
async function expectRefused(
  u: RechargePayer,
  totalFee: number,
  messageKey: string,
  params?: Record<string, string>,
  clinicType = 1,
) {
  const before = await f.ledger(u);
  const res = await f.topUp(u, totalFee, { clinicType });
  expect(res.json()).toMatchObject({ messageKey, ...(params && { params }) });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(await f.ordersOfCard(u)).toEqual([]);
  expect(await f.ledger(u)).toEqual(before);
  return res.json() as { msg: string };
}

describe('getRechargeOverview', () => {
  it('shows the outpatient card masked with its balance, the hospital rules and today’s count (demo account at 1001)', async () => {
    const demo = await demoPatients(A);
    const res = await f.overview(demo, demo.id('Wang Jianguo'));
    expect(res.json()).toMatchObject({ code: 0 });
    expect(res.json().data).toEqual({
      patientId: demo.id('Wang Jianguo'),
      patientName: 'Wang Jianguo',
      clinicType: 1,
      card: {
        cardId: 'C1001-01',
        cardNoMasked: maskBankCard('MZ1001000001'),
        cardType: 1,
        cardTypeName: expect.any(String),
        state: 'normal',
        balance: 20000,
        povertyRelief: false,
      },
      // 1001's demo rules, the window opened all day by this suite.
      rules: {
        start: '00:00',
        end: '23:59',
        minYuan: 1,
        maxYuan: 5000,
        socialCapYuan: 0,
        dailyCount: 0,
        presetsYuan: [50, 100, 200, 500, 1000],
        verifyCard: false,
      },
      todayCount: 0,
      stay: null,
    });
    expect(res.body).not.toContain('MZ1001000001');
  });

  it('shows the inpatient deposit card and the current stay for clinic type 2 (C1001-02)', async () => {
    const demo = await demoPatients(A);
    const res = await f.overview(demo, demo.id('Wang Jianguo'), 2);
    expect(res.json().data).toMatchObject({
      clinicType: 2,
      card: {
        cardId: 'C1001-02',
        cardNoMasked: maskBankCard('ZY1001000001'),
        state: 'normal',
        balance: 150000,
      },
      stay: {
        ward: 'Cardiology Ward 3',
        bed: '12',
        deptName: 'Cardiology',
        doctorName: 'Li Wei',
        admittedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
    expect(res.body).not.toContain('ZY1001000001');
  });

  it('shows a fresh patient’s card, and no card (null) for a clinic type the patient has none of', async () => {
    const u = await f.payer(A, { balance: 1234 });
    expect((await f.overview(u, u.patientId)).json().data).toMatchObject({
      card: {
        cardId: u.cardId,
        cardNoMasked: maskBankCard(u.cardNo),
        balance: 1234,
        state: 'normal',
      },
      todayCount: 0,
      stay: null,
    });
    expect((await f.overview(u, u.patientId, 2)).json().data).toMatchObject({
      card: null,
      stay: null,
      todayCount: 0,
    });
  });

  it('answers another user’s patient like an unknown one (PATIENT004)', async () => {
    const owner = await f.payer(A);
    const other = await f.payer(A);
    expect((await f.overview(other, owner.patientId)).json()).toMatchObject({
      messageKey: 'PATIENT004',
    });
  });
});

describe('a top-up by QR', () => {
  it('opens a paying order for the card, reuses it on a retry, and credits the card exactly once when the payment lands', async () => {
    const u = await f.payer(A, { balance: 500 });
    const first = await f.topUpOk(u, 10_000);
    expect(new URL(first.url).pathname).toMatch(/^\/hos\/ui\/scan\/payment\/[\w-]{16,64}$/);
    expect(await f.orderRow(A, first.outTradeNo)).toMatchObject({
      purpose: 'outpatient_topup',
      method: 'qr',
      state: 'paying',
      card_id: u.cardId,
      appoint_id: null,
      bill_id: null,
      user_id: u.userId,
      business_type: 2,
    });
    expect(Number((await f.orderRow(A, first.outTradeNo)).amount)).toBe(10_000);
    // A retried request (another Idempotency-Key, same card and amount) gets the same open order, not a second one.
    expect(await f.topUpOk(u, 10_000)).toEqual(first);
    expect(await f.ordersOfCard(u)).toHaveLength(1);

    const scan = await f.scan(first.token);
    expect(scan).toMatchObject({ amount: 10_000, state: 'pending' });
    expect(scan.subject).toBe(`Outpatient card top-up · ${maskBankCard(u.cardNo)}`);

    const paying = (await f.getOrder(u, first.outTradeNo)).json().data;
    expect(paying).toEqual({
      outTradeNo: first.outTradeNo,
      state: 'paying',
      amount: 10_000,
      appointId: null,
      qrContent: first.url,
      channel: 'sandbox',
      paidAt: null,
      purpose: 'outpatient_topup',
      billId: null,
      receipt: {
        patientName: 'Test Person',
        cardNoMasked: maskBankCard(u.cardNo),
        clinicType: 1,
        balanceAfter: null,
      },
    });

    await f.pay(first.token);
    expect(await f.orderRow(A, first.outTradeNo)).toMatchObject({ state: 'paid' });
    expect(await f.ledger(u)).toEqual([
      { amount: 500, balanceAfter: 500, kind: 'topup', ref: `fixture ${u.cardId}` },
      { amount: 10_000, balanceAfter: 10_500, kind: 'topup', ref: first.outTradeNo },
    ]);
    expect(await f.balance(u)).toBe(10_500);
    const paid = (await f.getOrder(u, first.outTradeNo)).json().data;
    expect(paid).toMatchObject({
      state: 'paid',
      qrContent: null,
      paidAt: expect.any(String),
      receipt: { balanceAfter: 10_500 },
    });
    expect((await f.overview(u, u.patientId)).json().data).toMatchObject({
      card: { balance: 10_500 },
      todayCount: 1,
    });

    // The gateway's later retry and a replay of the notification change nothing.
    expect((await f.notify(f.signed(A, first.outTradeNo, 10_000))).body).toBe('success');
    expect(await f.balance(u)).toBe(10_500);
    expect(await f.eventsTo(A, first.outTradeNo, 'paid')).toHaveLength(1);
    // A paid order is not reused: the next top-up of the same amount is a new order.
    expect((await f.topUpOk(u, 10_000)).outTradeNo).not.toBe(first.outTradeNo);
  });

  it('tops up the inpatient deposit card (clinic type 2, pay business type 7)', async () => {
    const demo = await demoPatients(A);
    const who = { hosId: A, token: demo.token, patientId: demo.id('Wang Jianguo') };
    const order = await f.topUpOk(who, 50_000, { clinicType: 2 });
    expect(await f.orderRow(A, order.outTradeNo)).toMatchObject({
      purpose: 'inpatient_topup',
      card_id: 'C1001-02',
      business_type: 7,
    });
    await f.pay(order.token);
    expect(await f.balance({ hosId: A, cardId: 'C1001-02' })).toBe(200_000);
    expect(await f.balance({ hosId: A, cardId: 'C1001-01' })).toBe(20_000);
    expect((await f.getOrder(who, order.outTradeNo)).json().data.receipt).toEqual({
      patientName: 'Wang Jianguo',
      cardNoMasked: maskBankCard('ZY1001000001'),
      clinicType: 2,
      balanceAfter: 200_000,
    });
  });

  it('needs an Idempotency-Key (APPOINT009) and writes nothing without one', async () => {
    const u = await f.payer(A);
    expect((await f.topUp(u, 1000, { key: null })).json()).toMatchObject({
      messageKey: 'APPOINT009',
    });
    expect(await f.ordersOfCard(u)).toEqual([]);
  });

  it('16 concurrent replays of one signed notification credit the card once', async () => {
    const u = await f.payer(A, { balance: 100 });
    const { outTradeNo, token } = await f.topUpOk(u, 4321);
    await f.confirm(token);
    const fields = f.signed(A, outTradeNo, 4321);
    const answers = await Promise.all(Array.from({ length: 16 }, () => f.notify(fields)));
    expect(answers.map((a) => `${a.statusCode} ${a.body}`)).toEqual(
      Array.from({ length: 16 }, () => '200 success'),
    );
    expect((await f.ledger(u)).filter((e) => e.kind === 'topup' && e.ref === outTradeNo)).toEqual([
      { amount: 4321, balanceAfter: 4421, kind: 'topup', ref: outTradeNo },
    ]);
    expect(await f.balance(u)).toBe(4421);
    expect(await f.eventsTo(A, outTradeNo, 'paid')).toHaveLength(1);
  });

  it('forged (PAY001) and wrong-amount (PAY002) notifications change nothing; the genuine one still lands', async () => {
    const u = await f.payer(A, { balance: 100 });
    const { outTradeNo, token } = await f.topUpOk(u, 2000);
    await f.confirm(token);
    const genuine = f.signed(A, outTradeNo, 2000);
    const { sign: _sign, ...unsigned } = genuine;
    const forged = [
      { ...genuine, sign: signFields(unsigned, 'not-the-gateway-secret') },
      { ...genuine, totalFee: '200000' },
      { ...unsigned, sign: '' },
    ];
    for (const n of forged) {
      const res = await f.notify(n);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ messageKey: 'PAY001' });
    }
    const wrongAmount = await f.notify(f.signed(A, outTradeNo, 200_000));
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json()).toMatchObject({ messageKey: 'PAY002' });
    expect(await f.orderRow(A, outTradeNo)).toMatchObject({ state: 'paying' });
    expect(await f.ledger(u)).toHaveLength(1);
    expect(await f.balance(u)).toBe(100);
    expect(await f.eventsTo(A, outTradeNo, 'paid')).toHaveLength(0);

    expect((await f.notify(genuine)).body).toBe('success');
    expect(await f.balance(u)).toBe(2100);
  });

  it('a top-up that lands on a card stopped meanwhile is refunded at the gateway, never credited and never lost', async () => {
    const u = await f.payer(A, { balance: 700 });
    const { outTradeNo, token } = await f.topUpOk(u, 3000);
    await f.setCard(u, { state: 'stopped' });
    await f.pay(token);
    expect(await f.orderRow(A, outTradeNo)).toMatchObject({
      state: 'refunded',
      refunded_at: expect.any(Date),
    });
    expect(await f.eventsTo(A, outTradeNo, 'refunding')).toHaveLength(1);
    expect(await f.eventsTo(A, outTradeNo, 'refunded')).toHaveLength(1);
    // The payer's money went back in full through the gateway.
    expect(await f.gatewayRow(A, outTradeNo)).toMatchObject({
      state: 'refunded',
      out_refund_no: refundNoOf(outTradeNo),
    });
    expect((await f.scan(token)).state).toBe('refunded');
    expect(await f.ledger(u)).toEqual([
      { amount: 700, balanceAfter: 700, kind: 'topup', ref: `fixture ${u.cardId}` },
    ]);
    expect((await f.getOrder(u, outTradeNo)).json().data).toMatchObject({
      state: 'refunded',
      receipt: { balanceAfter: null },
    });
    // A replay afterwards changes nothing either.
    expect((await f.notify(f.signed(A, outTradeNo, 3000))).body).toBe('success');
    expect(await f.eventsTo(A, outTradeNo, 'refunded')).toHaveLength(1);
    expect(await f.balance(u)).toBe(700);
  });

  it('a top-up of a card stopped before the payer paid is closed at the gateway by settlement: nothing can be paid', async () => {
    const u = await f.payer(A, { balance: 700 });
    const { outTradeNo, token } = await f.topUpOk(u, 3000);
    await f.setCard(u, { state: 'lost' });
    const deps = settleDeps(t.db, createSandboxGateway(t.db));
    const outcomes = await settleTick(deps, {
      queryAfterSeconds: 0,
      now: new Date(Date.now() + 1000),
      batchSize: 1000,
    });
    expect(outcomes).toContain('closed');
    expect(await f.orderRow(A, outTradeNo)).toMatchObject({ state: 'closed' });
    expect((await f.confirm(token)).json().data.state).toBe('closed');
    expect(await f.balance(u)).toBe(700);
  });

  it('a top-up still wanted is left open by settlement (only asked about, never closed)', async () => {
    const u = await f.payer(A);
    const { outTradeNo, token } = await f.topUpOk(u, 1500);
    const deps = settleDeps(t.db, createSandboxGateway(t.db));
    await settleTick(deps, {
      queryAfterSeconds: 0,
      now: new Date(Date.now() + 1000),
      batchSize: 1000,
    });
    expect(await f.orderRow(A, outTradeNo)).toMatchObject({ state: 'paying' });
    // Paid without any notification: query-on-silence finds it paid and credits the card once.
    await f.confirm(token);
    await settleTick(deps, {
      queryAfterSeconds: 0,
      now: new Date(Date.now() + 2000),
      batchSize: 1000,
    });
    expect(await f.orderRow(A, outTradeNo)).toMatchObject({ state: 'paid' });
    expect(await f.balance(u)).toBe(1500);
  });
});

describe('refusals of the shared recharge rules (nothing written)', () => {
  it('below the minimum (RECHARGE003) and above the maximum (RECHARGE002) at 1001', async () => {
    const u = await f.payer(A);
    await expectRefused(u, 99, 'RECHARGE003', { amount: '1.00' });
    await expectRefused(u, 500_001, 'RECHARGE002', { amount: '5000.00' });
    // The limits themselves are allowed.
    expect((await f.topUp(u, 100)).json()).toMatchObject({ code: 0 });
    expect((await f.topUp(u, 500_000)).json()).toMatchObject({ code: 0 });
  });

  it('a negative amount is RECHARGE010, zero is below the minimum (RECHARGE003), a fractional fen is not an amount (C019)', async () => {
    const u = await f.payer(A);
    const negative = await expectRefused(u, -100, 'RECHARGE010');
    expect(negative.msg).toBe('The top-up amount cannot be less than ¥0.00');
    await expectRefused(u, 0, 'RECHARGE003', { amount: '1.00' });
    await expectRefused(u, 10.5, 'C019');
    expect(await f.ordersOfCard(u)).toEqual([]);
  });

  it('a top-up without a patient is PATIENT001, not a generic missing field', async () => {
    const u = await f.payer(A);
    const headers = { ...bearer(u.token), 'idempotency-key': randomUUID() };
    for (const patientId of [undefined, '']) {
      const res = await post(
        t.app,
        '/payservice/api/getQrcodeOutTradeNoForPayCard',
        { hosId: A, patientId, clinicType: 1, totalFee: 10_000 },
        { headers },
      );
      expect(res.json()).toMatchObject({ messageKey: 'PATIENT001' });
      expect(res.json().msg).toBe('Please choose a patient first');
    }
    // Another malformed field is still said as such.
    const bad = await post(
      t.app,
      '/payservice/api/getQrcodeOutTradeNoForPayCard',
      { hosId: A, patientId: u.patientId, clinicType: 9, totalFee: 10_000 },
      { headers },
    );
    expect(bad.json()).toMatchObject({ messageKey: 'C019', params: { field: 'clinicType' } });
    expect(await f.ordersOfCard(u)).toEqual([]);
  });

  it('over the social-security card cap at 1003 (RECHARGE009), the cap itself allowed, another card type not capped', async () => {
    const social = await f.payer(hosIdOf('1003'), { cardType: 3 });
    await expectRefused(social, 150_001, 'RECHARGE009', { amount: '1500.00' });
    expect((await f.topUp(social, 150_000)).json()).toMatchObject({ code: 0 });
    const plain = await f.payer(hosIdOf('1003'));
    expect((await f.topUp(plain, 200_000)).json()).toMatchObject({ code: 0 });
    // 1003's own limits apply too: minimum 50 yuan.
    await expectRefused(await f.payer(hosIdOf('1003')), 4999, 'RECHARGE003', { amount: '50.00' });
  });

  it('the daily count at 1003 (5 top-ups a day, RECHARGE012)', async () => {
    const u = await f.payer(hosIdOf('1003'));
    for (let i = 0; i < 5; i++) await f.topUpOk(u, 5000 + i * 100);
    const before = await f.ordersOfCard(u);
    const res = await f.topUp(u, 9000);
    expect(res.json()).toMatchObject({ messageKey: 'RECHARGE012', params: { count: '5' } });
    expect(await f.ordersOfCard(u)).toEqual(before);
    expect((await f.overview(u, u.patientId)).json().data).toMatchObject({
      todayCount: 5,
      rules: { dailyCount: 5, socialCapYuan: 1500, verifyCard: true },
    });
    // A retry of the fifth (same card, same amount, its order still open) gets that order back: it is not a sixth.
    const retry = await f.topUp(u, 5400);
    expect(retry.json()).toMatchObject({ code: 0 });
    expect(await f.ordersOfCard(u)).toEqual(before);
  });

  it('concurrent top-ups of one card never exceed the daily count (checked under the card’s row lock)', async () => {
    const u = await f.payer(hosIdOf('1003'));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => f.topUp(u, 5000 + i * 100)),
    );
    const keys = answers.map((a) => (a.json().code === 0 ? 'ok' : (a.json().messageKey as string)));
    expect(keys.filter((k) => k === 'ok')).toHaveLength(5);
    expect(keys.filter((k) => k === 'RECHARGE012')).toHaveLength(7);
    expect(await f.ordersOfCard(u)).toHaveLength(5);
  });

  it('stopped, lost, to-be-deactivated and overdue cards (RECHARGE004/005/006/007), poverty relief (RECHARGE008)', async () => {
    const cases = [
      ['stopped', 'RECHARGE004'],
      ['lost', 'RECHARGE005'],
      ['to_disable', 'RECHARGE006'],
      ['overdue', 'RECHARGE007'],
    ] as const;
    for (const [state, key] of cases) await expectRefused(await f.payer(A, { state }), 1000, key);
    await expectRefused(await f.payer(A, { povertyRelief: true }), 1000, 'RECHARGE008');
  });

  it('no card of that clinic type (RECHARGE011)', async () => {
    const u = await f.payer(A);
    await expectRefused(u, 1000, 'RECHARGE011', undefined, 2);
    const demo = await demoPatients(A);
    // Wang Xiaoyu has an outpatient card only.
    const res = await f.topUp(
      { hosId: A, token: demo.token, patientId: demo.id('Wang Xiaoyu') },
      1000,
      { clinicType: 2 },
    );
    expect(res.json()).toMatchObject({ messageKey: 'RECHARGE011' });
  });

  it('recharge is closed at 1002 (FUNC001), for the overview and the top-up alike', async () => {
    const u = await f.payer(hosIdOf('1002'), { birth: '20180304' });
    expect((await f.overview(u, u.patientId)).json()).toMatchObject({
      code: 404,
      messageKey: 'FUNC001',
    });
    expect((await f.overview(u, u.patientId, 2)).json()).toMatchObject({ messageKey: 'FUNC001' });
    await expectRefused(u, 1000, 'FUNC001');
    await expectRefused(u, 1000, 'FUNC001', undefined, 2);
    const records = await get(t.app, '/recharge/api/records?hosId=1002', {
      headers: bearer(u.token),
    });
    expect(records.json()).toMatchObject({ code: 404, messageKey: 'FUNC001' });
  });

  it('another user’s patient answers PATIENT004 and writes nothing', async () => {
    const owner = await f.payer(A);
    const other = await f.payer(A);
    expect((await f.topUp(other, 1000, { patientId: owner.patientId })).json()).toMatchObject({
      messageKey: 'PATIENT004',
    });
    expect(await f.ordersOfCard(owner)).toEqual([]);
  });

  it('another user’s top-up order answers C002 like an unknown one', async () => {
    const owner = await f.payer(A);
    const other = await f.payer(A);
    const { outTradeNo } = await f.topUpOk(owner, 1000);
    expect((await f.getOrder(other, outTradeNo)).json()).toMatchObject({
      code: 404,
      messageKey: 'C002',
    });
    expect((await f.getOrder(other, 'PUNKNOWN0000')).json()).toMatchObject({
      code: 404,
      messageKey: 'C002',
    });
    expect((await f.getOrder(owner, outTradeNo)).json()).toMatchObject({ code: 0 });
  });
});

describe('outside the recharge window (APPOINT029)', () => {
  it('refuses with the hospital’s window in its own zone, and writes nothing', async () => {
    // A window that excludes now in Asia/Shanghai: it opens two hours from now and closes an hour later.
    const hm = (minutes: number) =>
      `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const [h, m] = hospitalTime(new Date(), 'Asia/Shanghai').split(':').map(Number) as [
      number,
      number,
    ];
    const now = h * 60 + m;
    const start = hm(now + 120);
    const end = hm(now + 180);
    const closed = await createTestApp();
    try {
      await setRechargeConfig(closed.db, A, 'rechargeStartTime', start);
      await setRechargeConfig(closed.db, A, 'rechargeEndTime', end);
      const g = rechargeFixtures(closed);
      const u = await g.payer(A);
      expect((await g.overview(u, u.patientId)).json().data.rules).toMatchObject({ start, end });
      const res = await g.topUp(u, 1000);
      expect(res.json()).toMatchObject({
        code: 409,
        messageKey: 'APPOINT029',
        params: { start, end },
      });
      expect(res.json().msg).toContain(start);
      expect(await g.ordersOfCard(u)).toEqual([]);
    } finally {
      await closed.close();
    }
  });
});

describe('getRechargeRecords', () => {
  const records = (u: { hosId: HosId; token: string }, query = '') =>
    get(t.app, `/recharge/api/records?hosId=${u.hosId}${query}`, { headers: bearer(u.token) });

  it('lists only the user’s own top-ups, newest first, a page of 10, by patient and by date', async () => {
    const u = await f.payer(A, { balance: 50 });
    const stranger = await f.payer(A);
    await f.topUpOk(stranger, 777);

    const amounts = Array.from({ length: 12 }, (_, i) => 1000 + i);
    const orders: Awaited<ReturnType<typeof f.topUpOk>>[] = [];
    for (const amount of amounts) orders.push(await f.topUpOk(u, amount));
    await f.pay(orders[0]!.token);

    const page1 = (await records(u)).json().data;
    expect(page1.total).toBe(12);
    expect(page1.pageSize).toBe(10);
    expect(page1.items).toHaveLength(10);
    const page2 = (await records(u, '&page=2')).json().data;
    expect(page2.items).toHaveLength(2);
    const all = [...page1.items, ...page2.items] as { outTradeNo: string; createdAt: string }[];
    expect(new Set(all.map((r) => r.outTradeNo))).toEqual(new Set(orders.map((o) => o.outTradeNo)));
    const created = all.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const paid = all.find((r) => r.outTradeNo === orders[0]!.outTradeNo);
    expect(paid).toEqual({
      outTradeNo: orders[0]!.outTradeNo,
      patientId: u.patientId,
      patientName: 'Test Person',
      clinicType: 1,
      cardNoMasked: maskBankCard(u.cardNo),
      amount: 1000,
      state: 'paid',
      createdAt: expect.any(String),
      paidAt: expect.any(String),
      balanceAfter: 1050,
      appointId: null,
    });
    expect(all.find((r) => r.outTradeNo === orders[1]!.outTradeNo)).toMatchObject({
      state: 'paying',
      paidAt: null,
      balanceAfter: null,
    });

    // By patient: the user's patient; another user's patient is PATIENT004.
    expect((await records(u, `&patientId=${u.patientId}`)).json().data.total).toBe(12);
    expect((await records(u, `&patientId=${stranger.patientId}`)).json()).toMatchObject({
      messageKey: 'PATIENT004',
    });
    // The stranger sees only their own.
    expect(
      (await records(stranger)).json().data.items.map((r: { amount: number }) => r.amount),
    ).toEqual([777]);

    // By date (hospital zone): today holds them all; three of them moved three days back.
    const today = f.today();
    const back = orders.slice(9).map((o) => o.outTradeNo);
    await t.db
      .updateTable('pay_order')
      .set({ created_at: new Date(Date.now() - 3 * 86_400_000) })
      .where('hos_id', '=', A)
      .where('out_trade_no', 'in', back)
      .execute();
    expect((await records(u, `&from=${today}&to=${today}`)).json().data.total).toBe(9);
    const old = (await records(u, `&from=${addDays(today, -4)}&to=${addDays(today, -2)}`)).json()
      .data;
    expect(old.total).toBe(3);
    expect(new Set(old.items.map((r: { outTradeNo: string }) => r.outTradeNo))).toEqual(
      new Set(back),
    );
    expect((await records(u, `&from=${addDays(today, 1)}`)).json().data).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
  });

  it('filters by patient among the user’s own patients', async () => {
    const demo = await demoPatients(hosIdOf('1003'));
    const who = (name: string) => ({
      hosId: hosIdOf('1003'),
      token: demo.token,
      patientId: demo.id(name),
    });
    const a = await f.topUpOk(who('Huang Wei'), 6000);
    const b = await f.topUpOk(who('Huang Shuzhen'), 7000);
    const mine = { hosId: hosIdOf('1003'), token: demo.token };
    expect(
      (await records(mine))
        .json()
        .data.items.map((r: { outTradeNo: string }) => r.outTradeNo)
        .sort(),
    ).toEqual([a.outTradeNo, b.outTradeNo].sort());
    expect(
      (await records(mine, `&patientId=${demo.id('Huang Shuzhen')}`)).json().data.items,
    ).toEqual([
      expect.objectContaining({
        outTradeNo: b.outTradeNo,
        patientName: 'Huang Shuzhen',
        amount: 7000,
        state: 'paying',
      }),
    ]);
    expect((await records(mine, '&clinicType=2')).json().data.total).toBe(0);
  });
});

describe('money invariants', () => {
  it('every card’s entries equal its balance, none is negative, every paid top-up has exactly one topup entry', async () => {
    await expectMoneyInvariants(t.db, 5);
  });
});
