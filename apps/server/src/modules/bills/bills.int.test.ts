import { hosIdOf } from '@portal/shared';
import type { HosId } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, signIn } from '../../../test/auth-helpers.ts';
import {
  expectMoneyInvariants,
  rechargeFixtures,
} from '../../../test/fixtures/recharge/recharge.fixtures.ts';

/**
 * Outpatient bills (pay business type 4) over HTTP, on PGlite and PostgreSQL: the hospital's unpaid bills
 * of a proven-linked patient with their items, paid once by card balance or by QR, then history; ownership; closed at 1002.
 */
let t: TestApp;
let f: ReturnType<typeof rechargeFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = rechargeFixtures(t);
});
afterAll(async () => t.close());

const A = hosIdOf('1001');
interface Who {
  hosId: HosId;
  token: string;
}

const bills = (u: Who, patientId: string, state?: 'unpaid' | 'paid') =>
  get(
    t.app,
    `/payment/api/bills?hosId=${u.hosId}&patientId=${patientId}${state ? `&state=${state}` : ''}`,
    { headers: bearer(u.token) },
  );
const idsOf = async (u: Who, patientId: string, state: 'unpaid' | 'paid') =>
  ((await bills(u, patientId, state)).json().data as { billId: string }[]).map((b) => b.billId);
const payByCard = (u: Who, billId: string, key: string | null = randomUUID()) =>
  post(
    t.app,
    `/payment/api/bills/${billId}/card`,
    { hosId: u.hosId },
    { headers: { ...bearer(u.token), ...(key !== null && { 'idempotency-key': key }) } },
  );
const payByQr = (u: Who, billId: string) =>
  post(
    t.app,
    `/payment/api/bills/${billId}/qr`,
    { hosId: u.hosId },
    {
      headers: { ...bearer(u.token), 'idempotency-key': randomUUID(), host: 'portal.example:8443' },
    },
  );
const billRow = (hosId: HosId, billId: string) =>
  t.db
    .selectFrom('his_bill')
    .select(['state', 'paid_by', 'paid_at', 'paid_key'])
    .where('hos_id', '=', hosId)
    .where('bill_id', '=', billId)
    .executeTakeFirstOrThrow();
const billOrders = (hosId: HosId, billId: string) =>
  t.db
    .selectFrom('pay_order')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('bill_id', '=', billId)
    .orderBy('created_at')
    .execute();

/** An unpaid bill of a payer's patient (the HIS issues it), one item of `amount` fen. */
let billNo = 0;
async function newBill(u: { hosId: HosId; certNo: string }, amount: number): Promise<string> {
  const billId = `BT-${++billNo}-${randomUUID().slice(0, 8)}`;
  await t.db
    .insertInto('his_bill')
    .values({
      hos_id: u.hosId,
      bill_id: billId,
      cert_type: 0,
      cert_no: u.certNo,
      dept_name: 'Gastroenterology',
      doctor_name: 'Test Doctor',
      issued_at: new Date(),
      amount,
      paid_at: null,
      paid_by: null,
    })
    .execute();
  await t.db
    .insertInto('his_bill_item')
    .values({
      hos_id: u.hosId,
      bill_id: billId,
      seq: 0,
      name: 'Test item',
      spec: '',
      quantity: 1,
      unit: 'test',
      price: amount,
      amount,
    })
    .execute();
  return billId;
}

const WANG = { hosId: A, cardId: 'C1001-01' };
let demo: Who & { wang: string; liu: string };

