import type { HosId } from '@portal/shared';
import {
  NotificationRefused,
  type NotificationReader,
  type NotifyRequest,
  type VerifiedNotification,
} from '../pay-gateway.ts';
import type { AlipayApp } from './alipay-client.ts';
import { beijingInstant, fenOfYuan } from './alipay-format.ts';

/**
 * Alipay's asynchronous notification: a form POST (application/x-www-form-urlencoded) signed RSA2 by Alipay over its
 * parameters (all but sign and sign_type, sorted, 'k=v' joined with '&'). Alipay posts it again and again (for about a
 * day) until the answer is the text 'success'.
 */
const REQUIRED = [
  'notify_time',
  'notify_type',
  'notify_id',
  'app_id',
  'out_trade_no',
  'trade_no',
  'trade_status',
  'total_amount',
] as const;

/** A notification older than Alipay's retry window is a replay; one from the future is a forgery or a broken clock. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const MAX_AHEAD_MS = 5 * 60 * 1000;

export interface AlipayNotifyDeps {
  merchantOf(hosId: HosId): Promise<{ appId: string } | null>;
  /** The app's client (its keys: Alipay's current and next public key). */
  appOf(appId: string): Promise<AlipayApp>;
  now: () => Date;
}

export function alipayNotifications(deps: AlipayNotifyDeps): NotificationReader {
  return {
    read: (req) => read(deps, req),
    ack: { status: 200, contentType: 'text/plain', body: 'success' },
    // Anything but 'success' makes Alipay try again later.
    refusal: () => ({ status: 400, contentType: 'text/plain', body: 'failure' }),
  };
}

async function read(deps: AlipayNotifyDeps, req: NotifyRequest): Promise<VerifiedNotification> {
  const params = formOf(req.rawBody);
  if (!params || REQUIRED.some((k) => !params[k])) throw new NotificationRefused('malformed');
  const amount = fenOfYuan(params.total_amount);
  const sentAt = beijingInstant(params.notify_time);
  if (amount === null || amount <= 0 || sentAt === null) throw new NotificationRefused('malformed');
  const merchant = await deps.merchantOf(req.hosId);
  if (!merchant || merchant.appId !== params.app_id) throw new NotificationRefused('merchant');
  const app = await deps.appOf(merchant.appId);
  if (!params.sign || params.sign_type !== 'RSA2' || !app.signedNotification(params))
    throw new NotificationRefused('signature');
  const age = deps.now().getTime() - sentAt.getTime();
  if (age > MAX_AGE_MS || age < -MAX_AHEAD_MS) throw new NotificationRefused('stale');
  const paid =
    params.notify_type === 'trade_status_sync' &&
    (params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED');
  return {
    outTradeNo: params.out_trade_no!,
    tradeNo: params.trade_no!,
    state: paid ? 'paid' : 'other',
    amount,
  };
}

/** The form's parameters, decoded; null when a name repeats (Alipay sends each once, so it is not Alipay's form). */
function formOf(rawBody: string): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(rawBody)) {
    if (Object.hasOwn(params, k)) return null;
    params[k] = v;
  }
  return params;
}
