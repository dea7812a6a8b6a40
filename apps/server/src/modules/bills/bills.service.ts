import { PayBusinessType, type Bill, type Language, type PayResponse } from '@portal/shared';
import type { HisBill } from '../../his/bills.ts';
import { AppError } from '../../errors/app-error.ts';
import { cardsOfPatients } from '../patients/linked-cards.ts';
import { pickCard } from '../patients/patients.dto.ts';
import { logAccess, provenPatientOf, requirePatient } from '../patients/patients.service.ts';
import { hisPersonOf } from '../queries/query-period.ts';
import { chargeCard } from '../payments/card-payment.service.ts';
import {
  findLiveOrder,
  openOrder,
  payingQrBillOrders,
  startQrOrder,
} from '../payments/orders.service.ts';
import { issueQr } from '../payments/payments.service.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import { settleOrder } from '../payments/settlement.service.ts';
import * as repo from './bills.repository.ts';
import { answerIn } from '../../his/names.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * Outpatient bills from the hospital's information system (through the HIS adapter) — listed
 * per linked patient, paid by card balance or by QR through the payments slice (purpose outpatient_bill). A bill is
 * a person's: every account that holds that person through a proven link sees it, others get C002 exactly
 * like an unknown bill.
 */
function toBill(bill: HisBill, patientId: string, payingOutTradeNo: string | null): Bill {
  return {
    billId: bill.billId,
    patientId,
    deptName: bill.deptName,
    doctorName: bill.doctorName,
    issuedAt: bill.issuedAt.toISOString(),
    amount: bill.amount,
    state: bill.state,
    paidAt: bill.paidAt?.toISOString() ?? null,
    paidBy: bill.paidBy,
    payingOutTradeNo,
    items: bill.items,
  };
}

type BillDeps = Pick<PaymentDeps, 'db' | 'his'>;

export async function listBills(
  deps: BillDeps,
  actor: PatientContext,
  patientId: string,
  state: 'unpaid' | 'paid',
  lang: Language,
): Promise<Bill[]> {
  const { db } = deps;
  const patient = await requirePatient(db, actor, patientId);
  await logAccess(db, actor, [patientId], `bills-${state}`);
  // Bills are only shown through a proven link to the person's hospital record (the same proof as their cards).
  const person = hisPersonOf(patient);
  if (!person) return [];
  const bills = await answerIn(
    deps.his.names,
    actor.hosId,
    lang,
    deps.his.bills.list(actor.hosId, person, state),
  );
  const paying = await payingQrBillOrders(
    db,
    actor.hosId,
    bills.map((b) => b.billId),
  );
  return bills.map((b) => toBill(b, patientId, paying.get(b.billId) ?? null));
}

/** The bill and which of the user's proven patients it belongs to; C002 when none of them (or no such bill). */
async function ownBill(deps: BillDeps, actor: PatientContext, billId: string) {
  const bill = await deps.his.bills.get(actor.hosId, billId);
  if (!bill) throw new AppError('C002');
  const patient = await provenPatientOf(deps.db, actor, bill.person);
  if (!patient) throw new AppError('C002');
  return { bill, patient };
}

async function answer(deps: BillDeps, actor: PatientContext, billId: string): Promise<Bill> {
  const { bill, patient } = await ownBill(deps, actor, billId);
  const paying = await payingQrBillOrders(deps.db, actor.hosId, [billId]);
  return toBill(bill, patient.patient_id, paying.get(billId) ?? null);
}

/**
 * Pays the bill from the patient's outpatient card: a card order opened (created → paying) under the bill's lock,
 * then — after commit — the debit at the HIS and the bill settled there (payments' chargeCard; RECHARGE001 when the
 * card does not cover it: the order closes, nothing taken). A repeat after success answers the paid bill; BILL001
 * when it was paid otherwise; PAY003 while another payment of it is under way (finish or abandon that first).
 */
export async function payBillByCard(
  deps: PaymentDeps,
  actor: PatientContext,
  billId: string,
): Promise<Bill> {
  const { db } = deps;
  await closeAbandonedQr(deps, actor, billId);
  const { bill, patient } = await ownBill(deps, actor, billId);
  if (bill.state === 'paid') {
    if (bill.paidBy === 'card') return answer(deps, actor, billId);
    throw new AppError('BILL001');
  }
  const card = pickCard(
    await cardsOfPatients(deps, actor.hosId, actor.userId, [patient]),
    patient,
    1,
  );
  if (!card) throw new AppError('RECHARGE011');
  const outTradeNo = await db.transaction().execute(async (trx) => {
    await repo.lockBill(trx, actor.hosId, billId);
    if (await findLiveOrder(trx, actor.hosId, { purpose: 'outpatient_bill', billId }))
      throw new AppError('PAY003');
    const no = await openOrder(
      trx,
      actor.hosId,
      {
        purpose: 'outpatient_bill',
        billId,
        cardId: card.card_id,
        userId: actor.userId,
        businessType: PayBusinessType.PAYMENT,
        method: 'card',
        amount: bill.amount,
      },
      'card payment of a bill',
    );
    await logAccess(trx, actor, [patient.patient_id], 'card-debit');
    return no;
  });
  // 'refund': the bill was settled otherwise meanwhile, and the card already has this payment back.
  if ((await chargeCard(deps, actor.hosId, outTradeNo)) === 'refund') throw new AppError('BILL001');
  return answer(deps, actor, billId);
}

/** A QR payment of the bill left open is closed at the gateway before the card pays (a payer who already paid wins). */
async function closeAbandonedQr(deps: PaymentDeps, actor: PatientContext, billId: string) {
  const live = await findLiveOrder(deps.db, actor.hosId, { purpose: 'outpatient_bill', billId });
  const open = live?.method === 'qr' && live.userId === actor.userId;
  if (open && live.state === 'paying' && deps.gateway)
    await settleOrder(deps, actor.hosId, live.outTradeNo, { supersede: true });
}

/** Pays the bill by QR: its open QR order (reused) or a new one, then the gateway's transaction. */
export async function payBillByQr(
  deps: PaymentDeps,
  actor: PatientContext,
  billId: string,
  origin: string,
): Promise<PayResponse> {
  const { db } = deps;
  if (!deps.gateway) throw new AppError('PAY006');
  const { bill, patient } = await ownBill(deps, actor, billId);
  if (bill.state === 'paid') throw new AppError('BILL001');
  const subject = `Outpatient bill · ${bill.deptName}`;
  const amount = bill.amount;
  const order = await db.transaction().execute(async (trx) => {
    await repo.lockBill(trx, actor.hosId, billId);
    const started = await startQrOrder(trx, actor.hosId, {
      subject: { purpose: 'outpatient_bill', billId },
      userId: actor.userId,
      businessType: PayBusinessType.PAYMENT,
      amount,
      note: 'qr order of a bill',
      busy: 'PAY003',
    });
    if (started.opened) await logAccess(trx, actor, [patient.patient_id], 'bill-qr');
    return { outTradeNo: started.outTradeNo, amount, subject };
  });
  return issueQr(deps, actor.hosId, order, origin);
}
