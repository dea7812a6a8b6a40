import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { BUILT_IN_SECRETS } from '../../config/demo-mode.ts';
import { bearer, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import {
  insertSession,
  localDate,
  type SessionFixture,
} from '../bookings/appointments.fixtures.ts';
import type { NotificationSender } from '../paygateway/gateway.service.ts';
import { signFields } from '../paygateway/gateway.signature.ts';
import { insertCard } from '../bookings/records.fixtures.ts';
import { NOTIFY_PATH } from './payments.routes.ts';
import type { Db } from '../../db/database.ts';
import { createSandboxHis } from '../../his/sandbox/sandbox-his.ts';
import type { PayGateway } from '../paygateway/gateway.service.ts';
import { paymentDeps } from '../../purposes.ts';
import type { PaymentDeps } from './purposes.ts';

/** The payment dependencies the app builds, for calling settlement directly: this gateway (or none) and the sandbox HIS. */
export const settleDeps = (db: Db, gateway: PayGateway | null): PaymentDeps =>
  paymentDeps(db, gateway, `http://test${NOTIFY_PATH}`, createSandboxHis(db));

/** The test server's gateway secret (demo mode's built-in one). */
export const GATEWAY_SECRET = BUILT_IN_SECRETS.PAY_GATEWAY_SECRET;
export const H = '1001';
export const FEE = 2500;
const OPEN: SessionFixture = { doctorId: 'DR04', deptId: '12', date: localDate(3), regFee: FEE };

/** QR payment test helpers over one test app: payers, bookings, QR orders, notifications and row readers. */
export function qrFixtures(t: TestApp) {
  let births = 0;

  /** A user with a patient whose outpatient card holds `balance` fen (0: the QR flow). */
  async function payer(balance = 0) {
    const u = await registerUser(t.app, H);
    const certNo = idCard(`1986${String(1 + (births++ % 12)).padStart(2, '0')}16`);
    const patientId = await addPatientOk(t.app, u.token, H, { certNo });
    const cardId = await insertCard(t.db, H, { certNo, balance });
    return { ...u, patientId, cardId, certNo };
  }
  type Payer = Awaited<ReturnType<typeof payer>>;

  async function book(u: Payer): Promise<string> {
    const s = await insertSession(t.db, H, { numbers: 2, ...OPEN });
    const res = await post(
      t.app,
      '/appointment/api/appointment/create',
      { hosId: H, patientId: u.patientId, scheduleId: s.scheduleId },
      { headers: { ...bearer(u.token), 'idempotency-key': randomUUID() } },
    );
    expect(res.json(), 'book').toMatchObject({ code: 0 });
    return res.json().data.appointId as string;
  }

  let bills = 0;
  /** An unpaid outpatient bill of the payer's patient, one item of `amount` fen. */
  async function bill(u: Payer, amount = 1800): Promise<string> {
    const billId = `BT-${u.userId.slice(0, 8)}-${++bills}`;
    await t.db
      .insertInto('his_bill')
      .values({
        hos_id: H,
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
        hos_id: H,
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

  const registerQr = (u: Payer, appointId: string) =>
    post(
      t.app,
      '/payservice/api/pcRegisterScanQR',
      { hosId: H, appointId },
      {
        headers: {
          ...bearer(u.token),
          'idempotency-key': randomUUID(),
          host: 'portal.example:8443',
        },
      },
    );

  async function qrOrder(u: Payer, appointId: string) {
    const res = await registerQr(u, appointId);
    expect(res.json(), 'pcRegisterScanQR').toMatchObject({ code: 0, data: { ResultCode: '0' } });
    const data = res.json().data as { outTradeNo: string; Data: string };
    return { outTradeNo: data.outTradeNo, url: data.Data, token: data.Data.split('/').pop()! };
  }

  /** The payer confirms on the scan page. */
  const confirm = (token: string) => post(t.app, `/paygateway/api/scan/${token}/confirm`, {});

  /** The gateway's sender, delivering through app.inject instead of real HTTP. */
  const injectSender: NotificationSender = async (url, fields) => {
    const res = await t.app.inject({ method: 'POST', url: new URL(url).pathname, payload: fields });
    return { status: res.statusCode, body: res.body };
  };

  const notify = (fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: NOTIFY_PATH, payload: fields });

  /** A correctly signed notification for the order, as the gateway would send it after the payer confirmed. */
  function signed(outTradeNo: string, amount: number, extra: Record<string, string> = {}) {
    const fields = {
      hosId: H,
      outTradeNo,
      tradeNo: 'T1',
      totalFee: String(amount),
      tradeState: 'SUCCESS',
      paidAt: new Date().toISOString(),
      nonce: randomUUID(),
      sentAt: new Date().toISOString(),
      ...extra,
    };
    return { ...fields, sign: signFields(fields, GATEWAY_SECRET) };
  }

  const orderRow = (outTradeNo: string) =>
    t.db
      .selectFrom('pay_order')
      .selectAll()
      .where('hos_id', '=', H)
      .where('out_trade_no', '=', outTradeNo)
      .executeTakeFirstOrThrow();
  const appointmentRow = (appointId: string) =>
    t.db
      .selectFrom('appointment')
      .select(['is_dopay', 'state'])
      .where('hos_id', '=', H)
      .where('appoint_id', '=', appointId)
      .executeTakeFirstOrThrow();
  const eventsTo = (outTradeNo: string, state: string) =>
    t.db
      .selectFrom('pay_order_event')
      .select('event_id')
      .where('hos_id', '=', H)
      .where('out_trade_no', '=', outTradeNo)
      .where('to_state', '=', state as 'paid')
      .execute();
  const paidEvents = (outTradeNo: string) => eventsTo(outTradeNo, 'paid');
  const gatewayRow = (outTradeNo: string) =>
    t.db
      .selectFrom('gateway_transaction')
      .selectAll()
      .where('hos_id', '=', H)
      .where('out_trade_no', '=', outTradeNo)
      .executeTakeFirstOrThrow();

  async function expectUnchanged(outTradeNo: string, appointId: string) {
    expect((await orderRow(outTradeNo)).state).toBe('paying');
    expect(await appointmentRow(appointId)).toMatchObject({ is_dopay: '0' });
    expect(await paidEvents(outTradeNo)).toHaveLength(0);
  }

  return {
    payer,
    book,
    bill,
    registerQr,
    qrOrder,
    confirm,
    injectSender,
    notify,
    signed,
    orderRow,
    appointmentRow,
    eventsTo,
    paidEvents,
    gatewayRow,
    expectUnchanged,
  };
}
export type Payer = Awaited<ReturnType<ReturnType<typeof qrFixtures>['payer']>>;