describe('the demo account’s bills at 1001 (Wang Jianguo: B1001-0001/0002, card C1001-01 holding 200 yuan)', () => {
  beforeAll(async () => {
    const token = await signIn(t.app, A);
    const list = (
      await get(t.app, `/patient/api/patient/list?hosId=${A}`, { headers: bearer(token) })
    ).json().data as { patientId: string; patientName: string }[];
    const id = (name: string) => list.find((p) => p.patientName === name)!.patientId;
    demo = { hosId: A, token, wang: id('Wang Jianguo'), liu: id('Liu Guifang') };
  });

  it('lists the unpaid bills, newest first, with their items (quantities, prices, amounts in fen)', async () => {
    const res = await bills(demo, demo.wang);
    expect(res.json()).toMatchObject({ code: 0 });
    expect(res.json().data).toEqual([
      {
        billId: 'B1001-0002',
        patientId: demo.wang,
        deptName: 'Cardiology',
        doctorName: 'Li Wei',
        issuedAt: expect.any(String),
        amount: 7300,
        state: 'unpaid',
        paidAt: null,
        paidBy: null,
        payingOutTradeNo: null,
        items: [
          {
            name: '12-lead electrocardiogram',
            spec: '',
            quantity: 1,
            unit: 'test',
            price: 2500,
            amount: 2500,
          },
          {
            name: 'Blood lipid panel',
            spec: '4 items',
            quantity: 1,
            unit: 'test',
            price: 4800,
            amount: 4800,
          },
        ],
      },
      {
        billId: 'B1001-0001',
        patientId: demo.wang,
        deptName: 'Gastroenterology',
        doctorName: 'Zhou Min',
        issuedAt: expect.any(String),
        amount: 13_700,
        state: 'unpaid',
        paidAt: null,
        paidBy: null,
        payingOutTradeNo: null,
        items: [
          {
            name: 'Omeprazole enteric capsules',
            spec: '20 mg × 14',
            quantity: 2,
            unit: 'box',
            price: 2850,
            amount: 5700,
          },
          {
            name: 'Helicobacter pylori urea breath test',
            spec: 'C-13',
            quantity: 1,
            unit: 'test',
            price: 8000,
            amount: 8000,
          },
        ],
      },
    ]);
    expect(await idsOf(demo, demo.wang, 'paid')).toEqual([]);
    // Each person sees their own: Liu Guifang's bill is hers.
    expect(await idsOf(demo, demo.liu, 'unpaid')).toEqual(['B1001-0003']);
  });

  it('needs an Idempotency-Key (APPOINT009), changing nothing', async () => {
    expect((await payByCard(demo, 'B1001-0002', null)).json()).toMatchObject({
      messageKey: 'APPOINT009',
    });
    expect(await billRow(A, 'B1001-0002')).toMatchObject({ state: 'unpaid' });
  });

  it('pays a bill from the card once: a payment entry, the bill moved to the paid list; a repeat answers the paid bill', async () => {
    const res = await payByCard(demo, 'B1001-0002');
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        billId: 'B1001-0002',
        state: 'paid',
        paidBy: 'card',
        paidAt: expect.any(String),
        amount: 7300,
      },
    });
    const [order, ...more] = await billOrders(A, 'B1001-0002');
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      purpose: 'outpatient_bill',
      method: 'card',
      state: 'paid',
      card_id: 'C1001-01',
      business_type: 4,
      user_id: expect.any(String),
    });
    // The HIS's entry carries the order number as its idempotency key, and the bill was settled by it.
    expect((await f.ledger(WANG)).slice(1)).toEqual([
      { amount: -7300, balanceAfter: 12_700, kind: 'bill', ref: order!.out_trade_no },
    ]);
    expect(await billRow(A, 'B1001-0002')).toMatchObject({
      state: 'paid',
      paid_by: 'card',
      paid_key: order!.out_trade_no,
    });
    expect(order!.delivered_at).not.toBeNull();
    expect(await f.balance(WANG)).toBe(12_700);
    expect(await idsOf(demo, demo.wang, 'unpaid')).toEqual(['B1001-0001']);
    expect(await idsOf(demo, demo.wang, 'paid')).toEqual(['B1001-0002']);

    // A repeat (the same key or another) answers the paid bill without a second debit.
    const again = await payByCard(demo, 'B1001-0002');
    expect(again.json()).toMatchObject({ code: 0, data: { state: 'paid', paidBy: 'card' } });
    expect(await billOrders(A, 'B1001-0002')).toHaveLength(1);
    expect(await f.balance(WANG)).toBe(12_700);
    expect(await f.ledger(WANG)).toHaveLength(2);
  });

  it('refuses a bill the card does not cover (RECHARGE001), taking nothing', async () => {
    const res = await payByCard(demo, 'B1001-0001');
    expect(res.json()).toMatchObject({ code: 409, messageKey: 'RECHARGE001' });
    expect(await billRow(A, 'B1001-0001')).toMatchObject({ state: 'unpaid', paid_by: null });
    // The card order the HIS refused is closed, so it never counts as the bill's live payment.
    expect(await billOrders(A, 'B1001-0001')).toMatchObject([{ method: 'card', state: 'closed' }]);
    expect(await f.balance(WANG)).toBe(12_700);
    expect(await f.ledger(WANG)).toHaveLength(2);
  });

  it('pays that bill by QR instead: the notification settles it, the card is not touched', async () => {
    const qr = f.qrOf(await payByQr(demo, 'B1001-0001'), 'payBillByQr');
    expect((await billOrders(A, 'B1001-0001')).filter((o) => o.state !== 'closed')).toEqual([
      expect.objectContaining({
        purpose: 'outpatient_bill',
        method: 'qr',
        state: 'paying',
        card_id: null,
      }),
    ]);
    expect((await bills(demo, demo.wang)).json().data).toEqual([
      expect.objectContaining({ billId: 'B1001-0001', payingOutTradeNo: qr.outTradeNo }),
    ]);
    // Asking again reuses the open order.
    expect(f.qrOf(await payByQr(demo, 'B1001-0001'))).toEqual(qr);
    expect(await f.scan(qr.token)).toMatchObject({
      amount: 13_700,
      subject: 'Outpatient bill · Gastroenterology',
    });

    await f.pay(qr.token);
    expect(await billRow(A, 'B1001-0001')).toMatchObject({ state: 'paid', paid_by: 'qr' });
    expect((await f.getOrder(demo, qr.outTradeNo)).json().data).toMatchObject({
      state: 'paid',
      purpose: 'outpatient_bill',
      billId: 'B1001-0001',
      receipt: null,
    });
    expect(await idsOf(demo, demo.wang, 'unpaid')).toEqual([]);
    expect(await idsOf(demo, demo.wang, 'paid')).toEqual(['B1001-0002', 'B1001-0001']);
    expect(await f.balance(WANG)).toBe(12_700);
    // A replay changes nothing.
    expect((await f.notify(f.signed(A, qr.outTradeNo, 13_700))).body).toBe('success');
    expect(await f.eventsTo(A, qr.outTradeNo, 'paid')).toHaveLength(1);
  });

  it('a bill paid one way cannot be paid the other (BILL001)', async () => {
    const qr = await payByQr(demo, 'B1001-0002');
    expect(qr.json()).toMatchObject({ code: 409, messageKey: 'BILL001' });
    const card = await payByCard(demo, 'B1001-0001');
    expect(card.json()).toMatchObject({ code: 409, messageKey: 'BILL001' });
    expect(await billOrders(A, 'B1001-0002')).toHaveLength(1);
    expect((await billOrders(A, 'B1001-0001')).filter((o) => o.state !== 'closed')).toHaveLength(1);
    expect(await f.balance(WANG)).toBe(12_700);
  });
});

