import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  CertificateType,
  maskPhone,
  parseIdCard,
  readHospitalConfig,
  unbindBlockedUntil,
  UNBIND_LIMIT,
  type AccessAction,
  type AccessLogEntry,
  type AddPatientInput,
  type Patient,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { checkCode, codeError, type CodeOutcome } from '../auth/verify-code.service.ts';
import { listConfig } from '../hospital/hospital.service.ts';
import { cardsOfPatients, type CardDeps } from './linked-cards.ts';
import {
  checkLinkClaim,
  normalizeCertNo,
  requireAcceptedCertificate,
  type PatientDeps,
} from './patient-link.service.ts';
import { toPatientDto } from './patients.dto.ts';
import * as repo from './patients.repository.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

const DAY_MS = 86_400_000;

/** Object-level authorization: a patient not bound to this user at this hospital answers PATIENT004. */
export async function requirePatient(db: Db, actor: PatientContext, patientId: string) {
  const row = await repo.findActive(db, actor.hosId, actor.userId, patientId);
  if (!row) throw new AppError('PATIENT004');
  return row;
}

/**
 * Which of the user's patients holds this person (as the HIS knows them) through a proven, bound link —
 * the only way to the person's HIS records (reports and the other queries); undefined when none does.
 */
export async function provenPatientOf(
  db: Db,
  actor: PatientContext,
  person: { certType: number; certNo: string },
) {
  const rows = await repo.listActive(db, actor.hosId, actor.userId);
  return rows.find(
    (p) =>
      p.his_linked_at !== null && p.cert_type === person.certType && p.cert_no === person.certNo,
  );
}

/**
 * The user's bound patients at this hospital, the default first: for another module that acts across all of
 * them (recharge records). Through this service, not patients.repository (docs/architecture.md#boundaries-checked-by-lint).
 */
export function activePatients(
  db: Db,
  actor: Pick<PatientContext, 'hosId' | 'userId'>,
): Promise<repo.PatientRow[]> {
  return repo.listActive(db, actor.hosId, actor.userId);
}

/**
 * Appends to the access log (docs/access-log.md): every change, export or download of a patient's data leaves a line, and a
 * read leaves one a day per account, patient and action (shared ACCESS_ACTIONS).
 */
/** Who read: a patient's call, or (a shared film link) the owner on whose behalf a visitor reads. */
type Reader = Pick<PatientContext, 'hosId' | 'userId' | 'ip'>;

export function logAccess(db: Db, actor: Reader, patientIds: string[], action: AccessAction) {
  return repo.appendAccess(
    db,
    actor.hosId,
    actor.userId,
    actor.ip,
    patientIds.map((patientId) => ({ patientId, action })),
  );
}

/** A hospital staff member who opened patients' details in the console (docs/access-log.md#hospital-staff). */
export interface StaffReader {
  hosId: HosId;
  staffId: string;
  name: string;
  ip: string;
}

export function logStaffAccess(
  db: Db,
  staff: StaffReader,
  patientIds: string[],
  action: AccessAction,
) {
  return repo.appendAccess(
    db,
    staff.hosId,
    `staff:${staff.staffId}`,
    staff.ip,
    patientIds.map((patientId) => ({ patientId, action })),
    staff.name,
  );
}

async function withCards(
  deps: CardDeps,
  actor: PatientContext,
  rows: repo.PatientRow[],
): Promise<Patient[]> {
  const cards = await cardsOfPatients(deps, actor.hosId, actor.userId, rows);
  return rows.map((r) => toPatientDto(r, cards));
}

export async function listPatients(deps: CardDeps, actor: PatientContext): Promise<Patient[]> {
  const { db } = deps;
  const rows = await repo.listActive(db, actor.hosId, actor.userId);
  const patients = await withCards(deps, actor, rows);
  await logAccess(
    db,
    actor,
    rows.map((r) => r.patient_id),
    'list',
  );
  return patients;
}

/** PATIENT config maxPatients; a bad value falls back to the default rather than blocking everyone. */
async function maxPatients(db: Db, hosId: HosId): Promise<number> {
  return readHospitalConfig(await listConfig(db, hosId, ['PATIENT'])).maxPatients;
}

