import {
  catalogue,
  PayBusinessType,
  payPromptShown,
  type Language,
  type PayResponse,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import { translations } from '../translations/localize.ts';
import { startQrOrder } from '../payments/orders.service.ts';
import { issueQr } from '../payments/payments.service.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import { recordContext, requireAllowed, ruleContext } from './records.context.ts';
import { toRuleRecord } from './records.dto.ts';
import * as records from './records.repository.ts';
import { findOwnRecord } from './records.service.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * pcRegisterScanQR: the booking's open QR order (reused) or a new one moved created → paying, under the
 * appointment's row lock and the shared pay-prompt rule; then the gateway's transaction for it (idempotent per order).
 */
export async function registerScanQr(
  deps: PaymentDeps,
  actor: PatientContext,
  appointId: string,
  origin: string,
  lang: Language = 'en-US',
): Promise<PayResponse> {
  const { db } = deps;
  const { hosId, userId } = actor;
  // Refused before any order is opened: without a gateway nobody could pay it.
  if (!deps.gateway) throw new AppError('PAY006');
  const [ctx, tr] = await Promise.all([recordContext(db, hosId), translations(db, hosId, lang)]);
  const order = await db.transaction().execute(async (trx) => {
    if (!(await records.lockAppointment(trx, hosId, userId, appointId))) throw new AppError('C002');
    const row = await findOwnRecord(trx, actor, appointId);
    const now = new Date();
    requireAllowed(payPromptShown(toRuleRecord(row), ruleContext(ctx, now)));
    // What the payer sees on the scan page: the visit, never our internal ids; in the booker's language.
    const subject = `${catalogue[lang]['ui.regFee'] ?? 'Registration fee'} · ${tr.text('department', row.dept_id, 'deptName', row.dept_name)} · ${row.session_date}`;
    const businessType =
      row.is_today === '1' ? PayBusinessType.SAME_DAY_REGISTRATION : PayBusinessType.APPOINTMENT;
    const { outTradeNo, amount } = await startQrOrder(
      trx,
      hosId,
      {
        subject: { purpose: 'registration', appointId },
        userId,
        businessType,
        amount: Number(row.reg_fee),
        note: 'qr order',
        busy: 'PAY003',
      },
      now,
    );
    return { outTradeNo, amount, subject };
  });
  return issueQr(deps, hosId, order, origin);
}
