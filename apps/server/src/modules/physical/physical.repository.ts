import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import { paidOrderExists } from '../payments/orders.service.ts';
import type { Db } from '../../db/database.ts';
import type { PhysicalCancelReason } from '../../db/schema.ts';

/** Kysely only (docs/house-style.md#repositories): the leader list and the portal's physical-exam bookings (migration 0036). */
export async function isLeaderPhone(db: Db, hosId: HosId, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('physical_leader')
    .select('phone')
    .where('hos_id', '=', hosId)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row !== undefined;
}

const BOOKING = [
  'booking_id',
  'kind',
  'patient_id',
  'person_name',
  'cert_type',
  'cert_no',
  'package_id',
  'exam_date',
  'places',
  'amount',
  'status',
  'cancel_reason',
  'created_at',
] as const;
export interface BookingRow {
  booking_id: string;
  kind: 'single' | 'group';
  patient_id: string | null;
  person_name: string | null;
  cert_type: number | null;
  cert_no: string | null;
  package_id: string;
  exam_date: string;
  places: number;
  amount: string | number;
  status: 'booked' | 'cancelled';
  cancel_reason: PhysicalCancelReason | null;
  created_at: Date;
}

/** The account's own bookings, with what a booking shows: the one scope every read of a user's bookings starts from. */
function ownBookings(db: Db, hosId: HosId, userId: string) {
  return db
    .selectFrom('physical_booking')
    .select(BOOKING)
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId);
}

export function findByKey(
  db: Db,
  hosId: HosId,
  userId: string,
  key: string,
): Promise<BookingRow | undefined> {
  return ownBookings(db, hosId, userId).where('create_key', '=', key).executeTakeFirst();
}

/** One booking of the account's; undefined for another account's, exactly like an unknown one. */
export function findOwn(
  db: Db,
  hosId: HosId,
  userId: string,
  bookingId: string,
): Promise<BookingRow | undefined> {
  return ownBookings(db, hosId, userId).where('booking_id', '=', bookingId).executeTakeFirst();
}

export function listOwn(db: Db, hosId: HosId, userId: string): Promise<BookingRow[]> {
  return ownBookings(db, hosId, userId)
    .orderBy('created_at', 'desc')
    .orderBy('booking_id', 'desc')
    .limit(100)
    .execute();
}

export async function insertBooking(
  trx: Db,
  hosId: HosId,
  b: {
    bookingId: string;
    userId: string;
    kind: 'single' | 'group';
    patientId: string | null;
    person: { name: string; certType: number; certNo: string } | null;
    packageId: string;
    examDate: string;
    places: number;
    amount: number;
    key: string;
  },
) {
  await trx
    .insertInto('physical_booking')
    .values({
      hos_id: hosId,
      booking_id: b.bookingId,
      user_id: b.userId,
      kind: b.kind,
      patient_id: b.patientId,
      person_name: b.person?.name ?? null,
      cert_type: b.person?.certType ?? null,
      cert_no: b.person?.certNo ?? null,
      package_id: b.packageId,
      exam_date: b.examDate,
      places: b.places,
      amount: b.amount,
      create_key: b.key,
      cancelled_at: null,
    })
    .execute();
}

export async function insertMembers(
  trx: Db,
  hosId: HosId,
  bookingId: string,
  members: { row: number; name: string; certNo: string; phone: string }[],
) {
  // Chunks keep each statement's parameters well under PostgreSQL's limit.
  for (let i = 0; i < members.length; i += 500) {
    await trx
      .insertInto('physical_member')
      .values(
        members.slice(i, i + 500).map((m) => ({
          hos_id: hosId,
          booking_id: bookingId,
          row_no: m.row,
          name: m.name,
          cert_type: 1,
          cert_no: m.certNo,
          phone: m.phone,
        })),
      )
      .execute();
  }
}

export function membersOf(db: Db, hosId: HosId, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('physical_member')
    .select(['booking_id', 'row_no', 'name', 'cert_type', 'cert_no', 'phone'])
    .where('hos_id', '=', hosId)
    .where('booking_id', 'in', bookingIds)
    .orderBy('row_no')
    .execute();
}

/**
 * Claims `places` on the package's date, never beyond `capacity` (the upsert updates only while they fit, and
 * physical_day_within checks it again): false when they do not fit.
 */
