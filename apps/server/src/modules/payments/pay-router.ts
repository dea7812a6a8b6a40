import { addDays, channelNotifyPath, readHospitalConfig, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { readConfigItems } from '../hospital/hospital.service.ts';
import {
  dayBounds,
  type StatementLine,
  type StatementRequest,
} from '../paygateway/gateway.statement.ts';
import type {
  GatewayTransactionRequest,
  IssuedQr,
  PayChannelName,
  PayGateway,
} from '../paygateway/pay-gateway.ts';

/**
 * The QR channels of one server, routed per hospital and per order (docs/payments.md#channels). A new order goes to
 * the channel the patient picked or else the hospital's first one this server can reach; from then on the order
 * remembers it (pay_order.channel), so its query, close and refunds go back there whatever the settings say later.
 * Settlement, refunds and reconciliation use this exactly as they would one gateway.
 */
export interface PayRouter {
  /** The channels the hospital offers that this server has built and the hospital has a merchant of, in its order. */
  channelsOf(hosId: HosId): Promise<PayChannelName[]>;
  /** A built channel (the notify endpoints, the sandbox's own pages). */
  channel(name: PayChannelName): PayGateway | undefined;
  /** The channel an order was opened with; null when it never reached one (or is not a QR order). */
  channelOfOrder(hosId: HosId, outTradeNo: string): Promise<PayChannelName | null>;
  /**
   * Opens the order's transaction at its channel (recorded first, so settlement always knows where to ask). PAY006
   * when the hospital offers no channel this server reaches, or the order's channel is not built any more.
   */
  createTransaction(
    req: Omit<GatewayTransactionRequest, 'notifyUrl'> & { channel?: PayChannelName },
  ): Promise<IssuedQr & { channel: PayChannelName }>;
  queryTransaction: PayGateway['queryTransaction'];
  closeTransaction: PayGateway['closeTransaction'];
  refundTransaction: PayGateway['refundTransaction'];
  refundPart: PayGateway['refundPart'];
  /** Every channel's statement lines of the day: those the hospital offers and those its orders of the day used. */
  statementLines(req: StatementRequest): AsyncIterable<StatementLine>;
  /** The built-in sandbox's own side, when it is built (demo mode). */
  readonly sandbox: PayGateway['sandbox'];
}

export interface PayRouterOptions {
  db: Db;
  channels: readonly PayGateway[];
  /** Where this server is reached from outside: the providers' notify URLs (one per channel and hospital). */
  publicBaseUrl: string;
  /** The sandbox's notify URL (it signs with the shared secret and names the hospital in its body). */
  sandboxNotifyUrl: string;
}

/** The hospital's merchant setting each real channel needs (a channel without it is not offered). */
const merchantSet = {
  sandbox: () => true,
  alipay: (c: ReturnType<typeof readHospitalConfig>) => c.alipayAppId !== '',
  wechat: (c: ReturnType<typeof readHospitalConfig>) =>
    c.wechatMchId !== '' && c.wechatAppId !== '',
} satisfies Record<PayChannelName, (c: ReturnType<typeof readHospitalConfig>) => boolean>;

export function createPayRouter(opts: PayRouterOptions): PayRouter {
  const { db } = opts;
  const byName = new Map(opts.channels.map((c) => [c.name, c]));

  async function channelsOf(hosId: HosId): Promise<PayChannelName[]> {
    const config = readHospitalConfig(await readConfigItems(db, hosId, ['PAYMENT']));
    return (config.qrChannels as PayChannelName[]).filter(
      (name) => byName.has(name) && merchantSet[name](config),
    );
  }

  const orderChannel = async (hosId: HosId, outTradeNo: string) =>
    (
      await db
        .selectFrom('pay_order')
        .select('channel')
        .where('hos_id', '=', hosId)
        .where('out_trade_no', '=', outTradeNo)
        .executeTakeFirst()
    )?.channel ?? null;

  /** The channel an order went to; null when it never reached one (nothing to ask, close or refund there). */
  async function channelOfOrder(hosId: HosId, outTradeNo: string): Promise<PayGateway | null> {
    const name = await orderChannel(hosId, outTradeNo);
    if (name === null) return null;
    const channel = byName.get(name);
    // Money is at a channel this server cannot reach any more: settlement must not guess, it retries and logs.
    if (!channel) throw new Error(`pay channel ${name} of ${outTradeNo} is not configured`);
    return channel;
  }

  const notifyUrlOf = (name: PayChannelName, hosId: HosId) =>
    name === 'sandbox'
      ? opts.sandboxNotifyUrl
      : `${opts.publicBaseUrl}${channelNotifyPath(name, hosId)}`;

  return {
    channelsOf,
    channel: (name) => byName.get(name),
    channelOfOrder: orderChannel,
    async createTransaction({ channel: picked, ...req }) {
      const offered = await channelsOf(req.hosId);
      const wanted = picked ?? offered[0];
      if (!wanted || !offered.includes(wanted)) throw new AppError('PAY006');
      // Recorded before the provider hears of it: an order that reached a channel always names it.
      await db
        .updateTable('pay_order')
        .set({ channel: wanted })
        .where('hos_id', '=', req.hosId)
        .where('out_trade_no', '=', req.outTradeNo)
        .where('channel', 'is', null)
        .execute();
      const name = (await orderChannel(req.hosId, req.outTradeNo)) ?? wanted;
      const channel = byName.get(name);
      if (!channel) throw new AppError('PAY006');
      try {
        const qr = await channel.createTransaction({
          ...req,
          notifyUrl: notifyUrlOf(name, req.hosId),
        });
        return { ...qr, channel: name };
      } catch (err) {
        if (err instanceof AppError) throw err;
        // The provider refused or did not answer: the patient may try again (the order is idempotent there); the
        // provider's own error is logged with the answer (plugins/error-handler.ts).
        throw Object.assign(new AppError('PAY008'), { cause: err });
      }
    },
    async queryTransaction(hosId, outTradeNo) {
      return (await channelOfOrder(hosId, outTradeNo))?.queryTransaction(hosId, outTradeNo) ?? null;
    },
    async closeTransaction(hosId, outTradeNo) {
      return (await channelOfOrder(hosId, outTradeNo))?.closeTransaction(hosId, outTradeNo) ?? null;
    },
    async refundTransaction(hosId, outTradeNo, outRefundNo, amount) {
      const channel = await channelOfOrder(hosId, outTradeNo);
      if (!channel) throw new Error(`${outTradeNo} never reached a pay channel: nothing to refund`);
      return channel.refundTransaction(hosId, outTradeNo, outRefundNo, amount);
    },
    async refundPart(hosId, outTradeNo, outRefundNo, amount) {
      const channel = await channelOfOrder(hosId, outTradeNo);
      if (!channel) throw new Error(`${outTradeNo} never reached a pay channel: nothing to refund`);
      return channel.refundPart(hosId, outTradeNo, outRefundNo, amount);
    },
    async *statementLines(req) {
      const names = new Set<PayChannelName>(await channelsOf(req.hosId));
      for (const name of await channelsUsedOn(db, req)) if (byName.has(name)) names.add(name);
      for (const name of names) yield* byName.get(name)!.statementLines(req);
    },
    sandbox: byName.get('sandbox')?.sandbox,
  };
}

/** The channels of the hospital's orders that moved money in the day (paid, refunded, or opened: a late payment). */
async function channelsUsedOn(db: Db, req: StatementRequest): Promise<PayChannelName[]> {
  const { from, to } = dayBounds(req.day, req.timeZone);
  const since = dayBounds(addDays(req.day, -1), req.timeZone).from;
  const rows = await db
    .selectFrom('pay_order')
    .select('channel')
    .distinct()
    .where('hos_id', '=', req.hosId)
    .where('channel', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('paid_at', '>=', from), eb('paid_at', '<', to)]),
        eb.and([eb('refunded_at', '>=', from), eb('refunded_at', '<', to)]),
        eb.and([eb('created_at', '>=', since), eb('created_at', '<', to)]),
      ]),
    )
    .execute();
  return rows.map((r) => r.channel!);
}
