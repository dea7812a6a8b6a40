import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  VERIFY_CODE_RULES,
  readHospitalConfig,
  resendWaitSeconds,
  type Language,
  type VerifyPurpose,
  type HosId,
} from '@portal/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Db } from '../../db/database.ts';
import { listConfig, requireEnabledHospital } from '../hospital/hospital.service.ts';
import { requireRegistrationNotices } from '../notice-documents/notice-documents.service.ts';
import type { AuthDeps } from './auth.deps.ts';
import * as repo from './auth.repository.ts';
import { isTrustedAddress } from './trusted-address.ts';

/**
 * SMS verification codes: as many random digits as the hospital says (config smsCodeLength, 4 to 8; 6 by default),
 * valid 5 minutes, single use, dead after 5 wrong
 * tries, a new one for the same phone + purpose no sooner than 60 s, stored only as an HMAC.
 */

/** How many digits the hospital's codes have (config smsCodeLength). */
async function codeLength(db: Db, hosId: HosId): Promise<number> {
  return readHospitalConfig(await listConfig(db, hosId, ['LOGIN'])).smsCodeLength;
}

export function codeHash(
  key: Buffer,
  row: { hosId: HosId; phone: string; purpose: string; id: string },
  code: string,
): string {
  return createHmac('sha256', key)
    .update(`${row.hosId}|${row.phone}|${row.purpose}|${row.id}|${code}`)
    .digest('hex');
}

function smsText(hosName: string, code: string, lang: Language): string {
  const minutes = VERIFY_CODE_RULES.ttlSeconds / 60;
  return lang === 'zh-CN'
    ? `【${hosName}】您的验证码为${code}，${minutes}分钟内有效，请勿泄露给他人。`
    : `[${hosName}] Your verification code is ${code}. It is valid for ${minutes} minutes. Never share it.`;
}

export interface SendCodeInput {
  hosId: HosId;
  phone: string;
  purpose: VerifyPurpose;
}

/**
 * Where a code lives: one phone, one purpose. Link codes use a purpose naming the account and the person
 * (`bind:<userId>:<certType>:<certNo>`), so such a code is good only for that account linking that person.
 */
export interface CodeSlot {
  hosId: HosId;
  phone: string;
  purpose: string;
}

/** Issues a code: register refuses a registered phone (LOGIN002), login and reset an unknown one (LOGIN001). */
export async function sendCode(deps: AuthDeps, input: SendCodeInput, ip: string, lang: Language) {
  const { hosId, phone, purpose } = input;
  const hospital = await requireEnabledHospital(deps.db, hosId);
  // No text for a registration the hospital would refuse: it has not published the agreements an account accepts.
  if (purpose === 'register') await requireRegistrationNotices(deps.db, hosId);
  // The per-phone limit spares addresses the account signed in from (a stranger cannot stop its codes).
  await deps.limiter.consume(
    'code',
    hosId,
    phone,
    ip,
    await isTrustedAddress(deps.db, deps.codeKey, hosId, phone, ip),
  );
  return issueCode(
    deps,
    input,
    (code) => smsText(hospital.hosName, code, lang),
    async (trx) => {
      const user = await repo.findUserByPhone(trx, hosId, phone);
      if (purpose === 'register' && user) throw new AppError('LOGIN002');
      if (purpose !== 'register' && !user) throw new AppError('LOGIN001');
    },
  );
}

/**
 * Stores a new code for the slot (after `precheck`, under the slot's lock; LOGIN006 while the last one is younger
 * than the resend wait) and sends `text(code)` after the commit. The caller has already counted the request
 * against its rate limits.
 */
export async function issueCode(
  deps: Pick<AuthDeps, 'db' | 'sms' | 'codeKey'>,
  slot: CodeSlot,
  text: (code: string) => string,
  precheck?: (trx: Transaction<Database>) => Promise<void>,
) {
  const { db } = deps;
  const { hosId, phone, purpose } = slot;
  const length = await codeLength(db, hosId);
  const code = String(randomInt(0, 10 ** length)).padStart(length, '0');
  await db.transaction().execute(async (trx) => {
    await repo.lockPhone(trx, hosId, phone, purpose);
    await precheck?.(trx);

    const now = new Date();
    const last = await repo.latestCode(trx, hosId, phone, purpose);
    const wait = resendWaitSeconds(
      last ? new Date(last.created_at) : null,
      now,
      VERIFY_CODE_RULES.resendSeconds,
    );
    if (wait > 0) throw new AppError('LOGIN006', { seconds: wait });

    const id = randomUUID();
    await repo.insertCode(trx, hosId, {
      id,
      phone,
      purpose,
      codeHash: codeHash(deps.codeKey, { hosId, phone, purpose, id }, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFY_CODE_RULES.ttlSeconds * 1000),
    });
  });
  // Sent after the commit: a code the database does not hold must never reach a phone.
  await deps.sms.send({ hosId, phone, kind: 'verifyCode', params: { code }, text: text(code) });
  return { expiresIn: VERIFY_CODE_RULES.ttlSeconds, resendIn: VERIFY_CODE_RULES.resendSeconds };
}

export type CodeOutcome = 'ok' | 'wrong' | 'dead';

/**
 * Checks a code inside the caller's transaction; only the newest code of the phone + purpose counts. A
 * correct code is consumed here, so the caller's work and the consumption commit or fail together; a wrong
 * one is counted, and the caller must COMMIT and then throw `codeError(outcome)`, or the count is lost.
 */
export async function checkCode(
  trx: Transaction<Database>,
  key: Buffer,
  input: CodeSlot & { code: string },
): Promise<CodeOutcome> {
  const { hosId, phone, purpose, code } = input;
  // A code of another length than the hospital's is no code of its: refused as input, no try counted.
  if (code.length !== (await codeLength(trx, hosId))) throw new AppError('C019', { field: 'code' });
  await repo.lockPhone(trx, hosId, phone, purpose);
  const row = await repo.latestCode(trx, hosId, phone, purpose);
  if (!row || row.consumed_at || new Date(row.expires_at).getTime() <= Date.now()) return 'wrong';
  if (row.attempts >= VERIFY_CODE_RULES.maxAttempts) return 'dead';
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(codeHash(key, { hosId, phone, purpose, id: row.id }, code), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    await repo.consumeCode(trx, hosId, row.id);
    return 'ok';
  }
  const { attempts } = await repo.countWrongAttempt(trx, hosId, row.id);
  return attempts >= VERIFY_CODE_RULES.maxAttempts ? 'dead' : 'wrong';
}

/** LOGIN004 wrong or expired (also: used, or never sent — the caller cannot tell them apart); LOGIN005 spent. */
export function codeError(outcome: Exclude<CodeOutcome, 'ok'>): AppError {
  return new AppError(outcome === 'dead' ? 'LOGIN005' : 'LOGIN004');
}