export async function claimPlaces(
  trx: Db,
  hosId: HosId,
  packageId: string,
  examDate: string,
  places: number,
  capacity: number,
): Promise<boolean> {
  if (places > capacity) return false;
  const { rows } = await sql<{ booked: number }>`
    insert into physical_day (hos_id, package_id, exam_date, capacity, booked) values (${hosId}, ${packageId}, ${examDate}, ${capacity}, ${places})
    on conflict (hos_id, package_id, exam_date) do update set booked = physical_day.booked + excluded.booked
     where physical_day.booked + excluded.booked <= physical_day.capacity
    returning booked`.execute(trx);
  return rows.length === 1;
}

export async function releasePlaces(
  trx: Db,
  hosId: HosId,
  packageId: string,
  examDate: string,
  places: number,
) {
  await trx
    .updateTable('physical_day')
    .set((eb) => ({ booked: eb('booked', '-', places) }))
    .where('hos_id', '=', hosId)
    .where('package_id', '=', packageId)
    .where('exam_date', '=', examDate)
    .execute();
}

/** Places booked per date of one package. */
export function bookedOn(db: Db, hosId: HosId, packageId: string, dates: string[]) {
  return db
    .selectFrom('physical_day')
    .select(['exam_date', 'booked'])
    .where('hos_id', '=', hosId)
    .where('package_id', '=', packageId)
    .where('exam_date', 'in', dates)
    .execute();
}

/** booked → cancelled for `reason` ('patient': their own cancel; 'expired': the expiry job), once: false when it was cancelled already. */
export async function markCancelled(
  trx: Db,
  hosId: HosId,
  bookingId: string,
  at: Date,
  reason: Exclude<PhysicalCancelReason, 'duplicate'>,
): Promise<boolean> {
  const row = await trx
    .updateTable('physical_booking')
    .set({ status: 'cancelled', cancelled_at: at, cancel_reason: reason })
    .where('hos_id', '=', hosId)
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'booked')
    .returning('booking_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function bookingStatus(db: Db, hosId: HosId, bookingId: string) {
  return db
    .selectFrom('physical_booking')
    .select(['status'])
    .where('hos_id', '=', hosId)
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
}

/** Orders one booking's payments and cancels: two at once wait here. */
export async function lockBooking(trx: Db, hosId: HosId, bookingId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${bookingLockKey(hosId, bookingId)}))`.execute(
    trx,
  );
}

/** lockBooking without waiting: false while a payment or cancel of the booking is under way (the expiry job skips it). */
export async function tryLockBooking(trx: Db, hosId: HosId, bookingId: string): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(hashtext(${bookingLockKey(hosId, bookingId)})) as locked`.execute(
    trx,
  );
  return rows[0]?.locked === true;
}

const bookingLockKey = (hosId: HosId, bookingId: string) => `physical:${hosId}:${bookingId}`;

/** Where a page of expiry candidates ended: created_at as PostgreSQL's text (microseconds kept, a JS Date drops them). */
export interface UnpaidCursor {
  at: string;
  id: string;
}
/** `created_at` as the booking list reads it (physicalPayBy's input); `at` as the cursor. */
export interface UnpaidRow {
  booking_id: string;
  package_id: string;
  exam_date: string;
  places: number;
  created_at: Date;
  at: string;
}

/**
 * The hospital's bookings still booked, made before `before`, with no paid order: oldest first after `after`,
 * at most `limit`, their rows locked until the transaction ends — rows another instance holds are skipped
 * (FOR UPDATE SKIP LOCKED, docs/architecture.md#scale-out), so two instances never take one booking at once.
 */
export async function lockUnpaidBefore(
  trx: Db,
  hosId: HosId,
  before: Date,
  after: UnpaidCursor | null,
  limit: number,
): Promise<UnpaidRow[]> {
  const { rows } = await sql<UnpaidRow>`
    select b.booking_id, b.package_id, b.exam_date, b.places, b.created_at, b.created_at::text as at
      from physical_booking b
     where b.hos_id = ${hosId} and b.status = 'booked' and b.created_at < ${before}
       and not ${paidOrderExists('physical_exam', 'b.hos_id', 'b.booking_id')}
       ${after === null ? sql`` : sql`and (b.created_at, b.booking_id) > (${after.at}::timestamptz, ${after.id})`}
     order by b.created_at, b.booking_id
     limit ${limit}
     for update of b skip locked`.execute(trx);
  return rows;
}

/** The hospitals that have a booking still booked (the expiry job looks only at them). */
export async function hospitalsWithLiveBookings(db: Db, hosIds?: HosId[]): Promise<HosId[]> {
  let q = db
    .selectFrom('physical_booking')
    .select('hos_id')
    .distinct()
    .where('status', '=', 'booked')
    .orderBy('hos_id');
  if (hosIds) q = q.where('hos_id', 'in', hosIds);
  return (await q.execute()).map((r) => r.hos_id);
}
