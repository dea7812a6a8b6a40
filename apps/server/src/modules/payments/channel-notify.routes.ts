import type { FastifyInstance, FastifyReply } from 'fastify';
import { channelNotifyRoute, hosIdSchema } from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import { countRefusedNotification } from '../../lib/metrics/pay.metrics.ts';
import {
  NotificationRefused,
  type NotifyAnswer,
  type PayChannelName,
} from '../paygateway/pay-gateway.ts';
import { applyPaid } from './payments.service.ts';
import type { PaymentDeps } from './purposes.ts';
import { refundLatePayment, settleOrder } from './settlement.service.ts';

/** A provider's notification body: Alipay's form or WeChat Pay's JSON, a few kilobytes at most. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

const send = (reply: FastifyReply, answer: NotifyAnswer) =>
  reply.code(answer.status).type(answer.contentType).send(answer.body);

/**
 * The real providers' asynchronous notifications (docs/payments.md#notifications), one endpoint per channel with the
 * hospital in the path. The body is kept as received (providers sign the raw bytes) and verified by the channel; only
 * then is the order read: it must be this hospital's, opened at this channel, for this amount. A refusal changes
 * nothing and is answered in the provider's own words, so it retries (a real payment) or gives up (a forgery); a
 * replay of a payment already applied is acknowledged again.
 */
export function channelNotifyRoutes(app: FastifyInstance, deps: PaymentDeps) {
  const { gateway } = deps;
  if (!gateway) return;
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    for (const name of ['alipay', 'wechat'] as const satisfies PayChannelName[]) {
      const reader = gateway.channel(name)?.notifications;
      if (!reader) continue;
      // The path's hospital is read as the client sent it and checked below, so a bad one is refused in the provider's words.
      scope.post<{ Params: { hosId: unknown } }>(
        channelNotifyRoute(name),
        { schema: { hide: true } },
        async (request, reply) => {
          const refuse = (reason: string) => {
            countRefusedNotification(name, reason);
            request.log.warn({ channel: name, reason }, 'pay notification refused');
            return send(reply, reader.refusal(reason));
          };
          const hosId = hosIdSchema.safeParse(request.params.hosId).data;
          if (!hosId) return refuse('hospital');
          let paid;
          try {
            paid = await reader.read({
              hosId,
              headers: request.headers,
              rawBody: typeof request.body === 'string' ? request.body : '',
            });
          } catch (err) {
            if (err instanceof NotificationRefused) return refuse(err.reason);
            if (err instanceof AppError) return refuse(err.messageKey);
            throw err;
          }
          if (paid.state !== 'paid') return send(reply, reader.ack);
          // Opened at another channel (or never): this provider cannot have taken its money.
          if ((await gateway.channelOfOrder(hosId, paid.outTradeNo)) !== name)
            return refuse('order');
          let result;
          try {
            result = await applyPaid(
              deps,
              hosId,
              paid.outTradeNo,
              paid.amount,
              `${name} notify ${paid.tradeNo ?? ''}`.trim(),
            );
          } catch (err) {
            if (err instanceof AppError)
              return refuse(err.messageKey === 'PAY002' ? 'amount' : 'order');
            throw err;
          }
          request.log.info(
            { channel: name, outTradeNo: paid.outTradeNo, result },
            'pay notification',
          );
          // Paid after the order closed (a code the provider could not close): the money goes straight back; when that
          // fails the provider is not acknowledged, and its next notification tries again.
          if (result === 'ignored') {
            const refunded = await refundLatePayment(
              deps,
              hosId,
              paid.outTradeNo,
              paid.amount,
            ).catch((err: unknown) => {
              request.log.error(
                { err, outTradeNo: paid.outTradeNo },
                'refund of a payment after close failed',
              );
              return null;
            });
            if (refunded === null) return refuse('refund');
          }
          // Paid when it could no longer be delivered: give the money back now (the settlement job retries when this fails).
          if (result === 'refund')
            await settleOrder(deps, hosId, paid.outTradeNo).catch((err: unknown) =>
              request.log.error(
                { err, outTradeNo: paid.outTradeNo },
                'refund of a late payment failed',
              ),
            );
          return send(reply, reader.ack);
        },
      );
    }
  });
}
