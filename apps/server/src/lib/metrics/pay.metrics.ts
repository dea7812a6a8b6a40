import { Counter } from 'prom-client';
import { processRegistry } from './process-registry.ts';

/**
 * Provider notifications we did not take, by channel and reason (docs/payments.md#notifications): a forged or replayed
 * one, another merchant's, an expired certificate, an unknown order or another amount. A bounded set of labels.
 */
const refused = new Counter({
  name: 'portal_pay_notifications_refused_total',
  help: 'Pay notifications refused, by channel and reason',
  labelNames: ['channel', 'reason'] as const,
  registers: [processRegistry],
});

export function countRefusedNotification(channel: string, reason: string) {
  refused.inc({ channel, reason });
}
