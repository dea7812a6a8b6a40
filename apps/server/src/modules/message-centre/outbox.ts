import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SmsKind, SmsParams, SmsSender } from '../sms/sms.sender.ts';

interface Log {
  error(obj: unknown, msg: string): void;
}

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

interface Claimed {
  hos_id: HosId;
  dedupe_key: string;
  phone: string;
  text: string;
  sms_kind: SmsKind | null;
  sms_params: SmsParams | null;
  attempts: number;
  claimed_at: Date;
}

/**
 * One pass over the due texts: each is claimed in a short statement (FOR UPDATE SKIP LOCKED, so instances share the
 * work and never take the same row), sent through the composition root's sender, then marked sent — only while the
 * claim is still ours, so a lease taken over by another instance is never marked twice. A failed send releases the
 * claim and pushes due_at back. Answers how many texts were sent.
 */
export async function sendDueNotices(
  db: Db,
  sms: SmsSender,
  opts: OutboxOptions = {},
): Promise<number> {
  return claimAndSend(db, sms, sql`true`, opts.batchSize ?? 50, opts);
}

/**
 * Sends now, after the caller's commit, the due texts of one event the caller just wrote (a cancelled session, a
 * promotion), so the patient hears at once rather than at the next pass of the job; anything left (a failed send, a
 * text claimed elsewhere) stays for the job. Same claims as sendDueNotices. Answers how many texts were sent.
 */
export async function sendNoticesNow(
  db: Db,
  sms: SmsSender,
  hosId: HosId,
  keys: readonly string[],
  opts: OutboxOptions = {},
): Promise<number> {
  if (keys.length === 0) return 0;
  const mine = sql`hos_id = ${hosId} and dedupe_key in (${sql.join(keys.map((k) => sql`${k}`))})`;
  return claimAndSend(db, sms, mine, keys.length, opts);
}

async function claimAndSend(
  db: Db,
  sms: SmsSender,
  where: ReturnType<typeof sql>,
  limit: number,
  opts: OutboxOptions,
): Promise<number> {
  const now = opts.now ?? new Date();
  const lease = opts.leaseSeconds ?? OUTBOX_LEASE_SECONDS;
  const { rows } = await sql<Claimed>`
    update notice_outbox o set claimed_at = ${now}, attempts = o.attempts + 1
      from (select hos_id, dedupe_key from notice_outbox
             where sent_at is null and due_at <= ${now} and ${where}
               and (claimed_at is null or claimed_at < ${new Date(now.getTime() - lease * 1000)})
             order by due_at
             limit ${limit}
             for update skip locked) due
     where o.hos_id = due.hos_id and o.dedupe_key = due.dedupe_key
    returning o.hos_id, o.dedupe_key, o.phone, o.text, o.sms_kind, o.sms_params, o.attempts, o.claimed_at`.execute(
    db,
  );
  let sent = 0;
  for (const n of rows) {
    const message = {
      hosId: n.hos_id,
      phone: n.phone,
      text: n.text,
      // A row queued before kinds were kept has no template at a real provider (its send fails and is retried).
      kind: n.sms_kind ?? ('notice' as SmsKind),
      params: n.sms_params ?? {},
    };
    const ok = await sms.send(message).then(
      () => true,
      (err: unknown) => {
        opts.log?.error(
          { err, hosId: n.hos_id, key: n.dedupe_key, attempts: n.attempts },
          'notice SMS failed; retried later',
        );
        return false;
      },
    );
    const claim = db
      .updateTable('notice_outbox')
      .where('hos_id', '=', n.hos_id)
      .where('dedupe_key', '=', n.dedupe_key)
      .where('sent_at', 'is', null)
      .where('claimed_at', '=', n.claimed_at);
    if (ok) {
      await claim.set({ sent_at: new Date() }).execute();
      sent += 1;
    } else {
      await claim
        .set({
          claimed_at: null,
          due_at: new Date(now.getTime() + retryDelaySeconds(n.attempts) * 1000),
        })
        .execute();
    }
  }
  return sent;
}
