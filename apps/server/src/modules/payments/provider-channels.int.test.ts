import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, channelNotifyPath, hospitalToday, hosIdOf, type HosId } from '@portal/shared';
import { createAdapters } from '../../adapters.ts';
import { createSandboxHis } from '../../his/sandbox/sandbox-his.ts';
import type { Env } from '../../config/env.ts';
import { startFakeAlipay } from '../../../test/fakes/alipay.ts';
import { startFakeWechatPay } from '../../../test/fakes/wechatpay.ts';
import { bearer, get, post } from '../../../test/auth-helpers.ts';
import { setConfigItem } from '../../../test/fixtures/config.fixtures.ts';
import { H, qrFixtures, type Payer } from '../../../test/fixtures/payments/payments.fixtures.ts';
import { createStaff } from '../../../test/fixtures/staff.fixtures.ts';
import { buildTestApp, createTestApp, testEnv, type TestApp } from '../../../test/test-app.ts';
import { getHospital } from '../hospital/hospital.service.ts';
import { runDay } from '../reconciliation/reconciliation.service.ts';
import { paymentDeps } from '../../purposes.ts';
import { settleTick } from './settlement.service.ts';

/**
 * On PGlite and PostgreSQL: an install outside demo mode with Alipay or WeChat Pay (each provider's own client code
 * against a fake that speaks its published protocol: test/fakes) takes a QR payment, is notified once however often the
 * notification comes, refuses what it must not trust without changing anything, refunds (also a refund the provider
 * completes later) and reconciles the day with the provider's statement (docs/payments.md).
 */
const OTHER = hosIdOf('1002');

interface Notice {
  headers: Record<string, string>;
  body: string;
}
type BadNotice = 'forged' | 'stale' | 'otherMerchant' | 'wrongAmount' | 'expiredCertificate';

/** What each provider's fake gives the suite, alike for both. */
interface Harness {
  env: Partial<Env>;
  /** The hospital's settings naming its merchant at this provider. */
  settings: Record<string, string>;
  /** What the QR content of this provider looks like. */
  codeUrl: RegExp;
  ack: string;
  pay(outTradeNo: string): void;
  notice(outTradeNo: string, bad?: BadNotice): Notice;
  refundsComplete(value: boolean): void;
  /** The amounts refunded at the provider for the order. */
  refundsOf(outTradeNo: string): number[];
  addStrayPayment(outTradeNo: string, amount: number): void;
  /** The statement of a day is published once the day is over: the provider's clock moves to `at`. */
  dayOver(at: Date): void;
  close(): Promise<void>;
}

