import {
  canDelete,
  type AppointmentCost,
  type AppointmentRecordDetail,
  type CancelOutlook,
  type Language,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { getCancelOutlook as outlookOf } from './anti-scalping.service.ts';
import { translations } from '../translations/localize.ts';
import { requirePatient } from '../patients/patients.service.ts';
import {
  actionsOf,
  recordContext,
  requireAllowed,
  ruleContext,
  type RecordContext,
} from './records.context.ts';
import { toRecordDetail, toRuleRecord } from './records.dto.ts';
import * as repo from './records.repository.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * Records: list, detail, cost and delete. Another user's record answers C002 and another user's patient
 * PATIENT004, exactly like unknown ones.
 */
export async function listRecords(
  db: Db,
  actor: PatientContext,
  patientId?: string,
  lang?: Language,
): Promise<AppointmentRecordDetail[]> {
  if (patientId !== undefined) await requirePatient(db, actor, patientId);
  const [ctx, rows, tr] = await Promise.all([
    recordContext(db, actor.hosId),
    repo.findRecords(db, actor.hosId, actor.userId, { patientId }),
    lang ? translations(db, actor.hosId, lang) : undefined,
  ]);
  const now = new Date();
  return rows.map((r) =>
    toRecordDetail(r, actionsOf(toRuleRecord(r), ctx, now, r.start_time), ctx.config, tr),
  );
}

/** One record with its actions; `db` may be a transaction (the answer after a change). */
export async function getRecord(
  db: Db,
  actor: PatientContext,
  appointId: string,
  ctx?: RecordContext,
  lang?: Language,
): Promise<AppointmentRecordDetail> {
  const [context, row, tr] = await Promise.all([
    ctx ?? recordContext(db, actor.hosId),
    findOwnRecord(db, actor, appointId),
    lang ? translations(db, actor.hosId, lang) : undefined,
  ]);
  return toRecordDetail(
    row,
    actionsOf(toRuleRecord(row), context, new Date(), row.start_time),
    context.config,
    tr,
  );
}

export async function findOwnRecord(db: Db, actor: PatientContext, appointId: string) {
  const [row] = await repo.findRecords(db, actor.hosId, actor.userId, { appointId });
  if (!row) throw new AppError('C002');
  return row;
}

/** Before cancelling one's own booking, what anti-scalping would make of it (see getCancelOutlook). */
export async function getCancelOutlook(
  db: Db,
  actor: PatientContext,
  appointId: string,
): Promise<CancelOutlook> {
  const row = await findOwnRecord(db, actor, appointId);
  return outlookOf(db, actor.hosId, actor.userId, row.doctor_id, new Date());
}

/** Cost response: the registration fee in integer fen. */
export async function getCost(
  db: Db,
  actor: PatientContext,
  appointId: string,
): Promise<AppointmentCost> {
  const row = await findOwnRecord(db, actor, appointId);
  return { ResultCode: '0', Data: { regFee: Number(row.reg_fee) } };
}

/** Delete allowed (schedule date + deleteDelayDays); the page has asked APPOINT040 first. */
export async function deleteRecord(
  db: Db,
  actor: PatientContext,
  appointId: string,
): Promise<{ appointId: string; deleted: true }> {
  const ctx = await recordContext(db, actor.hosId);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockAppointment(trx, actor.hosId, actor.userId, appointId)))
      throw new AppError('C002');
    const row = await findOwnRecord(trx, actor, appointId);
    const now = new Date();
    requireAllowed(canDelete(toRuleRecord(row), ruleContext(ctx, now)));
    await repo.markDeleted(trx, actor.hosId, appointId, now);
  });
  return { appointId, deleted: true };
}