/** A calendar date that exists, is not in the future and not before 1800 (the ID-card rule's bound). */
function isBirthDate(value: string, now: Date): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) &&
    d.toISOString().slice(0, 10) === value &&
    value >= '1800-01-01' &&
    d.getTime() <= now.getTime()
  );
}

/** An ID card must pass its check and gives sex and birth date; other certificates must state them. */
function identityOf(
  input: AddPatientInput,
  now: Date,
): { certNo: string; sex: number; birthDate: string } {
  if (input.certType === CertificateType.ID_CARD) {
    const certNo = normalizeCertNo(input.certType, input.certNo);
    const parsed = parseIdCard(certNo, now);
    if (!parsed) throw new AppError('C019', { field: 'certNo' });
    return { certNo, ...parsed };
  }
  if (input.sex === undefined) throw new AppError('C018', { field: 'sex' });
  if (input.birthDate === undefined) throw new AppError('C018', { field: 'birthDate' });
  if (!isBirthDate(input.birthDate, now)) throw new AppError('C019', { field: 'birthDate' });
  return { certNo: input.certNo, sex: input.sex, birthDate: input.birthDate };
}

/**
 * A certificate the hospital has a record of is linked only with the right name and the hospital's proof
 * (see patient-link.service.ts); the row then reaches the person's cards. Without a record the patient is added
 * without cards. An SMS code is checked last, inside the transaction: a refusal before it leaves the code usable.
 */
export async function addPatient(
  deps: PatientDeps,
  actor: PatientContext,
  input: AddPatientInput,
): Promise<Patient> {
  const { db } = deps;
  const { hosId, userId } = actor;
  await requireAcceptedCertificate(db, hosId, input.certType);
  const identity = identityOf(input, new Date());
  const max = await maxPatients(db, hosId);
  const claim = await checkLinkClaim(deps, actor, { ...input, certNo: identity.certNo });
  const patientId = randomUUID();
  let outcome: CodeOutcome;
  try {
    outcome = await db.transaction().execute(async (trx) => {
      await repo.lockUserPatients(trx, hosId, userId);
      const count = await repo.countActive(trx, hosId, userId);
      if (count >= max) throw new AppError('PATIENT005', { max });
      if (await repo.hasActiveCert(trx, hosId, userId, input.certType, identity.certNo))
        throw new AppError('PATIENT006');
      if (claim.proof === 'sms') {
        const checked = await checkCode(trx, deps.codeKey, { ...claim.slot, code: claim.code });
        // A wrong code's count must commit: answer after the transaction.
        if (checked !== 'ok') return checked;
      }
      await repo.insertPatient(
        trx,
        hosId,
        {
          patientId,
          userId,
          patientName: input.patientName,
          certType: input.certType,
          phone: input.phone,
          relation: input.relation,
          ...identity,
          // The first patient becomes the default, so "else the default" of the current-patient rule always has one to pick.
          isDefault: count === 0,
          linkProof: claim.proof,
        },
        new Date(),
      );
      await repo.appendAccess(trx, hosId, userId, actor.ip, [
        { patientId, action: claim.proof ? 'link' : 'add' },
      ]);
      return 'ok';
    });
  } catch (err) {
    // The partial unique index is the last word when two adds of one person race.
    if ((err as { code?: string }).code === '23505') throw new AppError('PATIENT006');
    throw err;
  }
  if (outcome !== 'ok') throw codeError(outcome);
  const row = await requirePatient(db, actor, patientId);
  return (await withCards(deps, actor, [row]))[0]!;
}

export async function updatePatient(
  deps: CardDeps,
  actor: PatientContext,
  input: { patientId: string; patientName?: string; phone?: string; relation?: number },
): Promise<Patient> {
  const { db } = deps;
  const { hosId, userId } = actor;
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findActive(trx, hosId, userId, input.patientId)))
      throw new AppError('PATIENT004');
    const set = {
      ...(input.patientName !== undefined && { patient_name: input.patientName }),
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(input.relation !== undefined && { relation: input.relation }),
    };
    if (Object.keys(set).length > 0)
      await repo.updatePatient(trx, hosId, userId, input.patientId, set);
    await repo.appendAccess(trx, hosId, userId, actor.ip, [
      { patientId: input.patientId, action: 'update' },
    ]);
  });
  const row = await requirePatient(db, actor, input.patientId);
  return (await withCards(deps, actor, [row]))[0]!;
}

