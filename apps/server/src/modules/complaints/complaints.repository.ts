import type { HosId } from '@portal/shared';
import type { Kysely, Selectable } from 'kysely';
import type { ComplaintTable, Database } from '../../db/schema.ts';

type Q = Kysely<Database>;
export type ComplaintRow = Selectable<ComplaintTable>;
export interface ComplaintDetail {
  row: ComplaintRow;
  steps: { status: string; at: Date }[];
  photos: { file_id: string; storage_key: string }[];
}

export async function insertComplaint(
  db: Q,
  row: Omit<ComplaintRow, 'created_at' | 'status' | 'reply' | 'replied_at'>,
): Promise<void> {
  await db.insertInto('complaint').values(row).execute();
  await db
    .insertInto('complaint_step')
    .values({ hos_id: row.hos_id, complaint_id: row.complaint_id, status: 'submitted' })
    .execute();
}

export async function insertPhotos(
  db: Q,
  hosId: HosId,
  complaintId: string,
  fileIds: readonly string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .insertInto('complaint_photo')
    .values(
      fileIds.map((file_id, position) => ({
        hos_id: hosId,
        complaint_id: complaintId,
        file_id,
        position,
      })),
    )
    .execute();
}

export async function findByKey(
  db: Q,
  hosId: HosId,
  userId: string,
  key: string,
): Promise<ComplaintRow | undefined> {
  return db
    .selectFrom('complaint')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('create_key', '=', key)
    .executeTakeFirst();
}

/** The hospital's complaints, or (with `userId`) one account's, newest first; `complaintId` picks one. */
export async function listComplaints(
  db: Q,
  hosId: HosId,
  filter: { userId?: string; complaintId?: string } = {},
): Promise<ComplaintDetail[]> {
  let q = db.selectFrom('complaint').selectAll().where('hos_id', '=', hosId);
  if (filter.userId !== undefined) q = q.where('user_id', '=', filter.userId);
  if (filter.complaintId !== undefined) q = q.where('complaint_id', '=', filter.complaintId);
  const rows = await q.orderBy('created_at', 'desc').orderBy('complaint_id').limit(200).execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.complaint_id);
  const [steps, photos] = await Promise.all([
    db
      .selectFrom('complaint_step')
      .select(['complaint_id', 'status', 'at'])
      .where('hos_id', '=', hosId)
      .where('complaint_id', 'in', ids)
      .orderBy('at')
      .execute(),
    db
      .selectFrom('complaint_photo as p')
      .innerJoin('upload_file as f', (j) =>
        j.onRef('f.hos_id', '=', 'p.hos_id').onRef('f.file_id', '=', 'p.file_id'),
      )
      .select(['p.complaint_id', 'p.file_id', 'f.storage_key'])
      .where('p.hos_id', '=', hosId)
      .where('p.complaint_id', 'in', ids)
      .orderBy('p.position')
      .execute(),
  ]);
  return rows.map((row) => ({
    row,
    steps: steps.filter((s) => s.complaint_id === row.complaint_id),
    photos: photos.filter((p) => p.complaint_id === row.complaint_id),
  }));
}

/**
 * Moves a complaint on, only from a state that allows it (conditional update: two operators answering at once do not
 * both win); undefined when it is not in one of `from`.
 */
export async function moveComplaint(
  db: Q,
  hosId: HosId,
  complaintId: string,
  from: readonly ComplaintRow['status'][],
  to: ComplaintRow['status'],
  reply?: string,
): Promise<ComplaintRow | undefined> {
  const row = await db
    .updateTable('complaint')
    .set({ status: to, ...(reply !== undefined && { reply, replied_at: new Date() }) })
    .where('hos_id', '=', hosId)
    .where('complaint_id', '=', complaintId)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
  if (row) {
    await db
      .insertInto('complaint_step')
      .values({ hos_id: hosId, complaint_id: complaintId, status: to })
      .onConflict((c) => c.columns(['hos_id', 'complaint_id', 'status']).doNothing())
      .execute();
  }
  return row;
}

export async function complaintExists(db: Q, hosId: HosId, complaintId: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('complaint')
      .select('complaint_id')
      .where('hos_id', '=', hosId)
      .where('complaint_id', '=', complaintId)
      .executeTakeFirst(),
  );
}
