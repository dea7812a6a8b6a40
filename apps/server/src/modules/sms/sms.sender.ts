import type { Db } from '../../db/database.ts';
import * as repo from './sms.repository.ts';

export interface SmsMessage {
  hosId: string;
  phone: string;
  text: string;
}

/** The SMS adapter (ARCHITECTURE: sms/ is an adapter to the outside world); a real gateway is one more implementation. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The built-in sandbox: nothing leaves the server; messages land in sms_outbox, which the demo can show. */
export function sandboxSmsSender(db: Db): SmsSender {
  return {
    async send({ hosId, phone, text }) {
      await repo.insertOutbox(db, hosId, phone, text);
    },
  };
}
