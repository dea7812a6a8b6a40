import type { HosId } from '@portal/shared';
import { SESSION_BOARD_MAX_DAYS, type BoardSession } from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { HisAdapter } from '../../his/his.ts';
import { ensureSessions } from '../schedule/schedule.materialize.ts';
import * as repo from './schedules.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * The schedule board of [from, to] (docs/staff-console.md#operations): every session the weekly rules give those
 * days — generated first, as the patient schedule does — with its numbers booked, paid, checked in and free.
 */
export async function listSessions(
  deps: { db: Db; his: HisAdapter },
  hosId: HosId,
  q: { from: string; to: string; deptId?: string },
): Promise<BoardSession[]> {
  const span = dayNumber(q.to) - dayNumber(q.from);
  if (!(span >= 0 && span < SESSION_BOARD_MAX_DAYS)) throw new AppError('C019', { field: 'to' });
  await ensureSessions(deps.db, deps.his, hosId, q.from, q.to);
  const rows = await repo.boardSessions(deps.db, hosId, q.from, q.to, q.deptId);
  return rows.map((r) => ({
    scheduleId: r.schedule_id,
    sessionDate: r.session_date,
    noonCode: r.noon_code,
    deptId: r.dept_id,
    deptName: r.dept_name,
    doctorId: r.doctor_id,
    doctorName: r.doctor_name,
    doctorTitle: r.doctor_title,
    capacity: r.capacity,
    booked: Number(r.booked ?? 0),
    paid: Number(r.paid ?? 0),
    checkedIn: Number(r.checked_in ?? 0),
    free: Number(r.free ?? 0),
    cancelledAt: r.cancelled_at ? new Date(r.cancelled_at).toISOString() : null,
    cancelReason: r.cancel_reason,
  }));
}
