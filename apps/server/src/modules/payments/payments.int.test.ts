import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import { insertSession, localDate, type SessionFixture } from '../appointments/appointments.fixtures.ts';
import { buildNotification, createSandboxGateway, httpNotificationSender, notifyTick, NOTIFY_BACKOFF_SECONDS, type NotificationSender } from '../paygateway/gateway.service.ts';
import { signFields } from '../paygateway/gateway.signature.ts';
import { insertCard } from '../records/records.fixtures.ts';
import { NOTIFY_PATH } from './payments.routes.ts';
import { querySilentTick } from './payments.service.ts';

/** Issue 5 QR payment: our order + notify handler against the sandbox gateway, over app.inject on PGlite and PostgreSQL. */
let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = 'portal-sandbox-gateway-dev-secret';
});
afterAll(async () => t.close());

const H = '1001';
const OPEN: SessionFixture = { doctorId: 'DR04', deptId: '12', date: localDate(3), regFee: 2500 };
let births = 0;

async function payer() {
  const u = await registerUser(t.app, H);
  const certNo = idCard(`1986${String(1 + (births++ % 12)).padStart(2, '0')}16`);
  const patientId = await addPatientOk(t.app, u.token, H, { certNo });
  // An outpatient card without enough balance: the QR flow (SPEC §4 payment paths).
  await insertCard(t.db, H, { certNo, balance: 0 });
  return { ...u, patientId };
}
type Payer = Awaited<ReturnType<typeof payer>>;

async function book(u: Payer): Promise<string> {
  const s = await insertSession(t.db, H, { numbers: 2, ...OPEN });
  const res = await post(t.app, '/appointment/api/appointment/create', { hosId: H, patientId: u.patientId, scheduleId: s.scheduleId },
    { headers: { ...bearer(u.token), 'idempotency-key': randomUUID() } });
  expect(res.json(), 'book').toMatchObject({ code: 0 });
  return res.json().data.appointId as string;
}

const registerQr = (u: Payer, appointId: string) => post(t.app, '/payservice/api/pcRegisterScanQR', { hosId: H, appointId },
  { headers: { ...bearer(u.token), 'idempotency-key': randomUUID(), host: 'portal.example:8443' } });

async function qrOrder(u: Payer, appointId: string) {
  const res = await registerQr(u, appointId);
  expect(res.json(), 'pcRegisterScanQR').toMatchObject({ code: 0, data: { ResultCode: '0' } });
  const data = res.json().data as { outTradeNo: string; Data: string };
  return { outTradeNo: data.outTradeNo, url: data.Data, token: data.Data.split('/').pop()! };
}

/** The gateway's sender, delivering through app.inject instead of real HTTP. */
const injectSender: NotificationSender = async (url, fields) => {
  const res = await t.app.inject({ method: 'POST', url: new URL(url).pathname, payload: fields });
  return { status: res.statusCode, body: res.body };
};

const notify = (fields: Record<string, string>) => t.app.inject({ method: 'POST', url: NOTIFY_PATH, payload: fields });
const orderRow = (outTradeNo: string) => t.db.selectFrom('pay_order').selectAll().where('hos_id', '=', H).where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
const appointmentRow = (appointId: string) => t.db.selectFrom('appointment').select(['is_dopay', 'state']).where('hos_id', '=', H).where('appoint_id', '=', appointId).executeTakeFirstOrThrow();
const paidEvents = (outTradeNo: string) => t.db.selectFrom('pay_order_event').select('event_id').where('hos_id', '=', H)
  .where('out_trade_no', '=', outTradeNo).where('to_state', '=', 'paid').execute();
const gatewayRow = (outTradeNo: string) => t.db.selectFrom('gateway_transaction').selectAll().where('hos_id', '=', H).where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();

/** A correctly signed notification for the order, as the gateway would send it after the payer confirmed. */
function signed(outTradeNo: string, amount: number, extra: Record<string, string> = {}) {
  const fields = { hosId: H, outTradeNo, tradeNo: 'T1', totalFee: String(amount), tradeState: 'SUCCESS', paidAt: new Date().toISOString(), nonce: randomUUID(), ...extra };
  return { ...fields, sign: signFields(fields, secret) };
}

