import type { HosId } from '@portal/shared';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ComplaintTable, Database } from '../../db/schema.ts';

type Q = Kysely<Database>;
export type ComplaintRow = Selectable<ComplaintTable>;
export interface ComplaintDetail {
  row: ComplaintRow;
  /** Who holds it, by their name now. */
  assignee: { staffId: string; name: string } | null;
  steps: { status: string; at: Date }[];
  photos: { file_id: string; storage_key: string }[];
}

export async function insertComplaint(
  db: Q,
  row: Omit<
    ComplaintRow,
    'created_at' | 'status' | 'reply' | 'replied_at' | 'assignee_id' | 'reply_count'
  >,
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

/** Which complaints to read: one account's, one complaint, some states, one holder's. */
export interface ComplaintQuery {
  userId?: string;
  complaintId?: string;
  statuses?: readonly ComplaintRow['status'][];
  assigneeId?: string;
}

/**
 * The hospital's complaints, or (with `userId`) one account's, newest first; `complaintId` picks one. `openFirst`
 * (the console's inbox): the open ones first, the longest waiting on top, then the others newest first.
 */
export async function listComplaints(
  db: Q,
  hosId: HosId,
  filter: ComplaintQuery = {},
  o: { openFirst?: boolean; limit?: number } = {},
): Promise<ComplaintDetail[]> {
  let q = db
    .selectFrom('complaint as c')
    .leftJoin('staff_account as s', 's.staff_id', 'c.assignee_id')
    .selectAll('c')
    .select('s.name as assignee_name')
    .where('c.hos_id', '=', hosId);
  if (filter.userId !== undefined) q = q.where('c.user_id', '=', filter.userId);
  if (filter.complaintId !== undefined) q = q.where('c.complaint_id', '=', filter.complaintId);
  if (filter.statuses !== undefined) q = q.where('c.status', 'in', filter.statuses);
  if (filter.assigneeId !== undefined) q = q.where('c.assignee_id', '=', filter.assigneeId);
  const open = sql<boolean>`c.status in ('submitted', 'in_progress')`;
  q = o.openFirst
    ? q
        .orderBy(open, 'desc')
        .orderBy(sql`case when ${open} then c.created_at end`, 'asc')
        .orderBy('c.created_at', 'desc')
    : q.orderBy('c.created_at', 'desc');
  const rows = await q
    .orderBy('c.complaint_id')
    .limit(o.limit ?? 200)
    .execute();
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
  return rows.map(({ assignee_name, ...row }) => ({
    row,
    assignee:
      row.assignee_id === null ? null : { staffId: row.assignee_id, name: assignee_name ?? '' },
    steps: steps.filter((s) => s.complaint_id === row.complaint_id),
    photos: photos.filter((p) => p.complaint_id === row.complaint_id),
  }));
}

/** One complaint, its row locked until the transaction ends: two answers to it at once go one after the other. */
export function lockComplaint(db: Q, hosId: HosId, complaintId: string) {
  return db
    .selectFrom('complaint')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('complaint_id', '=', complaintId)
    .forUpdate()
    .executeTakeFirst();
}

/** What an answer changes: the state (a step when it moves), the holder, the reply. */
export interface ComplaintChange {
  status: ComplaintRow['status'];
  assigneeId: string | null;
  reply?: string;
}

/** Writes an answer to a complaint locked by lockComplaint; a move to a new state adds its step. */
export async function changeComplaint(
  db: Q,
  locked: ComplaintRow,
  change: ComplaintChange,
): Promise<ComplaintRow> {
  const row = await db
    .updateTable('complaint')
    .set((eb) => ({
      status: change.status,
      assignee_id: change.assigneeId,
      ...(change.reply !== undefined && {
        reply: change.reply,
        replied_at: new Date(),
        reply_count: eb('reply_count', '+', 1),
      }),
    }))
    .where('hos_id', '=', locked.hos_id)
    .where('complaint_id', '=', locked.complaint_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (change.status !== locked.status) {
    await db
      .insertInto('complaint_step')
      .values({ hos_id: locked.hos_id, complaint_id: locked.complaint_id, status: change.status })
      .onConflict((c) => c.columns(['hos_id', 'complaint_id', 'status']).doNothing())
      .execute();
  }
  return row;
}
