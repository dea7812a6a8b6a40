import type { Selectable } from 'kysely';
import type { StaffMe } from '@portal/shared/console';
import { ROLE_PERMISSIONS } from '@portal/shared/console';
import type { AuditLogTable, StaffAccountTable, StaffInvitationTable } from '../../db/schema.ts';

type Account = Selectable<StaffAccountTable>;

export function toStaffMe(a: Account, csrfToken: string, expiresAt: Date): StaffMe {
  return {
    staffId: a.staff_id,
    name: a.name,
    phone: a.phone,
    role: a.role,
    hosId: a.hos_id,
    permissions: [...ROLE_PERMISSIONS[a.role]],
    csrfToken,
    expiresAt: expiresAt.toISOString(),
  };
}

export function toStaffMember(a: Account) {
  return {
    staffId: a.staff_id,
    name: a.name,
    phone: a.phone,
    role: a.role,
    totpEnrolled: a.totp_enrolled_at !== null,
    createdAt: a.created_at.toISOString(),
  };
}

export function toOpenInvitation(i: Selectable<StaffInvitationTable>) {
  return {
    invitationId: i.invitation_id,
    name: i.name,
    phone: i.phone,
    role: i.role,
    expiresAt: i.expires_at.toISOString(),
  };
}

export function toAuditEntry(r: Selectable<AuditLogTable>) {
  return {
    id: String(r.id),
    at: r.at.toISOString(),
    hosId: r.hos_id,
    staffId: r.staff_id,
    actor: r.actor,
    action: r.action,
    target: r.target,
    before: r.before ?? undefined,
    after: r.after ?? undefined,
    ip: r.ip,
  };
}
