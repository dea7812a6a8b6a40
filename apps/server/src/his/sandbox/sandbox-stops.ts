import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HisSessionStop, HisSessionStops } from '../stops.ts';

/** What the hospital enters to stop a session in its own system. */
export interface SandboxStopInput {
  doctorId: string;
  date: string;
  noonCode: string;
  reason: string;
}

/** One stop per doctor, day and period (migration 0025), so its key is readable and derived from them. */
const stopIdOf = (s: Pick<SandboxStopInput, 'doctorId' | 'date' | 'noonCode'>) =>
  `${s.doctorId}-${s.date.replaceAll('-', '')}-${s.noonCode}`;

/** The built-in HIS's stopped sessions over its his_session_stop table (docs/architecture.md#the-his-is-an-adapter). */
export function createSandboxSessionStops(db: Db): HisSessionStops {
  return {
    async list(hosId, fromDate) {
      return (
        await stopRows(db, hosId)
          .where('session_date', '>=', fromDate)
          .orderBy('stopped_at')
          .orderBy('stop_id')
          .execute()
      ).map(toStop);
    },
  };
}

/**
 * The sandbox's way to stop a session, as the hospital would in its own system (tests and the demo's operator call):
 * it writes the HIS only — the portal learns of it through the adapter, like of a real HIS's stop. Stopping a stopped
 * session again changes nothing and answers the first stop. No check that the doctor has a session that day: a real
 * HIS may know of a stop the portal has no session for, and the portal must take that calmly.
 */
export async function stopSandboxSession(
  db: Db,
  hosId: HosId,
  input: SandboxStopInput,
): Promise<HisSessionStop> {
  await db
    .insertInto('his_session_stop')
    .values({
      hos_id: hosId,
      stop_id: stopIdOf(input),
      doctor_id: input.doctorId,
      session_date: input.date,
      noon_code: input.noonCode,
      reason: input.reason,
    })
    .onConflict((oc) =>
      oc.columns(['hos_id', 'doctor_id', 'session_date', 'noon_code']).doNothing(),
    )
    .execute();
  const row = await stopRows(db, hosId)
    .where('doctor_id', '=', input.doctorId)
    .where('session_date', '=', input.date)
    .where('noon_code', '=', input.noonCode)
    .executeTakeFirstOrThrow();
  return toStop(row);
}

function stopRows(db: Db, hosId: HosId) {
  return db
    .selectFrom('his_session_stop')
    .select([
      'stop_id',
      'doctor_id',
      sql<string>`to_char(session_date, 'YYYY-MM-DD')`.as('date'),
      'noon_code',
      'reason',
      'stopped_at',
    ])
    .where('hos_id', '=', hosId);
}

type StopRow = {
  stop_id: string;
  doctor_id: string;
  date: string;
  noon_code: string;
  reason: string;
  stopped_at: Date | string;
};

function toStop(r: StopRow): HisSessionStop {
  return {
    stopId: r.stop_id,
    doctorId: r.doctor_id,
    date: r.date,
    noonCode: r.noon_code,
    reason: r.reason,
    stoppedAt: new Date(r.stopped_at),
  };
}
