import { createHash } from 'node:crypto';
import type { HosId } from '@portal/shared';
import { AppError } from '../../../errors/app-error.ts';
import type { GatewayState } from '../../../db/schema.ts';
import type { StatementLine, StatementRequest } from '../gateway.statement.ts';
import { RefundPendingError, type GatewayQueryResult, type PayGateway } from '../pay-gateway.ts';
import { createWechatClient, refusalOf, type WechatAnswer } from './wechat-client.ts';
import { createWechatKeys, type MerchantKeys } from './wechat-keys.ts';
import { createWechatNotifications, type WechatMerchant } from './wechat-notifications.ts';
import { readTradeBill } from './wechat-statement.ts';

export interface WechatChannelOptions {
  /** https://api.mch.weixin.qq.com unless set; the test suite points it at its fake. */
  baseUrl?: string;
  /** The secrets folder: each merchant's keys are under wechat/<mchId>/ (wechat-keys.ts). */
  secretsDir: string;
  /** The hospital's WeChat Pay merchant and app; null when the hospital has none. */
  merchantOf(hosId: HosId): Promise<WechatMerchant | null>;
  now?: () => Date;
}

/** What the order query answers (APIv3 "商户订单号查询订单"), the fields we read. */
interface Transaction {
  out_trade_no: string;
  transaction_id?: string;
  trade_state: string;
  success_time?: string;
  amount: { total: number };
}

/** What the refund apply and the refund query answer (APIv3 "退款申请", "查询单笔退款"). */
interface Refund {
  out_refund_no: string;
  out_trade_no: string;
  status: 'SUCCESS' | 'PROCESSING' | 'CLOSED' | 'ABNORMAL';
  success_time?: string;
  create_time?: string;
  amount: { refund: number; total: number };
}

/** trade_state → our state; NOTPAY and USERPAYING (the payer is entering the password) are still open. */
const STATES: Record<string, GatewayState> = {
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  SUCCESS: 'paid',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
  // Set by the first refund, whole or part: the order query does not tell them apart.
  REFUND: 'refunded',
};

/**
 * The WeChat Pay APIv3 Native channel: the payer scans the code_url of a Native order. Each hospital is its own
 * merchant (merchantOf); its keys come from the secrets folder. Requests are signed and answers verified by the SDK
 * (wechat-client.ts); notifications are verified here (wechat-notifications.ts).
 */