/** One transaction: clear the old default, set the new one; the partial unique index guards the result. */
export async function setDefault(db: Db, actor: PatientContext, patientId: string): Promise<null> {
  const { hosId, userId } = actor;
  await db.transaction().execute(async (trx) => {
    await repo.lockUserPatients(trx, hosId, userId);
    if (!(await repo.findActive(trx, hosId, userId, patientId))) throw new AppError('PATIENT004');
    await repo.clearDefault(trx, hosId, userId);
    await repo.markDefault(trx, hosId, userId, patientId);
    await repo.appendAccess(trx, hosId, userId, actor.ip, [{ patientId, action: 'set-default' }]);
  });
  return null;
}

/**
 * Soft unbind (the row stays, so "10 unbinds in 7 days block unbinding for 14 days" can count).
 * Unbinding the default hands the default to the oldest remaining patient.
 */
export async function unbind(db: Db, actor: PatientContext, patientId: string): Promise<null> {
  const { hosId, userId } = actor;
  await db.transaction().execute(async (trx) => {
    await repo.lockUserPatients(trx, hosId, userId);
    const row = await repo.findActive(trx, hosId, userId, patientId);
    if (!row) throw new AppError('PATIENT004');
    const now = new Date();
    // Only unbinds that could still start or extend a block matter: a window plus a block back.
    const since = new Date(
      now.getTime() - (UNBIND_LIMIT.windowDays + UNBIND_LIMIT.blockDays) * DAY_MS,
    );
    const until = unbindBlockedUntil(await repo.unbindTimesSince(trx, hosId, userId, since), now);
    if (until) throw new AppError('PATIENT007', { until: until.toISOString() });
    await softUnbind(trx, hosId, userId, row, now);
    await repo.appendAccess(trx, hosId, userId, actor.ip, [{ patientId, action: 'unbind' }]);
  });
  return null;
}

/** Unbinds one row under its user's lock; unbinding the default hands the default to the oldest remaining patient. */
export async function softUnbind(
  trx: Transaction<Database>,
  hosId: HosId,
  userId: string,
  row: repo.PatientRow,
  now: Date,
) {
  await repo.markUnbound(trx, hosId, userId, row.patient_id, now);
  if (row.is_default) {
    const next = (await repo.listActive(trx, hosId, userId))[0];
    if (next) await repo.markDefault(trx, hosId, userId, next.patient_id);
  }
}

/** How many of the user's own entries the access log shows, and how many of other accounts'. */
export const ACCESS_LOG_LIMIT = 200;

/**
 * The user reads who read or changed their patients' data; the actor is masked like any phone.
 * That includes every other account holding the same person through a proven link (repository listAccess).
 */
export async function accessLog(
  db: Db,
  actor: PatientContext,
  patientId: string | undefined,
): Promise<AccessLogEntry[]> {
  if (patientId !== undefined && !(await repo.isOwned(db, actor.hosId, actor.userId, patientId)))
    throw new AppError('PATIENT004');
  // The newest ACCESS_LOG_LIMIT of the user's own entries and as many of everyone else's: one visit to the patients
  // page logs about ten reads of one's own, so under one limit for both, some twenty visits pushed another account's
  // reads (the entries the log is for) out of it.
  const read = (by: repo.AccessBy) =>
    repo.listAccess(db, actor.hosId, actor.userId, patientId, by, ACCESS_LOG_LIMIT);
  const [mine, others] = await Promise.all([read('me'), read('others')]);
  const time = (at: Date | string) => new Date(at).getTime();
  const newestFirst = [...mine, ...others].sort(
    (a, b) => time(b.at) - time(a.at) || Number(b.id) - Number(a.id),
  );
  return newestFirst.map((r) => ({
    at: new Date(r.at).toISOString(),
    action: r.action,
    actor: r.phone ? maskPhone(r.phone) : 'hospital',
    staffName: r.staff_name,
    byMe: r.user_id === actor.userId,
    patientName: r.patient_name,
  }));
}
