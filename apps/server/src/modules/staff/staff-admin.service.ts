import type { HosId } from '@portal/shared';
import type { StaffRole } from '@portal/shared/console';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from './audit.service.ts';
import type { StaffContext } from './staff-context.ts';
import type { StaffDeps } from './staff.deps.ts';
import { toOpenInvitation, toStaffMember } from './staff.dto.ts';
import * as repo from './staff.repository.ts';

export async function listStaff(deps: StaffDeps, hosId: HosId) {
  const [staff, invitations] = await Promise.all([
    repo.listHospitalAccounts(deps.db, hosId),
    repo.listOpenInvitations(deps.db, hosId),
  ]);
  return { staff: staff.map(toStaffMember), invitations: invitations.map(toOpenInvitation) };
}

/** The staff member a change is about: of this hospital, and never the administrator making the change. */
async function target(deps: StaffDeps, staff: StaffContext, hosId: HosId, staffId: string) {
  if (staffId === staff.staffId) throw new AppError('STAFF011');
  const account = await repo.findHospitalAccount(deps.db, hosId, staffId);
  if (!account) throw new AppError('STAFF012');
  return account;
}

/** A new role takes effect at once: the member's sessions end, and the next sign-in carries the new permissions. */
export async function changeStaffRole(
  deps: StaffDeps,
  staff: StaffContext,
  hosId: HosId,
  staffId: string,
  role: Exclude<StaffRole, 'platformAdmin'>,
) {
  const account = await target(deps, staff, hosId, staffId);
  await deps.db.transaction().execute(async (trx) => {
    await repo.setRole(trx, staffId, role);
    await repo.revokeSessionsOf(trx, staffId);
    await recordAudit(trx, {
      hosId,
      staff,
      action: 'staff.role.changed',
      target: staffId,
      before: { role: account.role },
      after: { role },
    });
  });
  return toStaffMember({ ...account, role });
}

/** Removal ends the member's sessions; the row stays, so the audit log's names keep their meaning. */
export async function removeStaff(
  deps: StaffDeps,
  staff: StaffContext,
  hosId: HosId,
  staffId: string,
) {
  const account = await target(deps, staff, hosId, staffId);
  await deps.db.transaction().execute(async (trx) => {
    await repo.markRemoved(trx, staffId);
    await repo.revokeSessionsOf(trx, staffId);
    await recordAudit(trx, {
      hosId,
      staff,
      action: 'staff.removed',
      target: staffId,
      before: { name: account.name, phone: account.phone, role: account.role },
    });
  });
}
