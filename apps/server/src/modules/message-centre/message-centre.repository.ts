import { sql } from 'kysely';
import type { Language, MessageKind, UserMessage, HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { renderNotice } from './notice-text.ts';

/**
 * The user's messages, newest first (ties by id, so pages never overlap), with the total and unread counts; titles and
 * bodies rendered in the reader's language.
 */
export async function pageOfMessages(
  db: Db,
  hosId: HosId,
  userId: string,
  page: number,
  pageSize: number,
  lang: Language,
) {
  const rows = await db
    .selectFrom('user_message')
    .select([
      'message_id',
      'kind',
      'title',
      'body',
      'params',
      'link',
      'patient_id',
      'created_at',
      'read_at',
    ])
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('message_id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const counts = await countsOf(db, hosId, userId);
  const items: UserMessage[] = rows.map((r) => ({
    messageId: r.message_id,
    kind: r.kind as MessageKind,
    title: renderNotice(r.title, r.params, lang),
    body: renderNotice(r.body, r.params, lang),
    link: r.link,
    patientId: r.patient_id,
    createdAt: new Date(r.created_at).toISOString(),
    readAt: r.read_at ? new Date(r.read_at).toISOString() : null,
  }));
  return { items, ...counts };
}

export async function countsOf(
  db: Db,
  hosId: HosId,
  userId: string,
): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('user_message')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where read_at is null))::int`.as('unread'),
    ])
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

export async function messageExists(
  db: Db,
  hosId: HosId,
  userId: string,
  messageId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('user_message')
    .select('message_id')
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks unread messages read (one, or all of the user's when messageId is null); answers how many it marked. */
export async function markRead(
  db: Db,
  hosId: HosId,
  userId: string,
  messageId: string | null,
  now: Date,
): Promise<number> {
  let q = db
    .updateTable('user_message')
    .set({ read_at: now })
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (messageId !== null) q = q.where('message_id', '=', messageId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}
