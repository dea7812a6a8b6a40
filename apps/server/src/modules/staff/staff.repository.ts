import { sql, type Transaction } from 'kysely';
import type { HosId } from '@portal/shared';
import type { StaffRole } from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import type { Database, StaffSessionStage } from '../../db/schema.ts';

type Handle = Db | Transaction<Database>;

/** Idle and absolute session lifetimes (docs/adr/0011-staff-sessions.md); a half-signed-in session lives 10 minutes. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_MAX_HOURS = 12;
export const PENDING_MAX_MINUTES = 10;

export function findAccountByPhone(db: Handle, phone: string) {
  return db
    .selectFrom('staff_account')
    .selectAll()
    .where('phone', '=', phone)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export function findAccount(db: Handle, staffId: string) {
  return db
    .selectFrom('staff_account')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** A staff member of one hospital (another hospital's answers the same as none). */
export function findHospitalAccount(db: Handle, hosId: HosId, staffId: string) {
  return db
    .selectFrom('staff_account')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('staff_id', '=', staffId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export function listHospitalAccounts(db: Db, hosId: HosId) {
  return db
    .selectFrom('staff_account')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('removed_at', 'is', null)
    .orderBy('created_at')
    .orderBy('staff_id')
    .execute();
}

export interface NewAccount {
  staff_id: string;
  hos_id: HosId | null;
  phone: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  totp_secret?: string | null;
  totp_enrolled_at?: Date | null;
}

/**
 * A new account, or a removed one of the same phone given back to its new holder (the phone is unique). Answers
 * undefined when the phone belongs to an active account.
 */
export function insertAccount(db: Handle, a: NewAccount) {
  return db
    .insertInto('staff_account')
    .values({
      totp_secret: null,
      totp_enrolled_at: null,
      totp_last_step: null,
      removed_at: null,
      ...a,
    })
    .onConflict((oc) =>
      oc
        .column('phone')
        .doUpdateSet({
          hos_id: a.hos_id,
          name: a.name,
          role: a.role,
          password_hash: a.password_hash,
          totp_secret: null,
          totp_enrolled_at: null,
          totp_last_step: null,
          removed_at: null,
          password_changed_at: sql<Date>`now()`,
        })
        .where('staff_account.removed_at', 'is not', null),
    )
    .returning('staff_id')
    .executeTakeFirst();
}

export async function setPendingSecret(db: Handle, staffId: string, sealedSecret: string) {
  await db
    .updateTable('staff_account')
    .set({ totp_secret: sealedSecret })
    .where('staff_id', '=', staffId)
    .where('totp_enrolled_at', 'is', null)
    .execute();
}

/**
 * Records an accepted TOTP code's time step; refused (false) when that step or a later one was already accepted, so
 * a code is good once even when two requests bring it at the same moment.
 */
export async function acceptTotpStep(
  db: Handle,
  staffId: string,
  step: number,
  enrol: boolean,
): Promise<boolean> {
  const row = await db
    .updateTable('staff_account')
    .set({ totp_last_step: step, ...(enrol && { totp_enrolled_at: sql<Date>`now()` }) })
    .where('staff_id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('staff_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function replaceRecoveryCodes(db: Handle, staffId: string, hashes: string[]) {
  await db.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_code')
    .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash, used_at: null })))
    .execute();
}

