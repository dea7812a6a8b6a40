import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisSessionStop } from '../../his/stops.ts';

/**
 * The stops the portal has read from the HIS (session_stop_handled, migration 0025), Kysely only (docs/house-style.md#repositories): (db, hosId,
 * …) first, every query filtered on hos_id. Sessions are only read here; they change through cancelSession.
 */

export function listHospitals(db: Db) {
  return db.selectFrom('hospital').select(['hos_id', 'time_zone']).orderBy('hos_id').execute();
}

/** Records the stops not recorded yet (the HIS's key decides); answers how many were new. */
export async function recordStops(db: Db, hosId: HosId, stops: HisSessionStop[]): Promise<number> {
  if (stops.length === 0) return 0;
  const rows = await db
    .insertInto('session_stop_handled')
    .values(
      stops.map((s) => ({
        hos_id: hosId,
        stop_id: s.stopId,
        doctor_id: s.doctorId,
        session_date: s.date,
        noon_code: s.noonCode,
        reason: s.reason,
        stopped_at: s.stoppedAt,
      })),
    )
    .onConflict((oc) => oc.columns(['hos_id', 'stop_id']).doNothing())
    .returning('stop_id')
    .execute();
  return rows.length;
}

/**
 * The hospital's sessions from `today` on that a recorded stop names (same doctor, day and period; every area and
 * business type) and that cancelSession still has work on: not cancelled yet, or a number still free (a session born
 * cancelled by the migration's trigger). One row per session, with the reason of its earliest stop. Texts that failed
 * are not this job's: the notice outbox job retries them. Past sessions are left alone: their visits have happened.
 */
export function sessionsToCancel(db: Db, hosId: HosId, today: string) {
  return db
    .selectFrom('schedule_session as s')
    .innerJoin('session_stop_handled as h', (j) =>
      j
        .onRef('h.hos_id', '=', 's.hos_id')
        .onRef('h.doctor_id', '=', 's.doctor_id')
        .onRef('h.session_date', '=', 's.session_date')
        .onRef('h.noon_code', '=', 's.noon_code'),
    )
    .distinctOn('s.schedule_id')
    .select(['s.schedule_id', 'h.reason'])
    .where('s.hos_id', '=', hosId)
    .where('h.hos_id', '=', hosId)
    .where('s.session_date', '>=', today)
    .where((eb) =>
      eb.or([
        eb('s.cancelled_at', 'is', null),
        eb.exists(
          eb
            .selectFrom('source_number as n')
            .select('n.number_id')
            .whereRef('n.hos_id', '=', 's.hos_id')
            .whereRef('n.schedule_id', '=', 's.schedule_id')
            .where('n.status', '=', 'free'),
        ),
      ]),
    )
    .orderBy('s.schedule_id')
    .orderBy('h.stopped_at')
    .orderBy('h.stop_id')
    .execute();
}

/** Marks applied the recorded stops whose every session now existing is cancelled (none existing counts too). */
export async function markApplied(db: Db, hosId: HosId, at: Date): Promise<number> {
  const r = await db
    .updateTable('session_stop_handled as h')
    .set({ applied_at: at })
    .where('h.hos_id', '=', hosId)
    .where('h.applied_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('schedule_session as s')
            .select('s.schedule_id')
            .whereRef('s.hos_id', '=', 'h.hos_id')
            .whereRef('s.doctor_id', '=', 'h.doctor_id')
            .whereRef('s.session_date', '=', 'h.session_date')
            .whereRef('s.noon_code', '=', 'h.noon_code')
            .where('s.cancelled_at', 'is', null),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
