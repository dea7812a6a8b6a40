import {
  acceptedCertificateTypes,
  CertificateType,
  maskName,
  maskPhone,
  readHospitalConfig,
  samePersonName,
  VERIFY_CODE_RULES,
  type Language,
  type SendPatientBindCodeInput,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { HisAdapter, HisPerson } from '../../his/his.ts';
import type { HisPersonRecord } from '../../his/persons.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import { issueCode, type CodeSlot } from '../auth/verify-code.service.ts';
import { listConfig, requireEnabledHospital } from '../hospital/hospital.service.ts';

/**
 * "Card takeover by ID number": linking a patient to the hospital's record of a person — and so to the
 * person's cards and balances — needs what real portals ask for. The name must match the record, and the account
 * must prove control: the SMS code sent to the phone the hospital holds, or the card's PIN, as the hospital's
 * PATIENT `bindProof` config says (default: the SMS code). A certificate without a record is added without cards.
 */

/**
 * The sign-in limiter, SMS sender and code key of the account calls (link codes share their store and limits), and
 * the HIS of the composition root: its person records and the cards a proven link reaches.
 */
export type PatientDeps = Pick<AuthDeps, 'db' | 'limiter' | 'sms' | 'codeKey'> & {
  his: HisAdapter;
};

interface Signed extends AuthUser {
  ip: string;
}
interface Person extends HisPerson {
  patientName: string;
}
const hisPerson = (p: HisPerson): HisPerson => ({ certType: p.certType, certNo: p.certNo });

/** The ID card's check character 'x' is stored as 'X', so the same person is one certificate. */
export function normalizeCertNo(certType: number, certNo: string): string {
  return certType === CertificateType.ID_CARD ? certNo.trim().toUpperCase() : certNo.trim();
}

async function bindProof(db: Db, hosId: HosId) {
  return readHospitalConfig(await listConfig(db, hosId, ['PATIENT'])).bindProof;
}

/** A code slot of its own per account and person: the code proves this account may link this person, nothing else. */
function bindSlot(actor: Signed, person: Person, phone: string): CodeSlot {
  return {
    hosId: actor.hosId,
    phone,
    purpose: `bind:${actor.userId}:${person.certType}:${person.certNo}`,
  };
}

/**
 * The record when the name matches it (PATIENT008 on the name field otherwise); undefined when there is none. Name
 * guesses for one certificate are counted like sign-in failures (per person and address, growing delays), so the
 * refusal cannot be used to find a stranger's registered name by trying many.
 */
async function matchingRecord(
  deps: PatientDeps,
  actor: Signed,
  person: Person,
): Promise<HisPersonRecord | undefined> {
  const record = await deps.his.persons.find(actor.hosId, hisPerson(person));
  if (!record) return undefined;
  const key = `name:${person.certType}:${person.certNo}`;
  await deps.limiter.consume('login', actor.hosId, key, actor.ip);
  if (!samePersonName(record.patientName, person.patientName)) {
    await deps.limiter.failed('login', actor.hosId, key, actor.ip);
    throw new AppError('PATIENT008', { field: 'patientName' });
  }
  await deps.limiter.succeeded('login', actor.hosId, key, actor.ip);
  return record;
}

export type LinkClaim =
  { proof: null } | { proof: 'pin' } | { proof: 'sms'; slot: CodeSlot; code: string };

/**
 * Checks an add-patient request against the hospital's record. Without proof it answers the proof the hospital
 * wants — PATIENT009 with the masked phone the code goes to, or PATIENT010 for the PIN — so the page can show that
 * step. A PIN is checked here, against the sign-in limiter per person and per address (a PIN has few digits); an
 * SMS code comes back to be checked inside the caller's transaction, where it is consumed with the insert.
 */
export async function checkLinkClaim(
  deps: PatientDeps,
  actor: Signed,
  input: Person & { verifyCode?: string; pin?: string },
): Promise<LinkClaim> {
  const { db } = deps;
  const record = await matchingRecord(deps, actor, input);
  if (!record) return { proof: null };
  if ((await bindProof(db, actor.hosId)) === 'pin') {
    if (!record.hasPin) throw new AppError('PATIENT014');
    if (input.pin === undefined) throw new AppError('PATIENT010', { proof: 'pin' });
    const key = `pin:${input.certType}:${input.certNo}`;
    await deps.limiter.consume('login', actor.hosId, key, actor.ip);
    // The HIS checks the PIN: its hash never reaches the portal.
    const verdict = await deps.his.persons.verifyPin(actor.hosId, hisPerson(input), input.pin);
    if (verdict !== 'ok') {
      await deps.limiter.failed('login', actor.hosId, key, actor.ip);
      // The record changed since it was read: no PIN any more is PATIENT014; anything else is a wrong PIN.
      throw new AppError(verdict === 'no-pin' ? 'PATIENT014' : 'PATIENT011');
    }
    await deps.limiter.succeeded('login', actor.hosId, key, actor.ip);
    return { proof: 'pin' };
  }
  if (!record.phone) throw new AppError('PATIENT013');
  if (input.verifyCode === undefined)
    throw new AppError('PATIENT009', { proof: 'sms', phone: maskPhone(record.phone) });
  return { proof: 'sms', slot: bindSlot(actor, input, record.phone), code: input.verifyCode };
}

function bindSmsText(hosName: string, name: string, code: string, lang: Language): string {
  const minutes = VERIFY_CODE_RULES.ttlSeconds / 60;
  return lang === 'zh-CN'
    ? `【${hosName}】验证码${code}，用于将就诊人${name}的就诊卡绑定到一个账号，${minutes}分钟内有效。如非您本人操作，请勿告知他人。`
    : `[${hosName}] ${code} is the code to link ${name}'s hospital cards to an account. It is valid for ${minutes} minutes. If you are not the one linking them, never share it.`;
}

/** PATIENT017 for a certificate type the hospital does not accept for adding a patient (config certificateTypes). */
export async function requireAcceptedCertificate(db: Db, hosId: HosId, certType: number) {
  const config = readHospitalConfig(await listConfig(db, hosId, ['PATIENT']));
  if (!acceptedCertificateTypes(config).includes(certType)) throw new AppError('PATIENT017');
}

/**
 * Call sendPatientBindCode: the code goes to the phone the hospital holds, never to one the
 * caller names; the answer says where, masked. Counted like every code request, per address and per phone — under
 * a key of its own, so link requests cannot use up the phone owner's own sign-in codes.
 */
export async function sendBindCode(
  deps: PatientDeps,
  actor: Signed,
  input: SendPatientBindCodeInput,
  lang: Language,
) {
  const { db } = deps;
  const hospital = await requireEnabledHospital(db, actor.hosId);
  await requireAcceptedCertificate(db, actor.hosId, input.certType);
  const person = { ...input, certNo: normalizeCertNo(input.certType, input.certNo) };
  const record = await matchingRecord(deps, actor, person);
  if (!record) throw new AppError('PATIENT016');
  if ((await bindProof(db, actor.hosId)) === 'pin')
    throw new AppError('PATIENT010', { proof: 'pin' });
  if (!record.phone) throw new AppError('PATIENT013');
  await deps.limiter.consume('code', actor.hosId, `bind:${record.phone}`, actor.ip);
  const sent = await issueCode(deps, bindSlot(actor, person, record.phone), (code) =>
    bindSmsText(hospital.hosName, maskName(record.patientName), code, lang),
  );
  return { phone: maskPhone(record.phone), ...sent };
}
