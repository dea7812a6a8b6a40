import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { addDays, zonedInstant, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { getHospital } from '../hospital/hospital.service.ts';
import { countAudit, listAudit, type AuditFilter } from './audit.repository.ts';
import { toAuditEntry } from './staff.dto.ts';

export const AUDIT_PAGE_SIZE = 50;
/** The CSV is read in batches of this many rows, so an export of years holds one batch in memory at a time. */
const EXPORT_BATCH = 1_000;

export interface AuditQuery {
  from?: string;
  to?: string;
  action?: string;
}

/**
 * One hospital's log (dates are days of the hospital's time zone), or the platform's own rows (hos_id null: hospitals
 * created, sign-ins of phones nobody holds, the platform administrators' own sessions; days in UTC).
 */
async function filterOf(db: Db, hosId: HosId | null, q: AuditQuery): Promise<AuditFilter> {
  const timeZone = hosId === null ? 'UTC' : (await getHospital(db, hosId)).timeZone;
  return {
    hosId,
    from: q.from ? zonedInstant(q.from, '00:00', timeZone) : undefined,
    to: q.to ? zonedInstant(addDays(q.to, 1), '00:00', timeZone) : undefined,
    action: q.action || undefined,
  };
}

/** A page of the log, newest first. */
export async function auditPage(db: Db, hosId: HosId | null, q: AuditQuery & { page: number }) {
  const filter = await filterOf(db, hosId, q);
  const [rows, total] = await Promise.all([
    listAudit(db, filter, { limit: AUDIT_PAGE_SIZE, offset: (q.page - 1) * AUDIT_PAGE_SIZE }),
    countAudit(db, filter),
  ]);
  return { entries: rows.map(toAuditEntry), total, pageSize: AUDIT_PAGE_SIZE };
}

const COLUMNS = [
  'id',
  'at',
  'hosId',
  'staffId',
  'actor',
  'action',
  'target',
  'before',
  'after',
  'ip',
];

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) is prefixed with an apostrophe
 * (OWASP "CSV injection"): actor names and targets come from what people typed.
 */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The whole filtered log as CSV, newest first, streamed batch by batch. */
export async function auditCsv(db: Db, hosId: HosId | null, q: AuditQuery): Promise<Readable> {
  const filter = await filterOf(db, hosId, q);
  async function* rows() {
    let beforeId: string | undefined;
    for (;;) {
      const batch = await listAudit(db, filter, { limit: EXPORT_BATCH, beforeId });
      for (const r of batch) {
        const e = toAuditEntry(r);
        yield COLUMNS.map((c) => cell(e[c as keyof typeof e]));
      }
      if (batch.length < EXPORT_BATCH) return;
      beforeId = String(batch[batch.length - 1]!.id);
    }
  }
  return Readable.from(rows()).pipe(stringify({ header: true, columns: COLUMNS, bom: true }));
}
