import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post } from '../../../test/auth-helpers.ts';
import {
  buildNotification,
  createSandboxGateway,
  httpNotificationSender,
  notifyTick,
  NOTIFY_BACKOFF_SECONDS,
  type NotificationSender,
} from '../paygateway/gateway.service.ts';
import { signFields } from '../paygateway/gateway.signature.ts';
import {
  FEE,
  GATEWAY_SECRET as secret,
  H,
  qrFixtures,
  settleDeps,
} from '../../../test/fixtures/payments/payments.fixtures.ts';
import { NOTIFY_PATH } from './payments.routes.ts';
import { settleTick } from './settlement.service.ts';

/** QR payment: our order + notify handler against the sandbox gateway, over app.inject on PGlite and PostgreSQL. */
let t: TestApp;
let f: ReturnType<typeof qrFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = qrFixtures(t);
});
afterAll(async () => t.close());

describe('pcRegisterScanQR', () => {
  it('creates a paying QR order whose QR content is the absolute, QR-encodable scan page URL, and reuses it', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const first = await f.qrOrder(u, appointId);
    const url = new URL(first.url);
    expect(url.origin).toBe('http://portal.example:8443');
    expect(url.pathname).toMatch(/^\/hos\/ui\/scan\/payment\/[\w-]{16,64}$/);
    // QR byte mode holds at most 2953 bytes; the content is plain printable ASCII.
    expect(first.url).toMatch(/^[\x21-\x7e]+$/);
    expect(first.url.length).toBeLessThan(200);
    expect(await f.orderRow(first.outTradeNo)).toMatchObject({
      state: 'paying',
      method: 'qr',
      appoint_id: appointId,
    });
    expect(Number((await f.orderRow(first.outTradeNo)).amount)).toBe(2500);

    const again = await f.qrOrder(u, appointId);
    expect(again).toEqual(first);

    const order = await get(
      t.app,
      `/payservice/api/order?hosId=${H}&outTradeNo=${first.outTradeNo}`,
      { headers: bearer(u.token) },
    );
    expect(order.json().data).toEqual({
      outTradeNo: first.outTradeNo,
      state: 'paying',
      amount: FEE,
      appointId,
      qrContent: first.url,
      channel: 'sandbox',
      paidAt: null,
      purpose: 'registration',
      receipt: null,
      billId: null,
    });

    const scan = await get(t.app, `/paygateway/api/scan/${first.token}`);
    expect(scan.json().data).toMatchObject({
      amount: 2500,
      state: 'pending',
      outTradeNo: first.outTradeNo,
    });
    expect(scan.json().data.merchant).not.toBe('');
    // The payer sees the visit, not our ids.
    expect(scan.json().data.subject).toMatch(/^Registration fee · .+ · \d{4}-\d{2}-\d{2}$/);
    expect(scan.json().data.subject).not.toContain(appointId);
  });

  it('refuses without an Idempotency-Key, and refuses another user’s appointment like an unknown one', async () => {
    const owner = await f.payer();
    const other = await f.payer();
    const appointId = await f.book(owner);
    const noKey = await post(
      t.app,
      '/payservice/api/pcRegisterScanQR',
      { hosId: H, appointId },
      { headers: bearer(owner.token) },
    );
    expect(noKey.json()).toMatchObject({ messageKey: 'APPOINT009' });
    const res = await f.registerQr(other, appointId);
    expect(res.json()).toMatchObject({ code: 404, messageKey: 'C002' });
    expect(
      await t.db
        .selectFrom('pay_order')
        .select('out_trade_no')
        .where('hos_id', '=', H)
        .where('appoint_id', '=', appointId)
        .execute(),
    ).toHaveLength(0);
    const { outTradeNo } = await f.qrOrder(owner, appointId);
    const peek = await get(t.app, `/payservice/api/order?hosId=${H}&outTradeNo=${outTradeNo}`, {
      headers: bearer(other.token),
    });
    expect(peek.json()).toMatchObject({ messageKey: 'C002' });
  });

  it('refuses a booking that is already paid (the shared pay-prompt rule)', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    await t.db
      .updateTable('appointment')
      .set({ is_dopay: '1' })
      .where('hos_id', '=', H)
      .where('appoint_id', '=', appointId)
      .execute();
    const res = await f.registerQr(u, appointId);
    expect(res.statusCode).toBe(409);
  });
});

describe('SCAN_PAGE_BASE_URL', () => {
  it('puts the configured public origin in the QR instead of the request host', async () => {
    const behindProxy = await createTestApp({
      SCAN_PAGE_BASE_URL: 'https://pay.hospital.example/',
    });
    try {
      const g = qrFixtures(behindProxy);
      const u = await g.payer();
      const { url } = await g.qrOrder(u, await g.book(u));
      expect(url).toMatch(
        /^https:\/\/pay\.hospital\.example\/hos\/ui\/scan\/payment\/[\w-]{16,64}$/,
      );
    } finally {
      await behindProxy.close();
    }
  });
});

