import { randomBytes } from 'node:crypto';
import {
  addDays,
  hospitalToday,
  packageSuits,
  PayBusinessType,
  PHYSICAL_BOOK_DAYS,
  physicalPayExpired,
  type Language,
  type PayResponse,
  type PhysicalBooking,
  type PhysicalDate,
  type PhysicalPackage,
  type PhysicalReport,
  type HosId,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import type { HisPhysicalPackage } from '../../his/physical.ts';
import { getHospital } from '../hospital/hospital.service.ts';
import { uniqueViolation } from '../bookings/appointments.checks.ts';
import { logAccess, requirePatient } from '../patients/patients.service.ts';
import {
  lockLiveOrder,
  moveOrder,
  startQrOrder,
  subjectPayments,
} from '../payments/orders.service.ts';
import { issueQr } from '../payments/payments.service.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import { settleAfterCommit } from '../bookings/refund.service.ts';
import { translations } from '../translations/localize.ts';
import { bookablePackages, listingsOf } from './package-listing.service.ts';
import { bookingDtos, packageDtos, priceOf, textIn } from './physical-dto.ts';
import * as repo from './physical.repository.ts';
import { physicalPayWindowSeconds } from './physical.service.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * A patient books a package date — a place claimed
 * under the date's capacity in the same transaction — and pays it by QR (purpose physical_exam). Cancelling before the
 * exam date gives the place back and the money back exactly once (settlement, after commit). Only the account that
 * booked sees a booking (others: C002, like an unknown one).
 */
type Deps = PaymentDeps;
type Log = { error(obj: unknown, msg: string): void };

export const newBookingId = () =>
  `PE${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

export async function listPackages(
  deps: Deps,
  hosId: HosId,
  lang: Language,
): Promise<PhysicalPackage[]> {
  const tr = await translations(deps.db, hosId, lang);
  return packageDtos(deps.his, hosId, await bookablePackages(deps, hosId, tr), lang);
}

/** The package, or C002 when the hospital has no such package or does not offer it for booking here (hidden). */
export async function requirePackage(
  deps: Deps,
  hosId: HosId,
  packageId: string,
): Promise<HisPhysicalPackage> {
  const pack = (await deps.his.physical.packages(hosId)).find((p) => p.packageId === packageId);
  if (!pack || (await listingsOf(deps.db, hosId)).get(packageId)?.hidden)
    throw new AppError('C002');
  return pack;
}

/** The bookable dates in the hospital's zone: tomorrow through PHYSICAL_BOOK_DAYS ahead. */
async function bookableDates(deps: Deps, hosId: HosId, now: Date) {
  const today = hospitalToday(now, (await getHospital(deps.db, hosId)).timeZone);
  return {
    today,
    dates: Array.from({ length: PHYSICAL_BOOK_DAYS }, (_, i) => addDays(today, i + 1)),
  };
}

export async function listDates(
  deps: Deps,
  hosId: HosId,
  packageId: string,
  now = new Date(),
): Promise<PhysicalDate[]> {
  const pack = await requirePackage(deps, hosId, packageId);
  const { dates } = await bookableDates(deps, hosId, now);
  const booked = new Map(
    (await repo.bookedOn(deps.db, hosId, packageId, dates)).map((d) => [d.exam_date, d.booked]),
  );
  return dates.map((date) => ({
    date,
    capacity: pack.dailyCapacity,
    left: Math.max(0, pack.dailyCapacity - (booked.get(date) ?? 0)),
  }));
}

/** PHYSICAL001 unless `examDate` is one of the bookable dates. */
export async function requireBookableDate(
  deps: Deps,
  hosId: HosId,
  examDate: string,
  now = new Date(),
) {
  if (!(await bookableDates(deps, hosId, now)).dates.includes(examDate))
    throw new AppError('PHYSICAL001');
}

export async function listBookings(
  deps: Deps,
  actor: PatientContext,
  lang: Language,
): Promise<PhysicalBooking[]> {
  return bookingDtos(
    deps,
    actor.hosId,
    await repo.listOwn(deps.db, actor.hosId, actor.userId),
    lang,
  );
}

export async function answerOwn(
  deps: Deps,
  actor: PatientContext,
  bookingId: string,
  lang: Language,
): Promise<PhysicalBooking> {
  const row = await repo.findOwn(deps.db, actor.hosId, actor.userId, bookingId);
  if (!row) throw new AppError('C002');
  return (await bookingDtos(deps, actor.hosId, [row], lang))[0]!;
}

/**
 * Books a place on the date for one of the account's patients: PHYSICAL001 when the date is full or not bookable,
 * PHYSICAL011 when the package is for another sex or age group than the patient (packageSuits),
 * PHYSICAL009 when the same person (certificate) already has a live booking on that date at this hospital — the
 * database's physical_booking_person_live_uq decides (migration 0038), so two requests at once cannot both pass; a
 * cancelled or expired booking does not count. One booking per Idempotency-Key: a replay answers the first.
 */
export async function createBooking(
  deps: Deps,
  actor: PatientContext,
  input: { patientId: string; packageId: string; examDate: string },
  key: string,
  lang: Language,
) {
  const { db } = deps;
  const patient = await requirePatient(db, actor, input.patientId);
  const replay = await repo.findByKey(db, actor.hosId, actor.userId, key);
  if (replay) return answerOwn(deps, actor, replay.booking_id, lang);
  const pack = await requirePackage(deps, actor.hosId, input.packageId);
  await requireBookableDate(deps, actor.hosId, input.examDate);
  if (
    !packageSuits(pack.users, { sex: patient.sex, birthDate: patient.birth_date }, input.examDate)
  )
    throw new AppError('PHYSICAL011');
  const bookingId = newBookingId();
  try {
    await db.transaction().execute(async (trx) => {
      // The booking first: a person booked already is told so (PHYSICAL009) even when the date is full too.
      await repo.insertBooking(trx, actor.hosId, {
        bookingId,
        userId: actor.userId,
        kind: 'single',
        patientId: patient.patient_id,
        packageId: pack.packageId,
        examDate: input.examDate,
        person: {
          name: patient.patient_name,
          certType: patient.cert_type,
          certNo: patient.cert_no,
        },
        places: 1,
        amount: priceOf(pack),
        key,
      });
      if (
        !(await repo.claimPlaces(
          trx,
          actor.hosId,
          pack.packageId,
          input.examDate,
          1,
          pack.dailyCapacity,
        ))
      )
        throw new AppError('PHYSICAL001');
      await logAccess(trx, actor, [patient.patient_id], 'physical-book');
    });
  } catch (err) {
    const violated = uniqueViolation(err);
    if (violated === undefined) throw err;
    // The same Idempotency-Key twice at once: the booking that committed first is the answer to both.
    const raced = await repo.findByKey(db, actor.hosId, actor.userId, key);
    if (raced) return answerOwn(deps, actor, raced.booking_id, lang);
    if (violated === 'physical_booking_person_live_uq') throw new AppError('PHYSICAL009');
    throw err;
  }
  return answerOwn(deps, actor, bookingId, lang);
}

/** Pays a booking (a patient's or a whole group's) by QR: its open order (reused) or a new one; PHYSICAL002 once paid or cancelled. */
export async function payBookingByQr(
  deps: Deps,
  actor: PatientContext,
  bookingId: string,
  origin: string,
  now = new Date(),
): Promise<PayResponse> {
  const { db } = deps;
  if (!deps.gateway) throw new AppError('PAY006');
  const own = await repo.findOwn(db, actor.hosId, actor.userId, bookingId);
  if (!own) throw new AppError('C002');
  const payWindow = await physicalPayWindowSeconds(db, actor.hosId);
  const amount = Number(own.amount);
  const subject = own.kind === 'group' ? 'Group physical exam' : 'Physical exam';
  const order = await db.transaction().execute(async (trx) => {
    await repo.lockBooking(trx, actor.hosId, bookingId);
    if ((await repo.bookingStatus(trx, actor.hosId, bookingId))?.status !== 'booked')
      throw new AppError('PHYSICAL002');
    // Past "Pay by" the expiry job is about to cancel the booking: no QR (not even the one issued before) to pay it with.
    if (physicalPayExpired(own.created_at, payWindow, now)) throw new AppError('PHYSICAL010');
    const { outTradeNo } = await startQrOrder(trx, actor.hosId, {
      subject: { purpose: 'physical_exam', subjectId: bookingId },
      userId: actor.userId,
      // There is no pay business type of its own for physical exams: 4 'payment' is the nearest.
      businessType: PayBusinessType.PAYMENT,
      amount,
      note: 'qr order of a physical-exam booking',
      lock: true,
      busy: 'PHYSICAL002',
    });
    return { outTradeNo, amount, subject };
  });
  return issueQr(deps, actor.hosId, order, origin);
}

/**
 * Cancels a booking before its exam date (PHYSICAL003 on or after it): the places go back to the date and the money
 * back once — a paid order moves paid → refunding under its row lock and settlement refunds it after commit (never
 * twice); a QR payment still open is closed at the gateway. A repeat answers the cancelled booking and refunds nothing.
 */
export async function cancelBooking(
  deps: Deps,
  actor: PatientContext,
  bookingId: string,
  lang: Language,
  log?: Log,
  now = new Date(),
) {
  const { db } = deps;
  const own = await repo.findOwn(db, actor.hosId, actor.userId, bookingId);
  if (!own) throw new AppError('C002');
  const { today } = await bookableDates(deps, actor.hosId, now);
  if (own.status === 'booked' && own.exam_date <= today) throw new AppError('PHYSICAL003');
  const settle = await db.transaction().execute(async (trx) => {
    await repo.lockBooking(trx, actor.hosId, bookingId);
    const live = await lockLiveOrder(trx, actor.hosId, {
      purpose: 'physical_exam',
      subjectId: bookingId,
    });
    if (!(await repo.markCancelled(trx, actor.hosId, bookingId, now, 'patient'))) return [];
    await repo.releasePlaces(trx, actor.hosId, own.package_id, own.exam_date, own.places);
    if (live?.state === 'paid')
      await moveOrder(
        trx,
        actor.hosId,
        live.outTradeNo,
        'paid',
        'refunding',
        'physical-exam booking cancelled',
      );
    if (own.patient_id) await logAccess(trx, actor, [own.patient_id], 'physical-cancel');
    return !live || live.state === 'created' ? [] : [live.outTradeNo];
  });
  await settleAfterCommit(deps, actor.hosId, settle, log);
  return answerOwn(deps, actor, bookingId, lang);
}

/**
 * The report of a paid booking's person (row 0: a single booking's patient; a group's member by the row of the file)
 * from the HIS; C002 for another account's booking or an unknown row, PHYSICAL008 while it is not ready.
 */
export async function getReport(
  deps: Deps,
  actor: PatientContext,
  bookingId: string,
  row: number,
  lang: Language,
): Promise<PhysicalReport> {
  const { db } = deps;
  const own = await repo.findOwn(db, actor.hosId, actor.userId, bookingId);
  if (!own) throw new AppError('C002');
  const member =
    row === 0
      ? undefined
      : (await repo.membersOf(db, actor.hosId, [bookingId])).find((m) => m.row_no === row);
  const person =
    row === 0
      ? own.cert_no !== null
        ? { name: own.person_name ?? '', certType: own.cert_type ?? 1, certNo: own.cert_no }
        : undefined
      : member && { name: member.name, certType: member.cert_type, certNo: member.cert_no };
  if (!person) throw new AppError('C002');
  const order = (await subjectPayments(db, actor.hosId, 'physical_exam', [bookingId])).get(
    bookingId,
  );
  if (own.status !== 'booked' || order?.state !== 'paid') throw new AppError('PHYSICAL008');
  const report = await deps.his.physical.report(actor.hosId, {
    bookingId,
    person: { certType: person.certType, certNo: person.certNo },
    packageId: own.package_id,
    examDate: own.exam_date,
  });
  if (!report) throw new AppError('PHYSICAL008');
  if (own.patient_id) await logAccess(db, actor, [own.patient_id], 'physical-report');
  const pack = (await deps.his.physical.packages(actor.hosId)).find(
    (p) => p.packageId === own.package_id,
  );
  return {
    bookingId,
    row,
    personName: person.name,
    packageName: pack ? textIn(pack.name, lang) : own.package_id,
    examDate: own.exam_date,
    reportedAt: report.reportedAt.toISOString(),
    conclusion: textIn(report.conclusion, lang),
    items: report.items.map((i) => ({
      name: textIn(i.name, lang),
      result: textIn(i.result, lang),
      normal: i.normal,
    })),
  };
}
