import type { Transaction } from 'kysely';
import type { HosId } from '@portal/shared';
import type { AuditAction } from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { insertAudit } from './audit.repository.ts';
import type { StaffContext } from './staff-context.ts';

export interface AuditEntry {
  /** The hospital the action concerns; null for the platform's own (a hospital created, a sign-in of nobody known). */
  hosId: HosId | null;
  /** Who acted; null when nobody is signed in (a failed sign-in, an invitation accepted). */
  staff: StaffContext | null;
  /** How the actor is named in the log; defaults to the staff member's name and phone. */
  actor?: string;
  /** Dotted, e.g. `staff.signIn`, `settings.save` (docs/staff-console.md#audit). */
  action: AuditAction;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** The name a staff member has in the audit log. */
export function actorName(staff: Pick<StaffContext, 'name' | 'phone'>): string {
  return `${staff.name} (${staff.phone})`;
}

/**
 * Appends one row to audit_log, which the database keeps append-only (migration 0043). Pass the transaction of the
 * change it records, so the change and its record commit together or not at all.
 */
export async function recordAudit(
  db: Db | Transaction<Database>,
  entry: AuditEntry,
): Promise<void> {
  await insertAudit(db, {
    hos_id: entry.hosId,
    staff_id: entry.staff?.staffId ?? null,
    actor: entry.actor ?? (entry.staff ? actorName(entry.staff) : 'anonymous'),
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before,
    after: entry.after,
    ip: entry.ip ?? entry.staff?.ip ?? null,
  });
}
