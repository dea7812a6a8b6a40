import type { Db } from '../../db/database.ts';
import { notifyTick, type NotificationSender, type PayGateway } from '../paygateway/gateway.service.ts';
import { querySilentTick } from './payments.service.ts';

export interface PaymentJobOptions {
  intervalMs: number; gatewaySecret: string; queryAfterSeconds: number; send?: NotificationSender;
}
interface Log { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void }

/**
 * Issue 5 background payment work, on every instance (ARCHITECTURE decision 12; PostgreSQL coordinates): the sandbox
 * gateway's notification retries (its own concern, ticking here because the gateway runs in-process) and our
 * query-on-silence. One tick at a time per instance.
 */
export function startPaymentJobs(db: Db, gateway: PayGateway, opts: PaymentJobOptions, log: Log): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = (async () => {
      await notifyTick(db, { secret: opts.gatewaySecret, send: opts.send }).catch((err: unknown) => log.error({ err }, 'gateway notify tick failed'));
      const paid = await querySilentTick(db, gateway, { olderThanSeconds: opts.queryAfterSeconds })
        .catch((err: unknown) => { log.error({ err }, 'pay query tick failed'); return 0; });
      if (paid > 0) log.info({ paid }, 'orders paid by gateway query');
    })().finally(() => { running = null; });
  }, opts.intervalMs);
  timer.unref();
  return { stop: async () => { clearInterval(timer); await running; } };
}
