import {
  createCipheriv,
  createHash,
  createPrivateKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  randomInt,
  randomUUID,
  webcrypto,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @peculiar/x509 needs the Reflect metadata polyfill loaded before it (its README says so).
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { startFake, type FakeAnswer, type FakeRequest } from './fake-server.ts';

/**
 * WeChat Pay APIv3 as its documentation describes it, for the wechat channel (and the SDK under it) to call:
 * - signing ("签名生成", "签名验证"): a request carries `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",
 *   nonce_str="…",signature="…",timestamp="…",serial_no="…"`, the signature RSA-SHA256 (base64) with the merchant API
 *   private key over "METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n"; serial_no is the merchant certificate's, the
 *   timestamp within 5 minutes; anything else is 401 SIGN_ERROR, unsigned. Every answer to a request that verified is
 *   signed with the platform private key over "TIMESTAMP\nNONCE\nBODY\n" (Wechatpay-Timestamp, -Nonce, -Signature,
 *   -Serial), errors included; a bill download is not signed;
 * - Native order (POST /v3/pay/transactions/native): appid, mchid (the caller's), description (≤127), out_trade_no
 *   (6–32 of [0-9A-Za-z_-|*]), an https notify_url, amount.total in fen; a repeat with the same parameters answers the
 *   same code_url, with others 400 INVALID_REQUEST; a paid order 400 ORDERPAID, a closed one 400 ORDER_CLOSED;
 * - order query (GET …/out-trade-no/{no}?mchid=): trade_state NOTPAY, SUCCESS, CLOSED or REFUND (after any refund);
 *   404 ORDER_NOT_EXIST; close (POST …/close {mchid}): 204, 400 ORDERPAID once paid;
 * - refunds (POST /v3/refund/domestic/refunds, GET …/refunds/{out_refund_no}): amount.total must be the order's, the
 *   refunds of an order never more than it; a repeat of an out_refund_no with the same parameters answers that refund;
 *   404 RESOURCE_NOT_EXISTS for an unknown order or refund; status PROCESSING until `refundsComplete`, then SUCCESS;
 * - trade bill (GET /v3/bill/tradebill?bill_date&bill_type=ALL → download_url, hash_type SHA1, hash_value; the file
 *   per the bill format documentation: a BOM, a header row, backquoted values, a summary caption and row; 400
 *   NO_STATEMENT_EXIST for a day without any);
 * - payment notifications: `notification()` builds the POST WeChat Pay would send (the transaction encrypted with the
 *   APIv3 key, AEAD_AES_256_GCM with associated_data 'transaction', signed like an answer).
 * Platform certificates are the provider's, one set for all merchants; each merchant's secrets folder holds copies.
 * Business times (payments, refunds, bill days) are China Standard Time, from `clock`.
 */
export interface FakeMerchant {
  mchId: string;
  appId: string;
}

interface Merchant extends FakeMerchant {
  serial: string;
  privateKeyPem: string;
  publicKey: KeyObject;
  apiV3Key: string;
}

interface PlatformCert {
  serial: string;
  pem: string;
  privateKey: KeyObject;
}

interface Order {
  mchid: string;
  appid: string;
  outTradeNo: string;
  description: string;
  notifyUrl: string;
  total: number;
  codeUrl: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transactionId?: string;
  successTime?: Date;
  refunded: number;
}

interface Refund {
  mchid: string;
  outRefundNo: string;
  refundId: string;
  outTradeNo: string;
  refund: number;
  total: number;
  createTime: Date;
  successTime?: Date;
}

export type CertChoice = 'current' | 'next' | 'expired' | 'unknown' | 'wrong-key';

export interface NotificationOptions {
  /** The certificate that signs it: 'wrong-key' signs with another key under the current serial (a forgery). */
  cert?: CertChoice;
  /** Wechatpay-Timestamp, in Unix seconds (now unless set). */
  timestamp?: number;
  /** The mchid inside the encrypted transaction (the order's unless set). */
  mchid?: string;
  /** The amount inside the encrypted transaction, in fen (the order's unless set): a payment of another amount. */
  total?: number;
  /** Corrupts the ciphertext before signing: the signature holds, the decryption fails. */
  tamperCiphertext?: boolean;
  /** The merchant whose order it is (the first merchant unless set). */
  merchant?: FakeMerchant;
}

export async function startFakeWechatPay(opts: { clock?: () => Date } = {}) {
  const clock = opts.clock ?? (() => new Date());
  const secretsDir = await mkdtemp(path.join(os.tmpdir(), 'wechatpay-'));
  const merchants = new Map<string, Merchant>();
  const orders = new Map<string, Order>();
  const refunds = new Map<string, Refund>();
  const bills = new Map<string, { mchid: string; bytes: Buffer }>();
  let refundsComplete = true;
  let corruptNextBill = false;
  /** Which certificate signs the answers; 'wrong-key' and 'unknown' are for the client's refusals. */
  let signResponsesWith: CertChoice = 'current';

  const now = Date.now();
  const certs: Record<'current' | 'expired', PlatformCert> & { next?: PlatformCert } = {
    current: await platformCertificate(
      new Date(now - 86_400_000),
      new Date(now + 5 * 365 * 86_400_000),
    ),
    expired: await platformCertificate(
      new Date(now - 2 * 365 * 86_400_000),
      new Date(now - 86_400_000),
    ),
  };
  const wrongKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  const fake = await startFake((req) => answer(req));

  const key = (mchid: string, no: string) => `${mchid}|${no}`;

  async function addMerchant(): Promise<FakeMerchant> {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const m: Merchant = {
      mchId: String(1_600_000_000 + randomInt(99_999_999)),
      appId: `wx${randomBytes(8).toString('hex')}`,
      serial: randomSerial(),
      privateKeyPem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      publicKey: pair.publicKey,
      apiV3Key: randomAlnum(32),
    };
    merchants.set(m.mchId, m);
    const dir = path.join(secretsDir, 'wechat', m.mchId);
    await mkdir(path.join(dir, 'platform'), { recursive: true });
    await writeFile(path.join(dir, 'apiclient_key.pem'), m.privateKeyPem);
    await writeFile(path.join(dir, 'apiclient_serial'), `${m.serial}\n`);
    await writeFile(path.join(dir, 'apiv3_key'), m.apiV3Key);
    for (const c of [certs.current, certs.expired, certs.next])
      if (c) await writeFile(path.join(dir, 'platform', `${c.serial}.pem`), c.pem);
    return { mchId: m.mchId, appId: m.appId };
  }

  const first = await addMerchant();

  // ---- the API ----

  function answer(req: FakeRequest): FakeAnswer | Promise<FakeAnswer> {
    const auth = authenticate(req);
    if ('status' in auth) return auth;
    const m = auth.merchant;
    const p = req.url.pathname;
    let match: RegExpExecArray | null;
    if (req.method === 'POST' && p === '/v3/pay/transactions/native') return native(m, req);
    if (
      (match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(p)) &&
      req.method === 'GET'
    )
      return queryOrder(m, decodeURIComponent(match[1]!), req);
    if (
      (match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(p)) &&
      req.method === 'POST'
    )
      return closeOrder(m, decodeURIComponent(match[1]!), req);
    if (req.method === 'POST' && p === '/v3/refund/domestic/refunds') return applyRefund(m, req);
    if ((match = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(p)) && req.method === 'GET') {
      const r = refunds.get(key(m.mchId, decodeURIComponent(match[1]!)));
      return r ? signed(200, refundJson(r)) : error(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    }
    if (req.method === 'GET' && p === '/v3/bill/tradebill') return tradeBill(m, req);
    if (req.method === 'GET' && p === '/v3/billdownload/file') {
      const bill = bills.get(req.url.searchParams.get('token') ?? '');
      if (!bill || bill.mchid !== m.mchId) return error(404, 'RESOURCE_NOT_EXISTS', '账单不存在');
      let bytes = bill.bytes;
      if (corruptNextBill) {
        corruptNextBill = false;
        bytes = Buffer.from(bytes);
        bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 1;
      }
      // The file itself is not signed: its SHA1 came with the signed tradebill answer.
      return { status: 200, body: bytes, headers: { 'content-type': 'application/octet-stream' } };
    }
    return error(404, 'NOT_FOUND', `no ${req.method} ${p}`);
  }

  function authenticate(req: FakeRequest): { merchant: Merchant } | FakeAnswer {
    const refuse = (message: string): FakeAnswer => ({
      status: 401,
      json: { code: 'SIGN_ERROR', message },
    });
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(String(req.headers.authorization ?? ''));
    if (!m) return refuse('错误的签名类型或缺少Authorization');
    const fields = Object.fromEntries(
      [...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!]),
    );
    const { mchid, nonce_str, signature, timestamp, serial_no } = fields;
    if (!mchid || !nonce_str || !signature || !timestamp || !serial_no)
      return refuse('Authorization缺少必要参数');
    const merchant = merchants.get(mchid);
    if (!merchant) return refuse('商户号不存在');
    if (serial_no.toUpperCase() !== merchant.serial) return refuse('商户证书序列号有误');
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return refuse('请求时间戳过期');
    const message = `${req.method}\n${req.url.pathname}${req.url.search}\n${timestamp}\n${nonce_str}\n${req.body}\n`;
    const ok = createVerify('RSA-SHA256')
      .update(message)
      .verify(merchant.publicKey, signature, 'base64');
    if (!ok) return refuse('签名错误');
    return { merchant };
  }

  function signed(status: number, json?: unknown): FakeAnswer {
    const body = json === undefined ? '' : JSON.stringify(json);
    const by = signResponsesWith;
    const cert = by === 'next' ? certs.next! : by === 'expired' ? certs.expired : certs.current;
    const s = signature(body, by === 'wrong-key' ? wrongKey : cert.privateKey);
    return {
      status,
      body,
      headers: {
        ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
        'request-id': randomBytes(16).toString('hex'),
        'wechatpay-timestamp': s.timestamp,
        'wechatpay-nonce': s.nonce,
        'wechatpay-signature': s.signature,
        'wechatpay-serial': by === 'unknown' ? randomSerial() : cert.serial,
      },
    };
  }

  const error = (status: number, code: string, message: string) =>
    signed(status, { code, message });

  function bodyOf(req: FakeRequest): Record<string, unknown> | null {
    try {
      const b = JSON.parse(req.body) as unknown;
      return b && typeof b === 'object' ? (b as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  function native(m: Merchant, req: FakeRequest): FakeAnswer {
    const b = bodyOf(req);
    if (!b) return error(400, 'PARAM_ERROR', '请求体不是JSON');
    const amount = b.amount as { total?: unknown; currency?: unknown } | undefined;
    const total = amount?.total;
    if (b.mchid !== m.mchId) return error(400, 'PARAM_ERROR', 'mchid与请求商户不一致');
    if (b.appid !== m.appId) return error(400, 'APPID_MCHID_NOT_MATCH', 'appid和mchid不匹配');
    if (typeof b.out_trade_no !== 'string' || !/^[0-9A-Za-z_\-|*]{6,32}$/.test(b.out_trade_no))
      return error(400, 'PARAM_ERROR', 'out_trade_no格式错误');
    if (
      typeof b.description !== 'string' ||
      b.description.length < 1 ||
      [...b.description].length > 127
    )
      return error(400, 'PARAM_ERROR', 'description长度错误');
    if (typeof b.notify_url !== 'string' || !/^https:\/\/[^?]+$/.test(b.notify_url))
      return error(400, 'PARAM_ERROR', 'notify_url必须为https且不能携带参数');
    if (
      !Number.isSafeInteger(total) ||
      (total as number) < 1 ||
      (amount?.currency ?? 'CNY') !== 'CNY'
    )
      return error(400, 'PARAM_ERROR', 'amount错误');
    const existing = orders.get(key(m.mchId, b.out_trade_no));
    if (existing) {
      if (existing.state === 'SUCCESS' || existing.state === 'REFUND')
        return error(400, 'ORDERPAID', '该订单已支付');
      if (existing.state === 'CLOSED') return error(400, 'ORDER_CLOSED', '订单已关闭');
      if (
        existing.total !== total ||
        existing.description !== b.description ||
        existing.notifyUrl !== b.notify_url
      )
        return error(400, 'INVALID_REQUEST', '订单重入时，要求参数值与原请求一致');
      return signed(200, { code_url: existing.codeUrl });
    }
    const order: Order = {
      mchid: m.mchId,
      appid: m.appId,
      outTradeNo: b.out_trade_no,
      description: b.description,
      notifyUrl: b.notify_url,
      total: total as number,
      codeUrl: `weixin://wxpay/bizpayurl?pr=${randomAlnum(7)}`,
      state: 'NOTPAY',
      refunded: 0,
    };
    orders.set(key(m.mchId, order.outTradeNo), order);
    return signed(200, { code_url: order.codeUrl });
  }

  function transactionJson(o: Order) {
    return {
      appid: o.appid,
      mchid: o.mchid,
      out_trade_no: o.outTradeNo,
      ...(o.transactionId ? { transaction_id: o.transactionId } : {}),
      trade_type: 'NATIVE',
      trade_state: o.state,
      trade_state_desc: {
        NOTPAY: '未支付',
        SUCCESS: '支付成功',
        CLOSED: '已关闭',
        REFUND: '转入退款',
      }[o.state],
      ...(o.successTime
        ? {
            bank_type: 'OTHERS',
            success_time: beijing(o.successTime).rfc3339,
            payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
          }
        : {}),
      attach: '',
      amount: {
        total: o.total,
        currency: 'CNY',
        ...(o.successTime ? { payer_total: o.total, payer_currency: 'CNY' } : {}),
      },
    };
  }

  function queryOrder(m: Merchant, no: string, req: FakeRequest): FakeAnswer {
    if (req.url.searchParams.get('mchid') !== m.mchId)
      return error(400, 'PARAM_ERROR', 'mchid与请求商户不一致');
    const o = orders.get(key(m.mchId, no));
    return o ? signed(200, transactionJson(o)) : error(404, 'ORDER_NOT_EXIST', '订单不存在');
  }

  function closeOrder(m: Merchant, no: string, req: FakeRequest): FakeAnswer {
    if (bodyOf(req)?.mchid !== m.mchId) return error(400, 'PARAM_ERROR', 'mchid与请求商户不一致');
    const o = orders.get(key(m.mchId, no));
    if (!o) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
    if (o.state === 'SUCCESS' || o.state === 'REFUND') return error(400, 'ORDERPAID', '订单已支付');
    o.state = 'CLOSED';
    return signed(204);
  }

  function refundJson(r: Refund) {
    const order = orders.get(key(r.mchid, r.outTradeNo))!;
    return {
      refund_id: r.refundId,
      out_refund_no: r.outRefundNo,
      transaction_id: order.transactionId,
      out_trade_no: r.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      ...(r.successTime ? { success_time: beijing(r.successTime).rfc3339 } : {}),
      create_time: beijing(r.createTime).rfc3339,
      status: r.successTime ? 'SUCCESS' : 'PROCESSING',
      funds_account: 'AVAILABLE',
      amount: {
        total: r.total,
        refund: r.refund,
        payer_total: r.total,
        payer_refund: r.refund,
        settlement_total: r.total,
        settlement_refund: r.refund,
        discount_refund: 0,
        currency: 'CNY',
      },
    };
  }

  function applyRefund(m: Merchant, req: FakeRequest): FakeAnswer {
    const b = bodyOf(req);
    const amount = b?.amount as
      { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
    if (
      !b ||
      typeof b.out_refund_no !== 'string' ||
      !/^[0-9A-Za-z_\-|*@]{1,64}$/.test(b.out_refund_no)
    )
      return error(400, 'PARAM_ERROR', 'out_refund_no格式错误');
    if (!Number.isSafeInteger(amount?.refund) || !Number.isSafeInteger(amount?.total))
      return error(400, 'PARAM_ERROR', 'amount错误');
    if (amount?.currency !== 'CNY') return error(400, 'PARAM_ERROR', 'currency错误');
    const order =
      typeof b.out_trade_no === 'string'
        ? orders.get(key(m.mchId, b.out_trade_no))
        : [...orders.values()].find(
            (o) => o.mchid === m.mchId && o.transactionId === b.transaction_id,
          );
    if (!order) return error(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    const refund = amount!.refund as number;
    const total = amount!.total as number;
    const existing = refunds.get(key(m.mchId, b.out_refund_no));
    if (existing) {
      if (existing.outTradeNo !== order.outTradeNo || existing.refund !== refund)
        return error(400, 'INVALID_REQUEST', '重入请求参数与原请求不一致');
      return signed(200, refundJson(existing));
    }
    if (order.state !== 'SUCCESS' && order.state !== 'REFUND')
      return error(400, 'INVALID_REQUEST', '订单未支付');
    if (total !== order.total) return error(400, 'PARAM_ERROR', '订单金额与原订单不一致');
    if (refund < 1 || refund > order.total - order.refunded)
      return error(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
    const r: Refund = {
      mchid: m.mchId,
      outRefundNo: b.out_refund_no,
      refundId: `50${digits(27)}`,
      outTradeNo: order.outTradeNo,
      refund,
      total,
      createTime: clock(),
      ...(refundsComplete ? { successTime: clock() } : {}),
    };
    refunds.set(key(m.mchId, r.outRefundNo), r);
    order.refunded += refund;
    order.state = 'REFUND';
    return signed(200, refundJson(r));
  }

  function tradeBill(m: Merchant, req: FakeRequest): FakeAnswer {
    const day = req.url.searchParams.get('bill_date') ?? '';
    const type = req.url.searchParams.get('bill_type') ?? 'ALL';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !['ALL', 'SUCCESS', 'REFUND'].includes(type))
      return error(400, 'PARAM_ERROR', 'bill_date或bill_type错误');
    const pays = [...orders.values()].filter(
      (o) => o.mchid === m.mchId && o.successTime && beijing(o.successTime).day === day,
    );
    const refs = [...refunds.values()].filter(
      (r) => r.mchid === m.mchId && beijing(r.createTime).day === day,
    );
    const rows = [
      ...(type === 'REFUND' ? [] : pays.map((o) => ({ at: o.successTime!, row: payRow(o) }))),
      ...(type === 'SUCCESS' ? [] : refs.map((r) => ({ at: r.createTime, row: refundRow(r) }))),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    if (rows.length === 0) return error(400, 'NO_STATEMENT_EXIST', '账单文件不存在');
    const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
    const paid = sum(type === 'REFUND' ? [] : pays.map((o) => o.total));
    const refunded = sum(type === 'SUCCESS' ? [] : refs.map((r) => r.refund));
    const lines = [
      BILL_COLUMNS.join(','),
      ...rows.map((r) => r.row.map((v) => `\`${v}`).join(',')),
      SUMMARY_COLUMNS.join(','),
      [
        rows.length,
        yuan(paid),
        yuan(refunded),
        '0.00',
        fee(paid - refunded),
        yuan(paid),
        yuan(refunded),
      ]
        .map((v) => `\`${v}`)
        .join(','),
    ];
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
    ]);
    const token = randomBytes(24).toString('base64url');
    bills.set(token, { mchid: m.mchId, bytes });
    return signed(200, {
      hash_type: 'SHA1',
      hash_value: createHash('sha1').update(bytes).digest('hex'),
      download_url: `${fake.endpoint}/v3/billdownload/file?token=${token}`,
    });
  }

  function payRow(o: Order): string[] {
    const t = beijing(o.successTime!);
    return [
      t.time,
      o.appid,
      o.mchid,
      '0',
      '',
      o.transactionId!,
      o.outTradeNo,
      'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      'NATIVE',
      'SUCCESS',
      'OTHERS',
      'CNY',
      yuan(o.total),
      '0.00',
      '0',
      '0',
      '0.00',
      '0.00',
      '',
      '',
      o.description,
      '',
      fee(o.total),
      '0.60%',
      yuan(o.total),
      '0.00',
      '',
    ];
  }

  function refundRow(r: Refund): string[] {
    const o = orders.get(key(r.mchid, r.outTradeNo))!;
    const t = beijing(r.createTime);
    return [
      t.time,
      o.appid,
      o.mchid,
      '0',
      '',
      o.transactionId!,
      o.outTradeNo,
      'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      'NATIVE',
      'REFUND',
      'OTHERS',
      'CNY',
      '0.00',
      '0.00',
      r.refundId,
      r.outRefundNo,
      yuan(r.refund),
      '0.00',
      'ORIGINAL',
      r.successTime ? 'SUCCESS' : 'PROCESSING',
      o.description,
      '',
      fee(-r.refund),
      '0.60%',
      '0.00',
      yuan(r.refund),
      '',
    ];
  }

  // ---- what the tests do at WeChat Pay's side ----

  function orderOf(outTradeNo: string, merchant: FakeMerchant = first): Order {
    const o = orders.get(key(merchant.mchId, outTradeNo));
    if (!o) throw new Error(`fake wechat pay: no order ${outTradeNo}`);
    return o;
  }

  /** The payer scans and pays: the order succeeds with a transaction id and a success time. */
  function pay(outTradeNo: string, merchant: FakeMerchant = first): string {
    const o = orderOf(outTradeNo, merchant);
    if (o.state !== 'NOTPAY') throw new Error(`fake wechat pay: ${outTradeNo} is ${o.state}`);
    o.state = 'SUCCESS';
    o.transactionId = `4200${digits(24)}`;
    o.successTime = clock();
    return o.transactionId;
  }

  /** A payment of an order the portal never opened (it shows on the bill only). */
  function addStrayPayment(outTradeNo: string, amount: number, merchant: FakeMerchant = first) {
    const m = merchants.get(merchant.mchId)!;
    orders.set(key(m.mchId, outTradeNo), {
      mchid: m.mchId,
      appid: m.appId,
      outTradeNo,
      description: 'stray',
      notifyUrl: 'https://elsewhere.example/notify',
      total: amount,
      codeUrl: `weixin://wxpay/bizpayurl?pr=${randomAlnum(7)}`,
      state: 'NOTPAY',
      refunded: 0,
    });
    return pay(outTradeNo, merchant);
  }

  /** The payment notification of a paid order, as WeChat Pay would post it: its headers and its raw body. */
  function notification(outTradeNo: string, o: NotificationOptions = {}) {
    const merchant = merchants.get((o.merchant ?? first).mchId)!;
    const order = orderOf(outTradeNo, merchant);
    const json = transactionJson(order);
    const transaction = {
      ...json,
      ...(o.mchid ? { mchid: o.mchid } : {}),
      ...(o.total === undefined ? {} : { amount: { ...json.amount, total: o.total } }),
    };
    const nonce = randomAlnum(12);
    const aad = 'transaction';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(merchant.apiV3Key), nonce).setAAD(
      Buffer.from(aad),
    );
    const ciphertext = Buffer.concat([
      cipher.update(JSON.stringify(transaction), 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    if (o.tamperCiphertext) ciphertext[0] = ciphertext[0]! ^ 1;
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: beijing(clock()).rfc3339,
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: ciphertext.toString('base64'),
        associated_data: aad,
        nonce,
      },
    });
    const choice = o.cert ?? 'current';
    const cert =
      choice === 'next' ? certs.next : choice === 'expired' ? certs.expired : certs.current;
    if (!cert) throw new Error('fake wechat pay: no next certificate: rotate first');
    const s = signature(body, choice === 'wrong-key' ? wrongKey : cert.privateKey, o.timestamp);
    return {
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': s.timestamp,
        'wechatpay-nonce': s.nonce,
        'wechatpay-signature': s.signature,
        'wechatpay-serial': choice === 'unknown' ? randomSerial() : cert.serial,
        'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
      },
      body,
    };
  }

  /** A new platform certificate, written beside the current one in every merchant's folder (a rotation). */
  async function rotatePlatformCertificate(): Promise<string> {
    const at = Date.now();
    certs.next = await platformCertificate(
      new Date(at - 60_000),
      new Date(at + 5 * 365 * 86_400_000),
    );
    for (const m of merchants.values())
      await writeFile(
        path.join(secretsDir, 'wechat', m.mchId, 'platform', `${certs.next.serial}.pem`),
        certs.next.pem,
      );
    return certs.next.serial;
  }

  return {
    endpoint: fake.endpoint,
    secretsDir,
    /** The first merchant (a hospital's); addMerchant makes more. */
    merchant: first,
    addMerchant,
    pay,
    addStrayPayment,
    notification,
    rotatePlatformCertificate,
    /** The serials of the platform certificates: the current one, the expired one, the next after a rotation. */
    get serials() {
      return {
        current: certs.current.serial,
        expired: certs.expired.serial,
        next: certs.next?.serial,
      };
    },
    /** false: a refund applied now stays PROCESSING; true completes every one waiting and those to come. */
    get refundsComplete() {
      return refundsComplete;
    },
    set refundsComplete(value: boolean) {
      refundsComplete = value;
      if (value) for (const r of refunds.values()) r.successTime ??= clock();
    },
    get signResponsesWith() {
      return signResponsesWith;
    },
    set signResponsesWith(value: CertChoice) {
      signResponsesWith = value;
    },
    /** The next bill download answers a file one byte off its announced SHA1. */
    corruptNextBill() {
      corruptNextBill = true;
    },
    async close() {
      await fake.close();
      await rm(secretsDir, { recursive: true, force: true });
    },
  };
}

export type FakeWechatPay = Awaited<ReturnType<typeof startFakeWechatPay>>;

const BILL_COLUMNS = [
  '交易时间',
  '公众账号ID',
  '商户号',
  '特约商户号',
  '设备号',
  '微信订单号',
  '商户订单号',
  '用户标识',
  '交易类型',
  '交易状态',
  '付款银行',
  '货币种类',
  '应结订单金额',
  '代金券金额',
  '微信退款单号',
  '商户退款单号',
  '退款金额',
  '充值券退款金额',
  '退款类型',
  '退款状态',
  '商品名称',
  '商户数据包',
  '手续费',
  '费率',
  '订单金额',
  '申请退款金额',
  '费率备注',
];
const SUMMARY_COLUMNS = [
  '总交易单数',
  '应结订单总金额',
  '退款总金额',
  '充值券退款总金额',
  '手续费总金额',
  '订单总金额',
  '申请退款总金额',
];

/** RSA-SHA256 over "TIMESTAMP\nNONCE\nBODY\n", as WeChat Pay signs its answers and notifications. */
function signature(body: string, privateKey: KeyObject, timestamp = Math.floor(Date.now() / 1000)) {
  const nonce = randomAlnum(32);
  return {
    timestamp: String(timestamp),
    nonce,
    signature: createSign('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .sign(privateKey, 'base64'),
  };
}

/** A self-signed RSA 2048 certificate standing in for a platform certificate, valid in [from, to]. */
async function platformCertificate(from: Date, to: Date): Promise<PlatformCert> {
  const alg = {
    name: 'RSASSA-PKCS1-v1_5',
    hash: 'SHA-256',
    publicExponent: new Uint8Array([1, 0, 1]),
    modulusLength: 2048,
  };
  const keys = (await webcrypto.subtle.generateKey(alg, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const cert = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: randomSerial(),
      name: 'CN=Tenpay.com sign, O=Tenpay.com, C=CN',
      notBefore: from,
      notAfter: to,
      signingAlgorithm: alg,
      keys,
    },
    webcrypto as Parameters<typeof x509.X509CertificateGenerator.createSelfSigned>[1],
  );
  const pem = cert.toString('pem');
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  return {
    serial: new X509Certificate(pem).serialNumber.toUpperCase(),
    pem,
    privateKey: createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }),
  };
}

/** 40 hex digits, as WeChat Pay's certificate serials are (positive: the first digit below 8). */
const randomSerial = () => `4${randomBytes(20).toString('hex').slice(1)}`.toUpperCase();
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomAlnum = (n: number) =>
  Array.from({ length: n }, () => ALNUM[randomInt(ALNUM.length)]).join('');
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** Fen as the bill's yuan ('12.50'). */
const yuan = (fen: number) =>
  `${fen < 0 ? '-' : ''}${Math.trunc(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
/** The fee at 0.6%, yuan with five decimals as the bill prints it. */
const fee = (fen: number) => ((fen * 0.006) / 100).toFixed(5);

/** China Standard Time (UTC+8 all year): WeChat Pay's day, bill times and RFC 3339 times. */
function beijing(at: Date) {
  const local = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return {
    day: local.slice(0, 10),
    time: `${local.slice(0, 10)} ${local.slice(11, 19)}`,
    rfc3339: `${local.slice(0, 19)}+08:00`,
  };
}
