import { maskPhone, type PatientHolders } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { findHisPerson } from './cards.repository.ts';
import * as repo from './patients.repository.ts';
import { logAccess, requirePatient, softUnbind, type Actor } from './patients.service.ts';

/**
 * Issue 9: every account that links a person is visible to the person's other holders, and the holder of the phone
 * the hospital holds for the person — the one a link code would reach — can remove any other account's link.
 */

/** The accounts holding the person behind one of the caller's patients (proven, bound links), phones masked. */
export async function listHolders(db: Db, actor: Actor, patientId: string): Promise<PatientHolders> {
  const own = await requirePatient(db, actor, patientId);
  if (!own.his_linked_at) return { linked: false, canRevoke: false, holders: [] };
  const [record, rows] = await Promise.all([
    findHisPerson(db, actor.hosId, own.cert_type, own.cert_no),
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
export async function revokeHolder(db: Db, actor: Actor, input: { patientId: string; holderId: string }): Promise<null> {
  const { hosId, userId } = actor;
  await db.transaction().execute(async (trx) => {
    const own = await repo.findActive(trx, hosId, userId, input.patientId);
    if (!own) throw new AppError('PATIENT004');
    if (!own.his_linked_at) throw new AppError('PATIENT015');
    const record = await findHisPerson(trx, hosId, own.cert_type, own.cert_no);
    if (!record?.phone || record.phone !== actor.phone) throw new AppError('PATIENT012');
    const holder = (await repo.listHolders(trx, hosId, own.cert_type, own.cert_no))
      .find((h) => h.patient_id === input.holderId && h.user_id !== userId);
    if (!holder) throw new AppError('PATIENT015');
    // The holder's own patient changes (default switch, unbind limit) run one at a time: take their lock, then re-read.
    await repo.lockUserPatients(trx, hosId, holder.user_id);
    const row = await repo.findActive(trx, hosId, holder.user_id, holder.patient_id);
    if (!row) throw new AppError('PATIENT015');
    await softUnbind(trx, hosId, holder.user_id, row, new Date());
    await repo.appendAccess(trx, hosId, userId, actor.ip, [{ patientId: holder.patient_id, action: 'revoke' }]);
  });
  return null;
}
