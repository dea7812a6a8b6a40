import { maskPhone, type PatientHolders } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { PatientDeps } from './patient-link.service.ts';
import * as repo from './patients.repository.ts';
import { logAccess, requirePatient, softUnbind } from './patients.service.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * Every account that links a person is visible to the person's other holders, and the holder of the phone
 * the hospital holds for the person — the one a link code would reach — can remove any other account's link.
 */

/** The accounts holding the person behind one of the caller's patients (proven, bound links), phones masked. */
export async function listHolders(
  { db, his }: Pick<PatientDeps, 'db' | 'his'>,
  actor: PatientContext,
  patientId: string,
): Promise<PatientHolders> {
  const own = await requirePatient(db, actor, patientId);
  if (!own.his_linked_at) return { linked: false, canRevoke: false, holders: [] };
  const [record, rows] = await Promise.all([
    his.persons.find(actor.hosId, { certType: own.cert_type, certNo: own.cert_no }),
    repo.listHolders(db, actor.hosId, own.cert_type, own.cert_no),
  ]);
  await logAccess(db, actor, [patientId], 'holders');
  return {
    linked: true,
    canRevoke: record?.phone === actor.phone,
    holders: rows.map((r) => ({
      holderId: r.patient_id,
      phone: maskPhone(r.phone),
      linkedAt: new Date(r.his_linked_at!).toISOString(),
      self: r.user_id === actor.userId,
    })),
  };
}

/**
 * Soft-unbinds another account's link to the same person (its later calls on it answer PATIENT004) and leaves a
 * log line on that link, which every holder of the person reads. PATIENT012 unless the caller's phone is the
 * phone the hospital holds; PATIENT015 for anything but another account's live link to the same person.
 */
export async function revokeHolder(
  { db, his }: Pick<PatientDeps, 'db' | 'his'>,
  actor: PatientContext,
  input: { patientId: string; holderId: string },
): Promise<null> {
  const { hosId, userId } = actor;
  // The HIS is another system: asked before the transaction opens, never while portal rows are locked (on PGlite's
  // single connection a call from inside would wait for the transaction forever).
  const linked = await linkedOwn(db, actor, input.patientId);
  const record = await his.persons.find(hosId, {
    certType: linked.cert_type,
    certNo: linked.cert_no,
  });
  if (!record?.phone || record.phone !== actor.phone) throw new AppError('PATIENT012');
  await db.transaction().execute(async (trx) => {
    // Read again inside: the caller's own link may have gone meanwhile.
    const own = await linkedOwn(trx, actor, input.patientId);
    const holder = (await repo.listHolders(trx, hosId, own.cert_type, own.cert_no)).find(
      (h) => h.patient_id === input.holderId && h.user_id !== userId,
    );
    if (!holder) throw new AppError('PATIENT015');
    // The holder's own patient changes (default switch, unbind limit) run one at a time: take their lock, then re-read.
    await repo.lockUserPatients(trx, hosId, holder.user_id);
    const row = await repo.findActive(trx, hosId, holder.user_id, holder.patient_id);
    if (!row) throw new AppError('PATIENT015');
    await softUnbind(trx, hosId, holder.user_id, row, new Date());
    await repo.appendAccess(trx, hosId, userId, actor.ip, [
      { patientId: holder.patient_id, action: 'revoke' },
    ]);
  });
  return null;
}

/** The caller's own bound patient holding a proven link: PATIENT004 when not theirs, PATIENT015 when not linked. */
async function linkedOwn(db: Db, actor: PatientContext, patientId: string) {
  const own = await repo.findActive(db, actor.hosId, actor.userId, patientId);
  if (!own) throw new AppError('PATIENT004');
  if (!own.his_linked_at) throw new AppError('PATIENT015');
  return own;
}