/** Spends one recovery code: true once, false ever after (or for a code that is not the staff member's). */
export async function useRecoveryCode(db: Handle, staffId: string, hash: string) {
  const row = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('staff_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPassword(db: Handle, staffId: string, passwordHash: string) {
  await db
    .updateTable('staff_account')
    .set({ password_hash: passwordHash, password_changed_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .execute();
}

export async function setRole(db: Handle, staffId: string, role: StaffRole) {
  await db.updateTable('staff_account').set({ role }).where('staff_id', '=', staffId).execute();
}

export async function markRemoved(db: Handle, staffId: string) {
  await db
    .updateTable('staff_account')
    .set({ removed_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .execute();
}

// Sessions

export async function insertSession(
  db: Handle,
  s: { tokenHash: string; staffId: string; stage: StaffSessionStage; csrfToken: string },
) {
  const lifetime = s.stage === 'full' ? STAFF_IDLE_MINUTES : PENDING_MAX_MINUTES;
  return db
    .insertInto('staff_session')
    .values({
      token_hash: s.tokenHash,
      staff_id: s.staffId,
      stage: s.stage,
      csrf_token: s.csrfToken,
      expires_at: sql<Date>`now() + make_interval(mins => ${lifetime})`,
      revoked_at: null,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
}

/**
 * The live session of a token hash, its idle expiry pushed on in the same statement: never past the absolute limit
 * (12 hours for a full session, 10 minutes for one still at the second factor).
 */
export function touchSession(db: Db, tokenHash: string) {
  return db
    .updateTable('staff_session')
    .set({
      last_seen_at: sql<Date>`now()`,
      expires_at: sql<Date>`least(
        created_at + case when stage = 'full' then make_interval(hours => ${STAFF_MAX_HOURS})
                          else make_interval(mins => ${PENDING_MAX_MINUTES}) end,
        now() + make_interval(mins => ${STAFF_IDLE_MINUTES}))`,
    })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['staff_id', 'stage', 'csrf_token', 'expires_at'])
    .executeTakeFirst();
}

/** Past the second factor: a new token and CSRF token (the half-signed-in one stops working), the full lifetime. */
export function promoteSession(db: Handle, oldHash: string, newHash: string, csrfToken: string) {
  return db
    .updateTable('staff_session')
    .set({
      token_hash: newHash,
      csrf_token: csrfToken,
      stage: 'full',
      created_at: sql<Date>`now()`,
      last_seen_at: sql<Date>`now()`,
      expires_at: sql<Date>`now() + make_interval(mins => ${STAFF_IDLE_MINUTES})`,
    })
    .where('token_hash', '=', oldHash)
    .where('revoked_at', 'is', null)
    .where('stage', '!=', 'full')
    .returning(['expires_at'])
    .executeTakeFirst();
}

export async function revokeSession(db: Handle, tokenHash: string) {
  await db
    .updateTable('staff_session')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Every live session of a staff member, but `except` (the one changing its own password). */
export async function revokeSessionsOf(db: Handle, staffId: string, except?: string) {
  let q = db
    .updateTable('staff_session')
    .set({ revoked_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null);
  if (except !== undefined) q = q.where('token_hash', '!=', except);
  await q.execute();
}

// Invitations

export async function insertInvitation(
  db: Handle,
  i: {
    invitationId: string;
    tokenHash: string;
    hosId: HosId;
    name: string;
    phone: string;
    role: StaffRole;
    invitedBy: string | null;
    hours: number;
  },
) {
  // An earlier open invitation of the same phone at the same hospital stops working: one link is live at a time.
  await db
    .updateTable('staff_invitation')
    .set({ revoked_at: sql<Date>`now()` })
    .where('hos_id', '=', i.hosId)
    .where('phone', '=', i.phone)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  return db
    .insertInto('staff_invitation')
    .values({
      invitation_id: i.invitationId,
      token_hash: i.tokenHash,
      hos_id: i.hosId,
      name: i.name,
      phone: i.phone,
      role: i.role,
      invited_by: i.invitedBy,
      expires_at: sql<Date>`now() + make_interval(hours => ${i.hours})`,
      used_at: null,
      revoked_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const openInvitations = (db: Handle) =>
  db
    .selectFrom('staff_invitation')
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);

export function findOpenInvitation(db: Handle, tokenHash: string) {
  return openInvitations(db)
    .innerJoin('hospital', 'hospital.hos_id', 'staff_invitation.hos_id')
    .selectAll('staff_invitation')
    .select('hospital.hos_name')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function listOpenInvitations(db: Db, hosId: HosId) {
  return openInvitations(db)
    .selectAll()
    .where('hos_id', '=', hosId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Spends an invitation: the row once, undefined for a second use (or an expired or withdrawn one). */
export function useInvitation(db: Handle, tokenHash: string) {
  return db
    .updateTable('staff_invitation')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}
