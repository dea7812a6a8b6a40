import {
  maskBankCard,
  lowDeposit,
  PayBusinessType,
  readHospitalConfig,
  type AdmissionInput,
  type InpatientHome,
  type Language,
  type PayResponse,
  type SettleResult,
  type StayCard,
  type HosId,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import type { HisPerson } from '../../his/his.ts';
import type { HisStayFacts } from '../../his/inpatient.ts';
import { listConfig } from '../hospital/hospital.service.ts';
import { logAccess, provenPatientOf, requirePatient } from '../patients/patients.service.ts';
import {
  closePayingOrder,
  findLiveOrder,
  findOrder,
  openOrder,
} from '../payments/orders.service.ts';
import { applyPaid, issueQr } from '../payments/payments.service.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import { deliverOrder, settleOrder } from '../payments/settlement.service.ts';
import { hisPersonOf } from '../queries/query-period.ts';
import { toStay } from '../queries/daily-bill.service.ts';
import * as repo from './inpatient.repository.ts';
import { answerIn } from '../../his/names.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * The inpatient stay for a linked patient: the home with the inpatient card,
 * self-admission against a doctor's notice, and the settlement at discharge. Every stay fact is the HIS's (docs/architecture.md#the-his-is-an-adapter);
 * a stay or notice reaches a user only through a patient of theirs whose link to the hospital's record was proven
 * , so another person's answers C002 exactly like an unknown one.
 */

export type InpatientDeps = PaymentDeps;

const samePerson = (a: HisPerson, b: HisPerson) =>
  a.certType === b.certType && a.certNo === b.certNo;

/** The HOSPITALIZED config's low-deposit threshold in fen. */
async function lowDepositThreshold(deps: InpatientDeps, hosId: HosId): Promise<number> {
  return (
    readHospitalConfig(await listConfig(deps.db, hosId, ['HOSPITALIZED'])).lowDepositWarning * 100
  );
}

async function refundsOf(
  deps: InpatientDeps,
  hosId: HosId,
  stayId: string,
): Promise<StayCard['refunds']> {
  const order = await findLiveOrder(deps.db, hosId, {
    purpose: 'deposit_refund',
    subjectId: stayId,
  });
  if (!order) return [];
  return (await repo.partsOf(deps.db, hosId, order.outTradeNo)).map((p) => ({
    to: p.sourceOutTradeNo === null ? ('window' as const) : ('qr' as const),
    amount: p.amount,
    done: p.done,
  }));
}

async function toCard(deps: InpatientDeps, hosId: HosId, f: HisStayFacts): Promise<StayCard> {
  const threshold = await lowDepositThreshold(deps, hosId);
  return {
    stayId: f.stayId,
    deptName: f.deptName,
    ward: f.ward,
    bed: f.bed,
    doctorName: f.doctorName,
    admittedOn: f.admittedOn,
    dischargedOn: f.dischargedOn,
    patientName: f.patientName,
    cardNoMasked: maskBankCard(f.cardNo),
    state: f.state,
    insuranceType: f.insuranceType,
    dischargeOrderedOn: f.dischargeOrderedOn,
    dischargeMode: f.dischargeMode,
    deposit: f.deposit,
    costs: f.costs,
    remaining: f.deposit - f.costs,
    // Only while the stay runs: once the discharge is ordered the settlement says what is due (a top-up prompt beside a
    // surplus to refund, as the insured stay of the inpatient-stay journey showed, misleads).
    lowDepositThreshold: threshold,
    lowDeposit: f.state === 'admitted' && lowDeposit(f.deposit, f.costs, threshold),
    settlement: f.settlement,
    settledAt: f.settledAt?.toISOString() ?? null,
    refunds: await refundsOf(deps, hosId, f.stayId),
  };
}

/** The stay if it is of a person among the user's proven-linked patients; C002 otherwise (as if it did not exist). */
async function ownStay(
  deps: InpatientDeps,
  actor: PatientContext,
  stayId: string,
): Promise<HisStayFacts> {
  const facts = await deps.his.inpatient.stay(actor.hosId, stayId);
  if (!facts) throw new AppError('C002');
  const holder = await provenPatientOf(deps.db, actor, facts.person);
  if (!holder) throw new AppError('C002');
  await logAccess(deps.db, actor, [holder.patient_id], 'inpatient-stay');
  return facts;
}

/** The inpatient home of one patient: the current stay's card, the past stays and the admission notices to act on. */
export async function getHome(
  deps: InpatientDeps,
  actor: PatientContext,
  patientId: string,
  lang: Language,
): Promise<InpatientHome> {
  const patient = await requirePatient(deps.db, actor, patientId);
  await logAccess(deps.db, actor, [patientId], 'inpatient-home');
  const person = hisPersonOf(patient);
  const home = { patientId, patientName: patient.patient_name };
  if (!person) return { ...home, current: null, past: [], notices: [] };
  const [stays, notices] = await answerIn(
    deps.his.names,
    actor.hosId,
    lang,
    Promise.all([
      deps.his.dailyBills.stays(actor.hosId, person),
      deps.his.inpatient.notices(actor.hosId, person),
    ]),
  );
  const current = stays.find((s) => s.dischargedOn === null);
  const facts =
    current &&
    (await answerIn(
      deps.his.names,
      actor.hosId,
      lang,
      deps.his.inpatient.stay(actor.hosId, current.stayId),
    ));
  return {
    ...home,
    current: facts ? await toCard(deps, actor.hosId, facts) : null,
    past: stays.filter((s) => s !== current).map(toStay),
    notices: notices.map((n) => ({
      noticeId: n.noticeId,
      patientName: n.patientName,
      deptName: n.deptName,
      ward: n.ward,
      doctorName: n.doctorName,
      diagnosis: n.diagnosis,
      arriveOn: n.arriveOn,
      issuedAt: n.issuedAt.toISOString(),
    })),
  };
}

export async function getStay(
  deps: InpatientDeps,
  actor: PatientContext,
  stayId: string,
  lang: Language,
): Promise<StayCard> {
  return toCard(
    deps,
    actor.hosId,
    await answerIn(deps.his.names, actor.hosId, lang, ownStay(deps, actor, stayId)),
  );
}

/** A value of a dictionary the hospital keeps (any value where it keeps none of that code); C019 otherwise. */
async function requireDictionaryValue(
  deps: InpatientDeps,
  hosId: HosId,
  code: 'admission_identify' | 'insurance_file_code',
  value: string,
) {
  const entries = await deps.his.dictionary(hosId, code);
  if (entries.length > 0 && !entries.some((e) => e.value === value))
    throw new AppError('C019', { field: code });
}

/**
 * Self-admission: the patient completes the admission a doctor's notice asked for; the HIS opens the stay (and
 * the inpatient card when the person holds none). The first deposit is then a top-up of that card (the recharge slice).
 */
export async function admit(
  deps: InpatientDeps,
  actor: PatientContext,
  input: Omit<AdmissionInput, 'hosId'>,
) {
  const patient = await requirePatient(deps.db, actor, input.patientId);
  const person = hisPersonOf(patient);
  const notice = await deps.his.inpatient.notice(actor.hosId, input.noticeId);
  if (!person || !notice || !samePerson(notice.person, person)) throw new AppError('C002');
  await requireDictionaryValue(deps, actor.hosId, 'admission_identify', input.identity);
  await requireDictionaryValue(deps, actor.hosId, 'insurance_file_code', input.insuranceType);
  const result = await deps.his.inpatient.admit(actor.hosId, {
    noticeId: input.noticeId,
    identity: input.identity,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    insuranceType: input.insuranceType,
  });
  if (!result.ok) throw new AppError(result.reason === 'in-hospital' ? 'HOSPITALIZED001' : 'C002');
  await logAccess(deps.db, actor, [input.patientId], 'self-admission');
  const { cardId: _c, ...stay } = result.stay;
  return { ...stay, arriveOn: notice.arriveOn };
}

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/**
 * Leave-discharge: once the doctor ordered the discharge, the stay is settled. A balance due is paid by QR first
 * (an inpatient_settlement order; the HIS settles after its commit). Otherwise the HIS settles now; a surplus leaves
 * the deposit card under a deposit_refund order's number and goes back to the payer (deposit-refund.purpose.ts).
 * At most one live order of each per stay (pay_order_subject_live_uq): a repeated or concurrent request finds it.
 */
export async function settle(
  deps: InpatientDeps,
  actor: PatientContext,
  stayId: string,
  origin: string,
  now = new Date(),
): Promise<SettleResult> {
  const facts = await ownStay(deps, actor, stayId);
  if (facts.state === 'settled') throw new AppError('HOSPITALIZED003');
  if (facts.state !== 'discharge-ordered' || !facts.settlement)
    throw new AppError('HOSPITALIZED002');
  const { difference } = facts.settlement;
  if (difference > 0)
    return {
      kind: 'pay',
      amount: difference,
      pay: await payBalance(deps, actor, facts, difference, origin, now),
    };
  if (difference === 0) {
    const done = await deps.his.inpatient.settle(actor.hosId, {
      stayId,
      key: `EVEN-${stayId}`,
      paid: 0,
    });
    if (!done.ok)
      throw new AppError(
        done.reason === 'settled-otherwise' ? 'HOSPITALIZED003' : 'HOSPITALIZED004',
      );
  } else {
    await refundSurplus(deps, actor, facts, -difference, now);
  }
  return {
    kind: 'settled',
    stay: await toCard(deps, actor.hosId, (await deps.his.inpatient.stay(actor.hosId, stayId))!),
  };
}

/** The QR order of the balance due (reused while open for the same amount; one for another amount is closed first). */
async function payBalance(
  deps: InpatientDeps,
  actor: PatientContext,
  facts: HisStayFacts,
  amount: number,
  origin: string,
  now: Date,
): Promise<PayResponse> {
  if (!deps.gateway) throw new AppError('PAY006');
  const subject = { purpose: 'inpatient_settlement', subjectId: facts.stayId } as const;
  const live = await findLiveOrder(deps.db, actor.hosId, subject);
  if (live && (live.state === 'paid' || live.state === 'refunding'))
    throw new AppError('HOSPITALIZED003');
  if (live && live.amount !== amount) {
    // No longer wanted (the amount due changed): settlement closes it at the gateway, or applies it when it was paid.
    if ((await settleOrder(deps, actor.hosId, live.outTradeNo, { now })) !== 'closed')
      throw new AppError('HOSPITALIZED004');
  }
  let outTradeNo = live && live.amount === amount ? live.outTradeNo : undefined;
  if (outTradeNo === undefined) {
    try {
      outTradeNo = await deps.db.transaction().execute((trx) =>
        openOrder(
          trx,
          actor.hosId,
          {
            purpose: 'inpatient_settlement',
            businessType: PayBusinessType.LEAVE_DISCHARGE,
            method: 'qr',
            amount,
            userId: actor.userId,
            cardId: facts.cardId,
            subjectId: facts.stayId,
          },
          'balance due at discharge',
          now,
        ),
      );
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const other = await findLiveOrder(deps.db, actor.hosId, subject);
      if (other?.state !== 'paying' || other.amount !== amount)
        throw new AppError('HOSPITALIZED004');
      outTradeNo = other.outTradeNo;
    }
  }
  return issueQr(
    deps,
    actor.hosId,
    { outTradeNo, amount, subject: `Inpatient settlement · ${maskBankCard(facts.cardNo)}` },
    origin,
  );
}

/**
 * The surplus deposit: a card order (deposit_refund) opened once per stay; the HIS settles under its number, which
 * takes the surplus off the card; the order is then paid and delivered (refunded back to the payer). A HIS that does not
 * answer leaves the order paying: the settlement job voids its key and closes or applies it.
 */
async function refundSurplus(
  deps: InpatientDeps,
  actor: PatientContext,
  facts: HisStayFacts,
  surplus: number,
  now: Date,
) {
  const subject = { purpose: 'deposit_refund', subjectId: facts.stayId } as const;
  let live = await findLiveOrder(deps.db, actor.hosId, subject);
  if (!live) {
    try {
      await deps.db.transaction().execute((trx) =>
        openOrder(
          trx,
          actor.hosId,
          {
            purpose: 'deposit_refund',
            businessType: PayBusinessType.LEAVE_DISCHARGE,
            method: 'card',
            amount: surplus,
            userId: actor.userId,
            cardId: facts.cardId,
            subjectId: facts.stayId,
          },
          'surplus deposit at discharge',
          now,
        ),
      );
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    live = await findLiveOrder(deps.db, actor.hosId, subject);
    if (!live) throw new AppError('HOSPITALIZED004');
  }
  const no = live.outTradeNo;
  if (live.state === 'paying') {
    let done;
    try {
      done = await deps.his.inpatient.settle(actor.hosId, {
        stayId: facts.stayId,
        key: no,
        paid: 0,
      });
    } catch (cause) {
      throw Object.assign(new AppError('PAY007'), { cause });
    }
    if (!done.ok) {
      // Refused: make sure the key never moves money, then end the order with nothing taken.
      const landed = await deps.his.cards.void(actor.hosId, no);
      if (!landed) {
        await closePayingOrder(
          deps.db,
          actor.hosId,
          no,
          `the HIS refused the settlement: ${done.reason}`,
          now,
        );
        throw new AppError(
          done.reason === 'settled-otherwise' ? 'HOSPITALIZED003' : 'HOSPITALIZED004',
        );
      }
    }
    await applyPaid(
      deps,
      actor.hosId,
      no,
      live.amount,
      'surplus deposit released by the HIS settlement',
      now,
      'card',
    );
  } else {
    const order = await findOrder(deps.db, actor.hosId, no);
    // Paid but not yet delivered (a gateway that failed): deliver again; delivered or refunded ones change nothing.
    if (order) await deliverOrder(deps, order, now).catch(() => 'unchanged');
  }
}
