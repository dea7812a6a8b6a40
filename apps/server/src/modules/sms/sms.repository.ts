import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/** Kysely only (docs/house-style.md#repositories): the sandbox adapter's outbox. */
export function insertOutbox(db: Db, hosId: HosId, phone: string, text: string) {
  return db.insertInto('sms_outbox').values({ hos_id: hosId, phone, text }).execute();
}

export function listOutbox(db: Db, hosId: HosId, phone: string, limit: number) {
  return db
    .selectFrom('sms_outbox')
    .select(['text', 'created_at'])
    .where('hos_id', '=', hosId)
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
