import type { HisCaseMail } from '../../his/case-mail.ts';
import { noticeOrderPaid } from '../message-centre/events.ts';
import type { PurposeHandler } from '../payments/purposes.ts';

/**
 * What a case-mail order means (pay business type 9 inpatient, 10 outpatient case mail).
 * Paid: the HIS is told after commit, keyed by the order number, and its records office takes the request on. A
 * request cancelled meanwhile (or paid by another order) gets this payment back.
 */
export function caseMailPurpose(caseMail: HisCaseMail): PurposeHandler {
  return {
    async fulfil(trx, order) {
      if (order.subjectId === null) return 'refund';
      // The user hears once (notice type 6 inpatient, 10 outpatient case mail), by the request's kind (ours).
      const request = await trx
        .selectFrom('case_mail_request')
        .select('kind')
        .where('hos_id', '=', order.hosId)
        .where('request_id', '=', order.subjectId)
        .executeTakeFirst();
      await noticeOrderPaid(
        trx,
        request?.kind === 'outpatient' ? 'caseMailOutpatient' : 'caseMailInpatient',
        order,
      );
      return 'paid';
    },
    async stillWanted(_db, order) {
      if (order.subjectId === null) return false;
      return (await caseMail.get(order.hosId, order.subjectId))?.status === 'submitted';
    },
    async deliver(_deps, order) {
      return (await caseMail.markPaid(order.hosId, order.subjectId!, order.outTradeNo)) === 'paid'
        ? 'delivered'
        : 'refund';
    },
  };
}