describe('bills of fresh payers', () => {
  it('another user’s bill answers C002 like an unknown one, and their patient PATIENT004', async () => {
    const owner = await f.payer(A, { balance: 10_000 });
    const other = await f.payer(A, { balance: 10_000 });
    const billId = await newBill(owner, 1800);
    expect((await payByCard(other, billId)).json()).toMatchObject({
      code: 404,
      messageKey: 'C002',
    });
    expect((await payByQr(other, billId)).json()).toMatchObject({ code: 404, messageKey: 'C002' });
    expect((await payByCard(other, 'B-NO-SUCH-BILL')).json()).toMatchObject({
      code: 404,
      messageKey: 'C002',
    });
    expect((await bills(other, owner.patientId)).json()).toMatchObject({
      messageKey: 'PATIENT004',
    });
    expect(await billRow(A, billId)).toMatchObject({ state: 'unpaid' });
    expect(await billOrders(A, billId)).toEqual([]);
    expect(await f.balance(other)).toBe(10_000);
    expect(await f.balance(owner)).toBe(10_000);
  });

  it('concurrent card payments of one bill debit the card once', async () => {
    const u = await f.payer(A, { balance: 10_000 });
    const billId = await newBill(u, 1800);
    const answers = await Promise.all(Array.from({ length: 8 }, () => payByCard(u, billId)));
    expect(answers.filter((a) => a.json().code === 0)).not.toHaveLength(0);
    for (const a of answers) expect([0, 409]).toContain(a.json().code);
    expect(await billOrders(A, billId)).toHaveLength(1);
    expect(await f.balance(u)).toBe(8200);
  });

  it('a card payment closes an abandoned QR payment of the bill at the gateway', async () => {
    const u = await f.payer(A, { balance: 10_000 });
    const billId = await newBill(u, 1800);
    const qr = f.qrOf(await payByQr(u, billId));
    expect((await payByCard(u, billId)).json()).toMatchObject({
      code: 0,
      data: { state: 'paid', paidBy: 'card', payingOutTradeNo: null },
    });
    expect(await f.orderRow(A, qr.outTradeNo)).toMatchObject({ state: 'closed' });
    expect((await f.scan(qr.token)).state).toBe('closed');
    expect(await f.balance(u)).toBe(8200);
  });

  it('a payer who already paid by QR wins over a card payment: the bill is paid by QR, the card not debited', async () => {
    const u = await f.payer(A, { balance: 10_000 });
    const billId = await newBill(u, 1800);
    const qr = f.qrOf(await payByQr(u, billId));
    await f.confirm(qr.token);
    expect((await payByCard(u, billId)).json()).toMatchObject({ messageKey: 'BILL001' });
    expect(await billRow(A, billId)).toMatchObject({ state: 'paid', paid_by: 'qr' });
    expect(await f.orderRow(A, qr.outTradeNo)).toMatchObject({ state: 'paid' });
    expect(await f.balance(u)).toBe(10_000);
    // The gateway's notification arriving afterwards changes nothing.
    await f.deliver();
    expect(await f.eventsTo(A, qr.outTradeNo, 'paid')).toHaveLength(1);
  });

  it('a patient without an outpatient card cannot pay by card (RECHARGE011)', async () => {
    const u = await f.payer(A, { balance: 10_000 });
    await t.db
      .updateTable('his_card')
      .set({ clinic_type: 2 })
      .where('hos_id', '=', A)
      .where('card_id', '=', u.cardId)
      .execute();
    const billId = await newBill(u, 1800);
    expect((await payByCard(u, billId)).json()).toMatchObject({ messageKey: 'RECHARGE011' });
    expect(await billOrders(A, billId)).toEqual([]);
  });
});

