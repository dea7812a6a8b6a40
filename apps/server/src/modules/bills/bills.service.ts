import { PayBusinessType, type Bill, type PayResponse } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireFunctionOpen } from '../hospital/hospital.service.ts';
import { debitCard } from '../ledger/ledger.service.ts';
import { cardsOfPatients } from '../patients/linked-cards.ts';
import { pickCard } from '../patients/patients.dto.ts';
import { logAccess, requirePatient, type Actor } from '../patients/patients.service.ts';
import * as patientsRepo from '../patients/patients.repository.ts';
import { findLiveBillOrder, findOpenQrOrder, moveOrder, newOutTradeNo, openOrder } from '../payments/orders.service.ts';
import { issueQr } from '../payments/payments.service.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import { settleQrOrder } from '../payments/settlement.service.ts';
import * as repo from './bills.repository.ts';

/**
 * Issue 11: outpatient bills from the hospital's information system — listed per linked patient, paid by card
 * balance or by QR through the payments slice (purpose outpatient_bill). A bill is a person's: every account that
 * holds that person through a proven link sees it (issue 9), others get C002 exactly like an unknown bill.
 */
function toBill(row: repo.BillRow, patientId: string, items: repo.BillItemRow[]): Bill {
  return {
    billId: row.bill_id, patientId, deptName: row.dept_name, doctorName: row.doctor_name, issuedAt: new Date(row.issued_at).toISOString(),
    amount: Number(row.amount), state: row.state, paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null, paidBy: row.paid_by,
    payingOutTradeNo: row.paying_out_trade_no,
    items: items.filter((i) => i.bill_id === row.bill_id).map((i) => ({
      name: i.name, spec: i.spec, quantity: Number(i.quantity), unit: i.unit, price: Number(i.price), amount: Number(i.amount),
    })),
  };
}

/** SPEC §5 feature access: outpatient payment is a function module of its own (closed at demo 1002: FUNC001). */
export const BILL_MODULE_ID = 'outpatient-bill';

/** Bills are only shown through a proven link to the person's hospital record (the same proof as their cards). */
async function provenPatient(db: Db, actor: Actor, patientId: string) {
  const patient = await requirePatient(db, actor, patientId);
  const linked = patient.his_linked_at !== null;
  return { patient, linked };
}

export async function listBills(db: Db, actor: Actor, patientId: string, state: 'unpaid' | 'paid'): Promise<Bill[]> {
  await requireFunctionOpen(db, actor.hosId, BILL_MODULE_ID);
  const { patient, linked } = await provenPatient(db, actor, patientId);
  await logAccess(db, actor, [patientId], `bills-${state}`);
  if (!linked) return [];
  const rows = await repo.listBills(db, actor.hosId, patient, state);
  const items = await repo.itemsOf(db, actor.hosId, rows.map((r) => r.bill_id));
  return rows.map((r) => toBill(r, patientId, items));
}

/** The bill and which of the user's proven patients it belongs to; C002 when none of them (or no such bill). */
async function ownBill(db: Db, actor: Actor, billId: string, opts: { lock?: boolean } = {}) {
  const bill = await repo.findBill(db, actor.hosId, billId, opts);
  if (!bill) throw new AppError('C002');
  const patients = await patientsRepo.listActive(db, actor.hosId, actor.userId);
  const patient = patients.find((p) => p.cert_type === bill.cert_type && p.cert_no === bill.cert_no && p.his_linked_at !== null);
  if (!patient) throw new AppError('C002');
  return { bill, patient };
}

async function answer(db: Db, actor: Actor, billId: string): Promise<Bill> {
  const { bill, patient } = await ownBill(db, actor, billId);
  return toBill(bill, patient.patient_id, await repo.itemsOf(db, actor.hosId, [billId]));
}

