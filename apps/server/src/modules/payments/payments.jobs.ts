import type { NotificationSender } from '../paygateway/gateway.service.ts';
import type { PaymentDeps } from './purposes.ts';
import { settleTick } from './settlement.service.ts';
import { repeatEvery, type JobHandle } from '../../jobs/repeat.ts';

export interface PaymentJobOptions {
  intervalMs: number;
  gatewaySecret: string;
  queryAfterSeconds: number;
  send?: NotificationSender;
}
interface Log {
  error(obj: unknown, msg: string): void;
  info(obj: unknown, msg: string): void;
}

/**
 * Background payment work, on every instance (docs/architecture.md#scale-out; PostgreSQL coordinates): the sandbox
 * gateway's notification retries (its own concern, ticking here because the gateway runs in-process; only the sandbox
 * has them) and our settlement of orders (query-on-silence, closing for ended bookings, refunds, card charges that
 * went silent, deliveries to the HIS). One tick at a time per instance. `gateway` is the one the composition root
 * built (no second sandbox), null outside demo mode.
 */
export function startPaymentJobs(deps: PaymentDeps, opts: PaymentJobOptions, log: Log): JobHandle {
  return repeatEvery(
    'payments',
    opts.intervalMs,
    async () => {
      await deps.gateway?.sandbox
        ?.notifyTick({ secret: opts.gatewaySecret, send: opts.send })
        .catch((err: unknown) => log.error({ err }, 'gateway notify tick failed'));
      const outcomes = await settleTick(deps, { queryAfterSeconds: opts.queryAfterSeconds }, log);
      const settled = outcomes.filter((o) => o !== 'unchanged');
      if (settled.length > 0) log.info({ settled }, 'orders settled');
    },
    (err) => log.error({ err }, 'settlement tick failed'),
  );
}
