import type { Language, MessagePage, MessagePreference } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import * as repo from './message-centre.repository.ts';
import { listPreferences, savePreferences } from './preferences.repository.ts';

/** Every call reads and writes only the signed-in user's rows: the token names the hospital and the user. */
export async function listMessages(
  db: Db,
  user: AuthUser,
  page: number,
  pageSize: number,
  lang: Language,
): Promise<MessagePage> {
  return {
    ...(await repo.pageOfMessages(db, user.hosId, user.userId, page, pageSize, lang)),
    page,
    pageSize,
  };
}

/** Another user's message answers C002 exactly like an unknown one; an already-read one marks nothing. */
export async function readMessage(db: Db, user: AuthUser, messageId: string) {
  if (!(await repo.messageExists(db, user.hosId, user.userId, messageId)))
    throw new AppError('C002');
  const marked = await repo.markRead(db, user.hosId, user.userId, messageId, new Date());
  return { marked, unread: (await repo.countsOf(db, user.hosId, user.userId)).unread };
}

export async function readAllMessages(db: Db, user: AuthUser) {
  const marked = await repo.markRead(db, user.hosId, user.userId, null, new Date());
  return { marked, unread: (await repo.countsOf(db, user.hosId, user.userId)).unread };
}

export async function getPreferences(db: Db, user: AuthUser) {
  return { items: await listPreferences(db, user.hosId, user.userId) };
}

export async function setPreferences(db: Db, user: AuthUser, items: MessagePreference[]) {
  await savePreferences(db, user.hosId, user.userId, items);
  return getPreferences(db, user);
}
