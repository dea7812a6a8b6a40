import {
  canCheckIn,
  CHECK_IN_REASONS,
  sessionStart,
  StoredAppointmentState,
  type CheckInResult,
  type QueuePosition,
} from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { HisAdapter } from '../../his/his.ts';
import { logAccess } from '../patients/patients.service.ts';
import * as repo from './check-in.repository.ts';
import {
  recordContext,
  requireAllowed,
  ruleContext,
  type RecordContext,
} from './records.context.ts';
import { toRuleRecord } from './records.dto.ts';
import { lockAppointment } from './records.repository.ts';
import { findOwnRecord } from './records.service.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

export interface CheckInDeps {
  db: Db;
  his: HisAdapter;
}
type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Check-in: one transaction under the appointment's row lock checks the shared
 * canCheckIn, sets hosState 0 → 3 (conditional update), takes the session's next queue number and records the
 * check-in and an access-log line. The HIS is told after commit, never inside the transaction; if it does not answer,
 * the check-in stands and the next queue read tells it again (its checkIn is idempotent by the appointment id).
 * A repeat with the same Idempotency-Key answers the first one's number; another check-in of a checked-in booking is
 * refused with CHECKIN005.
 */
export async function checkIn(
  deps: CheckInDeps,
  actor: PatientContext,
  appointId: string,
  key: string,
  log: Log,
): Promise<CheckInResult> {
  const { db } = deps;
  const { hosId, userId } = actor;
  const ctx = await recordContext(db, hosId);
  const done = await db.transaction().execute(async (trx) => {
    // The key first (a repeat waits here for the first request, then answers its booking), then the appointment.
    await repo.lockKey(trx, hosId, userId, key);
    const repeated = await repo.findKey(trx, hosId, userId, key);
    if (repeated) return repo.findCheckIn(trx, hosId, repeated);
    if (!(await lockAppointment(trx, hosId, userId, appointId))) throw new AppError('C002');
    const row = await findOwnRecord(trx, actor, appointId);
    const now = new Date();
    requireAllowed(
      canCheckIn({ ...toRuleRecord(row), startTime: row.start_time }, ruleContext(ctx, now)),
    );
    // The rule read the row under its lock, so this cannot miss; it stays conditional so no path can set 3 twice.
    if (!(await repo.markSignedIn(trx, hosId, appointId)))
      throw new AppError(CHECK_IN_REASONS.alreadyCheckedIn);
    const queueNo = await repo.nextQueueNo(trx, hosId, row.schedule_id);
    const checkedIn = await repo.insertCheckIn(trx, hosId, {
      appointId,
      scheduleId: row.schedule_id,
      queueNo,
      at: now,
    });
    await repo.insertKey(trx, hosId, userId, key, appointId);
    await logAccess(trx, actor, [row.patient_id], 'check-in');
    return checkedIn;
  });
  // A key whose booking was checked in and then deleted with it: nothing to answer.
  if (!done) throw new AppError('C002');
  await tellHis(deps, ctx, done, log);
  return {
    appointId: done.appoint_id,
    queueNo: done.queue_no,
    checkedInAt: new Date(done.checked_in_at).toISOString(),
  };
}

/**
 * The patient's queue number, the number the HIS is calling and the checked-in people still waiting before them.
 * Before check-in the number is null and `ahead` counts everyone waiting in the session (when to come).
 */
export async function getQueuePosition(
  deps: CheckInDeps,
  actor: PatientContext,
  appointId: string,
  log: Log,
): Promise<QueuePosition> {
  const { db, his } = deps;
  const row = await findOwnRecord(db, actor, appointId);
  if (row.state !== StoredAppointmentState.VALID) throw new AppError(CHECK_IN_REASONS.cancelled);
  const checkedIn = await repo.findCheckIn(db, actor.hosId, appointId);
  if (checkedIn && !checkedIn.his_notified_at)
    await tellHis(deps, await recordContext(db, actor.hosId), checkedIn, log);
  const { calling } = await his.queue.status(actor.hosId, row.schedule_id);
  const queueNo = checkedIn?.queue_no ?? null;
  const ahead = await repo.countWaitingAhead(db, actor.hosId, row.schedule_id, calling, queueNo);
  return { queueNo, calling, ahead };
}

/** After commit: the HIS learns the visit's number (idempotent by appointment id); a failure is retried on the next read. */
async function tellHis(
  deps: CheckInDeps,
  ctx: RecordContext,
  c: repo.CheckInRow,
  log: Log,
): Promise<void> {
  if (c.his_notified_at) return;
  const session = await repo.findVisitSession(deps.db, ctx.hosId, c.appoint_id);
  try {
    await deps.his.queue.checkIn(ctx.hosId, {
      visitKey: c.appoint_id,
      sessionKey: c.schedule_id,
      queueNo: c.queue_no,
      sessionStart: sessionStart(
        session.session_date,
        session.noon_code,
        ctx.config.noonTimes,
        ctx.timeZone,
      ),
    });
    await repo.markHisNotified(deps.db, ctx.hosId, c.appoint_id, new Date());
  } catch (err) {
    log.warn(
      { err, appointId: c.appoint_id },
      'check-in: the HIS queue did not answer; retried on the next queue read',
    );
  }
}