/**
 * Pays the bill from the patient's outpatient card, in one transaction under the bill's row lock: a card order
 * created → paying → paid, the bill settled, the debit (RECHARGE001 when it does not cover it: everything rolls
 * back). A repeat after success answers the paid bill; BILL001 when it was paid otherwise; PAY003 while a QR
 * payment of it is under way (finish or abandon that first).
 */
export async function payBillByCard(deps: PaymentDeps, actor: Actor, billId: string): Promise<Bill> {
  const { db } = deps;
  await requireFunctionOpen(db, actor.hosId, BILL_MODULE_ID);
  await closeAbandonedQr(deps, actor, billId);
  const settled = await db.transaction().execute(async (trx) => {
    const { bill, patient } = await ownBill(trx, actor, billId, { lock: true });
    if (bill.state === 'paid') return bill.paid_by === 'card';
    if (await findLiveBillOrder(trx, actor.hosId, billId)) throw new AppError('PAY003');
    const cards = await cardsOfPatients(trx, actor.hosId, actor.userId, [patient]);
    const card = pickCard(cards, patient, 1);
    if (!card) throw new AppError('RECHARGE011');
    const now = new Date();
    const outTradeNo = newOutTradeNo();
    const amount = Number(bill.amount);
    await openOrder(trx, actor.hosId, { outTradeNo, purpose: 'outpatient_bill', billId, cardId: card.card_id, userId: actor.userId, businessType: PayBusinessType.PAYMENT, method: 'card', amount }, 'card payment of a bill', now);
    await repo.markBillPaid(trx, actor.hosId, billId, 'card', now);
    await logAccess(trx, actor, [patient.patient_id], 'card-debit');
    await debitCard(trx, actor.hosId, card.card_id, amount, 'payment', outTradeNo);
    await moveOrder(trx, actor.hosId, outTradeNo, 'paying', 'paid', 'card balance debited', now);
    return true;
  });
  if (!settled) throw new AppError('BILL001');
  return answer(db, actor, billId);
}

/** A QR payment of the bill left open is closed at the gateway before the card pays (a payer who already paid wins). */
async function closeAbandonedQr(deps: PaymentDeps, actor: Actor, billId: string) {
  const open = await findOpenQrOrder(deps.db, actor.hosId, { purpose: 'outpatient_bill', billId, userId: actor.userId });
  if (open?.state === 'paying' && deps.gateway) await settleQrOrder(deps, actor.hosId, open.out_trade_no, { supersede: true });
}

/** Pays the bill by QR: its open QR order (reused) or a new one, then the gateway's transaction. */
export async function payBillByQr(deps: PaymentDeps, actor: Actor, billId: string, origin: string): Promise<PayResponse> {
  const { db } = deps;
  await requireFunctionOpen(db, actor.hosId, BILL_MODULE_ID);
  if (!deps.gateway) throw new AppError('PAY006');
  const order = await db.transaction().execute(async (trx) => {
    const { bill, patient } = await ownBill(trx, actor, billId, { lock: true });
    if (bill.state === 'paid') throw new AppError('BILL001');
    const subject = `Outpatient bill · ${bill.dept_name}`;
    const amount = Number(bill.amount);
    const live = await findLiveBillOrder(trx, actor.hosId, billId);
    if (live && live.method === 'qr' && live.user_id === actor.userId && (live.state === 'paying' || live.state === 'created')) {
      if (live.state === 'created') await moveOrder(trx, actor.hosId, live.out_trade_no, 'created', 'paying', 'qr issued');
      return { outTradeNo: live.out_trade_no, amount, subject };
    }
    if (live) throw new AppError('PAY003');
    const outTradeNo = newOutTradeNo();
    await openOrder(trx, actor.hosId, { outTradeNo, purpose: 'outpatient_bill', billId, userId: actor.userId, businessType: PayBusinessType.PAYMENT, method: 'qr', amount }, 'qr order of a bill');
    await logAccess(trx, actor, [patient.patient_id], 'bill-qr');
    return { outTradeNo, amount, subject };
  });
  return issueQr(deps, actor.hosId, order, origin);
}
