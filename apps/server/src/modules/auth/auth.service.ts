import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  loginModesOf,
  maskPhone,
  readHospitalConfig,
  usesPasswords,
  type CurrentUser,
  type Language,
  type LoginUser,
  type VerifyPurpose,
  type HosId,
} from '@portal/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { listConfig, requireEnabledHospital } from '../hospital/hospital.service.ts';
import type { AuthDeps } from './auth.deps.ts';
import { hashPassword, verifyNoAccount, verifyPassword } from './auth.password.ts';
import type { AuthUser } from './auth.plugin.ts';
import { hashToken } from './auth.plugin.ts';
import * as repo from './auth.repository.ts';
import { firstExpiry } from './session-lifetime.ts';
import { isTrustedAddress, rememberAddress } from './trusted-address.ts';
import { checkCode, codeError, type CodeOutcome } from './verify-code.service.ts';
import {
  acceptRegistrationNotices,
  requireRegistrationNotices,
} from '../notice-documents/notice-documents.service.ts';

interface Issued {
  token: string;
  expiresAt: Date;
}

/**
 * Inserts a session; takes the caller's transaction where there is one (PGlite has one connection: never mix).
 * The token is 32 random bytes, stored only as its SHA-256; use renews it up to an absolute lifetime (docs/adr/0007).
 */
async function issueToken(
  deps: AuthDeps,
  conn: Transaction<Database> | AuthDeps['db'],
  hosId: HosId,
  userId: string,
  lang?: Language,
): Promise<Issued> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = firstExpiry(deps.sessionLifetime);
  await repo.insertSession(conn, hosId, { tokenHash: hashToken(token), userId, expiresAt });
  // The texts a job sends later (reminders, notices) go out in the language the user signs in with.
  if (lang) await repo.setLanguage(conn, hosId, userId, lang);
  return { token, expiresAt };
}

/**
 * The sign-in answer as far as auth knows it: the session and the masked phone. The account module adds what the
 * portal shows about the account (`leader`), so auth depends on no module above it (docs/server-modules.md).
 */
export type SignedIn = Omit<LoginUser, 'leader'>;
/** The signed-in user as far as auth knows it (the account module adds `leader`). */
export type SessionUser = Omit<CurrentUser, 'leader'>;

/** Login user (without `leader`), built after the transaction has committed. */
function loginUser(user: { user_id: string; phone: string }, issued: Issued): SignedIn {
  return {
    isLogin: true,
    access_token: issued.token,
    expiresAt: issued.expiresAt.toISOString(),
    // Masking: the portal shows the number, it never needs it back in full.
    mobile: maskPhone(user.phone),
    platformDetail: { userId: user.user_id },
  };
}

/**
 * Runs `work` after a correct code, in one transaction with the code's consumption. A wrong code's count
 * is committed before the refusal is thrown (see checkCode).
 */
