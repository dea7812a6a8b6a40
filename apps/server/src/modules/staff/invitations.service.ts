import { randomUUID } from 'node:crypto';
import type { HosId } from '@portal/shared';
import type { StaffRole } from '@portal/shared/console';
import { AppError } from '../../errors/app-error.ts';
import { hashPassword } from '../auth/auth.password.ts';
import { getHospital } from '../hospital/hospital.service.ts';
import { recordAudit } from './audit.service.ts';
import { hashStaffToken } from './console-call.ts';
import type { StaffContext } from './staff-context.ts';
import type { StaffDeps } from './staff.deps.ts';
import { toOpenInvitation } from './staff.dto.ts';
import { newToken } from './staff-session.service.ts';
import * as repo from './staff.repository.ts';

/** How long an invitation link works (docs/staff-console.md#invitations). */
export const INVITATION_HOURS = 72;

/** The console page that opens an invitation; the token is the link's last segment. */
export const invitationLink = (origin: string, token: string) =>
  `${origin}/console/invitation/${token}`;

/**
 * Invites someone to a hospital's console: the guard has checked the inviter may manage staff there (a platform
 * administrator anywhere, so a hospital's first administrator is invited by one). The one-time link is texted to the
 * invitee's phone; only its hash is stored. A phone that already has a console account is refused.
 */
export async function inviteStaff(
  deps: StaffDeps,
  staff: StaffContext,
  hosId: HosId,
  invitee: { name: string; phone: string; role: Exclude<StaffRole, 'platformAdmin'> },
  origin: string,
) {
  const hospital = await getHospital(deps.db, hosId);
  if (await repo.findAccountByPhone(deps.db, invitee.phone)) throw new AppError('STAFF010');
  const token = newToken();
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await repo.insertInvitation(trx, {
      invitationId: randomUUID(),
      tokenHash: hashStaffToken(token),
      hosId,
      ...invitee,
      invitedBy: staff.staffId,
      hours: INVITATION_HOURS,
    });
    await recordAudit(trx, {
      hosId,
      staff,
      action: 'staff.invited',
      target: invitee.phone,
      after: { name: invitee.name, phone: invitee.phone, role: invitee.role },
    });
    return inserted;
  });
  // After the commit: a text is never sent for an invitation that does not exist.
  const link = invitationLink(origin, token);
  await deps.sms.send({
    hosId,
    phone: invitee.phone,
    kind: 'staffInvitation',
    params: { hosName: hospital.hosName, link, hours: INVITATION_HOURS },
    text: `${hospital.hosName}: you are invited to the patient portal console. Open ${link} within ${INVITATION_HOURS} hours to set your password. 您受邀使用患者服务平台管理控制台，请在${INVITATION_HOURS}小时内打开上述链接设置密码。`,
  });
  return toOpenInvitation(row);
}

/** What the invitation page shows before the invitee sets a password; an unusable link answers STAFF009. */
export async function getInvitation(deps: StaffDeps, token: string) {
  const row = await repo.findOpenInvitation(deps.db, hashStaffToken(token));
  if (!row) throw new AppError('STAFF009');
  return {
    hosId: row.hos_id,
    hosName: row.hos_name,
    name: row.name,
    phone: row.phone,
    role: row.role,
    expiresAt: row.expires_at.toISOString(),
  };
}

/**
 * Accepting sets the password and creates the account (enrolment of the authenticator follows at the first sign-in).
 * The invitation is spent in the same transaction, so a second use finds it used.
 */
export async function acceptInvitation(
  deps: StaffDeps,
  token: string,
  password: string,
  ip: string,
) {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const invitation = await repo.useInvitation(trx, hashStaffToken(token));
    if (!invitation) throw new AppError('STAFF009');
    const staffId = randomUUID();
    const created = await repo.insertAccount(trx, {
      staff_id: staffId,
      hos_id: invitation.hos_id,
      phone: invitation.phone,
      name: invitation.name,
      role: invitation.role,
      password_hash: passwordHash,
    });
    if (!created) throw new AppError('STAFF010');
    await recordAudit(trx, {
      hosId: invitation.hos_id,
      staff: null,
      actor: `${invitation.name} (${invitation.phone})`,
      action: 'staff.invitation.accepted',
      target: created.staff_id,
      after: { role: invitation.role, invitationId: invitation.invitation_id },
      ip,
    });
  });
}
