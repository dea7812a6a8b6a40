import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hosIdSchema, NOTIFY_PATH, paymentCalls as calls } from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import { registerCall } from '../../plugins/route.ts';
import { verifySignature } from '../paygateway/gateway.signature.ts';
import { payChannels } from './pay-channels.service.ts';
import { payOrigin } from './pay-origin.ts';
import * as service from './payments.service.ts';
import type { PaymentDeps } from './purposes.ts';
import { settleOrder } from './settlement.service.ts';

/** The notify path is the contract's (packages/shared); re-exported for the composition root, the suites and the benches. */
export { NOTIFY_PATH };

const notificationBody = z.record(z.string(), z.string().max(200));

/**
 * A notification's signed send time must be recent: a captured one cannot be replayed days later (replays inside the
 * window are harmless: the handler is idempotent). Some clock skew between the gateway and us is allowed.
 */
export const NOTIFY_MAX_AGE_SECONDS = 600;
const NOTIFY_MAX_SKEW_SECONDS = 300;
function isFresh(sentAt: string | undefined, now: Date): boolean {
  const at = sentAt ? Date.parse(sentAt) : Number.NaN;
  if (Number.isNaN(at)) return false;
  const age = (now.getTime() - at) / 1000;
  return age <= NOTIFY_MAX_AGE_SECONDS && age >= -NOTIFY_MAX_SKEW_SECONDS;
}

/**
 * The order calls every purpose shares: parse → service → reply; plus the gateway's notify endpoint.
 * Opening an order is each purpose's own call (records: pcRegisterScanQR; recharge; bills). `gatewaySecret` checks
 * the notifications' signatures.
 */
export function paymentRoutes(
  app: FastifyInstance,
  deps: PaymentDeps,
  gatewaySecret: string,
  scanBaseUrl?: string,
) {
  const { gateway } = deps;
  const tags = ['payments'];

  registerCall(
    app,
    'storePaymentParameter',
    calls.storePaymentParameter,
    ({ ctx, body }) => service.storePaymentParameter(deps, ctx, body),
    tags,
  );
  registerCall(
    app,
    'getPaymentParameter',
    calls.getPaymentParameter,
    ({ ctx, query }) => service.getPaymentParameter(deps, ctx, query.outTradeNo),
    tags,
  );
  registerCall(
    app,
    'getPayOrder',
    calls.getPayOrder,
    ({ ctx, query }) => service.getOwnOrder(deps, ctx, query.outTradeNo),
    tags,
  );
  registerCall(
    app,
    'getPayChannels',
    calls.getPayChannels,
    ({ ctx }) => payChannels(deps, ctx.hosId),
    tags,
  );
  registerCall(
    app,
    'outGetEncodeQrcode',
    calls.outGetEncodeQrcode,
    ({ ctx, body }) => service.encodeQr(deps, ctx, body.outTradeNo),
    tags,
  );
  registerCall(
    app,
    'switchPayChannel',
    calls.switchPayChannel,
    ({ ctx, body, request }) =>
      service.switchPayChannel(deps, ctx, body, payOrigin(request, scanBaseUrl)),
    tags,
  );

  // The gateway's asynchronous notification: public, signed. 'success' acknowledges (also for a replay); a refusal
  // (PAY001 signature, PAY004 stale, C002 order, PAY002 amount) changes nothing and the gateway retries or gives up.
  // Only where a gateway exists (404 C021 otherwise: nothing may mark an order paid).
  if (!gateway) return;
  app.post(
    NOTIFY_PATH,
    { schema: { hide: true, body: notificationBody } },
    async (request, reply) => {
      const fields = request.body as Record<string, string>;
      if (!verifySignature(fields, gatewaySecret)) throw new AppError('PAY001');
      if (!isFresh(fields.sentAt, new Date())) throw new AppError('PAY004');
      const amount = Number(fields.totalFee);
      const hosId = hosIdSchema.safeParse(fields.hosId).data;
      if (!hosId || !fields.outTradeNo || !Number.isSafeInteger(amount))
        throw new AppError('C019', { field: 'notification' });
      if (fields.tradeState === 'SUCCESS') {
        const result = await service.applyPaid(
          deps,
          hosId,
          fields.outTradeNo,
          amount,
          `notify ${fields.tradeNo ?? ''}`.trim(),
        );
        request.log.info({ outTradeNo: fields.outTradeNo, result }, 'pay notification');
        // Paid when it could no longer be delivered: give the money back now (the settlement job retries when this fails).
        if (result === 'refund') {
          await settleOrder(deps, hosId, fields.outTradeNo).catch((err: unknown) =>
            request.log.error(
              { err, outTradeNo: fields.outTradeNo },
              'refund of a late payment failed',
            ),
          );
        }
      }
      return reply.type('text/plain').send('success');
    },
  );
}
