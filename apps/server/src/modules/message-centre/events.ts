import {
  formatYuan,
  NoticeType,
  type MessageKind,
  type PayPurpose,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisText } from '../../his/physical.ts';
import { bookingOf, bookingParams, inLanguages } from './booking-notice.ts';
import { notify, type NoticeParams } from './notify.ts';

/**
 * The notices of events other modules own, written in their transactions through notify: a message in the
 * centre and a text queued in the outbox, as the user's preferences allow, each once per event. Titles and bodies are
 * catalogue keys (notice.*), so each reads in the reader's language.
 */

/** The portal's record page of a booking (the web route PATHS.recordInfo). */
export const recordLink = (appointId: string) => `/appointment/record-info?id=${appointId}`;

/** The session as a notice shows it. */
export interface NoticeSession {
  deptId: string;
  deptName: string;
  doctorId: string;
  doctorName: string;
  sessionDate: string;
  noonCode: string;
}

export interface CancelledPatient {
  patientId: string;
  patientName: string;
  phone: string;
  /** The invalidated booking; null for a patient who was waiting. */
  appointId: string | null;
  paid: boolean;
}

/** The hospital cancelled a session: one notice per affected patient (booked or waiting), texted to the patient's phone. */

/** Where a notice's text goes: the account's phone, or nowhere once the account is gone. */
async function textTo(trx: Db, hosId: HosId, userId: string) {
  const user = await trx
    .selectFrom('app_user')
    .select('phone')
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return user ? { phone: user.phone } : undefined;
}

export async function noticeSessionCancelled(
  trx: Db,
  hosId: HosId,
  scheduleId: string,
  session: NoticeSession,
  patients: CancelledPatient[],
): Promise<void> {
  if (patients.length === 0) return;
  const owners = await trx
    .selectFrom('patient')
    .select(['patient_id', 'user_id'])
    .where('hos_id', '=', hosId)
    .where(
      'patient_id',
      'in',
      patients.map((p) => p.patientId),
    )
    .execute();
  const userOf = new Map(owners.map((o) => [o.patient_id, o.user_id]));
  for (const p of patients) {
    const userId = userOf.get(p.patientId);
    if (!userId) continue;
    const booked = p.appointId === null ? undefined : await bookingOf(trx, hosId, p.appointId);
    const params = await bookingParams(
      trx,
      hosId,
      booked?.booking ?? { ...session, patientName: p.patientName, serial: null },
    );
    const body = p.appointId === null ? 'waiting' : p.paid ? 'paid' : 'unpaid';
    await notify(trx, {
      hosId,
      userId,
      patientId: p.patientId,
      kind: 'sessionCancelled',
      title: 'notice.sessionCancelled.title',
      body: `notice.sessionCancelled.${body}`,
      params,
      link: p.appointId ? recordLink(p.appointId) : null,
      dedupeKey: sessionCancelKey(scheduleId, p.patientId),
      sms: { phone: p.phone },
    });
  }
}

/** One notice per patient and cancelled session: a patient both booked and waiting hears once. */
export const sessionCancelKey = (scheduleId: string, patientId: string) =>
  `cancel:${scheduleId}:${patientId}`;

/**
 * A waiting patient got a freed number (the booking row is already written in this transaction): texted to the phone of
 * the account that joined the waiting list, which is waiting to hear.
 */
export async function noticePromoted(trx: Db, hosId: HosId, appointId: string): Promise<void> {
  const b = await bookingOf(trx, hosId, appointId);
  if (!b) return;
  const sms = await textTo(trx, hosId, b.userId);
  await notify(trx, {
    hosId,
    userId: b.userId,
    patientId: b.patientId,
    kind: 'waitlistPromoted',
    title: 'notice.waitlistPromoted.title',
    body: 'notice.waitlistPromoted.body',
    params: await bookingParams(trx, hosId, b.booking),
    link: recordLink(appointId),
    dedupeKey: promotedKey(appointId),
    sms,
  });
}

export const promotedKey = (appointId: string) => `promoted:${appointId}`;

/** An unpaid appointment the expiry job cancelled (in its transaction): a message and a text to the patient's phone. */
export async function noticeBookingExpired(
  trx: Db,
  hosId: HosId,
  appointId: string,
): Promise<void> {
  const b = await bookingOf(trx, hosId, appointId);
  if (!b) return;
  await notify(trx, {
    hosId,
    userId: b.userId,
    patientId: b.patientId,
    kind: 'bookingExpired',
    title: 'notice.bookingExpired.title',
    body: 'notice.bookingExpired.body',
    params: await bookingParams(trx, hosId, b.booking),
    link: recordLink(appointId),
    dedupeKey: `expired:${appointId}`,
    sms: { phone: b.phone },
  });
}