async function expectUnchanged(outTradeNo: string, appointId: string) {
  expect((await orderRow(outTradeNo)).state).toBe('paying');
  expect(await appointmentRow(appointId)).toMatchObject({ is_dopay: '0' });
  expect(await paidEvents(outTradeNo)).toHaveLength(0);
}

describe('pcRegisterScanQR', () => {
  it('creates a paying QR order whose QR content is the absolute, QR-encodable scan page URL, and reuses it', async () => {
    const u = await payer();
    const appointId = await book(u);
    const first = await qrOrder(u, appointId);
    const url = new URL(first.url);
    expect(url.origin).toBe('http://portal.example:8443');
    expect(url.pathname).toMatch(/^\/hos\/ui\/scan\/payment\/[\w-]{16,64}$/);
    // QR byte mode holds at most 2953 bytes; the content is plain printable ASCII.
    expect(first.url).toMatch(/^[\x21-\x7e]+$/);
    expect(first.url.length).toBeLessThan(200);
    expect(await orderRow(first.outTradeNo)).toMatchObject({ state: 'paying', method: 'qr', appoint_id: appointId });
    expect(Number((await orderRow(first.outTradeNo)).amount)).toBe(2500);

    const again = await qrOrder(u, appointId);
    expect(again).toEqual(first);

    const order = await get(t.app, `/payservice/api/order?hosId=${H}&outTradeNo=${first.outTradeNo}`, { headers: bearer(u.token) });
    expect(order.json().data).toEqual({ outTradeNo: first.outTradeNo, state: 'paying', amount: 2500, appointId });

    const scan = await get(t.app, `/paygateway/api/scan/${first.token}`);
    expect(scan.json().data).toMatchObject({ amount: 2500, state: 'pending', outTradeNo: first.outTradeNo });
    expect(scan.json().data.merchant).not.toBe('');
  });

  it('refuses without an Idempotency-Key, and refuses another user’s appointment like an unknown one', async () => {
    const owner = await payer();
    const other = await payer();
    const appointId = await book(owner);
    const noKey = await post(t.app, '/payservice/api/pcRegisterScanQR', { hosId: H, appointId }, { headers: bearer(owner.token) });
    expect(noKey.json()).toMatchObject({ messageKey: 'APPOINT009' });
    const res = await registerQr(other, appointId);
    expect(res.json()).toMatchObject({ code: 404, messageKey: 'C002' });
    expect(await t.db.selectFrom('pay_order').select('out_trade_no').where('hos_id', '=', H).where('appoint_id', '=', appointId).execute()).toHaveLength(0);
    const { outTradeNo } = await qrOrder(owner, appointId);
    const peek = await get(t.app, `/payservice/api/order?hosId=${H}&outTradeNo=${outTradeNo}`, { headers: bearer(other.token) });
    expect(peek.json()).toMatchObject({ messageKey: 'C002' });
  });

  it('refuses a card payment while the QR payment of the booking is in progress (no 5xx)', async () => {
    const u = await payer();
    const appointId = await book(u);
    await qrOrder(u, appointId);
    const res = await t.app.inject({ method: 'PUT', url: `/appointment/api/record/deduction/${H}/${appointId}?msgType=1`,
      headers: { ...bearer(u.token), 'idempotency-key': randomUUID() } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ messageKey: 'PAY003' });
  });

  it('refuses a booking that is already paid (the shared pay-prompt rule)', async () => {
    const u = await payer();
    const appointId = await book(u);
    await t.db.updateTable('appointment').set({ is_dopay: '1' }).where('hos_id', '=', H).where('appoint_id', '=', appointId).execute();
    const res = await registerQr(u, appointId);
    expect(res.statusCode).toBe(409);
  });
});

