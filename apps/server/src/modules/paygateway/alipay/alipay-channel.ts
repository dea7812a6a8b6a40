import type { HosId } from '@portal/shared';
import { AppError } from '../../../errors/app-error.ts';
import { yuanOf } from '../gateway.statement.ts';
import { RefundPendingError, type GatewayQueryResult, type PayGateway } from '../pay-gateway.ts';
import { readAlipayBill } from './alipay-bill.ts';
import { ALIPAY_GATEWAY, AlipayApp, AlipayRefused, SUCCESS } from './alipay-client.ts';
import { beijingInstant, fenOfYuan } from './alipay-format.ts';
import { alipayKeyStore } from './alipay-keys.ts';
import { alipayNotifications } from './alipay-notify.ts';

export interface AlipayChannelOptions {
  /** The open platform gateway; https://openapi.alipay.com/gateway.do unless set (the test suite's fake). */
  endpoint?: string;
  /** PAY_SECRETS_DIR: each app's keys under alipay/<appId>/ (alipay-keys.ts). */
  secretsDir: string;
  /** The hospital's Alipay app; null: the hospital takes no Alipay (calls answer PAY006). */
  merchantOf(hosId: HosId): Promise<{ appId: string } | null>;
  now?: () => Date;
}

/**
 * Alipay's QR payment (当面付, alipay.trade.precreate) through the official SDK, one app per hospital. Alipay only
 * creates the trade when a payer scans the code: before that its query and close answer ACQ.TRADE_NOT_EXIST, and this
 * channel answers null (it does not know the order), as the port says for an order the provider does not know.
 */
