import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, get, post } from '../../../test/auth-helpers.ts';
import {
  A,
  useCaseMailApp,
  type Payer,
  type Who,
} from '../../../test/fixtures/case-mail/case-mail.fixtures.ts';

/**
 * Case-record copies by mail over HTTP, on PGlite and PostgreSQL: a request for a discharged stay with
 * its fee from the CASE_MAIL settings, paid by QR (purpose case_mail), moved on by the records office (the sandbox
 * operator call), cancelled until printed with the fee refunded exactly once — also under repeats and races — and
 * refused after printing; validation answers with message keys and changes nothing; another user's request answers
 * like an unknown one.
 */
const { t, f } = useCaseMailApp();
const { fees, create, payByQr, cancel, advance, hisRows } = f;

const list = (u: Who, patientId: string) =>
  get(t.app, `/feature/api/case-mail/list?hosId=${A}&patientId=${patientId}`, {
    headers: bearer(u.token),
  });
const portalRows = () => t.db.selectFrom('case_mail_request').select('request_id').execute();
const ordersOf = (requestId: string) =>
  t.db
    .selectFrom('pay_order')
    .selectAll()
    .where('hos_id', '=', A)
    .where('subject_id', '=', requestId)
    .orderBy('created_at')
    .execute();
const refundEvents = async (requestId: string) => {
  const orders = await ordersOf(requestId);
  return orders.length === 0
    ? []
    : t.db
        .selectFrom('pay_order_event')
        .select(['out_trade_no', 'to_state'])
        .where('hos_id', '=', A)
        .where(
          'out_trade_no',
          'in',
          orders.map((o) => o.out_trade_no),
        )
        .where('to_state', 'in', ['refunding', 'refunded'])
        .execute();
};

/** A payer whose patient had a stay of 3 days from 30 days ago (discharged) and is in hospital now. */
async function patientWithStays(): Promise<Payer & { pastStay: string; currentStay: string }> {
  const u = await f.payer(A);
  const past = await fees.stay(u, 30, 3, true);
  const current = await fees.stay(u, 1, 2, false);
  return { ...u, pastStay: past.stayId, currentStay: current.stayId };
}

const express = (u: { patientId: string; pastStay: string }, over: object = {}) => ({
  patientId: u.patientId,
  stayId: u.pastStay,
  printingType: 'full',
  copies: 2,
  delivery: 'express',
  expressCompany: 'sf',
  recipientName: 'Zhang Wei',
  recipientPhone: '13912345678',
  address: '12 Lakeside Road, Xihu District, Hangzhou',
  ...over,
});

async function newRequest(u: Payer & { pastStay: string }, over: object = {}) {
  const res = await create(u, express(u, over));
  expect(res.json(), 'create').toMatchObject({ code: 0 });
  return res.json().data as { requestId: string; fee: number };
}

async function paid(u: Payer & { pastStay: string }) {
  const r = await newRequest(u);
  const qr = f.qrOf(await payByQr(u, r.requestId), 'payCaseMailByQr');
  await f.pay(qr.token);
  return { ...r, outTradeNo: qr.outTradeNo, token: qr.token };
}

