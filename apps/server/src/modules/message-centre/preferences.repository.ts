import {
  MESSAGE_KINDS,
  type MessageKind,
  type MessagePreference,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';

/** Without a stored row every kind is on (SMS and message): reminders are opt-out, as the issue asks. */
const DEFAULT_ON = { sms: true, message: true };

export async function preferenceOf(
  db: Db,
  hosId: HosId,
  userId: string,
  kind: MessageKind,
): Promise<{ sms: boolean; message: boolean }> {
  const row = await db
    .selectFrom('message_preference')
    .select(['sms', 'message'])
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ?? DEFAULT_ON;
}

export async function listPreferences(
  db: Db,
  hosId: HosId,
  userId: string,
): Promise<MessagePreference[]> {
  const rows = await db
    .selectFrom('message_preference')
    .select(['kind', 'sms', 'message'])
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .execute();
  const stored = new Map(rows.map((r) => [r.kind, r]));
  return MESSAGE_KINDS.map((kind) => ({ kind, ...(stored.get(kind) ?? DEFAULT_ON) }));
}

export async function savePreferences(
  db: Db,
  hosId: HosId,
  userId: string,
  items: MessagePreference[],
): Promise<void> {
  await db
    .insertInto('message_preference')
    .values(
      items.map((p) => ({
        hos_id: hosId,
        user_id: userId,
        kind: p.kind,
        sms: p.sms,
        message: p.message,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['hos_id', 'user_id', 'kind']).doUpdateSet((eb) => ({
        sms: eb.ref('excluded.sms'),
        message: eb.ref('excluded.message'),
      })),
    )
    .execute();
}
