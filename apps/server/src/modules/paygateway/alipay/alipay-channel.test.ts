import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hosIdOf, type HosId } from '@portal/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAlipay, type FakeAlipay } from '../../../../test/fakes/alipay.ts';
import { AppError } from '../../../errors/app-error.ts';
import {
  NotificationRefused,
  RefundPendingError,
  type NotificationReader,
  type PayGateway,
} from '../pay-gateway.ts';
import { createAlipayChannel } from './alipay-channel.ts';

/**
 * The Alipay channel through the official SDK, unmodified, against a fake open platform gateway that checks requests
 * and signs answers as Alipay documents them (test/fakes/alipay.ts). No database: the channel keeps nothing.
 */
const hosA = hosIdOf('1001');
const hosB = hosIdOf('1002');
const hosNone = hosIdOf('1003');
let fake: FakeAlipay;
let appB: string;
let channel: PayGateway;
let notifications: NotificationReader;

beforeAll(async () => {
  fake = await startFakeAlipay();
  // Hospital B's app has no next Alipay key on file: a rotation is not under way for it.
  appB = await fake.addMerchant({ nextKeyFile: false });
  const apps = new Map<HosId, string>([
    [hosA, fake.appId],
    [hosB, appB],
  ]);
  channel = createAlipayChannel({
    endpoint: fake.endpoint,
    secretsDir: fake.secretsDir,
    merchantOf: async (hosId) => (apps.has(hosId) ? { appId: apps.get(hosId)! } : null),
  });
  notifications = channel.notifications!;
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.signWithNextKey = false;
  fake.refundsComplete = true;
  fake.setTime(null);
});

const run = randomBytes(3).toString('hex');
let seq = 0;
const orderNo = () => `P${run}${String(++seq).padStart(4, '0')}`;
const open = (outTradeNo: string, amount = 2500, hosId: HosId = hosA) =>
  channel.createTransaction({
    hosId,
    outTradeNo,
    amount,
    subject: 'Registration fee / clinic=2',
    notifyUrl: `https://portal.example/api/pay/notify/alipay/${hosId}`,
  });
const refused = async (p: Promise<unknown>) => {
  const err: unknown = await p.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(NotificationRefused);
  return (err as NotificationRefused).reason;
};

