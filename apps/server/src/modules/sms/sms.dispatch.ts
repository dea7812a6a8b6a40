import {
  maskPhone,
  type HosId,
  type SmsProvider as ProviderName,
  type SmsTemplate,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import { countSmsFailure } from '../../lib/metrics/sms.metrics.ts';
import { SmsProviderError, type SmsProvider } from './providers/sms-provider.ts';
import type { SmsMessage, SmsSender } from './sms.sender.ts';

/** A hospital's SMS settings (config smsProvider, smsSignName, smsTemplates: docs/sms.md). */
export interface HospitalSmsSettings {
  /** One of SMS_PROVIDERS (the registry's reader falls back to sandbox for anything else). */
  smsProvider: string;
  smsSignName: string;
  smsTemplates: Record<string, SmsTemplate>;
}

export interface SmsLog {
  warn(obj: object, msg: string): void;
}

export interface SmsDispatchOptions {
  /** The sandbox outbox: demo mode only. */
  sandbox: SmsSender | null;
  /** The real providers whose keys the environment holds. */
  providers: readonly SmsProvider[];
  settingsOf(hosId: HosId): Promise<HospitalSmsSettings>;
  log?: SmsLog;
}

/** The one SmsSender the composition root hands out: each text goes to the provider its hospital picked. */
export interface SmsDispatcher extends SmsSender {
  /** The providers this server can send through, for the start-up check of the hospitals' settings. */
  readonly available: readonly ProviderName[];
  /** Where failures are logged: the app's logger, once it exists. */
  useLog(log: SmsLog): void;
}

/**
 * A hospital set to a provider this server has no keys for answers C030, as a server without SMS always did. A
 * text the provider does not take (or a kind the hospital has no template for) is logged without the full phone,
 * counted (portal_sms_send_failures_total) and answered C031; the notice outbox retries its texts (outbox.ts).
 */
export function createSmsDispatcher(opts: SmsDispatchOptions): SmsDispatcher {
  let log = opts.log;
  const byName = new Map(opts.providers.map((p) => [p.name, p]));
  const available: ProviderName[] = [
    ...(opts.sandbox ? (['sandbox'] as const) : []),
    ...opts.providers.map((p) => p.name),
  ];

  const fail = (message: SmsMessage, provider: string, code: string, err?: unknown): never => {
    countSmsFailure(provider, code);
    log?.warn(
      {
        hosId: message.hosId,
        provider,
        code,
        kind: message.kind,
        phone: maskPhone(message.phone),
        err: err instanceof Error ? err.message : undefined,
      },
      'SMS not sent: the provider did not take it',
    );
    throw new AppError('C031');
  };

  return {
    available,
    useLog(next) {
      log = next;
    },
    async send(message) {
      const settings = await opts.settingsOf(message.hosId);
      if (settings.smsProvider === 'sandbox') {
        if (!opts.sandbox) throw new AppError('C030');
        return opts.sandbox.send(message);
      }
      const provider = byName.get(settings.smsProvider as SmsProvider['name']);
      if (!provider) throw new AppError('C030');
      const template = settings.smsTemplates[message.kind];
      if (!template) return fail(message, provider.name, 'no_template');
      try {
        await provider.send({
          phone: message.phone,
          signName: settings.smsSignName,
          templateId: template.templateId,
          params: message.params,
          paramOrder: template.params ?? Object.keys(message.params),
        });
      } catch (err) {
        fail(message, provider.name, err instanceof SmsProviderError ? err.code : 'network', err);
      }
    },
  };
}