describe('ordering a copy', () => {
  it('tells the fee settings of the hospital (CASE_MAIL)', async () => {
    const u = await f.payer(A);
    expect(
      (
        await get(t.app, `/feature/api/case-mail/settings?hosId=${A}`, { headers: bearer(u.token) })
      ).json(),
    ).toMatchObject({ code: 0, data: { pricePerCopy: 1000, postage: 1500, maxCopies: 10 } });
  });

  it('records a request for a discharged stay with the fee in fen (copies × price + postage), once per Idempotency-Key', async () => {
    const u = await patientWithStays();
    const key = randomUUID();
    const res = await create(u, express(u), key);
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        patientId: u.patientId,
        stayId: u.pastStay,
        deptName: 'Cardiology',
        printingType: 'full',
        printingTypeName: 'Complete case record',
        copies: 2,
        delivery: 'express',
        expressCompanyName: 'SF Express',
        recipientName: 'Zhang Wei',
        recipientPhone: '139****5678',
        fee: 2 * 1000 + 1500,
        status: 'submitted',
        statusName: 'Awaiting payment',
        trackingNo: null,
        payment: null,
        steps: [{ status: 'submitted', statusName: 'Awaiting payment', at: expect.any(String) }],
      },
    });
    const stays = (
      await get(t.app, `/feature/api/case-mail/stays?hosId=${A}&patientId=${u.patientId}`, {
        headers: bearer(u.token),
      })
    ).json().data;
    expect(stays.map((s: { stayId: string }) => s.stayId)).toEqual([u.pastStay]);
    const again = await create(u, express(u), key);
    expect(again.json().data.requestId).toBe(res.json().data.requestId);
    // A pickup pays no postage; labels follow the reader's language.
    const pickup = await post(
      t.app,
      '/feature/api/case-mail/create',
      {
        hosId: A,
        patientId: u.patientId,
        stayId: u.pastStay,
        printingType: 'discharge',
        copies: 1,
        delivery: 'pickup',
        pickupAddress: 'main-records',
      },
      {
        headers: {
          ...bearer(u.token),
          'idempotency-key': randomUUID(),
          'accept-language': 'zh-CN',
        },
      },
    );
    expect(pickup.json().data).toMatchObject({
      fee: 1000,
      pickupAddressName: '本部病案室（2号楼1楼）',
      statusName: '待支付',
      expressCompany: '',
      address: '',
    });
    expect(
      (await list(u, u.patientId)).json().data.map((r: { requestId: string }) => r.requestId),
    ).toEqual([pickup.json().data.requestId, res.json().data.requestId]);
  });

  it('refuses bad input with a message key and records nothing', async () => {
    const u = await patientWithStays();
    const [his, portal] = [(await hisRows()).length, (await portalRows()).length];
    const other = await patientWithStays();
    const cases: [object, string | null, object][] = [
      [
        express(u, { address: '' }),
        randomUUID(),
        { code: 400, messageKey: 'C018', params: { field: 'address' } },
      ],
      [
        express(u, { recipientPhone: '12345' }),
        randomUUID(),
        { code: 400, messageKey: 'C019', params: { field: 'recipientPhone' } },
      ],
      [express(u, { copies: 0 }), randomUUID(), { code: 400, messageKey: 'C019' }],
      [
        express(u, { copies: 11 }),
        randomUUID(),
        { code: 400, messageKey: 'CASEMAIL002', params: { max: 10 } },
      ],
      [
        express(u, { printingType: 'gold-leaf' }),
        randomUUID(),
        { code: 400, messageKey: 'C019', params: { field: 'printingType' } },
      ],
      [
        express(u, { expressCompany: 'pigeon' }),
        randomUUID(),
        { code: 400, messageKey: 'C019', params: { field: 'expressCompany' } },
      ],
      [
        { ...express(u), delivery: 'pickup', pickupAddress: '' },
        randomUUID(),
        { code: 400, messageKey: 'C018', params: { field: 'pickupAddress' } },
      ],
      [
        express(u, { stayId: u.currentStay }),
        randomUUID(),
        { code: 409, messageKey: 'CASEMAIL001' },
      ],
      [express(u, { stayId: other.pastStay }), randomUUID(), { code: 404, messageKey: 'C002' }],
      [
        express(u, { stayId: 'C0-NO-SUCH-20260101' }),
        randomUUID(),
        { code: 404, messageKey: 'C002' },
      ],
      [express(other), randomUUID(), { code: 404, messageKey: 'PATIENT004' }],
      [express(u), null, { code: 400, messageKey: 'APPOINT009' }],
    ];
    for (const [body, key, answer] of cases)
      expect((await create(u, body, key)).json(), JSON.stringify(body)).toMatchObject(answer);
    expect((await hisRows()).length).toBe(his);
    expect((await portalRows()).length).toBe(portal);
    expect((await list(u, u.patientId)).json().data).toEqual([]);
  });
});

