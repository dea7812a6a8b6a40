import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import * as repo from './sms.repository.ts';

export interface SmsMessage {
  hosId: HosId;
  phone: string;
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

/**
 * Outside demo mode with no SMS gateway configured: nothing can reach a phone, so a code request answers C030
 * instead of pretending a code was sent (the sandbox adapter exists only in demo mode).
 */
export const noSmsSender: SmsSender = {
  send() {
    return Promise.reject(new AppError('C030'));
  },
};
