import {
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import iconv from 'iconv-lite';
import { startFake, type FakeAnswer, type FakeRequest } from './fake-server.ts';

/**
 * Alipay's open platform gateway (OpenAPI 2.0) as its documentation describes it, for the official SDK (alipay-sdk)
 * to call:
 * - common request parameters: app_id, method, format (JSON when given), charset utf-8, sign_type RSA2, sign,
 *   timestamp 'yyyy-MM-dd HH:mm:ss', version 1.0, biz_content (a JSON object), notify_url; from the query string and
 *   the form body alike;
 * - request signature ("自行实现签名"): every parameter but sign, empty ones left out, sorted by name, 'k=v' joined
 *   with '&', SHA256withRSA verified with the app's public key; otherwise 40002 isv.invalid-signature;
 * - answers: `{"<method>_response":{…},"sign":"…"}`, the sign SHA256withRSA by Alipay's private key over the exact
 *   text of the response object (the SDK verifies it); 10000 Success, 40004 Business Failed with an ACQ.* sub_code,
 *   40002 Invalid Arguments with an isv.* sub_code;
 * - alipay.trade.precreate (the same out_trade_no answers the same qr_code, another amount ACQ.CONTEXT_INCONSISTENT),
 *   alipay.trade.query and alipay.trade.close (no trade until a payer scans: ACQ.TRADE_NOT_EXIST), alipay.trade.refund
 *   (out_request_no the idempotency key, fund_change, refund_fee the total refunded, ACQ.REASON_TRADE_REFUND_FEE_ERR
 *   over the amount, ACQ.TRADE_STATUS_ERROR unpaid; a trade refunded in full is TRADE_CLOSED),
 *   alipay.trade.fastpay.refund.query (refund_status REFUND_SUCCESS only once done),
 *   alipay.data.dataservice.bill.downloadurl.query (a day's bill once the day is over, a short-lived download URL of a
 *   zip of GBK CSV files named in GBK);
 * - the asynchronous notification: a form signed like a request but without sign and sign_type in the content.
 * Each merchant (app) has its own app key pair and its own Alipay key pair, plus a next Alipay key for a rotation;
 * their files are written in the secrets layout the channel reads.
 */
type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FINISHED';

export interface FakeAlipayTrade {
  outTradeNo: string;
  /** Integer fen. */
  amount: number;
  subject: string;
  notifyUrl: string | null;
  qrCode: string;
  /** null until a payer scans the code: Alipay has no trade before that. */
  status: TradeStatus | null;
  tradeNo: string | null;
  createdAt: Date | null;
  paidAt: Date | null;
  refunds: Map<string, { amount: number; done: boolean; at: Date | null }>;
}

interface BillRow {
  kind: '交易' | '退款';
  tradeNo: string;
  outTradeNo: string;
  subject: string;
  createdAt: Date;
  at: Date;
  /** Integer fen, a refund's negative. */
  amount: number;
  outRequestNo: string;
}

interface Merchant {
  appId: string;
  pid: string;
  appPublicKey: KeyObject;
  alipay: KeyObject;
  alipayNext: KeyObject;
  trades: Map<string, FakeAlipayTrade>;
  bill: BillRow[];
}

type Params = Record<string, string>;
type Payload = Record<string, unknown>;

const METHODS = [
  'alipay.trade.precreate',
  'alipay.trade.query',
  'alipay.trade.close',
  'alipay.trade.refund',
  'alipay.trade.fastpay.refund.query',
  'alipay.data.dataservice.bill.downloadurl.query',
];

export async function startFakeAlipay() {
  const secretsDir = await mkdtemp(path.join(os.tmpdir(), 'fake-alipay-'));
  const merchants = new Map<string, Merchant>();
  const downloads = new Map<string, { appId: string; day: string; until: number }>();
  let clock: Date | null = null;
  let refundsComplete = true;
  const now = () => clock ?? new Date();
  /** Methods called, in order, for tests that count calls. */
  const calls: string[] = [];
  const fake = await startFake((req) => handle(req));
  const endpoint = `${fake.endpoint}/gateway.do`;

  async function addMerchant(opts: { nextKeyFile?: boolean } = {}): Promise<string> {
    const appId = `2021${digits(12)}`;
    const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const alipayNext = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const dir = path.join(secretsDir, 'alipay', appId);
    await mkdir(dir, { recursive: true });
    // As Alipay's key tool and console hand them out: a PKCS#1 PEM app key, Alipay's key as bare base64.
    await writeFile(
      path.join(dir, 'app-private-key.pem'),
      app.privateKey.export({ type: 'pkcs1', format: 'pem' }),
    );
    await writeFile(
      path.join(dir, 'alipay-public-key.pem'),
      alipay.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    );
    if (opts.nextKeyFile !== false)
      await writeFile(
        path.join(dir, 'alipay-public-key.next.pem'),
        alipayNext.publicKey.export({ type: 'spki', format: 'pem' }),
      );
    merchants.set(appId, {
      appId,
      pid: `2088${digits(12)}`,
      appPublicKey: app.publicKey,
      alipay: alipay.privateKey,
      alipayNext: alipayNext.privateKey,
      trades: new Map(),
      bill: [],
    });
    return appId;
  }

  const firstAppId = await addMerchant();

  function merchant(appId = firstAppId): Merchant {
    const m = merchants.get(appId);
    if (!m) throw new Error(`fake alipay: no merchant ${appId}`);
    return m;
  }

  function trade(outTradeNo: string, appId?: string): FakeAlipayTrade {
    const t = merchant(appId).trades.get(outTradeNo);
    if (!t) throw new Error(`fake alipay: no order ${outTradeNo}`);
    return t;
  }

  const signingKey = (m: Merchant) => (api.signWithNextKey ? m.alipayNext : m.alipay);

  async function handle(req: FakeRequest): Promise<FakeAnswer> {
    if (req.method === 'GET' && req.url.pathname === '/downloadBillFile.resource')
      return download(req.url.searchParams.get('token') ?? '');
    if (req.method !== 'POST' || req.url.pathname !== '/gateway.do')
      return { status: 404, body: 'not found' };
    const params: Params = Object.fromEntries(req.url.searchParams);
    if (String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      Object.assign(params, Object.fromEntries(new URLSearchParams(req.body)));
    const method = params.method ?? '';
    const m = merchants.get(params.app_id ?? '');
    if (!METHODS.includes(method) || !m)
      return unsigned({
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: !method
          ? 'isv.missing-method'
          : !METHODS.includes(method)
            ? 'isv.invalid-method'
            : params.app_id
              ? 'isv.invalid-app-id'
              : 'isv.missing-app-id',
      });
    calls.push(method);
    const refusal = commonRefusal(m, params);
    if (refusal)
      return signed(m, method, {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: refusal,
        sub_msg: refusal,
      });
    let biz: Payload;
    try {
      biz = JSON.parse(params.biz_content ?? '') as Payload;
      if (!biz || typeof biz !== 'object' || Array.isArray(biz)) throw new Error('not an object');
    } catch {
      return signed(m, method, {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-biz-content',
      });
    }
    return signed(m, method, run(m, method, biz, params));
  }

  /** The common parameters and the request's signature, as the gateway checks them before any method. */
  function commonRefusal(m: Merchant, p: Params): string | null {
    if (p.format !== undefined && p.format.toUpperCase() !== 'JSON') return 'isv.invalid-format';
    if (!p.charset) return 'isv.missing-charset';
    if (p.charset.toLowerCase() !== 'utf-8') return 'isv.invalid-charset';
    if (!p.sign_type) return 'isv.missing-signature-type';
    if (p.sign_type !== 'RSA2') return 'isv.invalid-signature-type';
    if (!p.sign) return 'isv.missing-signature';
    if (!p.timestamp) return 'isv.missing-timestamp';
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(p.timestamp)) return 'isv.invalid-timestamp';
    if (!p.version) return 'isv.missing-version';
    if (p.version !== '1.0') return 'isv.invalid-version';
    if (!p.biz_content) return 'isv.missing-biz-content';
    const content = Object.keys(p)
      .filter((k) => k !== 'sign' && p[k] !== '')
      .sort()
      .map((k) => `${k}=${p[k]}`)
      .join('&');
    const ok = createVerify('RSA-SHA256')
      .update(content, 'utf8')
      .verify(m.appPublicKey, p.sign, 'base64');
    return ok ? null : 'isv.invalid-signature';
  }

  function run(m: Merchant, method: string, biz: Payload, p: Params): Payload {
    switch (method) {
      case 'alipay.trade.precreate':
        return precreate(m, biz, p.notify_url ?? null);
      case 'alipay.trade.query':
        return queryTrade(m, biz);
      case 'alipay.trade.close':
        return closeTrade(m, biz);
      case 'alipay.trade.refund':
        return refund(m, biz);
      case 'alipay.trade.fastpay.refund.query':
        return refundQuery(m, biz);
      default:
        return billUrl(m, biz);
    }
  }

  function precreate(m: Merchant, biz: Payload, notifyUrl: string | null): Payload {
    const outTradeNo = str(biz.out_trade_no);
    const amount = fenOf(str(biz.total_amount));
    const subject = str(biz.subject);
    if (!/^[0-9A-Za-z_]{1,64}$/.test(outTradeNo))
      return failed('ACQ.INVALID_PARAMETER', 'out_trade_no');
    if (amount === null || amount < 1 || amount > 10_000_000_000)
      return failed('ACQ.INVALID_PARAMETER', 'total_amount');
    if (!subject || subject.length > 256 || /[/=&]/.test(subject))
      return failed('ACQ.INVALID_PARAMETER', 'subject');
    let t = m.trades.get(outTradeNo);
    if (t && t.amount !== amount) return failed('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
    if (t?.status === 'TRADE_SUCCESS' || t?.status === 'TRADE_FINISHED')
      return failed('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
    if (t?.status === 'TRADE_CLOSED') return failed('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
    if (!t) {
      t = {
        outTradeNo,
        amount,
        subject,
        notifyUrl,
        qrCode: `https://qr.alipay.com/bax0${randomBytes(10).toString('hex')}`,
        status: null,
        tradeNo: null,
        createdAt: null,
        paidAt: null,
        refunds: new Map(),
      };
      m.trades.set(outTradeNo, t);
    }
    return { ...success(), out_trade_no: outTradeNo, qr_code: t.qrCode };
  }

  /** The trade the request names, or the refusal Alipay gives for an order nobody has scanned (or never made). */
  function scanned(m: Merchant, biz: Payload): FakeAlipayTrade | Payload {
    const t = m.trades.get(str(biz.out_trade_no));
    return t && t.status ? t : failed('ACQ.TRADE_NOT_EXIST', '交易不存在');
  }
  const isTrade = (x: FakeAlipayTrade | Payload): x is FakeAlipayTrade => 'refunds' in x;

  function queryTrade(m: Merchant, biz: Payload): Payload {
    const t = scanned(m, biz);
    if (!isTrade(t)) return t;
    const paid = t.paidAt !== null;
    return {
      ...success(),
      trade_no: t.tradeNo,
      out_trade_no: t.outTradeNo,
      buyer_logon_id: 'pat***@example.com',
      trade_status: t.status,
      total_amount: yuan(t.amount),
      ...(paid
        ? {
            buyer_pay_amount: yuan(t.amount),
            receipt_amount: yuan(t.amount),
            send_pay_date: beijing(t.paidAt!),
          }
        : {}),
    };
  }

  function closeTrade(m: Merchant, biz: Payload): Payload {
    const t = scanned(m, biz);
    if (!isTrade(t)) return t;
    if (t.status !== 'WAIT_BUYER_PAY') return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    t.status = 'TRADE_CLOSED';
    return { ...success(), trade_no: t.tradeNo, out_trade_no: t.outTradeNo };
  }

  function refund(m: Merchant, biz: Payload): Payload {
    const t = scanned(m, biz);
    if (!isTrade(t)) return t;
    const amount = fenOf(str(biz.refund_amount));
    // Without out_request_no Alipay takes the out_trade_no (one refund in full).
    const outRequestNo = str(biz.out_request_no) || t.outTradeNo;
    if (amount === null || amount < 1) return failed('ACQ.INVALID_PARAMETER', 'refund_amount');
    const earlier = t.refunds.get(outRequestNo);
    if (earlier && earlier.amount !== amount)
      return failed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额与原请求不一致');
    if (!earlier) {
      if (t.status === 'TRADE_FINISHED') return failed('ACQ.TRADE_HAS_FINISHED', '交易已完结');
      if (t.status !== 'TRADE_SUCCESS') return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      const asked = [...t.refunds.values()].reduce((s, r) => s + r.amount, 0);
      if (asked + amount > t.amount)
        return failed('ACQ.REASON_TRADE_REFUND_FEE_ERR', '退款金额无效');
      t.refunds.set(outRequestNo, { amount, done: false, at: null });
      if (refundsComplete) completeRefund(m, t, outRequestNo);
    }
    const r = t.refunds.get(outRequestNo)!;
    // 'Y' only for the call that moved the money; a repeat, or a refund still processing, answers 'N'.
    const moved = !earlier && r.done;
    return {
      ...success(),
      trade_no: t.tradeNo,
      out_trade_no: t.outTradeNo,
      buyer_logon_id: 'pat***@example.com',
      fund_change: moved ? 'Y' : 'N',
      refund_fee: yuan(refunded(t)),
      ...(r.done ? { gmt_refund_pay: beijing(r.at!) } : {}),
    };
  }

  function completeRefund(m: Merchant, t: FakeAlipayTrade, outRequestNo: string) {
    const r = t.refunds.get(outRequestNo)!;
    r.done = true;
    r.at = now();
    m.bill.push({
      kind: '退款',
      tradeNo: t.tradeNo!,
      outTradeNo: t.outTradeNo,
      subject: t.subject,
      createdAt: r.at,
      at: r.at,
      amount: -r.amount,
      outRequestNo,
    });
    if (refunded(t) === t.amount) t.status = 'TRADE_CLOSED';
  }

  const refunded = (t: FakeAlipayTrade) =>
    [...t.refunds.values()].filter((r) => r.done).reduce((s, r) => s + r.amount, 0);

  function refundQuery(m: Merchant, biz: Payload): Payload {
    const t = scanned(m, biz);
    if (!isTrade(t)) return t;
    const outRequestNo = str(biz.out_request_no);
    const r = t.refunds.get(outRequestNo);
    // Code 10000 says only that the query ran; no refund_status: not refunded (yet).
    if (!r) return success();
    const options = Array.isArray(biz.query_options) ? biz.query_options : [];
    return {
      ...success(),
      trade_no: t.tradeNo,
      out_trade_no: t.outTradeNo,
      out_request_no: outRequestNo,
      total_amount: yuan(t.amount),
      refund_amount: yuan(r.amount),
      ...(r.done ? { refund_status: 'REFUND_SUCCESS' } : {}),
      ...(r.done && options.includes('gmt_refund_pay') ? { gmt_refund_pay: beijing(r.at!) } : {}),
    };
  }

  function billUrl(m: Merchant, biz: Payload): Payload {
    const day = str(biz.bill_date);
    if (str(biz.bill_type) !== 'trade') return failed('isp.bill_type_not_support', 'bill_type');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return failed('isp.bill_date_format_error', 'bill_date');
    // A day's bill is there once the day is over (Beijing time).
    if (beijing(now()).slice(0, 10) <= day) return failed('isp.bill_not_exist', '账单不存在');
    const token = randomBytes(12).toString('hex');
    downloads.set(token, { appId: m.appId, day, until: Date.now() + 30_000 });
    const file = `${m.pid}_${day.replaceAll('-', '')}.csv.zip`;
    return {
      ...success(),
      bill_download_url: `${fake.endpoint}/downloadBillFile.resource?bizType=trade&userId=${m.pid}&fileType=csv.zip&bizDates=${day.replaceAll('-', '')}&downloadFileName=${file}&token=${token}`,
    };
  }

  function download(token: string): FakeAnswer {
    const d = downloads.get(token);
    // The URL is good for 30 seconds.
    if (!d || d.until < Date.now()) return { status: 404, body: 'expired' };
    return {
      status: 200,
      body: Buffer.from(billZip(merchant(d.appId), d.day)),
      headers: { 'content-type': 'application/oct-stream' },
    };
  }

  function billZip(m: Merchant, day: string): Uint8Array {
    const rows = m.bill.filter((r) => beijing(r.at).slice(0, 10) === day);
    const compact = day.replaceAll('-', '');
    const names = [`${m.pid}_${compact}_业务明细.csv`, `${m.pid}_${compact}_业务明细(汇总).csv`];
    const files = [billDetail(m, day, rows), billSummary(m, day, rows)];
    // fflate writes names as UTF-8; Alipay's are GBK without the UTF-8 flag: write same-length ASCII stand-ins,
    // then put the GBK bytes in their place (the CRC covers the data, not the name).
    const gbkNames = names.map((n) => iconv.encode(n, 'gbk'));
    const standIns = gbkNames.map((g, i) => `${String(i)}`.padStart(g.length, 'Z'));
    const zip = Buffer.from(
      zipSync(Object.fromEntries(standIns.map((s, i) => [s, iconv.encode(files[i]!, 'gbk')]))),
    );
    standIns.forEach((s, i) => {
      const from = Buffer.from(s, 'latin1');
      for (let at = zip.indexOf(from); at >= 0; at = zip.indexOf(from, at + 1))
        gbkNames[i]!.copy(zip, at);
    });
    return zip;
  }

  function billDetail(m: Merchant, day: string, rows: BillRow[]): string {
    const pays = rows.filter((r) => r.kind === '交易');
    const refunds = rows.filter((r) => r.kind === '退款');
    const sum = (rs: BillRow[]) => yuan(rs.reduce((s, r) => s + r.amount, 0));
    const lines = [
      '#支付宝业务明细查询',
      `#账号：[${m.pid}0156]`,
      `#起始日期：[${cnDay(day)} 00:00:00]   终止日期：[${cnDay(nextDay(day))} 00:00:00]`,
      '#-----------------------------------------业务明细列表----------------------------------------',
      DETAIL_COLUMNS.join(','),
      ...rows.map((r) =>
        [
          // Alipay pads numbers with a tab so spreadsheets keep their digits.
          `${r.tradeNo}\t`,
          `${r.outTradeNo}\t`,
          r.kind,
          r.subject,
          beijing(r.createdAt),
          beijing(r.at),
          '',
          '',
          '',
          '',
          'pat***@example.com',
          yuan(r.amount),
          yuan(r.amount),
          '0.00',
          '0.00',
          '0.00',
          '0.00',
          '0.00',
          '',
          '0.00',
          '0.00',
          r.kind === '退款' ? `${r.outRequestNo}\t` : '',
          '0.00',
          '0.00',
          '',
        ]
          .map(cell)
          .join(','),
      ),
      '#-----------------------------------------业务明细列表结束------------------------------------',
      `#交易合计：${pays.length}笔，商家实收共${sum(pays)}元，商家优惠共0.00元`,
      `#退款合计：${refunds.length}笔，商家实收退款共${sum(refunds)}元，商家优惠退款共0.00元`,
      `#导出时间：[${cnDay(beijing(now()).slice(0, 10))} ${beijing(now()).slice(11)}]`,
    ];
    return `${lines.join('\r\n')}\r\n`;
  }

  function billSummary(m: Merchant, day: string, rows: BillRow[]): string {
    const pays = rows.filter((r) => r.kind === '交易');
    const net = yuan(rows.reduce((s, r) => s + r.amount, 0));
    return [
      '#支付宝业务汇总查询',
      `#账号：[${m.pid}0156]`,
      `#起始日期：[${cnDay(day)} 00:00:00]   终止日期：[${cnDay(nextDay(day))} 00:00:00]`,
      '#-----------------------------------------业务汇总列表----------------------------------------',
      '门店编号,门店名称,交易订单总笔数,退款订单总笔数,订单金额（元）,商家实收（元）',
      `合计,,${pays.length},${rows.length - pays.length},${net},${net}`,
      '#-----------------------------------------业务汇总列表结束------------------------------------',
      '',
    ].join('\r\n');
  }

  const api = {
    endpoint,
    secretsDir,
    /** The first merchant's app id. */
    appId: firstAppId,
    /** Methods called, in order. */
    calls,
    /** Another merchant (a hospital of its own); `nextKeyFile: false` leaves out its next Alipay key file. */
    addMerchant,
    /** Alipay signs answers and notifications with its next key (a rotation under way). */
    signWithNextKey: false,
    /** false: refunds are accepted but stay processing until this is set to true again. */
    get refundsComplete() {
      return refundsComplete;
    },
    set refundsComplete(value: boolean) {
      refundsComplete = value;
      if (!value) return;
      for (const m of merchants.values())
        for (const t of m.trades.values())
          for (const [no, r] of t.refunds) if (!r.done) completeRefund(m, t, no);
    },
    /** The fake's clock (null: the real one); payments, refunds and bills are dated by it. */
    setTime(at: Date | null) {
      clock = at;
    },
    trade,
    /** A payer scans the code: Alipay creates the trade, waiting for payment. */
    scan(outTradeNo: string, appId?: string): FakeAlipayTrade {
      const t = trade(outTradeNo, appId);
      if (t.status === null) {
        t.status = 'WAIT_BUYER_PAY';
        t.tradeNo = `${beijing(now()).slice(0, 10).replaceAll('-', '')}22001${digits(15)}`;
        t.createdAt = now();
      }
      return t;
    },
    /** A payer scans and pays: the trade is TRADE_SUCCESS and on the day's bill. */
    pay(outTradeNo: string, appId?: string): FakeAlipayTrade {
      const m = merchant(appId);
      const t = api.scan(outTradeNo, appId);
      if (t.status !== 'WAIT_BUYER_PAY')
        throw new Error(`fake alipay: ${outTradeNo} is ${t.status}`);
      t.status = 'TRADE_SUCCESS';
      t.paidAt = now();
      m.bill.push({
        kind: '交易',
        tradeNo: t.tradeNo!,
        outTradeNo,
        subject: t.subject,
        createdAt: t.createdAt!,
        at: t.paidAt,
        amount: t.amount,
        outRequestNo: '',
      });
      return t;
    },
    /** A payment Alipay took that the portal never opened (on the bill, and known to the query). */
    addStrayPayment(outTradeNo: string, amount: number, appId?: string): FakeAlipayTrade {
      const m = merchant(appId);
      m.trades.set(outTradeNo, {
        outTradeNo,
        amount,
        subject: 'Counter payment',
        notifyUrl: null,
        qrCode: `https://qr.alipay.com/bax0${randomBytes(10).toString('hex')}`,
        status: null,
        tradeNo: null,
        createdAt: null,
        paidAt: null,
        refunds: new Map(),
      });
      return api.pay(outTradeNo, appId);
    },
    /**
     * The form body Alipay posts to the trade's notify_url, signed as Alipay signs it (with the next key while
     * signWithNextKey). `overrides` change parameters before signing (undefined leaves one out).
     */
    notification(
      outTradeNo: string,
      overrides: Record<string, string | undefined> = {},
      appId?: string,
    ): string {
      const m = merchant(appId);
      const t = trade(outTradeNo, appId);
      if (!t.status) throw new Error(`fake alipay: nobody scanned ${outTradeNo}`);
      const params: Record<string, string | undefined> = {
        notify_time: beijing(now()),
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(16).toString('hex'),
        app_id: m.appId,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        trade_no: t.tradeNo!,
        out_trade_no: t.outTradeNo,
        buyer_id: `2088${digits(12)}`,
        buyer_logon_id: 'pat***@example.com',
        seller_id: m.pid,
        trade_status: t.status,
        total_amount: yuan(t.amount),
        receipt_amount: yuan(t.amount),
        invoice_amount: yuan(t.amount),
        buyer_pay_amount: yuan(t.amount),
        point_amount: '0.00',
        subject: t.subject,
        gmt_create: beijing(t.createdAt!),
        ...(t.paidAt ? { gmt_payment: beijing(t.paidAt) } : {}),
        fund_bill_list: JSON.stringify([{ amount: yuan(t.amount), fundChannel: 'ALIPAYACCOUNT' }]),
        ...overrides,
      };
      const present = Object.entries(params).filter(
        (e): e is [string, string] => e[1] !== undefined,
      );
      const content = present
        .filter(([k]) => k !== 'sign' && k !== 'sign_type')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => `${k}=${v}`)
        .join('&');
      const sign = createSign('RSA-SHA256').update(content, 'utf8').sign(signingKey(m), 'base64');
      return new URLSearchParams([...present, ['sign', sign]]).toString();
    },
    async close() {
      await fake.close();
      await rm(secretsDir, { recursive: true, force: true });
    },
  };

  function signed(m: Merchant, method: string, payload: Payload): FakeAnswer {
    const text = JSON.stringify(payload);
    const sign = createSign('RSA-SHA256').update(text, 'utf8').sign(signingKey(m), 'base64');
    return {
      status: 200,
      body: `{"${method.replaceAll('.', '_')}_response":${text},"sign":"${sign}"}`,
      headers: { 'content-type': 'text/html;charset=utf-8' },
    };
  }

  return api;
}

export type FakeAlipay = Awaited<ReturnType<typeof startFakeAlipay>>;

const DETAIL_COLUMNS = [
  '支付宝交易号',
  '商户订单号',
  '业务类型',
  '商品名称',
  '创建时间',
  '完成时间',
  '门店编号',
  '门店名称',
  '操作员',
  '终端号',
  '对方账户',
  '订单金额（元）',
  '商家实收（元）',
  '支付宝红包（元）',
  '集分宝（元）',
  '支付宝优惠（元）',
  '商家优惠（元）',
  '券核销金额（元）',
  '券名称',
  '商家红包消费金额（元）',
  '卡消费金额（元）',
  '退款批次号/请求号',
  '服务费（元）',
  '分润（元）',
  '备注',
];

const success = (): Payload => ({ code: '10000', msg: 'Success' });
const failed = (subCode: string, subMsg: string): Payload => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code: subCode,
  sub_msg: subMsg,
});
const unsigned = (payload: Payload): FakeAnswer => ({
  status: 200,
  body: JSON.stringify({ error_response: payload }),
  headers: { 'content-type': 'text/html;charset=utf-8' },
});

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const digits = (n: number) =>
  Array.from(randomBytes(n), (b) => String(b % 10))
    .join('')
    .replace(/^0/, '1');

/** Beijing wall-clock time, 'yyyy-MM-dd HH:mm:ss' (UTC+8 all year). */
const beijing = (at: Date) =>
  new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const cnDay = (day: string) => `${day.slice(0, 4)}年${day.slice(5, 7)}月${day.slice(8, 10)}日`;

function yuan(fen: number): string {
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function fenOf(text: string): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
