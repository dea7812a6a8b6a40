import { createHmac, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { HosId } from '@portal/shared';
import type { StaffMe } from '@portal/shared/console';
import QRCode from 'qrcode';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashPassword, verifyNoAccount, verifyPassword } from '../auth/auth.password.ts';
import { actorName, recordAudit } from './audit.service.ts';
import { hashStaffToken } from './console-call.ts';
import type { StaffContext, StaffSessionInfo } from './staff-context.ts';
import type { StaffDeps } from './staff.deps.ts';
import { toStaffMe } from './staff.dto.ts';
import * as repo from './staff.repository.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';
import { openTotpSecret, sealTotpSecret } from './totp-secrets.ts';

/**
 * The limiter's counters are per hospital and phone (auth.limits.ts); a staff phone is unique across the console, so
 * its counters live under one key of their own that no hospital id can take.
 */
const CONSOLE_LIMIT_KEY = 'console' as HosId;

const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function recoveryHash(deps: StaffDeps, staffId: string, code: string): string {
  return createHmac('sha256', deps.recoveryKey).update(`${staffId}:${code}`).digest('hex');
}

/** Ten codes of 8 letters and digits (about 41 bits each), shown once. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(8);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

export interface NewSession {
  token: string;
  csrfToken: string;
}

/**
 * Step 1: the password. An unknown phone spends an argon2 verification like a wrong password, and both answer
 * STAFF002, so neither the text nor the time tells which phones have accounts. Failures slow the address
 * (AuthLimiter, kind 'login'). The session it opens reaches only the second factor.
 */
export async function signInWithPassword(
  deps: StaffDeps,
  phone: string,
  password: string,
  ip: string,
): Promise<NewSession & { stage: 'totp' | 'enrol' }> {
  await deps.limiter.consume('login', CONSOLE_LIMIT_KEY, phone, ip);
  const account = await repo.findAccountByPhone(deps.db, phone);
  const fail = async (reason: string) => {
    await recordAudit(deps.db, {
      hosId: account?.hos_id ?? null,
      staff: null,
      actor: account ? actorName(account) : phone,
      action: 'staff.signIn.failed',
      target: account?.staff_id ?? null,
      after: { reason },
      ip,
    });
    await deps.limiter.failed('login', CONSOLE_LIMIT_KEY, phone, ip);
    return new AppError('STAFF002');
  };
  if (!account) {
    await verifyNoAccount(password);
    throw await fail('unknown phone');
  }
  if (!(await verifyPassword(account.password_hash, password))) throw await fail('wrong password');
  await deps.limiter.succeeded('login', CONSOLE_LIMIT_KEY, phone, ip);
  const stage = account.totp_enrolled_at ? 'totp' : 'enrol';
  const session = { token: newToken(), csrfToken: newToken() };
  await repo.insertSession(deps.db, {
    tokenHash: hashStaffToken(session.token),
    staffId: account.staff_id,
    stage,
    csrfToken: session.csrfToken,
  });
  return { ...session, stage };
}

async function codeFailed(
  deps: StaffDeps,
  staff: StaffContext,
  reason: string,
  key: 'STAFF003' | 'STAFF004',
): Promise<AppError> {
  await recordAudit(deps.db, {
    hosId: staff.hosId,
    staff,
    action: 'staff.code.failed',
    target: staff.staffId,
    after: { reason },
  });
  await deps.limiter.failed('login', CONSOLE_LIMIT_KEY, staff.phone, staff.ip);
  return new AppError(key);
}

/** Replaces the half-signed-in session with a full one: new token, new CSRF token, the full lifetime. */
async function promote(db: Db | Transaction<Database>, session: StaffSessionInfo) {
  const next = { token: newToken(), csrfToken: newToken() };
  const row = await repo.promoteSession(
    db,
    session.tokenHash,
    hashStaffToken(next.token),
    next.csrfToken,
  );
  if (!row) throw new AppError('STAFF001');
  return { ...next, expiresAt: row.expires_at };
}

/**
 * Step 2: a code of the authenticator (one step of drift either way; a code of a step at or before the last one
 * accepted is a replay and refused) or an unused recovery code, which is then spent. Failures count like failed
 * passwords.
 */
