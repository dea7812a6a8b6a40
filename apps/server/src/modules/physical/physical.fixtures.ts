import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addDays, hospitalToday } from '@portal/shared';
import { bearer, get, post } from '../../../test/auth-helpers.ts';
import type { InpatientApp } from '../inpatient/inpatient.fixtures.ts';
import type { rechargeFixtures } from '../recharge/recharge.fixtures.ts';

/**
 * API test helpers shared by the physical-exam test files: a patient's booking calls over HTTP at
 * hospital 1001 (on an app whose sandbox HIS runs on the test's clock), the places left per date and a booking's
 * refund events.
 */
export const A = '1001';
export type Who = { token: string };
export interface PhysicalBookingData {
  bookingId: string;
  amount: number;
  status: string;
  personStatus: string;
  payBy: string | null;
  payment: { outTradeNo: string; state: string } | null;
}

export function physicalFixtures(t: InpatientApp, f: ReturnType<typeof rechargeFixtures>) {
  const headers = (u: Who, key: string | null = randomUUID()) => ({
    ...bearer(u.token),
    ...(key !== null && { 'idempotency-key': key }),
    host: 'portal.example:8443',
  });
  const tomorrow = () => addDays(hospitalToday(new Date(), 'Asia/Shanghai'), 1);

  const book = (u: Who, body: object, key?: string | null) =>
    post(
      t.app,
      '/physicalexamination/api/bookings',
      { hosId: A, ...body },
      { headers: headers(u, key) },
    );
  const payByQr = (u: Who, bookingId: string) =>
    post(
      t.app,
      `/physicalexamination/api/bookings/${bookingId}/qr`,
      { hosId: A },
      { headers: headers(u) },
    );
  const cancel = (u: Who, bookingId: string) =>
    post(
      t.app,
      `/physicalexamination/api/bookings/${bookingId}/cancel`,
      { hosId: A },
      { headers: bearer(u.token) },
    );
  const bookings = async (u: Who) =>
    (
      await get(t.app, `/physicalexamination/api/bookings?hosId=${A}`, { headers: bearer(u.token) })
    ).json();
  const report = (u: Who, bookingId: string, row = 0) =>
    get(t.app, `/physicalexamination/api/bookings/${bookingId}/report?hosId=${A}&row=${row}`, {
      headers: bearer(u.token),
    });
  const dates = async (u: Who, packageId: string) =>
    (
      await get(t.app, `/physicalexamination/api/packages/${packageId}/dates?hosId=${A}`, {
        headers: bearer(u.token),
      })
    ).json().data as { date: string; left: number }[];
  /** The places left on one date of a package. */
  const left = async (u: Who, packageId: string, date: string) =>
    (await dates(u, packageId)).find((d) => d.date === date)!.left;
  const refundEvents = async (bookingId: string) =>
    t.db
      .selectFrom('pay_order_event')
      .innerJoin('pay_order', (j) =>
        j
          .onRef('pay_order.hos_id', '=', 'pay_order_event.hos_id')
          .onRef('pay_order.out_trade_no', '=', 'pay_order_event.out_trade_no'),
      )
      .select(['pay_order_event.to_state'])
      .where('pay_order.subject_id', '=', bookingId)
      .where('pay_order_event.to_state', 'in', ['refunding', 'refunded'])
      .execute();

  /** A new payer's patient booked on PK-BASIC tomorrow (or as `over` says). */
  async function newBooking(over: object = {}) {
    const u = await f.payer(A);
    const res = await book(u, {
      patientId: u.patientId,
      packageId: 'PK-BASIC',
      examDate: tomorrow(),
      ...over,
    });
    expect(res.json(), 'book').toMatchObject({ code: 0 });
    return { u, booking: res.json().data as PhysicalBookingData };
  }

  return {
    headers,
    tomorrow,
    book,
    payByQr,
    cancel,
    bookings,
    report,
    dates,
    left,
    refundEvents,
    newBooking,
  };
}