describe('the QR', () => {
  it('is the same for a repeat of the order, and another amount is refused', async () => {
    const no = orderNo();
    const first = await open(no);
    expect(first).toEqual({ codeUrl: expect.stringMatching(/^https:\/\/qr\.alipay\.com\//) });
    expect(await open(no)).toEqual(first);
    await expect(open(no, 2600)).rejects.toThrow(/ACQ.CONTEXT_INCONSISTENT/);
    // Alipay refuses '/', '=' and '&' in a subject: they are left out.
    expect(fake.trade(no).subject).toBe('Registration fee   clinic 2');
  });

  it('needs the hospital to have an Alipay app whose keys are on file (PAY006)', async () => {
    await expect(open(orderNo(), 100, hosNone)).rejects.toMatchObject({ messageKey: 'PAY006' });
    const noKeys = createAlipayChannel({
      endpoint: fake.endpoint,
      secretsDir: fake.secretsDir,
      merchantOf: async () => ({ appId: '2021000000000000' }),
    });
    const err = await noKeys.queryTransaction(hosA, orderNo()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ messageKey: 'PAY006' });
  });

  it('is refused by Alipay when the request is not signed with the app key on file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'alipay-wrong-key-'));
    try {
      const keys = path.join(dir, 'alipay', fake.appId);
      await mkdir(keys, { recursive: true });
      await copyFile(
        path.join(fake.secretsDir, 'alipay', fake.appId, 'alipay-public-key.pem'),
        path.join(keys, 'alipay-public-key.pem'),
      );
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      await writeFile(
        path.join(keys, 'app-private-key.pem'),
        other.export({ type: 'pkcs8', format: 'pem' }),
      );
      const wrong = createAlipayChannel({
        endpoint: fake.endpoint,
        secretsDir: dir,
        merchantOf: async () => ({ appId: fake.appId }),
      });
      await expect(wrong.queryTransaction(hosA, orderNo())).rejects.toThrow(
        /isv.invalid-signature/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  it("reads keys as Alipay's key tool hands them out, bare base64 without PEM lines", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'alipay-bare-key-'));
    try {
      const from = path.join(fake.secretsDir, 'alipay', fake.appId);
      const keys = path.join(dir, 'alipay', fake.appId);
      await mkdir(keys, { recursive: true });
      await copyFile(
        path.join(from, 'alipay-public-key.pem'),
        path.join(keys, 'alipay-public-key.pem'),
      );
      const appKey = createPrivateKey(await readFile(path.join(from, 'app-private-key.pem')));
      await writeFile(
        path.join(keys, 'app-private-key.pem'),
        appKey.export({ type: 'pkcs1', format: 'der' }).toString('base64'),
      );
      const bare = createAlipayChannel({
        endpoint: fake.endpoint,
        secretsDir: dir,
        merchantOf: async () => ({ appId: fake.appId }),
      });
      const no = orderNo();
      await open(no);
      fake.pay(no);
      expect(await bare.queryTransaction(hosA, no)).toMatchObject({ state: 'paid' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('query and close', () => {
  it('knows no trade before a payer scans, then pending, then paid', async () => {
    const no = orderNo();
    await open(no);
    expect(await channel.queryTransaction(hosA, no)).toBeNull();
    fake.scan(no);
    expect(await channel.queryTransaction(hosA, no)).toMatchObject({
      state: 'pending',
      amount: 2500,
    });
    const paid = fake.pay(no);
    expect(await channel.queryTransaction(hosA, no)).toEqual({
      outTradeNo: no,
      tradeNo: paid.tradeNo,
      state: 'paid',
      amount: 2500,
      paidAt: new Date(Math.floor(paid.paidAt!.getTime() / 1000) * 1000).toISOString(),
    });
  });

  it('closes a scanned, unpaid trade: it can no longer be paid', async () => {
    const no = orderNo();
    await open(no);
    fake.scan(no);
    expect(await channel.closeTransaction(hosA, no)).toMatchObject({ state: 'closed' });
    expect(() => fake.pay(no)).toThrow();
    expect(await channel.queryTransaction(hosA, no)).toMatchObject({ state: 'closed' });
  });

  it('leaves a paid trade paid', async () => {
    const no = orderNo();
    await open(no);
    fake.pay(no);
    expect(await channel.closeTransaction(hosA, no)).toMatchObject({ state: 'paid', amount: 2500 });
  });

  it('answers null for an order never scanned (Alipay has no trade yet) and for an unknown one', async () => {
    const no = orderNo();
    await open(no);
    expect(await channel.closeTransaction(hosA, no)).toBeNull();
    expect(await channel.closeTransaction(hosA, orderNo())).toBeNull();
    expect(await channel.queryTransaction(hosA, orderNo())).toBeNull();
  });
});

describe('refunds', () => {
  const paidOrder = async (amount = 2500) => {
    const no = orderNo();
    await open(no, amount);
    fake.pay(no);
    return no;
  };

  it('refunds in full once per refund number; the trade is then refunded', async () => {
    const no = await paidOrder();
    const first = await channel.refundTransaction(hosA, no, `${no}R1`, 2500);
    expect(first).toMatchObject({ outTradeNo: no, state: 'refunded', amount: 2500 });
    expect(await channel.refundTransaction(hosA, no, `${no}R1`, 2500)).toEqual(first);
    expect(fake.trade(no).refunds.size).toBe(1);
    expect(await channel.queryTransaction(hosA, no)).toMatchObject({ state: 'refunded' });
    await expect(channel.refundTransaction(hosA, no, `${no}R2`, 2500)).rejects.toThrow(
      /ACQ.TRADE_STATUS_ERROR/,
    );
  });

  it('refuses a full refund of another amount, of an unpaid trade and of an unknown one', async () => {
    const no = await paidOrder();
    await expect(channel.refundTransaction(hosA, no, `${no}R1`, 2400)).rejects.toThrow(/not 2400/);
    expect(fake.trade(no).refunds.size).toBe(0);
    const unpaid = orderNo();
    await open(unpaid);
    fake.scan(unpaid);
    await expect(channel.refundTransaction(hosA, unpaid, `${unpaid}R1`, 2500)).rejects.toThrow(
      /not paid/,
    );
    await expect(channel.refundTransaction(hosA, orderNo(), 'R1', 2500)).rejects.toThrow(
      /no trade/,
    );
  });

  it('refunds parts that together never pass the amount, each once per number', async () => {
    const no = await paidOrder();
    const a = await channel.refundPart(hosA, no, `${no}A`, 1000);
    expect(a).toEqual({ outRefundNo: `${no}A`, amount: 1000, refundedAt: expect.any(String) });
    expect(await channel.refundPart(hosA, no, `${no}A`, 1000)).toEqual(a);
    await channel.refundPart(hosA, no, `${no}B`, 1000);
    await expect(channel.refundPart(hosA, no, `${no}C`, 600)).rejects.toThrow(
      /ACQ.REASON_TRADE_REFUND_FEE_ERR/,
    );
    await expect(channel.refundPart(hosA, no, `${no}A`, 500)).rejects.toThrow(
      /ACQ.REFUND_AMT_NOT_EQUAL_TOTAL/,
    );
    expect(await channel.queryTransaction(hosA, no)).toMatchObject({ state: 'paid' });
    await channel.refundPart(hosA, no, `${no}C`, 500);
    // The last part closes the trade at Alipay: refunded in full.
    expect(await channel.queryTransaction(hosA, no)).toMatchObject({ state: 'refunded' });
  });

  it('refuses a part of an unpaid or unknown trade', async () => {
    const unpaid = orderNo();
    await open(unpaid);
    fake.scan(unpaid);
    await expect(channel.refundPart(hosA, unpaid, `${unpaid}A`, 100)).rejects.toThrow(
      /ACQ.TRADE_STATUS_ERROR/,
    );
    await expect(channel.refundPart(hosA, orderNo(), 'X1', 100)).rejects.toThrow(
      /ACQ.TRADE_NOT_EXIST/,
    );
  });

  it('says a refund still processing is pending, and answers it once Alipay completes it', async () => {
    const no = await paidOrder();
    fake.refundsComplete = false;
    await expect(channel.refundPart(hosA, no, `${no}A`, 700)).rejects.toBeInstanceOf(
      RefundPendingError,
    );
    await expect(channel.refundTransaction(hosA, no, `${no}A`, 2500)).rejects.toThrow();
    await expect(channel.refundPart(hosA, no, `${no}A`, 700)).rejects.toBeInstanceOf(
      RefundPendingError,
    );
    fake.refundsComplete = true;
    expect(await channel.refundPart(hosA, no, `${no}A`, 700)).toMatchObject({ amount: 700 });
    expect(fake.trade(no).refunds.size).toBe(1);

    const full = await paidOrder(900);
    fake.refundsComplete = false;
    await expect(channel.refundTransaction(hosA, full, `${full}R`, 900)).rejects.toBeInstanceOf(
      RefundPendingError,
    );
    fake.refundsComplete = true;
    expect(await channel.refundTransaction(hosA, full, `${full}R`, 900)).toMatchObject({
      state: 'refunded',
    });
  });
});

describe('the statement', () => {
  it("reads a day's bill (Beijing day) with its payments, refunds and a payment the portal never saw", async () => {
    const lines = async (day: string) => {
      const out = [];
      for await (const l of channel.statementLines({ hosId: hosB, day, timeZone: 'Asia/Shanghai' }))
        out.push(l);
      return out;
    };
    const paidAt = async (at: string, amount: number) => {
      fake.setTime(new Date(at));
      const no = orderNo();
      await open(no, amount, hosB);
      return { no, trade: fake.pay(no, appB) };
    };
    const one = await paidAt('2024-03-15T02:00:00Z', 2500); // 10:00 in Beijing
    const two = await paidAt('2024-03-15T03:00:00Z', 1800);
    fake.setTime(new Date('2024-03-15T05:30:00Z'));
    await channel.refundPart(hosB, two.no, `${two.no}A`, 800);
    fake.setTime(new Date('2024-03-15T06:00:00Z'));
    const stray = fake.addStrayPayment(`S${run}1`, 4200, appB);
    // 00:30 on the 16th in Beijing, though still the 15th in UTC: the next day's bill.
    await paidAt('2024-03-15T16:30:00Z', 300);

    fake.setTime(new Date('2024-03-15T12:00:00Z'));
    await expect(lines('2024-03-15')).rejects.toThrow(/isp.bill_not_exist/);
    fake.setTime(new Date('2024-03-16T01:00:00Z'));
    expect(await lines('2024-03-15')).toEqual([
      {
        outTradeNo: one.no,
        tradeNo: one.trade.tradeNo,
        type: 'pay',
        amount: 2500,
        at: '2024-03-15T02:00:00.000Z',
        outRefundNo: null,
      },
      {
        outTradeNo: two.no,
        tradeNo: two.trade.tradeNo,
        type: 'pay',
        amount: 1800,
        at: '2024-03-15T03:00:00.000Z',
        outRefundNo: null,
      },
      {
        outTradeNo: two.no,
        tradeNo: two.trade.tradeNo,
        type: 'refund',
        amount: 800,
        at: '2024-03-15T05:30:00.000Z',
        outRefundNo: `${two.no}A`,
      },
      {
        outTradeNo: stray.outTradeNo,
        tradeNo: stray.tradeNo,
        type: 'pay',
        amount: 4200,
        at: '2024-03-15T06:00:00.000Z',
        outRefundNo: null,
      },
    ]);
    expect(await lines('2024-03-14')).toEqual([]);
  });
});

describe('notifications', () => {
  const paidOrder = async (hosId: HosId = hosA, appId = fake.appId) => {
    const no = orderNo();
    await open(no, 2500, hosId);
    const trade = fake.pay(no, appId);
    return { no, trade };
  };
  const read = (rawBody: string, hosId: HosId = hosA) =>
    notifications.read({
      hosId,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      rawBody,
    });

  it("reads Alipay's signed notification of a payment, answered 'success'", async () => {
    const { no, trade } = await paidOrder();
    expect(await read(fake.notification(no))).toEqual({
      outTradeNo: no,
      tradeNo: trade.tradeNo,
      state: 'paid',
      amount: 2500,
    });
    expect(notifications.ack).toEqual({ status: 200, contentType: 'text/plain', body: 'success' });
    expect(notifications.refusal('signature')).toEqual({
      status: 400,
      contentType: 'text/plain',
      body: 'failure',
    });
  });

  it('takes a trade not (or no longer) paid as another state', async () => {
    const no = orderNo();
    await open(no);
    fake.scan(no);
    expect(await read(fake.notification(no))).toMatchObject({ state: 'other' });
    const { no: closed } = await paidOrder();
    expect(await read(fake.notification(closed, { trade_status: 'TRADE_CLOSED' }))).toMatchObject({
      state: 'other',
    });
  });

  it('refuses a forged or unsigned one (signature)', async () => {
    const { no } = await paidOrder();
    const body = fake.notification(no);
    expect(await refused(read(body.replace('total_amount=25.00', 'total_amount=0.01')))).toBe(
      'signature',
    );
    const unsigned = new URLSearchParams(body);
    unsigned.delete('sign');
    expect(await refused(read(unsigned.toString()))).toBe('signature');
    const otherKey = new URLSearchParams(body);
    otherKey.set('sign', new URLSearchParams(fake.notification(no)).get('sign')!);
    expect(await refused(read(otherKey.toString()))).toBe('signature');
  });

  it("refuses another merchant's notification (merchant)", async () => {
    const { no } = await paidOrder(hosB, appB);
    expect(await refused(read(fake.notification(no, {}, appB), hosA))).toBe('merchant');
    expect(await refused(read(fake.notification(no, {}, appB), hosNone))).toBe('merchant');
  });

  it('refuses a replay older than a day and one from the future (stale)', async () => {
    const { no } = await paidOrder();
    const at = (ms: number) =>
      new Date(Date.now() + ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(await refused(read(fake.notification(no, { notify_time: at(-25 * 3600_000) })))).toBe(
      'stale',
    );
    expect(await refused(read(fake.notification(no, { notify_time: at(10 * 60_000) })))).toBe(
      'stale',
    );
    expect(await read(fake.notification(no, { notify_time: at(-23 * 3600_000) }))).toMatchObject({
      state: 'paid',
    });
  });

  it("accepts Alipay's next key during a rotation, only where that key is on file", async () => {
    const { no } = await paidOrder();
    const { no: noB } = await paidOrder(hosB, appB);
    fake.signWithNextKey = true;
    expect(await read(fake.notification(no))).toMatchObject({ state: 'paid' });
    // The SDK's check of the answers too: a query answered with the next key's signature.
    expect(await channel.queryTransaction(hosA, no)).toMatchObject({ state: 'paid' });
    expect(await refused(read(fake.notification(noB, {}, appB), hosB))).toBe('signature');
    await expect(channel.queryTransaction(hosB, noB)).rejects.toThrow();
  });

  it('refuses a body that is not a notification, or lacks its fields (malformed)', async () => {
    const { no } = await paidOrder();
    expect(await refused(read('hello world'))).toBe('malformed');
    expect(await refused(read(''))).toBe('malformed');
    expect(await refused(read(fake.notification(no, { out_trade_no: undefined })))).toBe(
      'malformed',
    );
    expect(await refused(read(fake.notification(no, { total_amount: 'lots' })))).toBe('malformed');
    expect(await refused(read(fake.notification(no, { notify_time: 'yesterday' })))).toBe(
      'malformed',
    );
    const twice = fake.notification(no);
    expect(await refused(read(`${twice}&app_id=${fake.appId}`))).toBe('malformed');
  });
});