export function createAlipayChannel(opts: AlipayChannelOptions): PayGateway {
  const gateway = opts.endpoint ?? ALIPAY_GATEWAY;
  const now = opts.now ?? (() => new Date());
  const keysOf = alipayKeyStore(opts.secretsDir);
  const apps = new Map<string, Promise<AlipayApp>>();

  function appOf(appId: string): Promise<AlipayApp> {
    let app = apps.get(appId);
    if (!app) {
      app = keysOf(appId).then((keys) => new AlipayApp(keys, gateway));
      apps.set(appId, app);
      app.catch(() => apps.delete(appId));
    }
    return app;
  }

  async function appOfHospital(hosId: HosId): Promise<AlipayApp> {
    const merchant = await opts.merchantOf(hosId);
    if (!merchant) throw new AppError('PAY006');
    return appOf(merchant.appId);
  }

  async function query(app: AlipayApp, outTradeNo: string): Promise<GatewayQueryResult | null> {
    const r = await app.call('alipay.trade.query', { out_trade_no: outTradeNo });
    if (r.code !== SUCCESS) {
      if (r.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
      throw new AlipayRefused('alipay.trade.query', r);
    }
    const amount = fenOfYuan(text(r.total_amount));
    if (amount === null) throw new AlipayRefused('alipay.trade.query', r);
    const paidAt = beijingInstant(text(r.send_pay_date));
    return {
      outTradeNo,
      tradeNo: text(r.trade_no) || null,
      state: stateOf(text(r.trade_status), paidAt !== null),
      amount,
      paidAt: paidAt?.toISOString() ?? null,
    };
  }

  /** Alipay's time of an event as an ISO instant; ours when it leaves it out. */
  const instantOr = (value: unknown) => (beijingInstant(text(value)) ?? now()).toISOString();

  /**
   * One refund, keyed by out_request_no (Alipay's idempotency key: a repeat answers the same refund). fund_change 'Y'
   * means this call moved the money; otherwise (a repeat, or a refund still processing) the refund query says whether
   * it is done. Any refusal (unknown or unpaid trade, over what is left, the number used for another amount) throws.
   */
  async function refundOnce(
    app: AlipayApp,
    outTradeNo: string,
    outRefundNo: string,
    amount: number,
  ): Promise<string> {
    const r = await app.call('alipay.trade.refund', {
      out_trade_no: outTradeNo,
      refund_amount: yuanOf(amount),
      out_request_no: outRefundNo,
    });
    if (r.code !== SUCCESS) throw new AlipayRefused('alipay.trade.refund', r);
    if (r.fund_change === 'Y') return instantOr(r.gmt_refund_pay);
    const q = await app.call('alipay.trade.fastpay.refund.query', {
      out_trade_no: outTradeNo,
      out_request_no: outRefundNo,
      query_options: ['gmt_refund_pay'],
    });
    if (q.code !== SUCCESS) throw new AlipayRefused('alipay.trade.fastpay.refund.query', q);
    if (q.refund_status !== 'REFUND_SUCCESS') throw new RefundPendingError(outRefundNo);
    if (fenOfYuan(text(q.refund_amount)) !== amount)
      throw new Error(`alipay refund ${outRefundNo} of ${outTradeNo} is of another amount`);
    return instantOr(q.gmt_refund_pay);
  }

  return {
    name: 'alipay',

    async createTransaction(req) {
      const app = await appOfHospital(req.hosId);
      // The same out_trade_no and amount answer the same qr_code; another amount is ACQ.CONTEXT_INCONSISTENT.
      const r = await app.call(
        'alipay.trade.precreate',
        {
          out_trade_no: req.outTradeNo,
          total_amount: yuanOf(req.amount),
          subject: subjectOf(req.subject),
        },
        { notify_url: req.notifyUrl },
      );
      if (r.code !== SUCCESS || !text(r.qr_code))
        throw new AlipayRefused('alipay.trade.precreate', r);
      return { codeUrl: text(r.qr_code) };
    },

    async queryTransaction(hosId, outTradeNo) {
      return query(await appOfHospital(hosId), outTradeNo);
    },

    async closeTransaction(hosId, outTradeNo) {
      const app = await appOfHospital(hosId);
      const r = await app.call('alipay.trade.close', { out_trade_no: outTradeNo });
      // A trade no longer waiting (paid, closed) refuses with ACQ.TRADE_STATUS_ERROR, and one never scanned does not
      // exist yet: either way the query tells what there is.
      const known = ['ACQ.TRADE_STATUS_ERROR', 'ACQ.TRADE_NOT_EXIST'];
      if (r.code !== SUCCESS && !known.includes(r.sub_code ?? ''))
        throw new AlipayRefused('alipay.trade.close', r);
      return query(app, outTradeNo);
    },

    async refundTransaction(hosId, outTradeNo, outRefundNo, amount) {
      const app = await appOfHospital(hosId);
      const trade = await query(app, outTradeNo);
      if (!trade) throw new Error(`alipay: no trade ${outTradeNo} to refund`);
      if (trade.state === 'pending' || trade.state === 'closed')
        throw new Error(`alipay: trade ${outTradeNo} was not paid`);
      // In full: a smaller amount would be a partial refund at Alipay.
      if (trade.amount !== amount)
        throw new Error(`alipay: trade ${outTradeNo} is of ${trade.amount} fen, not ${amount}`);
      await refundOnce(app, outTradeNo, outRefundNo, amount);
      // Alipay closes a trade refunded in full.
      return { ...trade, state: 'refunded' };
    },

    async refundPart(hosId, outTradeNo, outRefundNo, amount) {
      const app = await appOfHospital(hosId);
      const refundedAt = await refundOnce(app, outTradeNo, outRefundNo, amount);
      return { outRefundNo, amount, refundedAt };
    },

    async *statementLines(req) {
      const app = await appOfHospital(req.hosId);
      // bill_date is Alipay's (Beijing) day; the bill's times are Beijing times, read as instants whatever req.timeZone.
      const r = await app.call('alipay.data.dataservice.bill.downloadurl.query', {
        bill_type: 'trade',
        bill_date: req.day,
      });
      const url = text(r.bill_download_url);
      if (r.code !== SUCCESS || !url)
        throw new AlipayRefused('alipay.data.dataservice.bill.downloadurl.query', r);
      // The URL is good for 30 seconds: fetched at once, and not waited on for ever.
      const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
      if (!res.ok) throw new Error(`alipay bill download answered ${res.status}`);
      yield* readAlipayBill(new Uint8Array(await res.arrayBuffer()));
    },

    notifications: alipayNotifications({ merchantOf: opts.merchantOf, appOf, now }),
  };
}

/** WAIT_BUYER_PAY, TRADE_SUCCESS and TRADE_FINISHED as named; a closed trade that had been paid was refunded in full. */
function stateOf(status: string, wasPaid: boolean): GatewayQueryResult['state'] {
  switch (status) {
    case 'WAIT_BUYER_PAY':
      return 'pending';
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED':
      return 'paid';
    case 'TRADE_CLOSED':
      return wasPaid ? 'refunded' : 'closed';
    default:
      throw new Error(`alipay: unknown trade_status ${status}`);
  }
}

/** Alipay refuses a subject with '/', '=' or '&' in it, and one past 256 characters. */
const subjectOf = (subject: string) => subject.replace(/[/=&]/g, ' ').slice(0, 256);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
