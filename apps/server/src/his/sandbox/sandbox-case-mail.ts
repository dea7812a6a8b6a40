import { randomBytes } from 'node:crypto';
import { canCancelCaseMail, CASE_MAIL_STATUSES, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisCaseMail, HisCaseMailRequest, HisCaseMailStatus } from '../case-mail.ts';
import { personOf } from './sandbox-rows.ts';

/**
 * The built-in HIS's case-record copies over his_case_mail and his_case_mail_step (migration 0031),
 * of a stay or (migration 0037) of an outpatient visit: the records office handles both alike.
 * Every change is a conditional UPDATE on the status plus a step row, so a retry or a race changes it once.
 */
const columns = [
  'request_id',
  'cert_type',
  'cert_no',
  'stay_id',
  'visit_id',
  'printing_type',
  'copies',
  'delivery',
  'express_company',
  'recipient_name',
  'recipient_phone',
  'address',
  'pickup_address',
  'fee',
  'status',
  'tracking_no',
  'created_at',
] as const;

const CANCELLABLE = CASE_MAIL_STATUSES.filter(canCancelCaseMail);

export function createSandboxCaseMail(db: Db): HisCaseMail {
  async function load(hosId: HosId, requestIds: string[]): Promise<HisCaseMailRequest[]> {
    if (requestIds.length === 0) return [];
    const [rows, steps] = await Promise.all([
      db
        .selectFrom('his_case_mail')
        .select(columns)
        .where('hos_id', '=', hosId)
        .where('request_id', 'in', requestIds)
        .execute(),
      db
        .selectFrom('his_case_mail_step')
        .select(['request_id', 'status', 'at'])
        .where('hos_id', '=', hosId)
        .where('request_id', 'in', requestIds)
        .orderBy('at')
        .execute(),
    ]);
    return rows.map((r) => ({
      requestId: r.request_id,
      person: personOf(r),
      stayId: r.stay_id,
      visitId: r.visit_id,
      printingType: r.printing_type,
      copies: r.copies,
      delivery: r.delivery,
      expressCompany: r.express_company,
      recipientName: r.recipient_name,
      recipientPhone: r.recipient_phone,
      address: r.address,
      pickupAddress: r.pickup_address,
      fee: Number(r.fee),
      status: r.status as HisCaseMailStatus,
      trackingNo: r.tracking_no,
      createdAt: new Date(r.created_at),
      steps: steps
        .filter((s) => s.request_id === r.request_id)
        .sort(
          (a, b) =>
            order(a.status) - order(b.status) ||
            new Date(a.at).getTime() - new Date(b.at).getTime(),
        )
        .map((s) => ({ status: s.status as HisCaseMailStatus, at: new Date(s.at) })),
    }));
  }
  const one = async (hosId: HosId, requestId: string) => (await load(hosId, [requestId]))[0];

  return {
    async submit(hosId, key, o) {
      const requestId = `CM${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('his_case_mail')
          .values({
            hos_id: hosId,
            request_id: requestId,
            request_key: key,
            cert_type: o.person.certType,
            cert_no: o.person.certNo,
            stay_id: o.stayId,
            visit_id: o.visitId,
            printing_type: o.printingType,
            copies: o.copies,
            delivery: o.delivery,
            express_company: o.expressCompany,
            recipient_name: o.recipientName,
            recipient_phone: o.recipientPhone,
            address: o.address,
            pickup_address: o.pickupAddress,
            fee: o.fee,
          })
          .onConflict((oc) => oc.columns(['hos_id', 'request_key']).doNothing())
          .returning('request_id')
          .executeTakeFirst();
        if (inserted)
          await trx
            .insertInto('his_case_mail_step')
            .values({ hos_id: hosId, request_id: requestId, status: 'submitted' })
            .execute();
      });
      const row = await db
        .selectFrom('his_case_mail')
        .select('request_id')
        .where('hos_id', '=', hosId)
        .where('request_key', '=', key)
        .executeTakeFirstOrThrow();
      return (await one(hosId, row.request_id))!;
    },
    get: one,
    many: load,
    async markPaid(hosId, requestId, key) {
      if (await move(db, hosId, requestId, ['submitted'], 'paid', { paid_key: key })) return 'paid';
      const row = await db
        .selectFrom('his_case_mail')
        .select(['paid_key'])
        .where('hos_id', '=', hosId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
      if (!row) return 'unknown';
      return row.paid_key === key ? 'paid' : 'cancelled';
    },
    async cancel(hosId, requestId) {
      if (await move(db, hosId, requestId, CANCELLABLE, 'cancelled')) return 'cancelled';
      const row = await db
        .selectFrom('his_case_mail')
        .select('status')
        .where('hos_id', '=', hosId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
      if (!row) return 'unknown';
      return row.status === 'cancelled' ? 'cancelled' : 'too-late';
    },
  };
}

const order = (status: string) => CASE_MAIL_STATUSES.indexOf(status as HisCaseMailStatus);

/** One status change from one of `from`, with its step, atomically; false when the request was in none of them. */
async function move(
  db: Db,
  hosId: HosId,
  requestId: string,
  from: readonly string[],
  to: HisCaseMailStatus,
  set: { paid_key?: string; tracking_no?: string } = {},
) {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('his_case_mail')
      .set({ status: to, ...set })
      .where('hos_id', '=', hosId)
      .where('request_id', '=', requestId)
      .where('status', 'in', from)
      .returning('request_id')
      .executeTakeFirst();
    if (!moved) return false;
    await trx
      .insertInto('his_case_mail_step')
      .values({ hos_id: hosId, request_id: requestId, status: to })
      .onConflict((oc) => oc.columns(['hos_id', 'request_id', 'status']).doNothing())
      .execute();
    return true;
  });
}

/** What the records office does next with a paid request; a request waiting for its fee, cancelled or delivered stays. */
const NEXT: Partial<Record<HisCaseMailStatus, HisCaseMailStatus>> = {
  paid: 'reviewing',
  reviewing: 'printing',
  printing: 'printed',
  printed: 'shipped',
  shipped: 'delivered',
};

/**
 * The SANDBOX records office moves a request one step on (the operator call of the demo; never the portal's tables).
 * Shipping gives it an express tracking number (a pickup's copy is 'shipped' to the desk, without one). Null when the
 * hospital has no such request; the status unchanged when it cannot move on.
 */
export async function advanceSandboxCaseMail(
  db: Db,
  hosId: HosId,
  requestId: string,
): Promise<{ status: HisCaseMailStatus; trackingNo: string | null } | null> {
  const row = await db
    .selectFrom('his_case_mail')
    .select(['status', 'delivery'])
    .where('hos_id', '=', hosId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  if (!row) return null;
  const next = NEXT[row.status as HisCaseMailStatus];
  if (next) {
    const trackingNo =
      next === 'shipped' && row.delivery === 'express'
        ? `SF${String(parseInt(randomBytes(5).toString('hex'), 16))
            .padStart(12, '0')
            .slice(0, 12)}`
        : undefined;
    await move(
      db,
      hosId,
      requestId,
      [row.status],
      next,
      trackingNo ? { tracking_no: trackingNo } : {},
    );
  }
  const now = await db
    .selectFrom('his_case_mail')
    .select(['status', 'tracking_no'])
    .where('hos_id', '=', hosId)
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return { status: now.status as HisCaseMailStatus, trackingNo: now.tracking_no };
}