const cases: { name: 'alipay' | 'wechat'; start(): Promise<Harness> }[] = [
  {
    name: 'alipay',
    async start() {
      const fake = await startFakeAlipay();
      const otherAppId = await fake.addMerchant();
      return {
        env: { PAY_SECRETS_DIR: fake.secretsDir, ALIPAY_GATEWAY_URL: fake.endpoint },
        settings: { qrChannels: 'alipay', alipayAppId: fake.appId },
        codeUrl: /^https:\/\/qr\.alipay\.com\//,
        ack: 'success',
        pay: (no) => void fake.pay(no),
        notice(no, bad) {
          const form = { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' };
          const old = new Date(Date.now() - 2 * 86_400_000);
          const overrides: Record<string, string> =
            bad === 'stale'
              ? { notify_time: old.toISOString().slice(0, 19).replace('T', ' ') }
              : bad === 'otherMerchant'
                ? { app_id: otherAppId }
                : bad === 'wrongAmount'
                  ? { total_amount: '0.01' }
                  : {};
          let body = fake.notification(no, overrides);
          // Changed after signing: the amount a forger would want.
          if (bad === 'forged') body = body.replace(/total_amount=[^&]*/, 'total_amount=0.01');
          return { headers: form, body };
        },
        refundsComplete: (value) => {
          fake.refundsComplete = value;
        },
        refundsOf: (no) => [...fake.trade(no).refunds.values()].map((r) => r.amount),
        addStrayPayment: (no, amount) => void fake.addStrayPayment(no, amount),
        dayOver: (at) => fake.setTime(at),
        close: () => fake.close(),
      };
    },
  },
  {
    name: 'wechat',
    async start() {
      const fake = await startFakeWechatPay();
      const other = await fake.addMerchant();
      return {
        env: { PAY_SECRETS_DIR: fake.secretsDir, WECHATPAY_BASE_URL: fake.endpoint },
        settings: {
          qrChannels: 'wechat',
          wechatMchId: fake.merchant.mchId,
          wechatAppId: fake.merchant.appId,
        },
        codeUrl: /^weixin:\/\/wxpay\/bizpayurl\?pr=/,
        ack: '{"code":"SUCCESS","message":"success"}',
        pay: (no) => void fake.pay(no),
        notice(no, bad) {
          const n = fake.notification(no, {
            ...(bad === 'forged' ? { cert: 'wrong-key' as const } : {}),
            ...(bad === 'expiredCertificate' ? { cert: 'expired' as const } : {}),
            ...(bad === 'stale' ? { timestamp: Math.floor(Date.now() / 1000) - 3600 } : {}),
            ...(bad === 'otherMerchant' ? { mchid: other.mchId } : {}),
            ...(bad === 'wrongAmount' ? { total: 1 } : {}),
          });
          return { headers: n.headers, body: n.body };
        },
        refundsComplete: (value) => {
          fake.refundsComplete = value;
        },
        refundsOf: () => [],
        addStrayPayment: (no, amount) => void fake.addStrayPayment(no, amount),
        dayOver: () => {},
        close: () => fake.close(),
      };
    },
  },
];

/** The payer books and opens the booking's QR order on the install outside demo mode. */
async function openQrOrder(prod: FastifyInstance, f: ReturnType<typeof qrFixtures>, u: Payer) {
  const appointId = await f.book(u);
  const res = await post(
    prod,
    '/payservice/api/pcRegisterScanQR',
    { hosId: H, appointId },
    { headers: { ...bearer(u.token), 'idempotency-key': randomUUID() } },
  );
  expect(res.json(), 'pcRegisterScanQR').toMatchObject({ code: 0 });
  const { outTradeNo, Data } = res.json().data as { outTradeNo: string; Data: string };
  return { appointId, outTradeNo, qr: Data };
}

describe.each(cases)('$name', ({ name, start }) => {
  // A database of its own: the day's reconciliation sees this provider's orders only.
  let t: TestApp;
  let f: ReturnType<typeof qrFixtures>;
  let fake: Harness;
  let prod: FastifyInstance;
  let env: Env;
  const paidOrders: { no: string; amount: number }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    f = qrFixtures(t);
    fake = await start();
    for (const [key, value] of Object.entries(fake.settings))
      await setConfigItem(t.db, H, 'PAYMENT', key, value);
    // The same database served as an install outside demo mode: no sandbox, only this provider.
    // WeChat Pay takes only an https notify URL: the portal's public address.
    env = testEnv({ DEMO_MODE: false, PUBLIC_BASE_URL: 'https://portal.example', ...fake.env });
    prod = await buildTestApp(t.db, env);
    await prod.ready();
  });
  afterAll(async () => {
    await prod.close();
    await t.close();
    await fake.close();
  });

  const deps = () =>
    paymentDeps(t.db, createAdapters(env, t.db).payChannels, 'http://test', createSandboxHis(t.db));

  const openOrder = (u: Payer) => openQrOrder(prod, f, u);

  const deliver = (hosId: HosId, n: Notice) =>
    prod.inject({
      method: 'POST',
      url: channelNotifyPath(name, hosId),
      headers: n.headers,
      payload: n.body,
    });

  it('shows the provider’s code, is notified once however often, and the booking is paid', async () => {
    const u = await f.payer();
    const { appointId, outTradeNo, qr } = await openOrder(u);
    expect(qr).toMatch(fake.codeUrl);
    const order = await get(prod, `/payservice/api/order?hosId=${H}&outTradeNo=${outTradeNo}`, {
      headers: bearer(u.token),
    });
    expect(order.json().data).toMatchObject({ state: 'paying', channel: name, qrContent: qr });
    fake.pay(outTradeNo);
    const notice = fake.notice(outTradeNo);
    for (let i = 0; i < 2; i++) {
      const res = await deliver(H, notice);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toBe(fake.ack);
    }
    expect((await f.orderRow(outTradeNo)).state).toBe('paid');
    expect(await f.paidEvents(outTradeNo)).toHaveLength(1);
    expect(await f.appointmentRow(appointId)).toMatchObject({ is_dopay: '1' });
    paidOrders.push({ no: outTradeNo, amount: Number((await f.orderRow(outTradeNo)).amount) });
  });

  it('refuses a forged, replayed-late, wrong-amount or another merchant’s notification, changing nothing', async () => {
    const u = await f.payer();
    const { appointId, outTradeNo } = await openOrder(u);
    fake.pay(outTradeNo);
    const bad: BadNotice[] = ['forged', 'stale', 'otherMerchant', 'wrongAmount'];
    if (name === 'wechat') bad.push('expiredCertificate');
    for (const kind of bad) {
      const res = await deliver(H, fake.notice(outTradeNo, kind));
      expect(res.statusCode, kind).toBe(400);
      await f.expectUnchanged(outTradeNo, appointId);
    }
    // The hospital's own notification at another hospital's endpoint: not that hospital's merchant.
    expect((await deliver(OTHER, fake.notice(outTradeNo))).statusCode).toBe(400);
    // Garbage.
    expect(
      (await deliver(H, { headers: { 'content-type': 'text/plain' }, body: 'x' })).statusCode,
    ).toBe(400);
    await f.expectUnchanged(outTradeNo, appointId);
    // The real one still counts.
    expect((await deliver(H, fake.notice(outTradeNo))).statusCode).toBe(200);
    expect((await f.orderRow(outTradeNo)).state).toBe('paid');
    paidOrders.push({ no: outTradeNo, amount: Number((await f.orderRow(outTradeNo)).amount) });
  });

  it('refunds a cancelled booking once, also when the provider completes the refund later', async () => {
    const u = await f.payer();
    const { appointId, outTradeNo } = await openOrder(u);
    fake.pay(outTradeNo);
    expect((await deliver(H, fake.notice(outTradeNo))).statusCode).toBe(200);
    fake.refundsComplete(false);
    const cancel = await post(
      prod,
      '/appointment/api/record/cancel',
      { hosId: H, appointId },
      { headers: bearer(u.token) },
    );
    expect(cancel.json(), 'cancel').toMatchObject({ code: 0 });
    const later = new Date(Date.now() + 3_600_000);
    await settleTick(deps(), { queryAfterSeconds: 1, now: later });
    expect((await f.orderRow(outTradeNo)).state).toBe('refunding');
    fake.refundsComplete(true);
    await settleTick(deps(), { queryAfterSeconds: 1, now: new Date(later.getTime() + 60_000) });
    expect((await f.orderRow(outTradeNo)).state).toBe('refunded');
    expect(await f.eventsTo(outTradeNo, 'refunded')).toHaveLength(1);
  });

  it('reconciles the day: the portal’s payments and refunds match, a payment it never saw is found', async () => {
    const { timeZone } = await getHospital(t.db, H);
    const day = hospitalToday(new Date(), timeZone);
    const stray = `STRAY${randomUUID().slice(0, 8).toUpperCase()}`;
    fake.addStrayPayment(stray, 990);
    const tomorrow = new Date(Date.now() + 86_400_000);
    fake.dayOver(tomorrow);
    const staff = await createStaff(t.app, { role: 'finance', hosId: H });
    const result = await runDay(
      deps(),
      H,
      day,
      { ...staff, permissions: [], ip: '127.0.0.1', hosId: H },
      new Date(`${addDays(day, 2)}T00:00:00Z`),
    );
    expect(paidOrders.length).toBeGreaterThan(0);
    expect(result.mismatches.map((m) => [m.kind, m.outTradeNo])).toEqual([['gatewayOnly', stray]]);
    expect(result.lastRun?.statementLines).toBeGreaterThanOrEqual(paidOrders.length + 2);
  });
  // Alipay creates its trade only when a payer scans, so closing an unscanned order cannot stop the code: a payer who
  // pays it after the booking ended gets the money back at once. (WeChat Pay closes the order itself.)
  it.runIf(name === 'alipay')(
    'gives back at once a payment made after the order closed, once however often it is notified',
    async () => {
      fake.dayOver(new Date());
      const u = await f.payer();
      const { appointId, outTradeNo } = await openOrder(u);
      const cancel = await post(
        prod,
        '/appointment/api/record/cancel',
        { hosId: H, appointId },
        { headers: bearer(u.token) },
      );
      expect(cancel.json(), 'cancel').toMatchObject({ code: 0 });
      await settleTick(deps(), { queryAfterSeconds: 1, now: new Date(Date.now() + 60_000) });
      expect((await f.orderRow(outTradeNo)).state).toBe('closed');

      fake.pay(outTradeNo);
      const notice = fake.notice(outTradeNo);
      for (let i = 0; i < 2; i++) {
        const res = await deliver(H, notice);
        expect(res.statusCode, res.body).toBe(200);
      }
      expect((await f.orderRow(outTradeNo)).state).toBe('closed');
      expect(await f.paidEvents(outTradeNo)).toHaveLength(0);
      expect(fake.refundsOf(outTradeNo)).toEqual([Number((await f.orderRow(outTradeNo)).amount)]);
    },
  );
});