describe('storePaymentParameter / getPaymentParameter', () => {
  it('stores the parameters and reads them back with the order state', async () => {
    const u = await payer();
    const appointId = await book(u);
    const { outTradeNo } = await qrOrder(u, appointId);
    const stored = await post(t.app, '/payassist/api/PayNoticeBefore', { hosId: H, outTradeNo, noticeType: '1', totalFee: 2500, patientName: 'Test' }, { headers: bearer(u.token) });
    expect(stored.json()).toMatchObject({ code: 0, data: { ResultCode: '0' } });
    const back = await get(t.app, `/payassist/api/payment-parameter?hosId=${H}&outTradeNo=${outTradeNo}`, { headers: bearer(u.token) });
    expect(back.json().data).toMatchObject({ parameters: { noticeType: '1', totalFee: '2500', patientName: 'Test' }, order: { state: 'paying' } });
  });
});

describe('scan → confirm → notification → paid', () => {
  it('the gateway notifies after confirmation; the order becomes paid and the booking isDopay 1', async () => {
    const u = await payer();
    const appointId = await book(u);
    const { outTradeNo, token } = await qrOrder(u, appointId);
    // A pending booking (state 3) becomes valid when paid.
    await t.db.updateTable('appointment').set({ state: '3' }).where('hos_id', '=', H).where('appoint_id', '=', appointId).execute();
    const confirmed = await post(t.app, `/paygateway/api/scan/${token}/confirm`, {});
    expect(confirmed.json().data).toMatchObject({ state: 'paid' });
    expect(await notifyTick(t.db, { secret, send: injectSender })).toBeGreaterThanOrEqual(1);
    expect(await orderRow(outTradeNo)).toMatchObject({ state: 'paid' });
    expect(await appointmentRow(appointId)).toEqual({ is_dopay: '1', state: '1' });
    expect(await paidEvents(outTradeNo)).toHaveLength(1);
    expect((await gatewayRow(outTradeNo)).acknowledged_at).not.toBeNull();
    const order = await get(t.app, `/payservice/api/order?hosId=${H}&outTradeNo=${outTradeNo}`, { headers: bearer(u.token) });
    expect(order.json().data.state).toBe('paid');
  });

  it('16 concurrent replays of one notification make exactly one transition and all answer success', async () => {
    const u = await payer();
    const appointId = await book(u);
    const { outTradeNo } = await qrOrder(u, appointId);
    const n = signed(outTradeNo, 2500);
    const answers = await Promise.all(Array.from({ length: 16 }, () => notify(n)));
    expect(answers.map((a) => a.body)).toEqual(Array(16).fill('success'));
    expect(await paidEvents(outTradeNo)).toHaveLength(1);
    expect(await orderRow(outTradeNo)).toMatchObject({ state: 'paid' });
    expect(await appointmentRow(appointId)).toMatchObject({ is_dopay: '1' });
    // Later, out of order: still success, nothing more.
    expect((await notify(signed(outTradeNo, 2500))).body).toBe('success');
    expect(await paidEvents(outTradeNo)).toHaveLength(1);
  });

  it('rejects a forged signature and a wrong amount, changing nothing', async () => {
    const u = await payer();
    const appointId = await book(u);
    const { outTradeNo } = await qrOrder(u, appointId);
    const forged = { ...signed(outTradeNo, 2500), sign: signFields({ outTradeNo }, 'not-the-secret-at-all') };
    const r1 = await notify(forged);
    expect(r1.json()).toMatchObject({ messageKey: 'PAY001' });
    expect(r1.body).not.toBe('success');
    const tampered = { ...signed(outTradeNo, 2500), totalFee: '1' };
    expect((await notify(tampered)).json()).toMatchObject({ messageKey: 'PAY001' });
    const wrongAmount = await notify(signed(outTradeNo, 100));
    expect(wrongAmount.json()).toMatchObject({ messageKey: 'PAY002' });
    const unknown = await notify(signed('PNOSUCHORDER', 2500));
    expect(unknown.json()).toMatchObject({ messageKey: 'C002' });
    await expectUnchanged(outTradeNo, appointId);
  });
});

