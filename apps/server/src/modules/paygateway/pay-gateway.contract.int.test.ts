import { randomBytes } from 'node:crypto';
import { hosIdOf, type HosId } from '@portal/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAlipay } from '../../../test/fakes/alipay.ts';
import { startFakeWechatPay } from '../../../test/fakes/wechatpay.ts';
import { openTestDatabase } from '../../../test/test-app.ts';
import { createAlipayChannel } from './alipay/alipay-channel.ts';
import { createSandboxGateway } from './gateway.service.ts';
import { localTime, type StatementLine } from './gateway.statement.ts';
import { RefundPendingError, type PayGateway } from './pay-gateway.ts';
import { createWechatChannel } from './wechat/wechat-channel.ts';

/**
 * The contract every pay channel must pass (docs/payments.md#channels): the same assertions against the built-in
 * sandbox, Alipay and WeChat Pay (each provider's channel against its fake, test/fakes). A channel that cannot do
 * something the contract asks says so in its case's `unsupported`, and the test is skipped with that reason.
 */
const TZ = 'Asia/Shanghai';
const HOS = hosIdOf('1001');

interface Harness {
  channel: PayGateway;
  /** A hospital whose merchant at this channel is configured. */
  hosId: HosId;
  /** The payer scans the order's code and pays; throws when the provider will not take the payment. */
  pay(outTradeNo: string): Promise<void>;
  /** true: refunds are accepted but complete only once this is called again with false. */
  refundsLater(later: boolean): void;
  /** A payment the provider took for an order the portal never opened. */
  addStray(outTradeNo: string, amount: number): void;
  /** Makes the statement of `day` available (a provider publishes a day's bill once that day is over). */
  publish(day: string): void;
  /** Back to the state every test starts from. */
  reset(): void;
  close(): Promise<void>;
}

interface Case {
  name: string;
  /** Why a part of the contract does not apply to this channel. */
  unsupported: { refundsLater?: string; stray?: string };
  /**
   * Where the channel is known to break the contract today: the test runs and is expected to fail (it.fails), so it
   * turns red once the channel is fixed and the entry must go.
   */
  breaks?: { closeUnpaid?: string };
  start(): Promise<Harness>;
}

const unsupported = (): never => {
  throw new Error('not supported by this channel');
};

/** Alipay's and WeChat Pay's business clock: 10:00 in Beijing on a fixed day. */
const BUSINESS_START = '2025-06-01T02:00:00Z';

const cases: Case[] = [
  {
    name: 'sandbox',
    unsupported: {
      refundsLater: 'the sandbox completes every refund in the call that asks for it',
      stray: 'the sandbox takes payments only for orders the portal opened',
    },
    async start() {
      const { db, drop } = await openTestDatabase();
      const sandbox = createSandboxGateway(db);
      // The payer reaches the sandbox's scan page through the token the QR carries.
      const tokens = new Map<string, string>();
      const channel: PayGateway = {
        ...sandbox,
        async createTransaction(req) {
          const qr = await sandbox.createTransaction(req);
          if ('scanToken' in qr) tokens.set(req.outTradeNo, qr.scanToken);
          return qr;
        },
      };
      return {
        channel,
        hosId: HOS,
        async pay(no) {
          const token = tokens.get(no);
          if (!token) throw new Error(`sandbox: no QR for ${no}`);
          await sandbox.sandbox!.getScan(token);
          await sandbox.sandbox!.confirmScan(token);
        },
        refundsLater: unsupported,
        addStray: unsupported,
        // Runs on the real clock: the statement reads what is already settled.
        publish: () => {},
        reset: () => {},
        close: drop,
      };
    },
  },
  {
    name: 'alipay',
    unsupported: {},
    breaks: {
      closeUnpaid:
        'Alipay opens its trade only when a payer scans: closing an order nobody scanned yet answers null, ' +
        'and the QR can still be paid afterwards',
    },
    async start() {
      const fake = await startFakeAlipay();
      const channel = createAlipayChannel({
        endpoint: fake.endpoint,
        secretsDir: fake.secretsDir,
        merchantOf: async (hosId) => (hosId === HOS ? { appId: fake.appId } : null),
      });
      return {
        channel,
        hosId: HOS,
        pay: async (no) => void fake.pay(no),
        refundsLater: (later) => {
          fake.refundsComplete = !later;
        },
        addStray: (no, amount) => void fake.addStrayPayment(no, amount),
        // Alipay publishes a Beijing day's bill once the day is over: 09:00 in Beijing the next day.
        publish: (day) => fake.setTime(new Date(Date.parse(`${day}T09:00:00+08:00`) + 86_400_000)),
        reset: () => {
          fake.setTime(new Date(BUSINESS_START));
          fake.refundsComplete = true;
        },
        close: () => fake.close(),
      };
    },
  },
  {
    name: 'wechat',
    unsupported: {},
    async start() {
      // A second on at every payment and refund, all within the one Beijing day.
      let tick = 0;
      const fake = await startFakeWechatPay({
        clock: () => new Date(Date.parse(BUSINESS_START) + tick++ * 1000),
      });
      const channel = createWechatChannel({
        baseUrl: fake.endpoint,
        secretsDir: fake.secretsDir,
        merchantOf: async (hosId) => (hosId === HOS ? fake.merchant : null),
      });
      return {
        channel,
        hosId: HOS,
        pay: async (no) => void fake.pay(no),
        refundsLater: (later) => {
          fake.refundsComplete = !later;
        },
        addStray: (no, amount) => void fake.addStrayPayment(no, amount),
        // WeChat Pay's bill of a day lists what happened so far.
        publish: () => {},
        reset: () => {
          fake.refundsComplete = true;
        },
        close: () => fake.close(),
      };
    },
  },
];

