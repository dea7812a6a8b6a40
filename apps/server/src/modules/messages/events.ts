import { NoticeType, type MessageKind } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { notify, type NoticeParams } from './notify.ts';

/**
 * Issue 13: the notices of events other modules own, written in their transactions through notify: a message in the
 * centre and a text queued in the outbox, as the user's preferences allow, each once per event. Titles and bodies are
 * catalogue keys (notice.*), so each reads in the reader's language.
 */

/** The portal's record page of a booking (the web route PATHS.recordInfo). */
export const recordLink = (appointId: string) => `/appointment/record-info?id=${appointId}`;

/** The session as a notice shows it. */
export interface NoticeSession { doctorName: string; deptName: string; sessionDate: string; noonCode: string }

const sessionParams = (s: NoticeSession): NoticeParams =>
  ({ doctor: s.doctorName, dept: s.deptName, date: s.sessionDate, periodKey: `ui.noon.${s.noonCode}` });

export interface CancelledPatient {
  patientId: string; patientName: string; phone: string;
  /** The invalidated booking; null for a patient who was waiting. */
  appointId: string | null;
  paid: boolean;
}

/** The hospital cancelled a session: one notice per affected patient (booked or waiting), texted to the patient's phone. */
export async function noticeSessionCancelled(trx: Db, hosId: string, scheduleId: string, session: NoticeSession, patients: CancelledPatient[]): Promise<void> {
  if (patients.length === 0) return;
  const owners = await trx.selectFrom('patient').select(['patient_id', 'user_id'])
    .where('hos_id', '=', hosId).where('patient_id', 'in', patients.map((p) => p.patientId)).execute();
  const userOf = new Map(owners.map((o) => [o.patient_id, o.user_id]));
  for (const p of patients) {
    const userId = userOf.get(p.patientId);
    if (!userId) continue;
    const body = p.appointId === null ? 'waiting' : p.paid ? 'paid' : 'unpaid';
    await notify(trx, {
      hosId, userId, patientId: p.patientId, kind: 'sessionCancelled', title: 'notice.sessionCancelled.title', body: `notice.sessionCancelled.${body}`,
      params: { ...sessionParams(session), patient: p.patientName, appointId: p.appointId ?? '' },
      link: p.appointId ? recordLink(p.appointId) : null, dedupeKey: sessionCancelKey(scheduleId, p.patientId), sms: { phone: p.phone },
    });
  }
}

/** One notice per patient and cancelled session: a patient both booked and waiting hears once. */
export const sessionCancelKey = (scheduleId: string, patientId: string) => `cancel:${scheduleId}:${patientId}`;

export interface PromotedPatient { userId: string; patientId: string; patientName: string; phone: string; appointId: string }

/** A waiting patient got a freed number (the booking row is already written in this transaction). */
export async function noticePromoted(trx: Db, hosId: string, session: NoticeSession, p: PromotedPatient): Promise<void> {
  await notify(trx, {
    hosId, userId: p.userId, patientId: p.patientId, kind: 'waitlistPromoted', title: 'notice.waitlistPromoted.title', body: 'notice.waitlistPromoted.body',
    params: { ...sessionParams(session), patient: p.patientName, appointId: p.appointId },
    link: recordLink(p.appointId), dedupeKey: promotedKey(p.appointId), sms: { phone: p.phone },
  });
}

export const promotedKey = (appointId: string) => `promoted:${appointId}`;

export interface RefundedOrder { hosId: string; outTradeNo: string; userId: string; appointId: string | null; amount: number; method: 'card' | 'qr' }

/** An order reached 'refunded': a message and a text to the account's phone (integer fen shown as yuan). */
export async function noticeRefunded(trx: Db, o: RefundedOrder): Promise<void> {
  const user = await trx.selectFrom('app_user').select('phone').where('hos_id', '=', o.hosId).where('user_id', '=', o.userId).executeTakeFirst();
  await notify(trx, {
    hosId: o.hosId, userId: o.userId, patientId: null, kind: 'refunded', title: 'notice.refunded.title', body: `notice.refunded.${o.method}`,
    params: { amount: (o.amount / 100).toFixed(2), outTradeNo: o.outTradeNo },
    link: o.appointId ? recordLink(o.appointId) : null, dedupeKey: `refund:${o.outTradeNo}`, sms: user ? { phone: user.phone } : undefined,
  });
}

/**
 * Issue 16: a paid order of an inpatient or case-mail purpose, by its SPEC §3 notice type — 3 inpatient recharge (a
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

export interface PaidOrder { hosId: string; outTradeNo: string; userId: string; amount: number; subjectId: string | null }

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
  const user = await trx.selectFrom('app_user').select('phone').where('hos_id', '=', o.hosId).where('user_id', '=', o.userId).executeTakeFirst();
  await notify(trx, {
    hosId: o.hosId, userId: o.userId, patientId: null, kind, title: `notice.${notice}.title`, body: `notice.${notice}.body`,
    params: { amount: (o.amount / 100).toFixed(2), outTradeNo: o.outTradeNo, noticeType },
    link: paidLink(notice, o), dedupeKey: paidKey(o.outTradeNo), sms: user ? { phone: user.phone } : undefined,
  });
}