/** The portal's page of the user's physical-exam bookings (the web route of features/physical). */
const PHYSICAL_LINK = '/physical/booking';

/** A physical-exam booking as its booker knows it: whose (or a group's places), the package and the day. */
async function physicalParams(trx: Db, hosId: HosId, bookingId: string, packageName?: HisText) {
  const row = await trx
    .selectFrom('physical_booking as b')
    .leftJoin('patient as p', (j) =>
      j.onRef('p.hos_id', '=', 'b.hos_id').onRef('p.patient_id', '=', 'b.patient_id'),
    )
    .select((eb) => [
      'b.user_id',
      'b.patient_id',
      'b.kind',
      'b.places',
      'b.exam_date',
      eb.fn.coalesce('b.person_name', 'p.patient_name').as('person'),
    ])
    .where('b.hos_id', '=', hosId)
    .where('b.booking_id', '=', bookingId)
    .executeTakeFirst();
  if (!row) return undefined;
  const params: NoticeParams = {
    date: row.exam_date,
    places: row.places,
    person: row.person ?? '',
    ...(packageName ? inLanguages('package', packageName) : {}),
  };
  return { row, params, group: row.kind === 'group' || row.person === null };
}

/**
 * An unpaid physical-exam booking the expiry job cancelled (in its transaction): a message and a text to the booking
 * account's phone. `packageName` is the hospital system's name of the package, in its languages.
 */
export async function noticePhysicalExpired(
  trx: Db,
  hosId: HosId,
  bookingId: string,
  packageName: HisText | undefined,
): Promise<void> {
  const found = await physicalParams(trx, hosId, bookingId, packageName);
  if (!found) return;
  const sms = await textTo(trx, hosId, found.row.user_id);
  await notify(trx, {
    hosId,
    userId: found.row.user_id,
    patientId: found.row.patient_id,
    kind: 'bookingExpired',
    title: 'notice.bookingExpired.title',
    body: found.group ? 'notice.physicalExpired.group' : 'notice.physicalExpired.body',
    params: found.params,
    link: PHYSICAL_LINK,
    dedupeKey: `expired-physical:${bookingId}`,
    sms,
  });
}

/**
 * What the refund notice reads of an order (payments' OrderFacts has these fields): declared here, as the message
 * centre sits below payments in the module stack (docs/server-modules.md).
 */
export interface RefundedOrder {
  hosId: HosId;
  outTradeNo: string;
  userId: string;
  appointId: string | null;
  amount: number;
  method: 'card' | 'qr';
  purpose: PayPurpose;
  subjectId: string | null;
}

/**
 * What a refunded order paid for, as its payer knows it: a booking's fee names the booking, a physical exam's the
 * person and day; anything else says what kind of payment it was, with the order number the receipt shows.
 */
async function refundText(
  trx: Db,
  o: RefundedOrder,
): Promise<{ body: string; params: NoticeParams; patientId: string | null }> {
  if (o.purpose === 'registration' && o.appointId) {
    const b = await bookingOf(trx, o.hosId, o.appointId);
    if (b)
      return {
        body: 'notice.refunded.booking',
        params: await bookingParams(trx, o.hosId, b.booking),
        patientId: b.patientId,
      };
  }
  if (o.purpose === 'physical_exam' && o.subjectId) {
    const found = await physicalParams(trx, o.hosId, o.subjectId);
    if (found && !found.group)
      return {
        body: 'notice.refunded.physicalExam',
        params: found.params,
        patientId: found.row.patient_id,
      };
  }
  return {
    body: 'notice.refunded.payment',
    params: { whatKey: `notice.refundedWhat.${o.purpose}` },
    patientId: null,
  };
}

/** An order reached 'refunded': a message and a text to the account's phone (integer fen shown as yuan). */
export async function noticeRefunded(trx: Db, o: RefundedOrder): Promise<void> {
  const sms = await textTo(trx, o.hosId, o.userId);
  const { body, params, patientId } = await refundText(trx, o);
  await notify(trx, {
    hosId: o.hosId,
    userId: o.userId,
    patientId,
    kind: 'refunded',
    title: 'notice.refunded.title',
    body,
    params: {
      ...params,
      amount: formatYuan(o.amount),
      outTradeNo: o.outTradeNo,
      channelKey: `notice.refundChannel.${o.method}`,
    },
    link: o.appointId
      ? recordLink(o.appointId)
      : o.purpose === 'physical_exam'
        ? PHYSICAL_LINK
        : null,
    dedupeKey: `refund:${o.outTradeNo}`,
    sms,
  });
}

