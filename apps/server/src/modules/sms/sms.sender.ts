import type { HosId, MessageKind } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import * as repo from './sms.repository.ts';

/**
 * What a text is: a real provider sends the hospital's approved template for the kind with `params`
 * (docs/sms.md); the sandbox keeps `text`, the same message rendered in the user's language.
 */
export type SmsKind = 'verifyCode' | 'staffInvitation' | MessageKind;
export type SmsParams = Record<string, string | number>;

export interface SmsMessage {
  hosId: HosId;
  phone: string;
  kind: SmsKind;
  params: SmsParams;
  text: string;
}

/** The SMS adapter (sms/ is an adapter to the outside world: docs/architecture.md#providers-are-adapters); a real gateway is one more implementation. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The built-in sandbox: nothing leaves the server; messages land in sms_outbox, which the demo can show. Demo mode
 * only: built by the composition root (adapters.ts).
 */
export function sandboxSmsSender(db: Db): SmsSender {
  return {
    async send({ hosId, phone, text }) {
      await repo.insertOutbox(db, hosId, phone, text);
    },
  };
}