const run = randomBytes(3).toString('hex');
let seq = 0;
/** 6–32 letters and digits: an order number every provider takes. */
const orderNo = () => `C${run}${String(++seq).padStart(5, '0')}`;

/** `it`, or a skipped test whose name says why it does not apply. */
const itUnless = (reason: string | undefined, name: string, fn: () => Promise<void>) =>
  reason ? it.skip(`${name} (not applicable: ${reason})`, fn) : it(name, fn);
/** `it`, or a test expected to fail whose name says how the channel breaks the contract. */
const itBrokenIf = (gap: string | undefined, name: string, fn: () => Promise<void>) =>
  gap ? it.fails(`${name} (known to fail: ${gap})`, fn) : it(name, fn);

describe.each(cases)('pay channel contract: $name', ({ start, unsupported: skip, breaks = {} }) => {
  let h: Harness;
  let channel: PayGateway;
  let hosId: HosId;

  beforeAll(async () => {
    h = await start();
    ({ channel, hosId } = h);
  });
  afterAll(async () => h.close());
  beforeEach(() => h.reset());

  const open = (outTradeNo: string, amount: number) =>
    channel.createTransaction({
      hosId,
      outTradeNo,
      amount,
      subject: 'Registration fee',
      notifyUrl: `https://portal.example/payservice/api/notify/${channel.name}/${hosId}`,
    });
  const paidOrder = async (amount: number) => {
    const no = orderNo();
    await open(no, amount);
    await h.pay(no);
    return no;
  };
  /** The statement lines of the order's payment day (published first). */
  const linesOf = async (outTradeNo: string): Promise<StatementLine[]> => {
    const paid = await channel.queryTransaction(hosId, outTradeNo);
    const day = localTime(new Date(paid!.paidAt!), TZ).slice(0, 10);
    h.publish(day);
    const lines: StatementLine[] = [];
    for await (const line of channel.statementLines({ hosId, day, timeZone: TZ })) lines.push(line);
    return lines;
  };
  const refundLines = async (outTradeNo: string) =>
    (await linesOf(outTradeNo)).filter((l) => l.outTradeNo === outTradeNo && l.type === 'refund');

  it('opens a transaction once per order number: a repeat answers the same QR, another amount throws', async () => {
    const no = orderNo();
    const qr = await open(no, 1250);
    expect(qr).toSatisfy((q: object) => 'codeUrl' in q || 'scanToken' in q);
    expect(await open(no, 1250)).toEqual(qr);
    await expect(open(no, 1300)).rejects.toThrow();
  });

  it('queries an order: unknown is null, not paid before the payer pays, then paid with its amount and a trade number', async () => {
    expect(await channel.queryTransaction(hosId, orderNo())).toBeNull();
    const no = orderNo();
    await open(no, 800);
    // Alipay creates its trade only once a payer scans: it may not know the order yet.
    const before = await channel.queryTransaction(hosId, no);
    if (before) expect(before).toMatchObject({ outTradeNo: no, state: 'pending', amount: 800 });
    await h.pay(no);
    expect(await channel.queryTransaction(hosId, no)).toMatchObject({
      outTradeNo: no,
      state: 'paid',
      amount: 800,
      tradeNo: expect.stringMatching(/.+/),
      paidAt: expect.any(String),
    });
  });

  itBrokenIf(breaks.closeUnpaid, 'closes an unpaid order so it can no longer be paid', async () => {
    const unpaid = orderNo();
    await open(unpaid, 300);
    const closed = await channel.closeTransaction(hosId, unpaid);
    if (closed) expect(closed).toMatchObject({ outTradeNo: unpaid, state: 'closed' });
    // The payer tries anyway: the provider refuses, or at least the order is not paid.
    await h.pay(unpaid).catch(() => undefined);
    expect((await channel.queryTransaction(hosId, unpaid))?.state).not.toBe('paid');
  });

  it('leaves a paid order paid when asked to close it', async () => {
    const paid = await paidOrder(300);
    expect(await channel.closeTransaction(hosId, paid)).toMatchObject({
      outTradeNo: paid,
      state: 'paid',
      amount: 300,
    });
  });

  it('refunds a paid order in full once per refund number, and refuses what it cannot refund', async () => {
    const no = await paidOrder(2000);
    const first = await channel.refundTransaction(hosId, no, `${no}R1`, 2000);
    expect(first).toMatchObject({ outTradeNo: no, state: 'refunded', amount: 2000 });
    expect(await channel.refundTransaction(hosId, no, `${no}R1`, 2000)).toEqual(first);
    await expect(channel.refundTransaction(hosId, no, `${no}R2`, 2000)).rejects.toThrow();
    // The money went back once.
    expect(await refundLines(no)).toEqual([
      expect.objectContaining({ amount: 2000, outRefundNo: `${no}R1` }),
    ]);

    const unpaid = orderNo();
    await open(unpaid, 900);
    await expect(channel.refundTransaction(hosId, unpaid, `${unpaid}R1`, 900)).rejects.toThrow();
    const unknown = orderNo();
    await expect(channel.refundTransaction(hosId, unknown, `${unknown}R1`, 900)).rejects.toThrow();
  });

  it('refunds parts of a paid order, together never more than its amount, each once per refund number', async () => {
    const no = await paidOrder(1000);
    const a = await channel.refundPart(hosId, no, `${no}A`, 300);
    expect(a).toEqual({ outRefundNo: `${no}A`, amount: 300, refundedAt: expect.any(String) });
    expect(await channel.refundPart(hosId, no, `${no}B`, 500)).toMatchObject({ amount: 500 });
    await expect(channel.refundPart(hosId, no, `${no}C`, 300)).rejects.toThrow();
    expect(await channel.refundPart(hosId, no, `${no}A`, 300)).toEqual(a);
    // A refund number is one refund: reused for another amount, it is refused.
    await expect(channel.refundPart(hosId, no, `${no}A`, 100)).rejects.toThrow();
    expect((await refundLines(no)).map((l) => [l.outRefundNo, l.amount]).sort()).toEqual([
      [`${no}A`, 300],
      [`${no}B`, 500],
    ]);

    const unpaid = orderNo();
    await open(unpaid, 900);
    await expect(channel.refundPart(hosId, unpaid, `${unpaid}A`, 100)).rejects.toThrow();
    const unknown = orderNo();
    await expect(channel.refundPart(hosId, unknown, `${unknown}A`, 100)).rejects.toThrow();
  });

  itUnless(
    skip.refundsLater,
    'says a refund the provider has not completed is pending, and answers it once completed',
    async () => {
      const part = await paidOrder(700);
      const full = await paidOrder(400);
      h.refundsLater(true);
      const pending = channel.refundPart(hosId, part, `${part}A`, 200);
      await expect(pending).rejects.toBeInstanceOf(RefundPendingError);
      await expect(pending).rejects.toMatchObject({ outRefundNo: `${part}A` });
      await expect(channel.refundPart(hosId, part, `${part}A`, 200)).rejects.toBeInstanceOf(
        RefundPendingError,
      );
      await expect(channel.refundTransaction(hosId, full, `${full}R`, 400)).rejects.toBeInstanceOf(
        RefundPendingError,
      );
      h.refundsLater(false);
      expect(await channel.refundPart(hosId, part, `${part}A`, 200)).toMatchObject({
        outRefundNo: `${part}A`,
        amount: 200,
      });
      expect(await channel.refundTransaction(hosId, full, `${full}R`, 400)).toMatchObject({
        state: 'refunded',
        amount: 400,
      });
      expect(await refundLines(part)).toHaveLength(1);
    },
  );

  it("lists the day's payments and refunds in its statement", async () => {
    const one = await paidOrder(1234);
    const two = await paidOrder(500);
    await channel.refundPart(hosId, one, `${one}A`, 234);
    await channel.refundTransaction(hosId, two, `${two}R`, 500);
    const tradeOf = async (no: string) => (await channel.queryTransaction(hosId, no))!.tradeNo;
    const [tradeOne, tradeTwo] = [await tradeOf(one), await tradeOf(two)];

    const lines = await linesOf(one);
    const line = (fields: Partial<StatementLine>) =>
      expect.objectContaining({ outRefundNo: null, at: expect.any(String), ...fields });
    expect(lines).toContainEqual(
      line({ outTradeNo: one, tradeNo: tradeOne!, type: 'pay', amount: 1234 }),
    );
    expect(lines).toContainEqual(
      line({ outTradeNo: two, tradeNo: tradeTwo!, type: 'pay', amount: 500 }),
    );
    expect(lines).toContainEqual(
      line({ outTradeNo: one, type: 'refund', amount: 234, outRefundNo: `${one}A` }),
    );
    expect(lines).toContainEqual(
      line({ outTradeNo: two, type: 'refund', amount: 500, outRefundNo: `${two}R` }),
    );
  });

  itUnless(skip.stray, 'lists in its statement a payment the portal never opened', async () => {
    const no = await paidOrder(100);
    const stray = orderNo();
    h.addStray(stray, 4200);
    expect(await linesOf(no)).toContainEqual(
      expect.objectContaining({ outTradeNo: stray, type: 'pay', amount: 4200, outRefundNo: null }),
    );
  });
});
