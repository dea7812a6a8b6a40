import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isAccessRead, type AccessAction, type HosId } from '@portal/shared';

/**
 * Kysely only (docs/house-style.md#repositories). Every query is scoped by hos_id AND the owning user_id: object-level authorization
 * lives in the WHERE clause, so another user's or hospital's patient is simply not found.
 */
type Conn = Kysely<Database> | Transaction<Database>;

export interface PatientRow {
  patient_id: string;
  patient_name: string;
  cert_type: number;
  cert_no: string;
  phone: string;
  relation: number;
  sex: number;
  birth_date: string;
  is_default: boolean;
  created_at: Date;
  /** When the link to the hospital's record of the person was proven; null = no cards through this row. */
  his_linked_at: Date | null;
}

function owned(db: Conn, hosId: HosId, userId: string) {
  return (
    db
      .selectFrom('patient')
      .select([
        'patient_id',
        'patient_name',
        'cert_type',
        'cert_no',
        'phone',
        'relation',
        'sex',
        'is_default',
        'created_at',
        'his_linked_at',
      ])
      // A calendar date, as text: a Date would shift with the server's zone.
      .select(sql<string>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'))
      .where('hos_id', '=', hosId)
      .where('user_id', '=', userId)
  );
}

/** Order: the default first, then in the order they were added. */
export function listActive(db: Conn, hosId: HosId, userId: string): Promise<PatientRow[]> {
  return owned(db, hosId, userId)
    .where('unbound_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('patient_id')
    .execute();
}

export function findActive(
  db: Conn,
  hosId: HosId,
  userId: string,
  patientId: string,
): Promise<PatientRow | undefined> {
  return owned(db, hosId, userId)
    .where('unbound_at', 'is', null)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
}

/**
 * The persons (certificates) behind those of the user's patients that hold a proven link and are still
 * bound — the only rows that reach a person's cards. Checked here, in the SQL, so a caller cannot widen it by
 * passing an unproven, unbound or another user's row.
 */
export function provenPersonsOf(
  db: Conn,
  hosId: HosId,
  userId: string,
  patientIds: string[],
): Promise<{ cert_type: number; cert_no: string }[]> {
  if (patientIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('patient')
    .select(['cert_type', 'cert_no'])
    .distinct()
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('patient_id', 'in', patientIds)
    .where('his_linked_at', 'is not', null)
    .where('unbound_at', 'is', null)
    .execute();
}

/** Bound or unbound: the access log of a patient the user once had stays theirs to read. */
export async function isOwned(
  db: Conn,
  hosId: HosId,
  userId: string,
  patientId: string,
): Promise<boolean> {
  return (
    (await owned(db, hosId, userId).where('patient_id', '=', patientId).executeTakeFirst()) !==
    undefined
  );
}

/** Serializes one user's patient changes (count limit, default switch, unbind limit) across instances. */
export async function lockUserPatients(trx: Transaction<Database>, hosId: HosId, userId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`patients:${hosId}:${userId}`}))`.execute(trx);
}

export async function countActive(db: Conn, hosId: HosId, userId: string): Promise<number> {
  const row = await db
    .selectFrom('patient')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('unbound_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasActiveCert(
  db: Conn,
  hosId: HosId,
  userId: string,
  certType: number,
  certNo: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('patient')
    .select('patient_id')
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('unbound_at', 'is', null)
    .where('cert_type', '=', certType)
    .where('cert_no', '=', certNo)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewPatient {
  patientId: string;
  userId: string;
  patientName: string;
  certType: number;
  certNo: string;
  phone: string;
  relation: number;
  sex: number;
  birthDate: string;
  isDefault: boolean;
  /** How the link to the hospital's record was proven; null when the hospital has no record. */
  linkProof: 'sms' | 'pin' | null;
}

export function insertPatient(db: Conn, hosId: HosId, p: NewPatient, now: Date) {
  return db
    .insertInto('patient')
    .values({
      hos_id: hosId,
      patient_id: p.patientId,
      user_id: p.userId,
      patient_name: p.patientName,
      cert_type: p.certType,
      cert_no: p.certNo,
      phone: p.phone,
      relation: p.relation,
      sex: p.sex,
      birth_date: p.birthDate,
      is_default: p.isDefault,
      unbound_at: null,
      created_at: now,
      his_linked_at: p.linkProof ? now : null,
      link_proof: p.linkProof,
    })
    .execute();
}

export function updatePatient(
  db: Conn,
  hosId: HosId,
  userId: string,
  patientId: string,
  set: { patient_name?: string; phone?: string; relation?: number },
) {
  return db
    .updateTable('patient')
    .set(set)
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('patient_id', '=', patientId)
    .where('unbound_at', 'is', null)
    .execute();
}

export function clearDefault(db: Conn, hosId: HosId, userId: string) {
  return db
    .updateTable('patient')
    .set({ is_default: false })
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();
}

export function markDefault(db: Conn, hosId: HosId, userId: string, patientId: string) {
  return db
    .updateTable('patient')
    .set({ is_default: true })
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('patient_id', '=', patientId)
    .where('unbound_at', 'is', null)
    .execute();
}

export function markUnbound(db: Conn, hosId: HosId, userId: string, patientId: string, at: Date) {
  return db
    .updateTable('patient')
    .set({ unbound_at: at, is_default: false })
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('patient_id', '=', patientId)
    .where('unbound_at', 'is', null)
    .execute();
}

export async function unbindTimesSince(
  db: Conn,
  hosId: HosId,
  userId: string,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .selectFrom('patient')
    .select('unbound_at')
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('unbound_at', '>=', since)
    .execute();
  return rows.flatMap((r) => (r.unbound_at ? [new Date(r.unbound_at)] : []));
}

export interface AccessEntry {
  patientId: string;
  action: AccessAction;
}

/**
 * Appends entries to the access log. A read carries the hospital's day and is dropped when the same account already
 * read the same patient the same way that day (the unique index of migration 0040); every other action is always kept.
 */
export function appendAccess(
  db: Conn,
  hosId: HosId,
  userId: string,
  ip: string,
  entries: AccessEntry[],
  staffName: string | null = null,
) {
  if (entries.length === 0) return Promise.resolve();
  const today = sql<string>`(now() at time zone (select time_zone from hospital where hos_id = ${hosId}))::date`;
  return db
    .insertInto('patient_access_log')
    .values(
      entries.map((e) => ({
        hos_id: hosId,
        user_id: userId,
        patient_id: e.patientId,
        action: e.action,
        ip,
        read_day: isAccessRead(e.action) ? today : null,
        staff_name: staffName,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['hos_id', 'user_id', 'patient_id', 'action', 'read_day'])
        .where('read_day', 'is not', null)
        .doNothing(),
    )
    .execute();
}

/** Whose entries: the user's own, or every other account's (and the hospital's). */
export type AccessBy = 'me' | 'others';

/**
 * Entries about the user's own patients (bound or not) and, for each person the user holds through an
 * active proven link, the entries about every other proven link to that person — whoever acted. Newest first,
 * with the acting account for display. `patientId` narrows it to the person behind one of the user's patients;
 * `by` to the user's own entries or everyone else's.
 */
export function listAccess(
  db: Conn,
  hosId: HosId,
  userId: string,
  patientId: string | undefined,
  by: AccessBy,
  limit: number,
) {
  return db
    .selectFrom('patient_access_log as l')
    .innerJoin('patient as p', (j) =>
      j.onRef('p.hos_id', '=', 'l.hos_id').onRef('p.patient_id', '=', 'l.patient_id'),
    )
    .leftJoin('app_user as u', (j) =>
      j.onRef('u.hos_id', '=', 'l.hos_id').onRef('u.user_id', '=', 'l.user_id'),
    )
    .select(['l.id', 'l.at', 'l.action', 'l.user_id', 'l.staff_name', 'p.patient_name', 'u.phone'])
    .where('l.hos_id', '=', hosId)
    .where('l.user_id', by === 'me' ? '=' : '<>', userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('patient as mine')
          .select('mine.patient_id')
          .where('mine.hos_id', '=', hosId)
          .where('mine.user_id', '=', userId)
          .$if(patientId !== undefined, (q) => q.where('mine.patient_id', '=', patientId!))
          .where((eb) =>
            eb.or([
              eb('mine.patient_id', '=', eb.ref('p.patient_id')),
              eb.and([
                eb('mine.unbound_at', 'is', null),
                eb('mine.his_linked_at', 'is not', null),
                eb('p.his_linked_at', 'is not', null),
                eb('mine.cert_type', '=', eb.ref('p.cert_type')),
                eb('mine.cert_no', '=', eb.ref('p.cert_no')),
              ]),
            ]),
          ),
      ),
    )
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
}

/** Every active proven link to one person at a hospital, oldest first, with the holding account's phone. */
export function listHolders(db: Conn, hosId: HosId, certType: number, certNo: string) {
  return db
    .selectFrom('patient as p')
    .innerJoin('app_user as u', (j) =>
      j.onRef('u.hos_id', '=', 'p.hos_id').onRef('u.user_id', '=', 'p.user_id'),
    )
    .select(['p.patient_id', 'p.user_id', 'p.his_linked_at', 'u.phone'])
    .where('p.hos_id', '=', hosId)
    .where('p.cert_type', '=', certType)
    .where('p.cert_no', '=', certNo)
    .where('p.his_linked_at', 'is not', null)
    .where('p.unbound_at', 'is', null)
    .orderBy('p.his_linked_at')
    .orderBy('p.patient_id')
    .execute();
}