describe('outGetEncodeQrcode', () => {
  const encode = (u: { token: string }, outTradeNo: string) =>
    post(
      t.app,
      '/payservice/api/outGetEncodeQrcode',
      { hosId: H, outTradeNo },
      { headers: bearer(u.token) },
    );

  it('encodes the issued QR content as a QR image while the order is open, then answers PAY005', async () => {
    const u = await f.payer();
    const other = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo, url, token } = await f.qrOrder(u, appointId);
    const res = await encode(u, outTradeNo);
    expect(res.json()).toMatchObject({ code: 0, data: { outTradeNo, Data: url } });
    const image = res.json().data.image as string;
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    // Exactly the QR of the issued content (qrcode's own encoding of it), not of anything else.
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString();
    expect(svg).toBe(
      await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
    );
    expect(svg).not.toBe(
      await QRCode.toString(`${url}x`, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
    );
    expect((await encode(other, outTradeNo)).json()).toMatchObject({
      code: 404,
      messageKey: 'C002',
    });

    await f.confirm(token);
    expect((await f.notify(f.signed(outTradeNo, FEE))).body).toBe('success');
    const closed = await encode(u, outTradeNo);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ messageKey: 'PAY005' });
  });
});

describe('storePaymentParameter / getPaymentParameter', () => {
  it('stores the parameters and reads them back with the order state', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo } = await f.qrOrder(u, appointId);
    const stored = await post(
      t.app,
      '/payassist/api/PayNoticeBefore',
      { hosId: H, outTradeNo, noticeType: '1', totalFee: 2500, patientName: 'Test' },
      { headers: bearer(u.token) },
    );
    expect(stored.json()).toMatchObject({ code: 0, data: { ResultCode: '0' } });
    const back = await get(
      t.app,
      `/payassist/api/payment-parameter?hosId=${H}&outTradeNo=${outTradeNo}`,
      { headers: bearer(u.token) },
    );
    expect(back.json().data).toMatchObject({
      parameters: { noticeType: '1', totalFee: '2500', patientName: 'Test' },
      order: { state: 'paying' },
    });
  });
});

describe('scan → confirm → notification → paid', () => {
  it('the gateway notifies after confirmation; the order becomes paid and the booking isDopay 1', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo, token } = await f.qrOrder(u, appointId);
    // A pending booking (state 3) becomes valid when paid.
    await t.db
      .updateTable('appointment')
      .set({ state: '3' })
      .where('hos_id', '=', H)
      .where('appoint_id', '=', appointId)
      .execute();
    const confirmed = await post(t.app, `/paygateway/api/scan/${token}/confirm`, {});
    expect(confirmed.json().data).toMatchObject({ state: 'paid' });
    expect(await notifyTick(t.db, { secret, send: f.injectSender })).toBeGreaterThanOrEqual(1);
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'paid' });
    expect(await f.appointmentRow(appointId)).toEqual({ is_dopay: '1', state: '1' });
    expect(await f.paidEvents(outTradeNo)).toHaveLength(1);
    expect((await f.gatewayRow(outTradeNo)).acknowledged_at).not.toBeNull();
    const order = await get(t.app, `/payservice/api/order?hosId=${H}&outTradeNo=${outTradeNo}`, {
      headers: bearer(u.token),
    });
    expect(order.json().data.state).toBe('paid');
  });

  it('16 concurrent replays of one notification make exactly one transition and all answer success', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo } = await f.qrOrder(u, appointId);
    const n = f.signed(outTradeNo, 2500);
    const answers = await Promise.all(Array.from({ length: 16 }, () => f.notify(n)));
    expect(answers.map((a) => a.body)).toEqual(Array(16).fill('success'));
    expect(await f.paidEvents(outTradeNo)).toHaveLength(1);
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'paid' });
    expect(await f.appointmentRow(appointId)).toMatchObject({ is_dopay: '1' });
    // Later, out of order: still success, nothing more.
    expect((await f.notify(f.signed(outTradeNo, 2500))).body).toBe('success');
    expect(await f.paidEvents(outTradeNo)).toHaveLength(1);
  });

  it('rejects a forged signature and a wrong amount, changing nothing', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo } = await f.qrOrder(u, appointId);
    const forged = {
      ...f.signed(outTradeNo, 2500),
      sign: signFields({ outTradeNo }, 'not-the-secret-at-all'),
    };
    const r1 = await f.notify(forged);
    expect(r1.json()).toMatchObject({ messageKey: 'PAY001' });
    expect(r1.body).not.toBe('success');
    const tampered = { ...f.signed(outTradeNo, 2500), totalFee: '1' };
    expect((await f.notify(tampered)).json()).toMatchObject({ messageKey: 'PAY001' });
    const wrongAmount = await f.notify(f.signed(outTradeNo, 100));
    expect(wrongAmount.json()).toMatchObject({ messageKey: 'PAY002' });
    const unknown = await f.notify(f.signed('PNOSUCHORDER', 2500));
    expect(unknown.json()).toMatchObject({ messageKey: 'C002' });
    await f.expectUnchanged(outTradeNo, appointId);
  });
});

