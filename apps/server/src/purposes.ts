import type { Adapters } from './adapters.ts';
import { publicBaseUrl, type Env } from './config/env.ts';
import type { Db } from './db/database.ts';
import type { HisAdapter } from './his/his.ts';
import { billPurpose } from './modules/bills/bill.purpose.ts';
import { caseMailPurpose } from './modules/case-mail/case-mail.purpose.ts';
import { depositRefundPurpose } from './modules/inpatient/deposit-refund.purpose.ts';
import { withPaidNotice } from './modules/inpatient/paid-notice.ts';
import { inpatientSettlementPurpose } from './modules/inpatient/settlement.purpose.ts';
import type { PayGateway } from './modules/paygateway/pay-gateway.ts';
import { createPayRouter } from './modules/payments/pay-router.ts';
import { NOTIFY_PATH } from './modules/payments/payments.routes.ts';
import type { PaymentDeps, Purposes } from './modules/payments/purposes.ts';
import { physicalExamPurpose } from './modules/physical/physical.purpose.ts';
import { topUpPurpose } from './modules/recharge/topup.purpose.ts';
import { payBookingAfterTopUp } from './modules/bookings/booking-top-up.service.ts';
import { registrationPurpose } from './modules/bookings/registration.purpose.ts';

/**
 * Part of the composition root (docs/architecture.md#one-composition-root): what each order purpose means, supplied by the
 * slice that owns what is paid for, so the payments slice never imports them. A gap top-up of a booking's card pays
 * that booking once credited (records' payBookingAfterTopUp). cards and bills are the HIS's.
 */
function purposesOf(his: Pick<HisAdapter, 'cards' | 'bills' | 'caseMail' | 'inpatient'>): Purposes {
  const topUp = topUpPurpose(his.cards, payBookingAfterTopUp);
  return {
    registration: registrationPurpose,
    outpatient_topup: topUp,
    // A paid inpatient deposit tells the user.
    inpatient_topup: withPaidNotice(topUp, 'inpatientDeposit'),
    outpatient_bill: billPurpose(his.bills),
    case_mail: caseMailPurpose(his.caseMail),
    // The balance due at discharge, and the surplus deposit given back.
    inpatient_settlement: inpatientSettlementPurpose(his.inpatient),
    deposit_refund: depositRefundPurpose(),
    // A physical-exam booking's (or a whole group's) price.
    physical_exam: physicalExamPurpose(),
  };
}

/**
 * The one set of payment dependencies the routes and the jobs of a process share, built once where the process is
 * composed (server.ts; a test's app) and handed to buildApp and the jobs: the gateway posts to this server's notify
 * endpoint.
 */
export function composePayments(
  db: Db,
  env: Pick<Env, 'PUBLIC_BASE_URL' | 'PORT'>,
  adapters: Pick<Adapters, 'payChannels' | 'his'>,
): PaymentDeps {
  return paymentDeps(db, adapters.payChannels, publicBaseUrl(env), adapters.his);
}

/**
 * Payment dependencies from their parts (composePayments; a test that needs its own channels or HIS): the channels
 * routed per hospital and order, none at all when no channel is built (QR payment answers PAY006). The providers
 * notify `publicBaseUrl`'s endpoints.
 */
export function paymentDeps(
  db: Db,
  channels: PayGateway | readonly PayGateway[] | null,
  publicBaseUrl: string,
  his: HisAdapter,
): PaymentDeps {
  const list = channels === null ? [] : 'name' in channels ? [channels] : channels;
  const base = publicBaseUrl.replace(/\/+$/, '');
  const gateway =
    list.length === 0
      ? null
      : createPayRouter({
          db,
          channels: list,
          publicBaseUrl: base,
          sandboxNotifyUrl: `${base}${NOTIFY_PATH}`,
        });
  return { db, gateway, purposes: purposesOf(his), his };
}