/**
 * A paid order of an inpatient or case-mail purpose, by its notice type — 3 inpatient recharge (a
 * deposit), 16 leave-discharge (the balance due paid, or the surplus deposit given back), 6 inpatient and 10 outpatient
 * case mail (a copy's fee). Each catalogue pair is notice.<event>.title / .body.
 */
export const PAID_NOTICES = {
  inpatientDeposit: { kind: 'inpatientPaid', noticeType: NoticeType.INPATIENT_RECHARGE },
  dischargePaid: { kind: 'inpatientPaid', noticeType: NoticeType.LEAVE_DISCHARGE },
  depositSurplus: { kind: 'inpatientPaid', noticeType: NoticeType.LEAVE_DISCHARGE },
  caseMailInpatient: { kind: 'caseMailPaid', noticeType: NoticeType.INPATIENT_CASE_MAIL },
  caseMailOutpatient: { kind: 'caseMailPaid', noticeType: NoticeType.OUTPATIENT_CASE_MAIL },
} as const satisfies Record<string, { kind: MessageKind; noticeType: NoticeType }>;
export type PaidNotice = keyof typeof PAID_NOTICES;

export interface PaidOrder {
  hosId: HosId;
  outTradeNo: string;
  userId: string;
  amount: number;
  subjectId: string | null;
}

/** The portal page a paid-order notice opens (the web routes of features/inpatient and case-mail). */
function paidLink(notice: PaidNotice, o: PaidOrder): string {
  if (notice === 'caseMailInpatient' || notice === 'caseMailOutpatient') return '/inpatient/case';
  if (notice === 'inpatientDeposit' || o.subjectId === null) return '/inpatient/homepage';
  return `/inpatient/leave-discharge?${new URLSearchParams({ stayId: o.subjectId }).toString()}`;
}

/** One notice per paid order, whichever of the notify, the query-on-silence or a retry moved it (a refund has its own key). */
export const paidKey = (outTradeNo: string) => `paid:${outTradeNo}`;

/**
 * The order reached 'paid': a message and a text to the account's phone, written in the transaction that moved it
 * (the purpose's fulfil), so a rolled-back payment tells nobody and a repeated one tells once.
 */
export async function noticeOrderPaid(trx: Db, notice: PaidNotice, o: PaidOrder): Promise<void> {
  const { kind, noticeType } = PAID_NOTICES[notice];
  const sms = await textTo(trx, o.hosId, o.userId);
  await notify(trx, {
    hosId: o.hosId,
    userId: o.userId,
    patientId: null,
    kind,
    title: `notice.${notice}.title`,
    body: `notice.${notice}.body`,
    params: { amount: formatYuan(o.amount), outTradeNo: o.outTradeNo, noticeType },
    link: paidLink(notice, o),
    dedupeKey: paidKey(o.outTradeNo),
    sms,
  });
}

/** The portal's page of the user's complaints, opened at this one (the web route /complaint-suggest). */
export const complaintLink = (complaintId: string) =>
  `/complaint-suggest?${new URLSearchParams({ complaintId }).toString()}`;

export interface AnsweredComplaint {
  hosId: HosId;
  complaintId: string;
  userId: string;
  kind: 'complaint' | 'suggestion';
  reply: string;
  /** The reply's number on this complaint (1 for the first): each reply tells once. */
  replyNo: number;
  /** A last reply given on closing. */
  closed: boolean;
}

/**
 * The hospital replied to a complaint or suggestion, or closed it with a last reply (in the transaction that stored the
 * reply): the reply in the message centre, and a short text pointing to it, to the account's phone.
 */
export async function noticeComplaintAnswered(trx: Db, c: AnsweredComplaint): Promise<void> {
  const event = c.closed ? 'complaintClosed' : 'complaintAnswered';
  const to = await textTo(trx, c.hosId, c.userId);
  await notify(trx, {
    hosId: c.hosId,
    userId: c.userId,
    patientId: null,
    kind: 'complaintAnswered',
    title: `notice.${event}.title`,
    body: `notice.${event}.body`,
    params: { kindKey: `notice.complaintKind.${c.kind}`, reply: c.reply },
    link: complaintLink(c.complaintId),
    dedupeKey: complaintReplyKey(c.complaintId, c.replyNo),
    sms: to && { ...to, body: 'notice.complaintAnswered.sms' },
  });
}

export const complaintReplyKey = (complaintId: string, replyNo: number) =>
  `complaint-reply:${complaintId}:${replyNo}`;
