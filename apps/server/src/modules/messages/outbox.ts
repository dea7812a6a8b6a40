import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SmsSender } from '../sms/sms.sender.ts';

interface Log { error(obj: unknown, msg: string): void }

export interface OutboxOptions {
  now?: Date;
  batchSize?: number;
  /** A claim older than this belongs to a sender that died (or hangs): another instance may send the text. */
  leaseSeconds?: number;
  log?: Log;
}

export const OUTBOX_LEASE_SECONDS = 300;
/** Retry after 30 s, 1, 2, 4 … minutes, at most an hour apart: a gateway that is down is not hammered. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

interface Claimed { hos_id: string; dedupe_key: string; phone: string; text: string; attempts: number; claimed_at: Date }

/**
 * One pass over the due texts: each is claimed in a short statement (FOR UPDATE SKIP LOCKED, so instances share the
 * work and never take the same row), sent through the composition root's sender, then marked sent — only while the
 * claim is still ours, so a lease taken over by another instance is never marked twice. A failed send releases the
 * claim and pushes due_at back. Answers how many texts were sent.
 */
export async function sendDueNotices(db: Db, sms: SmsSender, opts: OutboxOptions = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const lease = opts.leaseSeconds ?? OUTBOX_LEASE_SECONDS;
  const { rows } = await sql<Claimed>`
    update notice_outbox o set claimed_at = ${now}, attempts = o.attempts + 1
      from (select hos_id, dedupe_key from notice_outbox
             where sent_at is null and due_at <= ${now}
               and (claimed_at is null or claimed_at < ${new Date(now.getTime() - lease * 1000)})
             order by due_at
             limit ${opts.batchSize ?? 50}
             for update skip locked) due
     where o.hos_id = due.hos_id and o.dedupe_key = due.dedupe_key
    returning o.hos_id, o.dedupe_key, o.phone, o.text, o.attempts, o.claimed_at`.execute(db);
  let sent = 0;
  for (const n of rows) {
    const ok = await sms.send({ hosId: n.hos_id, phone: n.phone, text: n.text }).then(() => true, (err: unknown) => {
      opts.log?.error({ err, hosId: n.hos_id, key: n.dedupe_key, attempts: n.attempts }, 'notice SMS failed; retried later');
      return false;
    });
    const mine = db.updateTable('notice_outbox').where('hos_id', '=', n.hos_id).where('dedupe_key', '=', n.dedupe_key)
      .where('sent_at', 'is', null).where('claimed_at', '=', n.claimed_at);
    if (ok) {
      await mine.set({ sent_at: new Date() }).execute();
      sent += 1;
    } else {
      await mine.set({ claimed_at: null, due_at: new Date(now.getTime() + retryDelaySeconds(n.attempts) * 1000) }).execute();
    }
  }
  return sent;
}
