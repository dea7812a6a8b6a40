import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { generateKeyPairSync } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { hosIdOf, type HosId } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWechatPay, type FakeWechatPay } from '../../../../test/fakes/wechatpay.ts';
import type { StatementLine } from '../gateway.statement.ts';
import {
  NotificationRefused,
  RefundPendingError,
  type NotifyRequest,
  type PayGateway,
} from '../pay-gateway.ts';
import { createWechatChannel } from './wechat-channel.ts';

/**
 * The WeChat Pay Native channel through the real SDK (wechatpay-axios-plugin) against a fake that checks requests and
 * signs answers as WeChat Pay documents them (test/fakes/wechatpay.ts), with keys and certificates it generates.
 */
const H1 = hosIdOf('1001');
const H2 = hosIdOf('1002');
const NONE = hosIdOf('1003');
const MISSING = hosIdOf('1004');
const TZ = 'Asia/Shanghai';
/** WeChat Pay's business clock: 10:00 in Beijing on the bill's day, a second on at every payment and refund. */
const DAY = '2025-06-01';
let tick = 0;
const clock = () => new Date(Date.parse('2025-06-01T02:00:00Z') + tick++ * 1000);

let fake: FakeWechatPay;
let channel: PayGateway;
let n = 0;
const orderNo = () => `WX${process.pid}T${Date.now()}N${n++}`;
const notifyUrl = 'https://portal.example/payservice/notify/wechat/1001';

beforeAll(async () => {
  fake = await startFakeWechatPay({ clock });
  const second = await fake.addMerchant();
  const merchants: Partial<Record<HosId, { mchId: string; appId: string }>> = {
    [H1]: fake.merchant,
    [H2]: second,
    [MISSING]: { mchId: '1999999999', appId: 'wx0000000000000000' },
  };
  channel = createWechatChannel({
    baseUrl: fake.endpoint,
    secretsDir: fake.secretsDir,
    merchantOf: async (hosId) => merchants[hosId] ?? null,
  });
});
afterAll(async () => fake.close());

async function paidOrder(amount: number, hosId: HosId = H1): Promise<string> {
  const no = orderNo();
  await channel.createTransaction({ hosId, outTradeNo: no, amount, subject: '挂号费', notifyUrl });
  fake.pay(no);
  return no;
}

