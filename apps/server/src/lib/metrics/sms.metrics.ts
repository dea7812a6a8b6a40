import { Counter } from 'prom-client';
import { processRegistry } from './process-registry.ts';

/**
 * Texts a real provider did not take, by provider and the provider's own error code (docs/sms.md): a bounded set,
 * since each provider documents a closed list of codes, plus `network` and `no_template`.
 */
const smsFailures = new Counter({
  name: 'portal_sms_send_failures_total',
  help: 'Texts an SMS provider refused or could not be reached for, by provider and provider error code',
  labelNames: ['provider', 'code'] as const,
  registers: [processRegistry],
});

export function countSmsFailure(provider: string, code: string) {
  smsFailures.inc({ provider, code });
}
