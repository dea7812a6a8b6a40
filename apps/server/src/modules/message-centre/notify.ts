import { randomUUID } from 'node:crypto';
import { languageSchema, type Language, type MessageKind, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { renderNotice } from './notice-text.ts';
import { preferenceOf } from './preferences.repository.ts';

/** Notice parameters: plain values only, so a message renders the same in any language and at any time. */
export type NoticeParams = Record<string, string | number>;

/** One event for one user: a message in the centre and, optionally, one text (both keyed by the event). */
export interface Notice {
  hosId: HosId;
  userId: string;
  patientId: string | null;
  kind: MessageKind;
  /** Catalogue keys (notice.*), rendered with `params` in the reader's language when read, the user's for the text. */
  title: string;
  body: string;
  params: NoticeParams;
  link?: string | null;
  /** Names the event ('visit:<appointId>'): the same key never makes a second message or a second text. */
  dedupeKey: string;
  /**
   * Queue the body as a text to this phone (the account's, or the patient's own); none for '' or absent. `body`: a
   * shorter text of its own (catalogue key, same params), for a message too long to text.
   */
  sms?: { phone: string; dueAt?: Date; body?: string };
}

export interface NotifyResult {
  message: boolean;
  sms: boolean;
}

/** The language the user last signed in with; English for accounts from before it was kept. */
async function languageOfUser(db: Db, hosId: HosId, userId: string): Promise<Language> {
  const row = await db
    .selectFrom('app_user')
    .select('language')
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const parsed = languageSchema.safeParse(row?.language);
  return parsed.success ? parsed.data : 'en-US';
}

/**
 * Writes the notice inside the caller's transaction, so a rolled-back event tells nobody and a committed one is
 * never lost (the outbox job sends the text later, after commit). The user's preferences for the kind decide
 * which of the two is written; duplicates are dropped by the unique dedupe keys, so callers may repeat freely.
 */
export async function notify(trx: Db, n: Notice): Promise<NotifyResult> {
  const pref = await preferenceOf(trx, n.hosId, n.userId, n.kind);
  let message = false;
  if (pref.message) {
    const res = await trx
      .insertInto('user_message')
      .values({
        hos_id: n.hosId,
        message_id: randomUUID(),
        user_id: n.userId,
        patient_id: n.patientId,
        kind: n.kind,
        title: n.title,
        body: n.body,
        params: JSON.stringify(n.params),
        link: n.link ?? null,
        dedupe_key: n.dedupeKey,
        read_at: null,
      })
      .onConflict((oc) => oc.columns(['hos_id', 'user_id', 'dedupe_key']).doNothing())
      .returning('message_id')
      .executeTakeFirst();
    message = res !== undefined;
  }
  let sms = false;
  if (pref.sms && n.sms && n.sms.phone !== '') {
    const text = renderNotice(
      n.sms.body ?? n.body,
      n.params,
      await languageOfUser(trx, n.hosId, n.userId),
    );
    const res = await trx
      .insertInto('notice_outbox')
      .values({
        hos_id: n.hosId,
        dedupe_key: n.dedupeKey,
        phone: n.sms.phone,
        text,
        sms_kind: n.kind,
        sms_params: JSON.stringify(n.params),
        due_at: n.sms.dueAt ?? new Date(),
        claimed_at: null,
        sent_at: null,
      })
      .onConflict((oc) => oc.columns(['hos_id', 'dedupe_key']).doNothing())
      .returning('dedupe_key')
      .executeTakeFirst();
    sms = res !== undefined;
  }
  return { message, sms };
}