describe('a hospital offering both', () => {
  let t: TestApp;
  let f: ReturnType<typeof qrFixtures>;
  let prod: FastifyInstance;
  let alipay: Awaited<ReturnType<typeof startFakeAlipay>>;
  let wechat: Awaited<ReturnType<typeof startFakeWechatPay>>;
  let secretsDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    f = qrFixtures(t);
    [alipay, wechat] = await Promise.all([startFakeAlipay(), startFakeWechatPay()]);
    // One secrets folder holding both merchants' keys, as an install keeps them.
    secretsDir = await mkdtemp(path.join(os.tmpdir(), 'pay-secrets-'));
    await symlink(path.join(alipay.secretsDir, 'alipay'), path.join(secretsDir, 'alipay'));
    await symlink(path.join(wechat.secretsDir, 'wechat'), path.join(secretsDir, 'wechat'));
    const settings = {
      qrChannels: 'alipay,wechat',
      alipayAppId: alipay.appId,
      wechatMchId: wechat.merchant.mchId,
      wechatAppId: wechat.merchant.appId,
    };
    for (const [key, value] of Object.entries(settings))
      await setConfigItem(t.db, H, 'PAYMENT', key, value);
    prod = await buildTestApp(
      t.db,
      testEnv({
        DEMO_MODE: false,
        PUBLIC_BASE_URL: 'https://portal.example',
        PAY_SECRETS_DIR: secretsDir,
        ALIPAY_GATEWAY_URL: alipay.endpoint,
        WECHATPAY_BASE_URL: wechat.endpoint,
      }),
    );
    await prod.ready();
  });
  afterAll(async () => {
    await prod.close();
    await t.close();
    await Promise.all([alipay.close(), wechat.close()]);
    await rm(secretsDir, { recursive: true, force: true });
  });

  const openOrder = (u: Payer) => openQrOrder(prod, f, u);
  const encoded = (u: Payer, outTradeNo: string) =>
    post(
      prod,
      '/payservice/api/outGetEncodeQrcode',
      { hosId: H, outTradeNo },
      { headers: bearer(u.token) },
    );
  const switchTo = (u: Payer, outTradeNo: string, channel: string) =>
    post(
      prod,
      '/payservice/api/switchPayChannel',
      { hosId: H, outTradeNo, channel },
      { headers: bearer(u.token) },
    );

  it('opens at the first channel and lets the patient move the payment to the other, once', async () => {
    const u = await f.payer();
    const { appointId, outTradeNo } = await openOrder(u);
    expect((await encoded(u, outTradeNo)).json().data).toMatchObject({
      channel: 'alipay',
      switchTo: ['wechat'],
    });
    // Another user's order is not theirs to move.
    const other = await f.payer();
    expect((await switchTo(other, outTradeNo, 'wechat')).json()).toMatchObject({
      messageKey: 'C002',
    });

    const moved = await switchTo(u, outTradeNo, 'wechat');
    expect(moved.json().data).toMatchObject({ channel: 'wechat', switchTo: [] });
    expect((moved.json().data as { Data: string }).Data).toMatch(/^weixin:\/\//);
    expect((await f.orderRow(outTradeNo)).channel).toBe('wechat');
    // Once: not back to where it was closed.
    expect((await switchTo(u, outTradeNo, 'alipay')).json()).toMatchObject({
      messageKey: 'PAY009',
    });

    wechat.pay(outTradeNo);
    const n = wechat.notification(outTradeNo);
    const res = await prod.inject({
      method: 'POST',
      url: channelNotifyPath('wechat', H),
      headers: n.headers,
      payload: n.body,
    });
    expect(res.statusCode).toBe(200);
    expect(await f.appointmentRow(appointId)).toMatchObject({ is_dopay: '1' });
    // Paid: nothing more to move.
    expect((await switchTo(u, outTradeNo, 'wechat')).json()).toMatchObject({
      messageKey: 'PAY005',
    });
  });

  it('does not move a payment the payer already made: it is applied instead', async () => {
    const u = await f.payer();
    const { appointId, outTradeNo } = await openOrder(u);
    alipay.pay(outTradeNo);
    expect((await switchTo(u, outTradeNo, 'wechat')).json()).toMatchObject({
      messageKey: 'PAY005',
    });
    expect((await f.orderRow(outTradeNo)).state).toBe('paid');
    expect((await f.orderRow(outTradeNo)).channel).toBe('alipay');
    expect(await f.appointmentRow(appointId)).toMatchObject({ is_dopay: '1' });
  });
});
