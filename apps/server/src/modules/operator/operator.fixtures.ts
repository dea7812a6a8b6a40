import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { bearer, call, post, registerUser, uniquePhone } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import { DEMO_OPERATOR_TOKEN } from '../../config/demo-mode.ts';
import { insertSession, localDate } from '../bookings/appointments.fixtures.ts';
import { FEE, H, qrFixtures } from '../payments/payments.fixtures.ts';
import { cardMoney, insertCard } from '../bookings/records.fixtures.ts';
import type { SmsMessage } from '../sms/sms.sender.ts';

/**
 * Test helpers: a session with patients booked and paid by card, paid by QR, unpaid with a QR payment under
 * way, and one waiting; the operator call that cancels it.
 */
export function cancelFixtures(t: TestApp) {
  const qr = qrFixtures(t);
  let births = 0;

  /** A user with a patient of their own phone (texts are counted per patient) and an outpatient card of `balance` fen. */
  async function person(balance: number) {
    const u = await registerUser(t.app, H);
    const certNo = idCard(`1979${String(1 + (births++ % 12)).padStart(2, '0')}11`);
    const patientId = await addPatientOk(t.app, u.token, H, {
      certNo,
      phone: uniquePhone(),
      patientName: `Patient ${births}`,
    });
    const cardId = await insertCard(t.db, H, { certNo, balance });
    const phone = (
      await t.db
        .selectFrom('patient')
        .select('phone')
        .where('hos_id', '=', H)
        .where('patient_id', '=', patientId)
        .executeTakeFirstOrThrow()
    ).phone;
    return { ...u, patientId, cardId, certNo, patientPhone: phone };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  const bookRaw = (u: Person, scheduleId: string) =>
    post(
      t.app,
      '/appointment/api/appointment/create',
      { hosId: H, patientId: u.patientId, scheduleId },
      { headers: { ...bearer(u.token), 'idempotency-key': randomUUID() } },
    );

  async function book(u: Person, scheduleId: string): Promise<string> {
    const res = await bookRaw(u, scheduleId);
    expect(res.json(), 'book').toMatchObject({ code: 0 });
    return res.json().data.appointId as string;
  }

  async function payByCard(u: Person, appointId: string) {
    const res = await call(t.app, {
      method: 'PUT' as 'POST',
      url: `/appointment/api/record/deduction/${H}/${appointId}?msgType=1`,
      headers: { ...bearer(u.token), 'idempotency-key': randomUUID() },
    });
    expect(res.json(), 'card payment').toMatchObject({ code: 0 });
  }

  /** Pays by QR: the payer confirms at the sandbox gateway, whose signed notification marks the order paid. */
  async function payByQr(u: Person, appointId: string): Promise<string> {
    const order = await qr.qrOrder(u, appointId);
    await qr.confirm(order.token);
    expect((await qr.notify(qr.signed(order.outTradeNo, FEE))).statusCode, 'notify').toBe(200);
    expect((await qr.orderRow(order.outTradeNo)).state).toBe('paid');
    return order.outTradeNo;
  }

  /**
   * A full session of three: card-paid, QR-paid, unpaid with a QR payment under way; a fourth patient waits. The
   * three booked ones and the waiting one are the patients to text.
   */
  async function fullSession() {
    const s = await insertSession(t.db, H, {
      doctorId: 'DR04',
      deptId: '12',
      date: localDate(3),
      regFee: FEE,
      numbers: 3,
    });
    const [card, qrPaid, unpaid, waiting] = [
      await person(10_000),
      await person(0),
      await person(0),
      await person(0),
    ];
    const cardBooking = await book(card, s.scheduleId);
    await payByCard(card, cardBooking);
    const qrBooking = await book(qrPaid, s.scheduleId);
    const qrPaidOrder = await payByQr(qrPaid, qrBooking);
    const unpaidBooking = await book(unpaid, s.scheduleId);
    const openOrder = (await qr.qrOrder(unpaid, unpaidBooking)).outTradeNo;
    expect(
      (
        await post(
          t.app,
          '/appointment/api/candidate/join',
          { hosId: H, patientId: waiting.patientId, scheduleId: s.scheduleId },
          { headers: bearer(waiting.token) },
        )
      ).json(),
      'join waitlist',
    ).toMatchObject({ code: 0 });
    return {
      scheduleId: s.scheduleId,
      card,
      qrPaid,
      unpaid,
      waiting,
      cardBooking,
      qrBooking,
      unpaidBooking,
      qrPaidOrder,
      openOrder,
      appointIds: [cardBooking, qrBooking, unpaidBooking],
    };
  }

  const cancel = (body: object, authorization: string | null = `Bearer ${DEMO_OPERATOR_TOKEN}`) =>
    post(t.app, '/operator/api/schedule/cancel', body, {
      headers: authorization === null ? {} : { authorization },
    });

  const cancelRecord = (u: Person, appointId: string) =>
    post(
      t.app,
      '/appointment/api/record/cancel',
      { hosId: H, appointId },
      { headers: bearer(u.token) },
    );

  const refundEvents = (outTradeNo: string) =>
    t.db
      .selectFrom('pay_order_event')
      .select('event_id')
      .where('hos_id', '=', H)
      .where('out_trade_no', '=', outTradeNo)
      .where('to_state', '=', 'refunded')
      .execute();

  /**
   * What a cancelled fullSession must show, however it was cancelled (operator call, HIS stop): every booking hosState 4
   * (state 1 kept), the card fee credited back once (its ledger sums to the balance), the QR fee refunded at the
   * gateway once, the QR payment under way closed there, the waitlist closed, and each patient texted once (`sent`:
   * what the test's sender recorded).
   */
  async function expectSettledOnce(
    s: Awaited<ReturnType<typeof fullSession>>,
    sent: readonly SmsMessage[],
  ) {
    const appointments = await t.db
      .selectFrom('appointment')
      .select(['state', 'hos_state'])
      .where('hos_id', '=', H)
      .where('appoint_id', 'in', s.appointIds)
      .execute();
    expect(appointments).toEqual(s.appointIds.map(() => ({ state: '1', hos_state: '4' })));
    const cardOrder = await t.db
      .selectFrom('pay_order')
      .select(['out_trade_no', 'state'])
      .where('hos_id', '=', H)
      .where('appoint_id', '=', s.cardBooking)
      .where('method', '=', 'card')
      .executeTakeFirstOrThrow();
    expect(cardOrder.state).toBe('refunded');
    expect(await refundEvents(cardOrder.out_trade_no)).toHaveLength(1);
    expect(await cardMoney(t.db, H, s.card.cardId)).toEqual({
      balance: 10_000,
      entries: 3,
      sum: 10_000,
    });
    expect((await qr.orderRow(s.qrPaidOrder)).state).toBe('refunded');
    expect(await refundEvents(s.qrPaidOrder)).toHaveLength(1);
    expect(await qr.gatewayRow(s.qrPaidOrder)).toMatchObject({
      state: 'refunded',
      out_refund_no: `R${s.qrPaidOrder}`,
    });
    expect((await qr.orderRow(s.openOrder)).state).toBe('closed');
    expect((await qr.gatewayRow(s.openOrder)).state).toBe('closed');
    const candidate = await t.db
      .selectFrom('candidate')
      .select('state')
      .where('hos_id', '=', H)
      .where('schedule_id', '=', s.scheduleId)
      .execute();
    expect(candidate).toEqual([{ state: 'left' }]);
    for (const p of [s.card, s.qrPaid, s.unpaid, s.waiting]) {
      expect(
        sent.filter((m) => m.phone === p.patientPhone && m.text.includes('the hospital cancelled')),
        p.patientPhone,
      ).toHaveLength(1);
    }
  }

  return {
    ...qr,
    person,
    bookRaw,
    book,
    payByCard,
    payByQr,
    fullSession,
    cancel,
    cancelRecord,
    expectSettledOnce,
  };
}
