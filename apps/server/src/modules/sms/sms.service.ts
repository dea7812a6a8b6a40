import type { Db } from '../../db/database.ts';
import * as repo from './sms.repository.ts';

/** The newest messages the sandbox "sent" to one phone at one hospital (demo mode only, see sms.routes.ts). */
export async function readOutbox(db: Db, hosId: string, phone: string) {
  const rows = await repo.listOutbox(db, hosId, phone, 20);
  return rows.map((r) => ({ text: r.text, sentAt: new Date(r.created_at).toISOString() }));
}