describe('gateway notification retries', () => {
  it('retries a failing receiver with growing delays and stops once acknowledged', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo, token } = await f.qrOrder(u, appointId);
    const t0 = new Date(Date.now() + 1000);
    await f.confirm(token);
    let fail = true;
    const sent: number[] = [];
    const flaky: NotificationSender = async (url, fields) => {
      if (fields.outTradeNo !== outTradeNo) return { status: 200, body: 'success' };
      sent.push(1);
      return fail ? { status: 500, body: 'oops' } : f.injectSender(url, fields);
    };
    const due = async () => (await f.gatewayRow(outTradeNo)).next_attempt_at;
    let now = t0;
    const delays: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await notifyTick(t.db, { secret, send: flaky, now });
      const next = (await due())!;
      delays.push((new Date(next).getTime() - now.getTime()) / 1000);
      // Not due again before its time.
      await notifyTick(t.db, {
        secret,
        send: flaky,
        now: new Date(new Date(next).getTime() - 1000),
      });
      now = new Date(next);
    }
    expect(delays).toEqual(NOTIFY_BACKOFF_SECONDS.slice(0, 3));
    expect(sent).toHaveLength(3);
    await f.expectUnchanged(outTradeNo, appointId);

    fail = false;
    await notifyTick(t.db, { secret, send: flaky, now });
    expect(sent).toHaveLength(4);
    const row = await f.gatewayRow(outTradeNo);
    expect(row).toMatchObject({ attempts: 4, next_attempt_at: null });
    expect(row.acknowledged_at).not.toBeNull();
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'paid' });
    await notifyTick(t.db, { secret, send: flaky, now: new Date(now.getTime() + 86_400_000) });
    expect(sent).toHaveLength(4);
  });

  it('delivers over real HTTP with the default sender', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo } = await f.qrOrder(u, appointId);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await httpNotificationSender(
      `${address}${NOTIFY_PATH}`,
      f.signed(outTradeNo, 2500),
    );
    expect(res).toEqual({ status: 200, body: 'success' });
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'paid' });
  });

  it('signs what it sends so that our handler accepts it', async () => {
    const n = buildNotification(
      { hos_id: H, out_trade_no: 'X', trade_no: 'T', amount: 1, paid_at: new Date() },
      secret,
    );
    expect(n.sign).toBe(signFields(n, secret));
  });
});

describe('query-on-silence', () => {
  it('marks the order paid from the gateway query when no notification arrives', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo, token } = await f.qrOrder(u, appointId);
    const deps = settleDeps(t.db, createSandboxGateway(t.db));
    const later = (s: number) => new Date(Date.now() + s * 1000);
    // Not paid at the gateway yet: nothing happens.
    expect(await settleTick(deps, { queryAfterSeconds: 60, now: later(120) })).toContain(
      'unchanged',
    );
    await f.expectUnchanged(outTradeNo, appointId);
    await f.confirm(token);
    // Too recent, and asked again only after another silent minute (round robin over the backlog).
    await settleTick(deps, { queryAfterSeconds: 60 });
    await settleTick(deps, { queryAfterSeconds: 60, now: later(150) });
    expect((await f.orderRow(outTradeNo)).state).toBe('paying');
    await settleTick(deps, { queryAfterSeconds: 60, now: later(200) });
    expect(await f.orderRow(outTradeNo)).toMatchObject({ state: 'paid' });
    expect(await f.appointmentRow(appointId)).toMatchObject({ is_dopay: '1' });
    expect(await f.paidEvents(outTradeNo)).toHaveLength(1);
    // The notification arriving after all changes nothing.
    await notifyTick(t.db, { secret, send: f.injectSender });
    expect(await f.paidEvents(outTradeNo)).toHaveLength(1);
  });
});

describe('notification time window', () => {
  it('refuses a stale, a future-dated or an undated notification (PAY004), changing nothing', async () => {
    const u = await f.payer();
    const appointId = await f.book(u);
    const { outTradeNo } = await f.qrOrder(u, appointId);
    const at = (s: number) => new Date(Date.now() + s * 1000).toISOString();
    for (const sentAt of [at(-11 * 60), at(6 * 60), '', 'yesterday']) {
      const res = await f.notify(f.signed(outTradeNo, FEE, { sentAt }));
      expect(res.statusCode, sentAt).toBe(400);
      expect(res.json()).toMatchObject({ messageKey: 'PAY004' });
    }
    await f.expectUnchanged(outTradeNo, appointId);
    expect((await f.notify(f.signed(outTradeNo, FEE, { sentAt: at(-9 * 60) }))).body).toBe(
      'success',
    );
    expect((await f.orderRow(outTradeNo)).state).toBe('paid');
  });
});