describe('gateway notification retries', () => {
  it('retries a failing receiver with growing delays and stops once acknowledged', async () => {
    const u = await payer();
    const appointId = await book(u);
    const { outTradeNo, token } = await qrOrder(u, appointId);
    const t0 = new Date(Date.now() + 1000);
    await post(t.app, `/paygateway/api/scan/${token}/confirm`, {});
    let fail = true;
    const sent: number[] = [];
    const flaky: NotificationSender = async (url, fields) => {
      if (fields.outTradeNo !== outTradeNo) return { status: 200, body: 'success' };
      sent.push(1);
      return fail ? { status: 500, body: 'oops' } : injectSender(url, fields);
    };
    const due = async () => (await gatewayRow(outTradeNo)).next_attempt_at;
    let now = t0;
    const delays: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await notifyTick(t.db, { secret, send: flaky, now });
      const next = (await due())!;
      delays.push((new Date(next).getTime() - now.getTime()) / 1000);
      // Not due again before its time.
      await notifyTick(t.db, { secret, send: flaky, now: new Date(new Date(next).getTime() - 1000) });
      now = new Date(next);
    }
    expect(delays).toEqual(NOTIFY_BACKOFF_SECONDS.slice(0, 3));
    expect(sent).toHaveLength(3);
    await expectUnchanged(outTradeNo, appointId);

    fail = false;
    await notifyTick(t.db, { secret, send: flaky, now });
    expect(sent).toHaveLength(4);
    const row = await gatewayRow(outTradeNo);
    expect(row).toMatchObject({ attempts: 4, next_attempt_at: null });
    expect(row.acknowledged_at).not.toBeNull();
    expect(await orderRow(outTradeNo)).toMatchObject({ state: 'paid' });
    await notifyTick(t.db, { secret, send: flaky, now: new Date(now.getTime() + 86_400_000) });
    expect(sent).toHaveLength(4);
  });

  it('delivers over real HTTP with the default sender', async () => {
    const u = await payer();
    const appointId = await book(u);
    const { outTradeNo } = await qrOrder(u, appointId);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await httpNotificationSender(`${address}${NOTIFY_PATH}`, signed(outTradeNo, 2500));
    expect(res).toEqual({ status: 200, body: 'success' });
    expect(await orderRow(outTradeNo)).toMatchObject({ state: 'paid' });
  });

  it('signs what it sends so that our handler accepts it', async () => {
    const n = buildNotification({ hos_id: H, out_trade_no: 'X', trade_no: 'T', amount: 1, paid_at: new Date() }, secret);
    expect(n.sign).toBe(signFields(n, secret));
  });
});

describe('query-on-silence', () => {
  it('marks the order paid from the gateway query when no notification arrives', async () => {
    const u = await payer();
    const appointId = await book(u);
    const { outTradeNo, token } = await qrOrder(u, appointId);
    const gateway = createSandboxGateway(t.db);
    const later = new Date(Date.now() + 120_000);
    // Not paid at the gateway yet: nothing happens.
    await querySilentTick(t.db, gateway, { olderThanSeconds: 60, now: later });
    await expectUnchanged(outTradeNo, appointId);
    await post(t.app, `/paygateway/api/scan/${token}/confirm`, {});
    // Too recent: not asked yet.
    await querySilentTick(t.db, gateway, { olderThanSeconds: 60 });
    expect((await orderRow(outTradeNo)).state).toBe('paying');
    await querySilentTick(t.db, gateway, { olderThanSeconds: 60, now: later });
    expect(await orderRow(outTradeNo)).toMatchObject({ state: 'paid' });
    expect(await appointmentRow(appointId)).toMatchObject({ is_dopay: '1' });
    expect(await paidEvents(outTradeNo)).toHaveLength(1);
    // The notification arriving after all changes nothing.
    await notifyTick(t.db, { secret, send: injectSender });
    expect(await paidEvents(outTradeNo)).toHaveLength(1);
  });
});