async function withCode<T>(
  deps: AuthDeps,
  input: { hosId: HosId; phone: string; purpose: VerifyPurpose; code: string },
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const result = await deps.db
    .transaction()
    .execute(async (trx): Promise<{ outcome: CodeOutcome; value?: T }> => {
      const outcome = await checkCode(trx, deps.codeKey, input);
      return outcome === 'ok' ? { outcome, value: await work(trx) } : { outcome };
    });
  if (result.outcome !== 'ok') throw codeError(result.outcome);
  return result.value as T;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export interface RegisterInput {
  hosId: HosId;
  phone: string;
  code: string;
  password?: string;
  confirmPassword?: string;
}

/**
 * The password a new account gets (docs/accounts.md): the one typed where the hospital signs in by password (C018
 * without one); where it signs in by code only, one is refused (LOGIN010: it could never be used) and the account
 * gets a random one nobody knows — should the hospital later offer passwords, 'forgot password' sets a real one.
 */
async function newAccountPassword(deps: AuthDeps, input: RegisterInput): Promise<string> {
  const modes = loginModesOf(
    readHospitalConfig(await listConfig(deps.db, input.hosId, ['LOGIN'])).loginModes,
  );
  if (!usesPasswords(modes)) {
    if (input.password !== undefined || input.confirmPassword !== undefined)
      throw new AppError('LOGIN010');
    return randomBytes(32).toString('base64url');
  }
  if (input.password === undefined) throw new AppError('C018', { field: 'password' });
  return input.password;
}

/**
 * Registers with an SMS code; the new account is signed in at once. It accepts the hospital's
 * agreements, so a hospital that has not published them registers no one (LOGIN009).
 */
export async function register(
  deps: AuthDeps,
  input: RegisterInput,
  ip: string,
  lang?: Language,
): Promise<SignedIn> {
  const { hosId, phone } = input;
  await requireEnabledHospital(deps.db, hosId);
  await requireRegistrationNotices(deps.db, hosId);
  const password = await newAccountPassword(deps, input);
  await deps.limiter.consume('register', hosId, phone, ip);
  // Hashed before the lookup, so a registered phone's refusal takes as long as an unknown phone's attempt.
  const passwordHash = await hashPassword(password);
  if (await repo.findUserByPhone(deps.db, hosId, phone)) throw new AppError('LOGIN002');
  const user = { user_id: randomUUID(), phone };
  try {
    const issued = await withCode(deps, { ...input, purpose: 'register' }, async (trx) => {
      await repo.insertUser(trx, hosId, { userId: user.user_id, phone, passwordHash });
      // Registering accepts the current user service agreement and privacy policy (the page names them).
      await acceptRegistrationNotices(trx, hosId, user.user_id);
      return issueToken(deps, trx, hosId, user.user_id, lang);
    });
    await rememberAddress(deps.db, deps.codeKey, hosId, user.user_id, ip);
    return loginUser(user, issued);
  } catch (err) {
    // Two registrations of one phone in parallel: the unique index lets one through.
    if (isUniqueViolation(err)) throw new AppError('LOGIN002');
    throw err;
  }
}

/**
 * Counts a sign-in attempt (auth.limits.ts): the per-account soft limit spares addresses the
 * account has signed in from before. Looked up by phone, the same way whether or not the phone has an account.
 */
async function countAttempt(
  deps: AuthDeps,
  kind: 'login' | 'register',
  hosId: HosId,
  phone: string,
  ip: string,
): Promise<void> {
  await deps.limiter.consume(
    kind,
    hosId,
    phone,
    ip,
    await isTrustedAddress(deps.db, deps.codeKey, hosId, phone, ip),
  );
}

/** A failed sign-in makes the address's next attempt wait; then the refusal is thrown. */
async function failSignIn(
  deps: AuthDeps,
  hosId: HosId,
  phone: string,
  ip: string,
  err: unknown,
): Promise<never> {
  if (err instanceof AppError) await deps.limiter.failed('login', hosId, phone, ip);
  throw err;
}

async function signedIn(
  deps: AuthDeps,
  hosId: HosId,
  phone: string,
  userId: string,
  ip: string,
): Promise<void> {
  await Promise.all([
    deps.limiter.succeeded('login', hosId, phone, ip),
    rememberAddress(deps.db, deps.codeKey, hosId, userId, ip),
  ]);
}

/** The start both sign-ins share: the hospital open, the attempt counted against the limits, then the phone's account. */
async function loginAttempt(deps: AuthDeps, hosId: HosId, phone: string, ip: string) {
  await requireEnabledHospital(deps.db, hosId);
  await countAttempt(deps, 'login', hosId, phone, ip);
  return repo.findUserByPhone(deps.db, hosId, phone);
}

/**
 * Step 2. An unknown phone answers LOGIN001 ('not registered'); it is verified against
 * a dummy hash first, so it takes as long as a wrong password, and the per-address limits slow anyone walking
 * through numbers.
 */
export async function loginByPassword(
  deps: AuthDeps,
  input: { hosId: HosId; phone: string; password: string },
  ip: string,
  lang?: Language,
): Promise<SignedIn> {
  const { hosId, phone } = input;
  const user = await loginAttempt(deps, hosId, phone, ip);
  const ok = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyNoAccount(input.password);
  if (!user || !ok)
    return failSignIn(deps, hosId, phone, ip, new AppError(user ? 'LOGIN003' : 'LOGIN001'));
  await signedIn(deps, hosId, phone, user.user_id, ip);
  return loginUser(user, await issueToken(deps, deps.db, hosId, user.user_id, lang));
}

export async function loginBySms(
  deps: AuthDeps,
  input: { hosId: HosId; phone: string; code: string },
  ip: string,
  lang?: Language,
): Promise<SignedIn> {
  const { hosId, phone } = input;
  const user = await loginAttempt(deps, hosId, phone, ip);
  if (!user) return failSignIn(deps, hosId, phone, ip, new AppError('LOGIN001'));
  const issued = await withCode(deps, { ...input, purpose: 'login' }, (trx) =>
    issueToken(deps, trx, hosId, user.user_id, lang),
  ).catch((err: unknown) => failSignIn(deps, hosId, phone, ip, err));
  await signedIn(deps, hosId, phone, user.user_id, ip);
  return loginUser(user, issued);
}

export async function logout(deps: AuthDeps, user: AuthUser): Promise<null> {
  await repo.revokeSession(deps.db, user.hosId, user.tokenHash);
  return null;
}

/** A forgotten password: a reset code sets a new one and ends every session (a thief's too). */
export async function resetPassword(
  deps: AuthDeps,
  input: { hosId: HosId; phone: string; code: string; password: string },
  ip: string,
): Promise<null> {
  const { hosId, phone } = input;
  await requireEnabledHospital(deps.db, hosId);
  await countAttempt(deps, 'register', hosId, phone, ip);
  // Hashed before the lookup, so an unknown phone's refusal takes as long as a known phone's attempt.
  const passwordHash = await hashPassword(input.password);
  const user = await repo.findUserByPhone(deps.db, hosId, phone);
  if (!user) throw new AppError('LOGIN001');
  await withCode(deps, { ...input, purpose: 'reset' }, async (trx) => {
    await repo.updatePassword(trx, hosId, user.user_id, passwordHash);
    await repo.revokeUserSessions(trx, hosId, user.user_id);
  });
  return null;
}

/**
 * Mode 3 of /login/register. Guessing the old password counts as a failed sign-in of that phone, so a
 * stolen token cannot be used to brute-force the password; afterwards no session survives (the web signs in again).
 */
export async function changePassword(
  deps: AuthDeps,
  user: AuthUser,
  input: { oldPassword: string; password: string },
  ip: string,
): Promise<null> {
  await countAttempt(deps, 'login', user.hosId, user.phone, ip);
  const row = await repo.findUser(deps.db, user.hosId, user.userId);
  if (!row || !(await verifyPassword(row.password_hash, input.oldPassword)))
    return failSignIn(deps, user.hosId, user.phone, ip, new AppError('LOGIN003'));
  await deps.limiter.succeeded('login', user.hosId, user.phone, ip);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await repo.updatePassword(trx, user.hosId, user.userId, passwordHash);
    await repo.revokeUserSessions(trx, user.hosId, user.userId);
  });
  return null;
}

export function currentUser(user: AuthUser): SessionUser {
  return { userId: user.userId, mobile: maskPhone(user.phone) };
}
