import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { IsDemoPhone } from './demo-phones.ts';
import * as repo from './sms.repository.ts';

export interface OutboxMessage {
  text: string;
  sentAt: string;
}

/** The demo SMS outbox (DEMO_SMS_OUTBOX, demo mode only): built by the composition root, read by sms.routes.ts. */
export interface DemoSmsOutbox {
  read(hosId: HosId, phone: string): Promise<OutboxMessage[]>;
}

export function createDemoSmsOutbox(db: Db, isDemoPhone: IsDemoPhone): DemoSmsOutbox {
  return { read: (hosId, phone) => readOutbox(db, isDemoPhone, hosId, phone) };
}

/**
 * The newest messages the sandbox "sent" to one phone at one hospital. Only for demo phones; any
 * other phone answers exactly like a phone without messages, so the call tells nobody whether a code was sent.
 */
export async function readOutbox(
  db: Db,
  isDemoPhone: IsDemoPhone,
  hosId: HosId,
  phone: string,
): Promise<OutboxMessage[]> {
  if (!isDemoPhone(hosId, phone)) return [];
  const rows = await repo.listOutbox(db, hosId, phone, 20);
  return rows.map((r) => ({ text: r.text, sentAt: new Date(r.created_at).toISOString() }));
}