describe('orders', () => {
  it('opens a Native order once: a repeat answers the same code URL, another amount is refused', async () => {
    const no = orderNo();
    const req = { hosId: H1, outTradeNo: no, amount: 1250, subject: '挂号费', notifyUrl };
    const first = await channel.createTransaction(req);
    expect(first).toEqual({ codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) });
    expect(await channel.createTransaction(req)).toEqual(first);
    await expect(channel.createTransaction({ ...req, amount: 1300 })).rejects.toThrow(
      /INVALID_REQUEST/,
    );
    expect(await channel.queryTransaction(H1, no)).toMatchObject({
      outTradeNo: no,
      state: 'pending',
      tradeNo: null,
      amount: 1250,
      paidAt: null,
    });
  });

  it('reads a paid order from the query; an unknown one is null', async () => {
    const no = orderNo();
    await channel.createTransaction({
      hosId: H1,
      outTradeNo: no,
      amount: 800,
      subject: 's',
      notifyUrl,
    });
    const tradeNo = fake.pay(no);
    const paid = await channel.queryTransaction(H1, no);
    expect(paid).toMatchObject({ outTradeNo: no, tradeNo, state: 'paid', amount: 800 });
    expect(paid!.paidAt).toMatch(/^2025-06-01T02:\d\d:\d\d\.000Z$/);
    expect(await channel.queryTransaction(H1, orderNo())).toBeNull();
  });

  it('keeps merchants apart, and refuses a hospital without a merchant or without keys', async () => {
    const no = await paidOrder(500, H1);
    expect(await channel.queryTransaction(H2, no)).toBeNull();
    await expect(channel.queryTransaction(NONE, no)).rejects.toMatchObject({
      messageKey: 'PAY006',
    });
    await expect(channel.queryTransaction(MISSING, no)).rejects.toMatchObject({
      messageKey: 'PAY006',
    });
  });

  it('closes an unpaid order so it can no longer be paid; a paid one stays paid', async () => {
    const no = orderNo();
    await channel.createTransaction({
      hosId: H1,
      outTradeNo: no,
      amount: 300,
      subject: 's',
      notifyUrl,
    });
    expect(await channel.closeTransaction(H1, no)).toMatchObject({ state: 'closed' });
    expect(() => fake.pay(no)).toThrow(/CLOSED/);

    const paid = await paidOrder(300);
    expect(await channel.closeTransaction(H1, paid)).toMatchObject({ state: 'paid', amount: 300 });
    expect(await channel.closeTransaction(H1, orderNo())).toBeNull();
  });

  it('refuses an answer signed with a wrong key, an unknown or an expired certificate', async () => {
    const no = await paidOrder(100);
    try {
      fake.signResponsesWith = 'wrong-key';
      await expect(channel.queryTransaction(H1, no)).rejects.toThrow(
        /EV3_RES_HEADER_SIGNATURE_DIGEST/,
      );
      fake.signResponsesWith = 'unknown';
      await expect(channel.queryTransaction(H1, no)).rejects.toThrow(
        /EV3_RES_HEADER_PLATFORM_SERIAL/,
      );
      fake.signResponsesWith = 'expired';
      await expect(channel.queryTransaction(H1, no)).rejects.toThrow(
        /EV3_RES_HEADER_PLATFORM_SERIAL/,
      );
    } finally {
      fake.signResponsesWith = 'current';
    }
    expect(await channel.queryTransaction(H1, no)).toMatchObject({ state: 'paid' });
  });

  it('is refused by WeChat Pay when it signs with another merchant key', async () => {
    // A copy of the secrets whose merchant private key is not the one WeChat Pay knows.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'wechat-wrong-key-'));
    try {
      await cp(fake.secretsDir, dir, { recursive: true });
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      await writeFile(
        path.join(dir, 'wechat', fake.merchant.mchId, 'apiclient_key.pem'),
        other.export({ type: 'pkcs8', format: 'pem' }),
      );
      const wrong = createWechatChannel({
        baseUrl: fake.endpoint,
        secretsDir: dir,
        merchantOf: async () => fake.merchant,
      });
      await expect(wrong.queryTransaction(H1, orderNo())).rejects.toThrow(/401.*SIGN_ERROR/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('refunds', () => {
  it('refunds a paid order in full, once per refund number', async () => {
    const no = await paidOrder(2000);
    const done = await channel.refundTransaction(H1, no, `${no}R`, 2000);
    expect(done).toMatchObject({ outTradeNo: no, state: 'refunded', amount: 2000 });
    expect(await channel.refundTransaction(H1, no, `${no}R`, 2000)).toEqual(done);
    // Another number for the same order: nothing is left to refund.
    await expect(channel.refundTransaction(H1, no, `${no}S`, 2000)).rejects.toThrow(
      /INVALID_REQUEST/,
    );
  });

  it('refuses a full refund of another amount, of an unpaid order, of an unknown order', async () => {
    const paid = await paidOrder(900);
    await expect(channel.refundTransaction(H1, paid, `${paid}R`, 800)).rejects.toThrow(
      /PARAM_ERROR/,
    );
    const unpaid = orderNo();
    await channel.createTransaction({
      hosId: H1,
      outTradeNo: unpaid,
      amount: 900,
      subject: 's',
      notifyUrl,
    });
    await expect(channel.refundTransaction(H1, unpaid, `${unpaid}R`, 900)).rejects.toThrow(
      /INVALID_REQUEST/,
    );
    const unknown = orderNo();
    await expect(channel.refundTransaction(H1, unknown, `${unknown}R`, 900)).rejects.toThrow(
      /RESOURCE_NOT_EXISTS/,
    );
  });

  it('refunds parts, never more than the order, each part once', async () => {
    const no = await paidOrder(1000);
    const a = await channel.refundPart(H1, no, `${no}A`, 300);
    expect(a).toEqual({ outRefundNo: `${no}A`, amount: 300, refundedAt: expect.any(String) });
    expect(await channel.refundPart(H1, no, `${no}A`, 300)).toEqual(a);
    expect(await channel.refundPart(H1, no, `${no}B`, 200)).toMatchObject({ amount: 200 });
    await expect(channel.refundPart(H1, no, `${no}C`, 600)).rejects.toThrow(/INVALID_REQUEST/);
    // The number of a refund used again for another amount.
    await expect(channel.refundPart(H1, no, `${no}A`, 100)).rejects.toThrow(/another refund/);
    expect(await channel.refundPart(H1, no, `${no}C`, 500)).toMatchObject({ amount: 500 });
    expect(await channel.queryTransaction(H1, no)).toMatchObject({ state: 'refunded' });

    const unpaid = orderNo();
    await channel.createTransaction({
      hosId: H1,
      outTradeNo: unpaid,
      amount: 900,
      subject: 's',
      notifyUrl,
    });
    await expect(channel.refundPart(H1, unpaid, `${unpaid}A`, 100)).rejects.toThrow(/not a paid/);
    await expect(channel.refundPart(H1, orderNo(), 'NOPE1', 100)).rejects.toThrow(/not a paid/);
  });

  it('answers RefundPendingError while a refund processes, and the refund once it completed', async () => {
    const part = await paidOrder(700);
    const full = await paidOrder(400);
    fake.refundsComplete = false;
    try {
      await expect(channel.refundPart(H1, part, `${part}A`, 200)).rejects.toBeInstanceOf(
        RefundPendingError,
      );
      await expect(channel.refundPart(H1, part, `${part}A`, 200)).rejects.toBeInstanceOf(
        RefundPendingError,
      );
      await expect(channel.refundTransaction(H1, full, `${full}R`, 400)).rejects.toMatchObject({
        outRefundNo: `${full}R`,
      });
    } finally {
      fake.refundsComplete = true;
    }
    expect(await channel.refundPart(H1, part, `${part}A`, 200)).toMatchObject({ amount: 200 });
    expect(await channel.refundTransaction(H1, full, `${full}R`, 400)).toMatchObject({
      state: 'refunded',
    });
  });
});

describe('statement', () => {
  const linesOf = async (hosId: HosId, day = DAY) => {
    const lines: StatementLine[] = [];
    for await (const line of channel.statementLines({ hosId, day, timeZone: TZ })) lines.push(line);
    return lines;
  };

  it('reads the day’s trade bill: payments, refunds and a payment the portal never saw', async () => {
    const no = await paidOrder(1234);
    const paid = await channel.queryTransaction(H1, no);
    await channel.refundPart(H1, no, `${no}A`, 234);
    const strayNo = orderNo();
    fake.addStrayPayment(strayNo, 99);
    const stray = await channel.queryTransaction(H1, strayNo);

    const lines = await linesOf(H1);
    expect(lines).toContainEqual({
      outTradeNo: no,
      tradeNo: paid!.tradeNo,
      type: 'pay',
      amount: 1234,
      at: paid!.paidAt,
      outRefundNo: null,
    });
    expect(lines).toContainEqual({
      outTradeNo: no,
      tradeNo: paid!.tradeNo,
      type: 'refund',
      amount: 234,
      // When WeChat Pay accepted it (the bill's time), at most the time it completed.
      at: expect.stringMatching(/^2025-06-01T02:/),
      outRefundNo: `${no}A`,
    });
    expect(lines).toContainEqual(
      expect.objectContaining({ outTradeNo: strayNo, type: 'pay', amount: 99, at: stray!.paidAt }),
    );
    // Another merchant's bill has none of them; a day without any has no lines.
    expect((await linesOf(H2)).map((l) => l.outTradeNo)).not.toContain(no);
    expect(await linesOf(H1, '2025-05-31')).toEqual([]);
  });

  it('refuses a bill whose bytes do not match the SHA1 WeChat Pay announced', async () => {
    await paidOrder(100);
    fake.corruptNextBill();
    await expect(linesOf(H1)).rejects.toThrow(/SHA1/);
  });
});

describe('notifications', () => {
  const reader = () => channel.notifications!;
  const post = (
    hosId: HosId,
    n: { headers: Record<string, string>; body: string },
  ): NotifyRequest => ({
    hosId,
    headers: n.headers,
    rawBody: n.body,
  });
  /** Why a notification was refused, or null when it was read. */
  const refusal = (req: NotifyRequest) =>
    reader()
      .read(req)
      .then(
        () => null,
        (err: unknown) => (err instanceof NotificationRefused ? err.reason : Promise.reject(err)),
      );

  it('verifies and decrypts a payment notification', async () => {
    const no = await paidOrder(1500);
    const paid = await channel.queryTransaction(H1, no);
    expect(await reader().read(post(H1, fake.notification(no)))).toEqual({
      outTradeNo: no,
      tradeNo: paid!.tradeNo,
      state: 'paid',
      amount: 1500,
    });
    expect(reader().ack).toEqual({
      status: 200,
      contentType: 'application/json',
      body: '{"code":"SUCCESS","message":"success"}',
    });
    expect(reader().refusal('signature')).toEqual({
      status: 400,
      contentType: 'application/json',
      body: '{"code":"FAIL","message":"signature"}',
    });
  });

  it('refuses a forged signature, an unknown certificate and a body changed after signing', async () => {
    const no = await paidOrder(100);
    expect(await refusal(post(H1, fake.notification(no, { cert: 'wrong-key' })))).toBe('signature');
    expect(await refusal(post(H1, fake.notification(no, { cert: 'unknown' })))).toBe('signature');
    const genuine = fake.notification(no);
    expect(
      await refusal(post(H1, { ...genuine, body: genuine.body.replace('"id":"', '"id":"x') })),
    ).toBe('signature');
    const { 'wechatpay-signature': _dropped, ...unsigned } = genuine.headers;
    expect(await refusal(post(H1, { ...genuine, headers: unsigned }))).toBe('signature');
  });

  it('refuses another merchant’s transaction, and a hospital without a merchant', async () => {
    const no = await paidOrder(100);
    expect(await refusal(post(H1, fake.notification(no, { mchid: '1900000109' })))).toBe(
      'merchant',
    );
    expect(await refusal(post(NONE, fake.notification(no)))).toBe('merchant');
    // The other hospital's APIv3 key cannot open it.
    expect(await refusal(post(H2, fake.notification(no)))).toBe('malformed');
  });

  it('refuses a replayed (old) or a future-dated notification', async () => {
    const no = await paidOrder(100);
    const nowS = Math.floor(Date.now() / 1000);
    expect(await refusal(post(H1, fake.notification(no, { timestamp: nowS - 600 })))).toBe('stale');
    expect(await refusal(post(H1, fake.notification(no, { timestamp: nowS + 600 })))).toBe('stale');
  });

  it('refuses a notification signed with an expired certificate', async () => {
    const no = await paidOrder(100);
    expect(await refusal(post(H1, fake.notification(no, { cert: 'expired' })))).toBe('certificate');
  });

  it('refuses a ciphertext that does not decrypt, though signed', async () => {
    const no = await paidOrder(100);
    expect(await refusal(post(H1, fake.notification(no, { tamperCiphertext: true })))).toBe(
      'malformed',
    );
  });

  it('accepts both certificates during a rotation, for notifications and for answers', async () => {
    const no = await paidOrder(100);
    await fake.rotatePlatformCertificate();
    expect(await reader().read(post(H1, fake.notification(no, { cert: 'next' })))).toMatchObject({
      outTradeNo: no,
      state: 'paid',
    });
    expect(await reader().read(post(H1, fake.notification(no, { cert: 'current' })))).toMatchObject(
      {
        outTradeNo: no,
      },
    );
    try {
      fake.signResponsesWith = 'next';
      expect(await channel.queryTransaction(H1, no)).toMatchObject({ state: 'paid' });
    } finally {
      fake.signResponsesWith = 'current';
    }
  });
});
