import type { Db } from '../../db/database.ts';
import { notify } from './notify.ts';

/**
 * Issue 13: the in-portal messages of events other modules own, written in their transactions. These callers text
 * on their own (session-cancel notices, tellPromoted), so only the refund queues a text through the outbox here.
 */

/** The portal's record page of a booking (the web route PATHS.recordInfo). */
export const recordLink = (appointId: string) => `/appointment/record-info?id=${appointId}`;

export interface CancelledPatient { patientId: string; appointId: string | null; text: string }

/** The hospital cancelled a session: one message per affected patient's account (booked or waiting). */
export async function messageSessionCancelled(trx: Db, hosId: string, scheduleId: string, patients: CancelledPatient[]): Promise<void> {
  if (patients.length === 0) return;
  const owners = await trx.selectFrom('patient').select(['patient_id', 'user_id'])
    .where('hos_id', '=', hosId).where('patient_id', 'in', patients.map((p) => p.patientId)).execute();
  const userOf = new Map(owners.map((o) => [o.patient_id, o.user_id]));
  for (const p of patients) {
    const userId = userOf.get(p.patientId);
    if (!userId) continue;
    await notify(trx, {
      hosId, userId, patientId: p.patientId, kind: 'sessionCancelled', title: 'Session cancelled by the hospital', body: p.text,
      link: p.appointId ? recordLink(p.appointId) : null, dedupeKey: `cancel:${scheduleId}:${p.patientId}`,
    });
  }
}

/** A waiting patient got a freed number (the booking row is already written in this transaction). */
export async function messagePromoted(trx: Db, hosId: string, userId: string, patientId: string, appointId: string, text: string): Promise<void> {
  await notify(trx, {
    hosId, userId, patientId, kind: 'waitlistPromoted', title: 'Booked from the waiting list', body: text,
    link: recordLink(appointId), dedupeKey: `promoted:${appointId}`,
  });
}

export interface RefundedOrder { hosId: string; outTradeNo: string; userId: string; appointId: string | null; amount: number; method: 'card' | 'qr' }

/** An order reached 'refunded': a message and a text to the account's phone (integer fen shown as yuan). */
export async function noticeRefunded(trx: Db, o: RefundedOrder): Promise<void> {
  const user = await trx.selectFrom('app_user').select('phone').where('hos_id', '=', o.hosId).where('user_id', '=', o.userId).executeTakeFirst();
  const where = o.method === 'card' ? 'to the card' : 'to the QR payment account';
  const body = `The refund of ¥${(o.amount / 100).toFixed(2)} (order ${o.outTradeNo}) is done: it went back ${where}.`;
  await notify(trx, {
    hosId: o.hosId, userId: o.userId, patientId: null, kind: 'refunded', title: 'Refund done', body,
    link: o.appointId ? recordLink(o.appointId) : null, dedupeKey: `refund:${o.outTradeNo}`,
    sms: user ? { phone: user.phone, text: body } : undefined,
  });
}