export function createWechatChannel(opts: WechatChannelOptions): PayGateway {
  const now = opts.now ?? (() => new Date());
  const keys = createWechatKeys(opts.secretsDir);
  const client = createWechatClient(opts.baseUrl ?? 'https://api.mch.weixin.qq.com', now);

  async function merchantKeys(
    hosId: HosId,
  ): Promise<{ merchant: WechatMerchant; keys: MerchantKeys }> {
    const merchant = await opts.merchantOf(hosId);
    if (!merchant) throw new AppError('PAY006');
    return { merchant, keys: await keys.of(merchant.mchId) };
  }

  async function query(k: MerchantKeys, outTradeNo: string): Promise<GatewayQueryResult | null> {
    const answer = await client.call<Transaction>(
      k,
      'get',
      `v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`,
      { params: { mchid: k.mchId } },
    );
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw refusalOf(answer);
    const t = answer.data;
    const state = STATES[t.trade_state];
    if (!state) throw new Error(`wechat pay: unknown trade_state ${t.trade_state}`);
    return {
      outTradeNo: t.out_trade_no,
      tradeNo: t.transaction_id ?? null,
      state,
      amount: t.amount.total,
      paidAt: t.success_time ? new Date(t.success_time).toISOString() : null,
    };
  }

  /**
   * A refund, idempotent per outRefundNo: asks for the refund first and applies only when WeChat Pay does not know it.
   * `total` is the order's amount (WeChat Pay checks it); a refund of that number for another order or amount is a
   * refund number used twice. Answers the refund once it succeeded; RefundPendingError while it is processing.
   */
  async function refund(
    k: MerchantKeys,
    outTradeNo: string,
    outRefundNo: string,
    amount: number,
    total: () => Promise<number>,
  ): Promise<Refund> {
    const found = await client.call<Refund>(
      k,
      'get',
      `v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`,
    );
    let r: Refund;
    if (found.status === 200) {
      r = found.data;
      if (r.out_trade_no !== outTradeNo || r.amount.refund !== amount)
        throw new Error(`wechat pay: refund ${outRefundNo} is another refund`);
    } else if (found.status === 404) {
      const applied: WechatAnswer<Refund> = await client.call<Refund>(
        k,
        'post',
        'v3/refund/domestic/refunds',
        {
          data: {
            out_trade_no: outTradeNo,
            out_refund_no: outRefundNo,
            amount: { refund: amount, total: await total(), currency: 'CNY' },
          },
        },
      );
      if (applied.status !== 200) throw refusalOf(applied);
      r = applied.data;
    } else throw refusalOf(found);
    if (r.status === 'PROCESSING') throw new RefundPendingError(outRefundNo);
    if (r.status !== 'SUCCESS')
      throw new Error(`wechat pay: refund ${outRefundNo} ended ${r.status}`);
    return r;
  }

  return {
    name: 'wechat',

    async createTransaction(req) {
      const { merchant, keys: k } = await merchantKeys(req.hosId);
      const answer = await client.call<{ code_url: string }>(
        k,
        'post',
        'v3/pay/transactions/native',
        {
          data: {
            appid: merchant.appId,
            mchid: merchant.mchId,
            // At most 127 characters.
            description: [...req.subject].slice(0, 127).join(''),
            out_trade_no: req.outTradeNo,
            notify_url: req.notifyUrl,
            amount: { total: req.amount, currency: 'CNY' },
          },
        },
      );
      if (answer.status !== 200 || typeof answer.data.code_url !== 'string')
        throw refusalOf(answer);
      return { codeUrl: answer.data.code_url };
    },

    async queryTransaction(hosId, outTradeNo) {
      return query((await merchantKeys(hosId)).keys, outTradeNo);
    },

    async closeTransaction(hosId, outTradeNo) {
      const { keys: k } = await merchantKeys(hosId);
      const answer = await client.call(
        k,
        'post',
        `v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`,
        { data: { mchid: k.mchId } },
      );
      if (answer.status === 404) return null;
      // A close refused because the payer got there first (or it was closed already) answers the state it is in.
      const after = await query(k, outTradeNo);
      if (answer.status !== 204 && after?.state === 'pending') throw refusalOf(answer);
      return after;
    },

    async refundTransaction(hosId, outTradeNo, outRefundNo, amount) {
      const { keys: k } = await merchantKeys(hosId);
      // A full refund: WeChat Pay refuses it when the order's amount is another.
      await refund(k, outTradeNo, outRefundNo, amount, async () => amount);
      const after = await query(k, outTradeNo);
      if (!after) throw new Error(`wechat pay: ${outTradeNo} is unknown after its refund`);
      return after;
    },

    async refundPart(hosId, outTradeNo, outRefundNo, amount) {
      const { keys: k } = await merchantKeys(hosId);
      const r = await refund(k, outTradeNo, outRefundNo, amount, async () => {
        const t = await query(k, outTradeNo);
        if (!t || (t.state !== 'paid' && t.state !== 'refunded'))
          throw new Error(`wechat pay: ${outTradeNo} is not a paid transaction`);
        return t.amount;
      });
      const at = r.success_time ?? r.create_time;
      return {
        outRefundNo,
        amount: r.amount.refund,
        refundedAt: (at ? new Date(at) : now()).toISOString(),
      };
    },

    statementLines(req: StatementRequest): AsyncIterable<StatementLine> {
      return statement(req);
    },

    notifications: createWechatNotifications({
      merchantOf: opts.merchantOf,
      keysOf: (mchId) => keys.of(mchId),
      now,
    }),
  };

  /**
   * The day's trade bill (APIv3 "申请交易账单"): WeChat Pay answers a download URL and the file's SHA1; the download
   * is signed like any request, but its answer is not, so the hash is what vouches for the file.
   */
  async function* statement(req: StatementRequest): AsyncGenerator<StatementLine> {
    const { keys: k } = await merchantKeys(req.hosId);
    const bill = await client.call<{ download_url: string; hash_type: string; hash_value: string }>(
      k,
      'get',
      'v3/bill/tradebill',
      { params: { bill_date: req.day, bill_type: 'ALL' } },
    );
    // A day without a single payment or refund has no bill.
    if (bill.status === 400 && (bill.data as { code?: string }).code === 'NO_STATEMENT_EXIST')
      return;
    if (bill.status !== 200) throw refusalOf(bill);
    const url = new URL(bill.data.download_url);
    if (url.origin !== client.origin)
      throw new Error(`wechat pay: the bill is offered at another host (${url.origin})`);
    if (bill.data.hash_type !== 'SHA1')
      throw new Error(`wechat pay: unknown bill hash ${bill.data.hash_type}`);
    const file = await client.call<ArrayBuffer>(k, 'get', url.pathname.slice(1), {
      params: Object.fromEntries(url.searchParams),
      responseType: 'arraybuffer',
    });
    if (file.status !== 200)
      throw new Error(`wechat pay: the bill download answered ${file.status}`);
    const bytes = Buffer.from(file.data);
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    if (sha1 !== bill.data.hash_value.toLowerCase())
      throw new Error('wechat pay: the downloaded bill does not match its SHA1');
    yield* readTradeBill(bytes, req.timeZone);
  }
}
