import type { SmsParams } from '../sms.sender.ts';

/** One text as a real provider takes it: the hospital's signature and approved template, filled with `params`. */
export interface TemplateSms {
  phone: string;
  signName: string;
  templateId: string;
  params: SmsParams;
  /** The parameters in the template's placeholder order ({1}, {2}… at Tencent): the template's own list, or the keys of `params`. */
  paramOrder: readonly string[];
}

/** A real SMS provider built by the composition root from the keys in the environment (docs/sms.md). */
export interface SmsProvider {
  readonly name: 'aliyun' | 'tencent';
  /** Resolves when the provider accepted the text; rejects with an SmsProviderError otherwise. */
  send(sms: TemplateSms): Promise<void>;
}

/** A text the provider did not take: `code` is the provider's documented error code (or `network`). */
export class SmsProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly code: string,
    message: string,
  ) {
    super(`${provider} SMS: ${code}: ${message}`);
  }
}

/** The error code of an SDK's exception, or `network` when the provider never answered with one. */
export function codeOfSdkError(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : 'network';
}