describe('paying, following and cancelling', () => {
  it('pays the fee by QR once; the records office moves it on; cancel then refunds it exactly once', async () => {
    const u = await patientWithStays();
    const r = await newRequest(u);
    const qr = f.qrOf(await payByQr(u, r.requestId), 'payCaseMailByQr');
    // Asking again reuses the open order.
    expect(f.qrOf(await payByQr(u, r.requestId))).toEqual(qr);
    expect(await f.scan(qr.token)).toMatchObject({
      amount: 3500,
      subject: 'Case record copy by mail',
    });
    await f.pay(qr.token);
    const [order, ...more] = await ordersOf(r.requestId);
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      purpose: 'case_mail',
      business_type: 9,
      method: 'qr',
      state: 'paid',
      amount: expect.anything(),
    });
    expect(Number(order!.amount)).toBe(3500);
    expect(order!.delivered_at).not.toBeNull();
    expect((await advance(r.requestId)).json()).toMatchObject({
      code: 0,
      data: { status: 'reviewing', trackingNo: null },
    });
    const seen = (await list(u, u.patientId)).json().data[0];
    expect(seen).toMatchObject({
      status: 'reviewing',
      payment: { outTradeNo: qr.outTradeNo, state: 'paid', amount: 3500, refundedAt: null },
    });
    expect(seen.steps.map((s: { status: string }) => s.status)).toEqual([
      'submitted',
      'paid',
      'reviewing',
    ]);
    expect((await payByQr(u, r.requestId)).json()).toMatchObject({
      code: 409,
      messageKey: 'CASEMAIL003',
    });

    const cancelled = await cancel(u, r.requestId);
    expect(cancelled.json()).toMatchObject({
      code: 0,
      data: { status: 'cancelled', payment: { state: 'refunded', refundedAt: expect.any(String) } },
    });
    expect(await f.gatewayRow(A, qr.outTradeNo)).toMatchObject({
      state: 'refunded',
      out_refund_no: `R${qr.outTradeNo}`,
    });
    // A repeat answers the cancelled request and refunds nothing more.
    expect((await cancel(u, r.requestId)).json()).toMatchObject({
      code: 0,
      data: { status: 'cancelled', payment: { state: 'refunded' } },
    });
    expect(await refundEvents(r.requestId)).toHaveLength(2);
    expect((await payByQr(u, r.requestId)).json()).toMatchObject({
      code: 409,
      messageKey: 'CASEMAIL003',
    });
    expect((await advance(r.requestId)).json().data).toMatchObject({ status: 'cancelled' });
  });

  it('refunds once when cancels race', async () => {
    const u = await patientWithStays();
    const r = await paid(u);
    const answers = await Promise.all(Array.from({ length: 6 }, () => cancel(u, r.requestId)));
    for (const a of answers)
      expect(a.json()).toMatchObject({ code: 0, data: { status: 'cancelled' } });
    expect((await ordersOf(r.requestId)).map((o) => o.state)).toEqual(['refunded']);
    const events = await refundEvents(r.requestId);
    expect(events.filter((e) => e.to_state === 'refunding')).toHaveLength(1);
    expect(events.filter((e) => e.to_state === 'refunded')).toHaveLength(1);
  });

  it('closes an unpaid QR payment at the gateway when the request is cancelled (nothing to refund)', async () => {
    const u = await patientWithStays();
    const r = await newRequest(u);
    const qr = f.qrOf(await payByQr(u, r.requestId));
    expect((await cancel(u, r.requestId)).json()).toMatchObject({
      code: 0,
      data: { status: 'cancelled', payment: { state: 'closed' } },
    });
    expect((await f.scan(qr.token)).state).toBe('closed');
    expect(await refundEvents(r.requestId)).toEqual([]);
  });

  it('refuses to cancel once the copy is printed (CASEMAIL004), changing nothing; shipping gives a tracking number', async () => {
    const u = await patientWithStays();
    const r = await paid(u);
    for (const status of ['reviewing', 'printing', 'printed'])
      expect((await advance(r.requestId)).json().data.status).toBe(status);
    expect((await cancel(u, r.requestId)).json()).toMatchObject({
      code: 409,
      messageKey: 'CASEMAIL004',
    });
    expect((await ordersOf(r.requestId)).map((o) => o.state)).toEqual(['paid']);
    expect(await refundEvents(r.requestId)).toEqual([]);
    const shipped = (await advance(r.requestId)).json().data;
    expect(shipped).toMatchObject({
      status: 'shipped',
      trackingNo: expect.stringMatching(/^SF\d{12}$/),
    });
    expect((await list(u, u.patientId)).json().data[0]).toMatchObject({
      status: 'shipped',
      statusName: 'Shipped',
      trackingNo: shipped.trackingNo,
    });
    expect((await cancel(u, r.requestId)).json()).toMatchObject({ messageKey: 'CASEMAIL004' });
  });

  it('the operator call needs the operator credential (a patient token is none) and answers C002 for an unknown request', async () => {
    const u = await patientWithStays();
    const r = await newRequest(u);
    expect((await advance(r.requestId, u.token)).json()).toMatchObject({
      code: 401,
      messageKey: 'OPERATOR002',
    });
    const unknownAdvance = await advance('CM-NO-SUCH');
    expect(unknownAdvance.json()).toMatchObject({ code: 404, messageKey: 'C002' });
    // Waiting for its fee, a request does not move on.
    expect((await advance(r.requestId)).json().data).toMatchObject({ status: 'submitted' });
  });
});

describe('ownership', () => {
  it("another user's request answers exactly like an unknown one (C002), changing nothing", async () => {
    const owner = await patientWithStays();
    const r = await paid(owner);
    const other = await patientWithStays();
    const unknown = (await cancel(other, 'CM-NO-SUCH')).json();
    expect(unknown).toMatchObject({ code: 404, messageKey: 'C002' });
    expect((await cancel(other, r.requestId)).json()).toEqual(unknown);
    expect((await payByQr(other, r.requestId)).json()).toMatchObject({
      code: 404,
      messageKey: 'C002',
    });
    expect((await list(other, owner.patientId)).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
    expect((await list(other, other.patientId)).json().data).toEqual([]);
    expect((await ordersOf(r.requestId)).map((o) => o.state)).toEqual(['paid']);
    expect((await list(owner, owner.patientId)).json().data[0]).toMatchObject({
      requestId: r.requestId,
      status: 'paid',
    });
  });

  it('answers FUNC001 where the hospital has no case mailing (1002)', async () => {
    const u = await f.payer(hosIdOf('1002'), { birth: '20180304' });
    expect(
      (
        await get(t.app, `/feature/api/case-mail/list?hosId=1002&patientId=${u.patientId}`, {
          headers: bearer(u.token),
        })
      ).json(),
    ).toMatchObject({ code: 404, messageKey: 'FUNC001' });
  });
});
