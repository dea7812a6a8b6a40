import { addDays, slotTimes, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import { syncCatalogueIfStale } from '../catalogue/catalogue.service.ts';
import { getHospital } from '../hospital/hospital.service.ts';
import { noonTimesOf, scheduleConfig } from './schedule.config.ts';
import * as repo from './schedule.repository.ts';

/**
 * ADR 0003: the HIS keeps weekly rules; dated sessions and their numbered source numbers are generated from them
 * (as mirrored by modules/catalogue) when a date range is first read. Generation is idempotent (deterministic ids,
 * INSERT … ON CONFLICT DO NOTHING) and a session is written with its numbers in one transaction, so any
 * number of instances may run it at once and a crash never leaves a session without numbers.
 */

/** Readable, deterministic ids: two writers of the same rule and date compute the same key and collide. */
export const scheduleIdOf = (ruleId: string, date: string) =>
  `${ruleId}-${date.replaceAll('-', '')}`;
export const numberIdOf = (scheduleId: string, seq: number) => `${scheduleId}-${seq}`;

/**
 * Per database handle and hospital, the date range known to be materialized, so a schedule read costs no
 * query at all once its dates are done. It expires like the read cache (lib/read-cache.ts), only more slowly:
 * a weekly rule added in the HIS reaches already-covered dates within a minute, as a materialisation first brings
 * the catalogue mirror up to date when it is older than that.
 */
const COVERED_TTL_MS = 60_000;
interface Covered {
  from: string;
  to: string;
  at: number;
}
const covered = new WeakMap<object, Map<string, Covered>>();
/** Runs in flight, shared so a burst of first reads checks the database once. */
const running = new WeakMap<object, Map<string, Promise<void>>>();

function coveredFor(db: Db) {
  let m = covered.get(db);
  if (!m) covered.set(db, (m = new Map()));
  return m;
}

function isCovered(db: Db, hosId: HosId, from: string, to: string): boolean {
  const c = coveredFor(db).get(hosId);
  return !!c && Date.now() - c.at < COVERED_TTL_MS && c.from <= from && to <= c.to;
}

function remember(db: Db, hosId: HosId, from: string, to: string) {
  const map = coveredFor(db);
  const c = map.get(hosId);
  const fresh = c && Date.now() - c.at < COVERED_TTL_MS;
  // Merge with an overlapping or adjacent fresh range (keeping the older timestamp); otherwise start over.
  if (fresh && from <= addDays(c.to, 1) && c.from <= addDays(to, 1)) {
    map.set(hosId, { from: from < c.from ? from : c.from, to: to > c.to ? to : c.to, at: c.at });
  } else {
    map.set(hosId, { from, to, at: Date.now() });
  }
}

/**
 * Generates the sessions of every date in [from, to] ('YYYY-MM-DD', inclusive) with their source numbers. Pass the
 * root handle, not a transaction: it opens its own transaction and remembers its work per handle. `his` is the
 * composition root's adapter: the rules come from its catalogue.
 */
export async function ensureSessions(
  db: Db,
  his: HisAdapter,
  hosId: HosId,
  from: string,
  to: string,
): Promise<void> {
  if (to < from || isCovered(db, hosId, from, to)) return;
  let inFlight = running.get(db);
  if (!inFlight) running.set(db, (inFlight = new Map()));
  const key = `${hosId}|${from}|${to}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const run = materialize(db, his, hosId, from, to).then(() => remember(db, hosId, from, to));
  inFlight.set(key, run);
  try {
    await run;
  } finally {
    inFlight.delete(key);
  }
}

async function materialize(db: Db, his: HisAdapter, hosId: HosId, from: string, to: string) {
  // A HIS that cannot answer must not take the schedule down: the dates are generated from the mirror as last synced
  // (the background sync job logs the failure).
  await syncCatalogueIfStale(db, his, hosId, COVERED_TTL_MS).catch(() => undefined);
  const missing = await repo.listMissingSessions(db, hosId, from, to);
  if (missing.length === 0) return;
  const [hospital, config] = await Promise.all([getHospital(db, hosId), scheduleConfig(db, hosId)]);
  const noonTimes = noonTimesOf(config);
  const sessions: repo.NewSession[] = missing.map((m) => ({
    hos_id: hosId,
    schedule_id: scheduleIdOf(m.rule_id, m.session_date),
    area_id: m.area_id,
    business_type: m.business_type,
    dept_id: m.dept_id,
    doctor_id: m.doctor_id,
    rule_id: m.rule_id,
    session_date: m.session_date,
    noon_code: m.noon_code,
    reg_fee: m.reg_fee,
    capacity: m.capacity,
  }));
  await db.transaction().execute(async (trx) => {
    // Rows are sorted (date, rule) by the query, so concurrent writers take row locks in one order: no deadlock.
    const inserted = new Set<string>();
    for (const chunk of chunks(sessions, 500)) {
      for (const r of await repo.insertSessions(trx, chunk)) inserted.add(r.schedule_id);
    }
    const numbers = sessions
      .filter((s) => inserted.has(s.schedule_id))
      .flatMap((s) =>
        numbersOf(
          s,
          slotTimes(s.session_date, s.noon_code, s.capacity, noonTimes, hospital.timeZone),
        ),
      );
    for (const chunk of chunks(numbers, 1_000)) await repo.insertSourceNumbers(trx, chunk);
  });
}

/** `capacity` numbers per session; a period with no window at all (unknown code) still gets them, without times. */
function numbersOf(
  s: repo.NewSession,
  slots: { seq: number; startTime: string; endTime: string }[],
): repo.NewSourceNumber[] {
  return Array.from({ length: s.capacity }, (_, i) => ({
    hos_id: s.hos_id,
    schedule_id: s.schedule_id,
    number_id: numberIdOf(s.schedule_id, i + 1),
    seq: i + 1,
    start_time: slots[i]?.startTime ?? '',
    end_time: slots[i]?.endTime ?? '',
  }));
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** A session with its doctor and department, for booking: dates as 'YYYY-MM-DD', money in fen. */
export interface SessionInfo {
  scheduleId: string;
  areaId: string;
  businessType: string;
  ruleId: string;
  sessionDate: string;
  noonCode: string;
  regFee: number;
  capacity: number;
  deptId: string;
  deptName: string;
  doctorId: string;
  doctorName: string;
  doctorTitle: string;
  doctorStopped: boolean;
  /** The hospital cancelled it. */
  cancelled: boolean;
}

/** Works with a transaction handle too (a Kysely Transaction is a Db). Undefined when the id is not this hospital's. */
export async function findSession(
  db: Db,
  hosId: HosId,
  scheduleId: string,
): Promise<SessionInfo | undefined> {
  const r = await repo.findSession(db, hosId, scheduleId);
  return r && toSessionInfo(r);
}

/** A session row as the schedule reads it (see schedule.repository's findSession), as booking uses it. */
export type SessionRow = repo.SessionRow;

export function toSessionInfo(r: repo.SessionRow): SessionInfo {
  return {
    scheduleId: r.schedule_id,
    areaId: r.area_id,
    businessType: r.business_type,
    ruleId: r.rule_id,
    sessionDate: r.session_date,
    noonCode: r.noon_code,
    regFee: Number(r.reg_fee),
    capacity: r.capacity,
    deptId: r.dept_id,
    deptName: r.dept_name,
    doctorId: r.doctor_id,
    doctorName: r.doctor_name,
    doctorTitle: r.doctor_title,
    doctorStopped: r.is_stop,
    cancelled: r.cancelled,
  };
}
