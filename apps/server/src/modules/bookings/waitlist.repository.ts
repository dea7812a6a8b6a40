import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Kysely only (docs/house-style.md#repositories): the waitlist (candidate) table and the source-number moves it needs. */

export interface CandidateRow {
  candidate_id: string;
  user_id: string;
  patient_id: string;
  schedule_id: string;
  state: 'waiting' | 'promoted' | 'left';
  appoint_id: string | null;
  created_at: Date;
}

const CANDIDATE_COLUMNS = [
  'candidate_id',
  'user_id',
  'patient_id',
  'schedule_id',
  'state',
  'appoint_id',
  'created_at',
] as const;

export function insertCandidate(
  db: Db,
  hosId: HosId,
  c: {
    candidateId: string;
    userId: string;
    patientId: string;
    scheduleId: string;
    patientCardId: string;
  },
) {
  return db
    .insertInto('candidate')
    .values({
      hos_id: hosId,
      candidate_id: c.candidateId,
      user_id: c.userId,
      patient_id: c.patientId,
      schedule_id: c.scheduleId,
      appoint_id: null,
      patient_card_id: c.patientCardId,
    })
    .returning(CANDIDATE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function isWaiting(
  db: Db,
  hosId: HosId,
  scheduleId: string,
  patientId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('candidate')
    .select('candidate_id')
    .where('hos_id', '=', hosId)
    .where('schedule_id', '=', scheduleId)
    .where('patient_id', '=', patientId)
    .where('state', '=', 'waiting')
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's candidates, newest first, each with its place in line (1 = next) while waiting, and its session's date and period. */
export async function listCandidates(db: Db, hosId: HosId, userId: string) {
  return db
    .selectFrom('candidate as c')
    .innerJoin('schedule_session as s', (j) =>
      j.onRef('s.hos_id', '=', 'c.hos_id').onRef('s.schedule_id', '=', 'c.schedule_id'),
    )
    .select(CANDIDATE_COLUMNS.map((col) => `c.${col}` as const))
    .select([sql<string>`to_char(s.session_date, 'YYYY-MM-DD')`.as('session_date'), 's.noon_code'])
    .select((eb) =>
      eb
        .selectFrom('candidate as w')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('w.hos_id', '=', 'c.hos_id')
        .whereRef('w.schedule_id', '=', 'c.schedule_id')
        .where('w.state', '=', 'waiting')
        .where(sql<boolean>`(w.created_at, w.candidate_id) < (c.created_at, c.candidate_id)`)
        .as('ahead'),
    )
    .where('c.hos_id', '=', hosId)
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.candidate_id')
    .limit(200)
    .execute();
}

export async function countAhead(
  db: Db,
  hosId: HosId,
  scheduleId: string,
  createdAt: Date,
  candidateId: string,
): Promise<number> {
  const row = await db
    .selectFrom('candidate')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('hos_id', '=', hosId)
    .where('schedule_id', '=', scheduleId)
    .where('state', '=', 'waiting')
    .where(sql<boolean>`(created_at, candidate_id) < (${createdAt}::timestamptz, ${candidateId})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** First come, first served: the next waiting candidate of a session, locked for the caller's transaction. */
export async function nextWaiting(db: Db, hosId: HosId, scheduleId: string) {
  return db
    .selectFrom('candidate')
    .select(['candidate_id', 'user_id', 'patient_id', 'patient_card_id'])
    .where('hos_id', '=', hosId)
    .where('schedule_id', '=', scheduleId)
    .where('state', '=', 'waiting')
    .orderBy('created_at')
    .orderBy('candidate_id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export function markCandidate(
  db: Db,
  hosId: HosId,
  candidateId: string,
  state: 'promoted' | 'left',
  appointId: string | null,
) {
  return db
    .updateTable('candidate')
    .set({ state, appoint_id: appointId })
    .where('hos_id', '=', hosId)
    .where('candidate_id', '=', candidateId)
    .where('state', '=', 'waiting')
    .execute();
}

/** A number being released, locked: its session and current holder. */
export function lockNumber(db: Db, hosId: HosId, numberId: string) {
  return db
    .selectFrom('source_number')
    .select(['schedule_id', 'number_id', 'status', 'appoint_id'])
    .where('hos_id', '=', hosId)
    .where('number_id', '=', numberId)
    .forUpdate()
    .executeTakeFirst();
}

export function assignNumber(db: Db, hosId: HosId, numberId: string, appointId: string) {
  return db
    .updateTable('source_number')
    .set({ status: 'taken', appoint_id: appointId })
    .where('hos_id', '=', hosId)
    .where('number_id', '=', numberId)
    .execute();
}

export function freeNumber(db: Db, hosId: HosId, numberId: string) {
  return db
    .updateTable('source_number')
    .set({ status: 'free', appoint_id: null })
    .where('hos_id', '=', hosId)
    .where('number_id', '=', numberId)
    .execute();
}

/** The lowest free number of a session, locked (SKIP LOCKED: a booker claiming it keeps it). */
export function lockFirstFree(db: Db, hosId: HosId, scheduleId: string) {
  return db
    .selectFrom('source_number')
    .select(['number_id'])
    .where('hos_id', '=', hosId)
    .where('schedule_id', '=', scheduleId)
    .where('status', '=', 'free')
    .orderBy('seq')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** What a promoted candidate needs: the patient (still linked?) and the account phone the SMS goes to. */
export function candidateContact(db: Db, hosId: HosId, userId: string, patientId: string) {
  return db
    .selectFrom('patient as p')
    .innerJoin('app_user as u', (j) =>
      j.onRef('u.hos_id', '=', 'p.hos_id').onRef('u.user_id', '=', 'p.user_id'),
    )
    .select(['p.patient_name', 'p.unbound_at', 'u.phone'])
    .where('p.hos_id', '=', hosId)
    .where('p.patient_id', '=', patientId)
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
}
