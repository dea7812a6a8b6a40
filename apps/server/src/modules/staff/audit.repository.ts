import { sql, type Transaction } from 'kysely';
import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export interface AuditRow {
  hos_id: HosId | null;
  staff_id: string | null;
  actor: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

export async function insertAudit(db: Db | Transaction<Database>, row: AuditRow): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ ...row, before: json(row.before), after: json(row.after) })
    .execute();
}

/** Which rows a page or an export reads: one hospital's, or the platform's own (hos_id null). */
export interface AuditFilter {
  hosId: HosId | null;
  /** Inclusive instants. */
  from?: Date;
  to?: Date;
  /** Actions starting with this text. */
  action?: string;
}

function filtered(db: Db, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  q = f.hosId === null ? q.where('hos_id', 'is', null) : q.where('hos_id', '=', f.hosId);
  if (f.from) q = q.where('at', '>=', f.from);
  if (f.to) q = q.where('at', '<', f.to);
  if (f.action) {
    const escaped = f.action.replace(/[\\%_]/g, (c) => `\\${c}`);
    q = q.where(sql<boolean>`action like ${`${escaped}%`} escape '\\'`);
  }
  return q;
}

export async function countAudit(db: Db, f: AuditFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first; `beforeId` continues after the last row of an earlier batch (the CSV export). */
export function listAudit(
  db: Db,
  f: AuditFilter,
  { limit, offset = 0, beforeId }: { limit: number; offset?: number; beforeId?: string },
) {
  let q = filtered(db, f).selectAll();
  if (beforeId !== undefined) q = q.where('id', '<', beforeId);
  return q.orderBy('id', 'desc').limit(limit).offset(offset).execute();
}