export async function signInWithCode(
  deps: StaffDeps,
  staff: StaffContext,
  session: StaffSessionInfo,
  code: string,
): Promise<NewSession & { me: StaffMe }> {
  if (session.stage !== 'totp') throw new AppError('STAFF008');
  await deps.limiter.consume('login', CONSOLE_LIMIT_KEY, staff.phone, staff.ip);
  const account = await repo.findAccount(deps.db, staff.staffId);
  if (!account?.totp_secret || !account.totp_enrolled_at) throw new AppError('STAFF008');
  let method: 'totp' | 'recovery code';
  if (/^\d{6}$/.test(code)) {
    const secret = openTotpSecret(deps.totpSealer, staff.staffId, account.totp_secret);
    const step = totpStep(secret, code);
    if (step === null) throw await codeFailed(deps, staff, 'wrong code', 'STAFF003');
    if (!(await repo.acceptTotpStep(deps.db, staff.staffId, step, false)))
      throw await codeFailed(deps, staff, 'replayed code', 'STAFF004');
    method = 'totp';
  } else {
    const used = await repo.useRecoveryCode(
      deps.db,
      staff.staffId,
      recoveryHash(deps, staff.staffId, code),
    );
    if (!used) throw await codeFailed(deps, staff, 'wrong recovery code', 'STAFF003');
    method = 'recovery code';
  }
  await deps.limiter.succeeded('login', CONSOLE_LIMIT_KEY, staff.phone, staff.ip);
  const next = await promote(deps.db, session);
  await recordAudit(deps.db, {
    hosId: staff.hosId,
    staff,
    action: 'staff.signIn',
    target: staff.staffId,
    after: { method },
  });
  return {
    token: next.token,
    csrfToken: next.csrfToken,
    me: toStaffMe(account, next.csrfToken, next.expiresAt),
  };
}

/** The first sign-in's enrolment: a new secret, kept pending until a code of it is confirmed. */
export async function getTotpEnrolment(
  deps: StaffDeps,
  staff: StaffContext,
  session: StaffSessionInfo,
) {
  if (session.stage !== 'enrol') throw new AppError('STAFF008');
  const secret = newTotpSecret();
  await repo.setPendingSecret(
    deps.db,
    staff.staffId,
    sealTotpSecret(deps.totpSealer, staff.staffId, secret),
  );
  const otpauthUri = totpUri(secret, staff.phone);
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrSvg };
}

/** A code of the pending secret confirms it: enrolled, ten recovery codes (shown once), a full session. */
export async function enrolTotp(
  deps: StaffDeps,
  staff: StaffContext,
  session: StaffSessionInfo,
  code: string,
): Promise<NewSession & { me: StaffMe; recoveryCodes: string[] }> {
  if (session.stage !== 'enrol') throw new AppError('STAFF008');
  await deps.limiter.consume('login', CONSOLE_LIMIT_KEY, staff.phone, staff.ip);
  const account = await repo.findAccount(deps.db, staff.staffId);
  if (!account || account.totp_enrolled_at) throw new AppError('STAFF008');
  // No secret shown yet (the enrolment page was never read): no code can be right.
  const step =
    account.totp_secret && /^\d{6}$/.test(code)
      ? totpStep(openTotpSecret(deps.totpSealer, staff.staffId, account.totp_secret), code)
      : null;
  if (step === null) throw await codeFailed(deps, staff, 'wrong enrolment code', 'STAFF003');
  const recoveryCodes = newRecoveryCodes();
  const next = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.acceptTotpStep(trx, staff.staffId, step, true)))
      throw new AppError('STAFF004');
    await repo.replaceRecoveryCodes(
      trx,
      staff.staffId,
      recoveryCodes.map((c) => recoveryHash(deps, staff.staffId, c)),
    );
    await recordAudit(trx, {
      hosId: staff.hosId,
      staff,
      action: 'staff.totp.enrolled',
      target: staff.staffId,
    });
    return promote(trx, session);
  });
  await deps.limiter.succeeded('login', CONSOLE_LIMIT_KEY, staff.phone, staff.ip);
  return {
    token: next.token,
    csrfToken: next.csrfToken,
    me: toStaffMe(account, next.csrfToken, next.expiresAt),
    recoveryCodes,
  };
}

export async function getMe(deps: StaffDeps, staff: StaffContext, session: StaffSessionInfo) {
  const account = await repo.findAccount(deps.db, staff.staffId);
  if (!account) throw new AppError('STAFF001');
  return toStaffMe(account, session.csrfToken, session.expiresAt);
}

export async function signOut(deps: StaffDeps, staff: StaffContext, session: StaffSessionInfo) {
  await repo.revokeSession(deps.db, session.tokenHash);
  await recordAudit(deps.db, {
    hosId: staff.hosId,
    staff,
    action: 'staff.signOut',
    target: staff.staffId,
  });
}

/** A new password; every other session of the staff member ends (this one goes on). */
export async function changePassword(
  deps: StaffDeps,
  staff: StaffContext,
  session: StaffSessionInfo,
  oldPassword: string,
  newPassword: string,
) {
  await deps.limiter.consume('login', CONSOLE_LIMIT_KEY, staff.phone, staff.ip);
  const account = await repo.findAccount(deps.db, staff.staffId);
  if (!account) throw new AppError('STAFF001');
  if (!(await verifyPassword(account.password_hash, oldPassword))) {
    await deps.limiter.failed('login', CONSOLE_LIMIT_KEY, staff.phone, staff.ip);
    throw new AppError('STAFF013');
  }
  await deps.limiter.succeeded('login', CONSOLE_LIMIT_KEY, staff.phone, staff.ip);
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await repo.setPassword(trx, staff.staffId, passwordHash);
    await repo.revokeSessionsOf(trx, staff.staffId, session.tokenHash);
    await recordAudit(trx, {
      hosId: staff.hosId,
      staff,
      action: 'staff.password.changed',
      target: staff.staffId,
    });
  });
}