describe('1002 (outpatient bills closed)', () => {
  it('has no bills: the function answers FUNC001, also for a bill its information system holds', async () => {
    const token = await signIn(t.app, hosIdOf('1002'));
    const list = (
      await get(t.app, '/patient/api/patient/list?hosId=1002', { headers: bearer(token) })
    ).json().data as { patientId: string }[];
    const who = { hosId: hosIdOf('1002'), token };
    for (const p of list)
      expect((await bills(who, p.patientId)).json()).toMatchObject({
        code: 404,
        messageKey: 'FUNC001',
      });
    expect(
      await t.db
        .selectFrom('his_bill')
        .select('bill_id')
        .where('hos_id', '=', hosIdOf('1002'))
        .execute(),
    ).toEqual([]);

    // Even where the hospital's system holds a bill of a linked patient, the closed function neither lists nor takes money.
    const u = await f.payer(hosIdOf('1002'), { balance: 10_000, birth: '20180304' });
    const billId = await newBill(u, 1800);
    expect((await bills(u, u.patientId)).json()).toMatchObject({ messageKey: 'FUNC001' });
    expect((await payByCard(u, billId)).json()).toMatchObject({ messageKey: 'FUNC001' });
    expect((await payByQr(u, billId)).json()).toMatchObject({ messageKey: 'FUNC001' });
    expect(await billRow(hosIdOf('1002'), billId)).toMatchObject({ state: 'unpaid' });
    expect(await billOrders(hosIdOf('1002'), billId)).toEqual([]);
    expect(await f.balance(u)).toBe(10_000);
  });
});

describe('money invariants', () => {
  it('every card’s entries equal its balance, none is negative, every paid top-up has exactly one topup entry', async () => {
    await expectMoneyInvariants(t.db, 0);
    // And every paid bill was paid by exactly one paid order.
    const paid = await t.db
      .selectFrom('his_bill')
      .select(['hos_id', 'bill_id'])
      .where('state', '=', 'paid')
      .execute();
    expect(paid.length).toBeGreaterThanOrEqual(4);
    for (const b of paid)
      expect(
        (await billOrders(b.hos_id, b.bill_id)).filter((o) => o.state === 'paid'),
        b.bill_id,
      ).toHaveLength(1);
  });
});
