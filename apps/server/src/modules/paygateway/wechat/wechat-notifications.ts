import type * as WechatpayModule from 'wechatpay-axios-plugin';
import type { Rsa } from 'wechatpay-axios-plugin';
import { whenUsed } from '../../../lib/when-used.ts';

const wechatpay = whenUsed<typeof WechatpayModule>('wechatpay-axios-plugin');
import type { HosId } from '@portal/shared';
import {
  NotificationRefused,
  type NotificationReader,
  type NotifyRequest,
  type VerifiedNotification,
} from '../pay-gateway.ts';
import { platformCertificate, type MerchantKeys } from './wechat-keys.ts';

/** How old a notification may be: its Wechatpay-Timestamp is signed, so an older one is a replay. */
const MAX_AGE_MS = 5 * 60_000;
/** How far ahead of our clock a notification may be dated (the two clocks drift a little). */
const MAX_AHEAD_MS = 60_000;

export interface WechatMerchant {
  mchId: string;
  appId: string;
}

interface NotificationBody {
  resource_type?: unknown;
  resource?: {
    algorithm?: unknown;
    ciphertext?: unknown;
    associated_data?: unknown;
    nonce?: unknown;
  };
}

/** The decrypted resource of a payment notification: a transaction, as the order query answers it. */
interface NotifiedTransaction {
  mchid?: unknown;
  appid?: unknown;
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  amount?: { total?: unknown };
}

/**
 * WeChat Pay's payment notification (APIv3 "支付通知"): a POST whose JSON body carries the transaction encrypted with
 * the merchant's APIv3 key (AEAD_AES_256_GCM: the nonce, the associated data, and the ciphertext ending in its 16-byte
 * tag), signed like every answer of the provider: RSA-SHA256 over "timestamp\nnonce\nbody\n" with the platform
 * certificate the Wechatpay-Serial header names. WeChat Pay also posts probes whose signature is deliberately wrong,
 * to see that merchants check it: those are refused like any forgery.
 */
export function createWechatNotifications(deps: {
  merchantOf(hosId: HosId): Promise<WechatMerchant | null>;
  keysOf(mchId: string): Promise<MerchantKeys>;
  now: () => Date;
}): NotificationReader {
  return {
    async read(req: NotifyRequest): Promise<VerifiedNotification> {
      const merchant = await deps.merchantOf(req.hosId);
      if (!merchant) throw new NotificationRefused('merchant');
      const keys = await deps.keysOf(merchant.mchId);
      const at = deps.now();
      const header = (name: string) => headerOf(req.headers, name);
      const [timestamp, nonce, signature, serial] = [
        header('wechatpay-timestamp'),
        header('wechatpay-nonce'),
        header('wechatpay-signature'),
        header('wechatpay-serial'),
      ];
      if (!timestamp || !nonce || !signature || !serial) throw new NotificationRefused('signature');
      const type = header('wechatpay-signature-type');
      if (type && type !== 'WECHATPAY2-SHA256-RSA2048') throw new NotificationRefused('signature');

      const found = platformCertificate(keys, serial, at);
      if (!found) throw new NotificationRefused('signature');
      if (!found.inForce) throw new NotificationRefused('certificate');
      if (!verifies(`${timestamp}\n${nonce}\n${req.rawBody}\n`, signature, found.certificate))
        throw new NotificationRefused('signature');

      // Only a signed time can be trusted, so the age is checked after the signature.
      const sentAt = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) * 1000 : NaN;
      const age = at.getTime() - sentAt;
      if (!(age <= MAX_AGE_MS && age >= -MAX_AHEAD_MS)) throw new NotificationRefused('stale');

      const transaction = decrypt(req.rawBody, keys.apiV3Key);
      if (transaction.mchid !== merchant.mchId || transaction.appid !== merchant.appId)
        throw new NotificationRefused('merchant');
      const total = transaction.amount?.total;
      if (typeof transaction.out_trade_no !== 'string' || !Number.isSafeInteger(total))
        throw new NotificationRefused('malformed');
      return {
        outTradeNo: transaction.out_trade_no,
        tradeNo: typeof transaction.transaction_id === 'string' ? transaction.transaction_id : null,
        state: transaction.trade_state === 'SUCCESS' ? 'paid' : 'other',
        amount: total as number,
      };
    },
    // The documentation accepts 200 or 204; 200 with this body is what its examples answer.
    ack: {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'SUCCESS', message: 'success' }),
    },
    refusal: (reason) => ({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'FAIL', message: reason }),
    }),
  };
}

function headerOf(headers: NotifyRequest['headers'], name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

function verifies(
  message: string,
  signature: string,
  certificate: { publicKey: Parameters<typeof Rsa.verify>[2] },
): boolean {
  try {
    return wechatpay().Rsa.verify(message, signature, certificate.publicKey);
  } catch {
    return false;
  }
}

/** The body's encrypted resource, decrypted and read; anything that does not decrypt or parse is malformed. */
function decrypt(rawBody: string, apiV3Key: Buffer): NotifiedTransaction {
  try {
    const body = JSON.parse(rawBody) as NotificationBody;
    const r = body.resource;
    if (
      body.resource_type !== 'encrypt-resource' ||
      r?.algorithm !== 'AEAD_AES_256_GCM' ||
      typeof r.ciphertext !== 'string' ||
      typeof r.nonce !== 'string' ||
      typeof (r.associated_data ?? '') !== 'string'
    )
      throw new Error('not an encrypted resource');
    const plain = wechatpay().Aes.AesGcm.decrypt(
      r.ciphertext,
      apiV3Key,
      r.nonce,
      (r.associated_data as string | undefined) ?? '',
    );
    const transaction = JSON.parse(plain) as NotifiedTransaction | null;
    if (!transaction || typeof transaction !== 'object') throw new Error('not an object');
    return transaction;
  } catch {
    throw new NotificationRefused('malformed');
  }
}
