import { randomBytes } from 'node:crypto';
import { addDays, hospitalToday, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisDailyBills } from '../fees.ts';
import type { HisPerson } from '../his.ts';
import type {
  HisAdmissionNotice,
  HisInpatient,
  HisSettlement,
  HisStayFacts,
} from '../inpatient.ts';
import { insurancePart } from './inpatient-days.ts';
import * as repo from './inpatient.repository.ts';
import { parseStayId, stayIdOf } from './sandbox-fees.ts';
import { personOf } from './sandbox-rows.ts';

/** The sandbox's clock: what "today" is for a simulated stay; tests pass a fixed one (docs/architecture.md#time). */
export type Clock = () => Date;

function toNotice(r: repo.NoticeRow): HisAdmissionNotice {
  return {
    noticeId: r.notice_id,
    person: personOf(r),
    patientName: r.patient_name,
    deptName: r.dept_name,
    ward: r.ward,
    doctorName: r.doctor_name,
    diagnosis: r.diagnosis,
    arriveOn: r.arrive_on,
    issuedAt: new Date(r.issued_at),
    stayId:
      r.admitted_card_id && r.admitted_on ? stayIdOf(r.admitted_card_id, r.admitted_on) : null,
  };
}

function settlementOf(total: number, insuranceType: string | null, deposit: number): HisSettlement {
  const insurance = insurancePart(total, insuranceType);
  const selfPay = total - insurance;
  return { total, insurance, selfPay, deposit, difference: selfPay - deposit };
}

function storedSettlement(r: repo.StayFactsRow): HisSettlement {
  const selfPay = Number(r.settled_self_pay),
    deposit = Number(r.settled_deposit);
  return {
    total: Number(r.settled_total),
    insurance: Number(r.settled_insurance),
    selfPay,
    deposit,
    difference: selfPay - deposit,
  };
}

/** A bed of the ward for a notice: the same every time for the same notice. */
const bedOf = (noticeId: string) =>
  String(1 + ([...noticeId].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 9973, 7) % 40));

/**
 * The built-in HIS's stay lifecycle over his_admission_notice, his_inpatient_stay, his_card(+_ledger) and
 * his_stay_day_item. A stay admitted online is simulated: its days' charges appear as the clock passes them
 * (inpatient-days.ts). Settlement runs in one sandbox transaction with the stay row locked, so it happens once: the
 * self-pay part leaves the deposit card, a payment of the balance due arrives on it first, a surplus leaves it under
 * the request key (as a card payment would — the portal's card channel finds it by that key).
 */
export function createSandboxInpatient(db: Db, clock: Clock): HisInpatient {
  async function facts(hosId: HosId, stayId: string): Promise<HisStayFacts | undefined> {
    const key = parseStayId(stayId);
    if (!key) return undefined;
    const first = await repo.findStayFacts(db, hosId, key.cardId, key.admittedOn);
    if (!first) return undefined;
    await repo.materializeDays(db, hosId, first, await repo.todayAt(db, hosId, clock()));
    const r = (await repo.findStayFacts(db, hosId, key.cardId, key.admittedOn))!;
    const costs = await repo.stayCosts(db, hosId, r.card_id, r.admitted_on);
    const settled = r.settle_key !== null || r.discharged_on !== null;
    const deposit = Number(r.balance);
    return {
      stayId,
      cardId: r.card_id,
      cardNo: r.card_no,
      person: personOf(r),
      patientName: r.patient_name,
      deptName: r.dept_name,
      ward: r.ward,
      bed: r.bed,
      doctorName: r.doctor_name,
      admittedOn: r.admitted_on,
      dischargedOn: r.discharged_on,
      state: settled
        ? 'settled'
        : r.discharge_ordered_on !== null
          ? 'discharge-ordered'
          : 'admitted',
      insuranceType: r.insurance_type,
      dischargeOrderedOn: r.discharge_ordered_on,
      dischargeMode: r.discharge_mode,
      deposit,
      costs,
      settlement:
        r.settle_key !== null
          ? storedSettlement(r)
          : !settled && r.discharge_ordered_on !== null
            ? settlementOf(costs, r.insurance_type, deposit)
            : null,
      settledAt: r.settled_at ? new Date(r.settled_at) : null,
    };
  }

  return {
    async notices(hosId, person) {
      return (await repo.openNoticesOf(db, hosId, person.certType, person.certNo)).map(toNotice);
    },
    async notice(hosId, noticeId) {
      const row = await repo.findNotice(db, hosId, noticeId);
      return row && toNotice(row);
    },
    admit(hosId, req) {
      return db.transaction().execute(async (trx) => {
        const notice = await repo.findNotice(trx, hosId, req.noticeId, { lock: true });
        if (!notice) return { ok: false, reason: 'unknown' } as const;
        if (notice.admitted_card_id === null) {
          if (await repo.currentStayOfPerson(trx, hosId, notice.cert_type, notice.cert_no))
            return { ok: false, reason: 'in-hospital' } as const;
          const cardId = await inpatientCardOf(trx, hosId, notice);
          const admittedOn = notice.arrive_on;
          await trx
            .insertInto('his_inpatient_stay')
            .values({
              hos_id: hosId,
              card_id: cardId,
              ward: notice.ward,
              bed: bedOf(notice.notice_id),
              dept_name: notice.dept_name,
              doctor_name: notice.doctor_name,
              admitted_on: admittedOn,
              discharged_on: null,
              notice_id: notice.notice_id,
              identity: req.identity,
              contact_name: req.contactName,
              contact_phone: req.contactPhone,
              insurance_type: req.insuranceType,
              simulated: true,
            })
            .execute();
          await trx
            .updateTable('his_admission_notice')
            .set({ admitted_card_id: cardId, admitted_on: admittedOn })
            .where('hos_id', '=', hosId)
            .where('notice_id', '=', notice.notice_id)
            .execute();
          notice.admitted_card_id = cardId;
          notice.admitted_on = admittedOn;
        }
        const s = (await repo.findStayFacts(
          trx,
          hosId,
          notice.admitted_card_id,
          notice.admitted_on!,
        ))!;
        return {
          ok: true,
          stay: {
            stayId: stayIdOf(s.card_id, s.admitted_on),
            cardId: s.card_id,
            deptName: s.dept_name,
            ward: s.ward,
            bed: s.bed,
            doctorName: s.doctor_name,
            admittedOn: s.admitted_on,
            dischargedOn: s.discharged_on,
          },
        } as const;
      });
    },
    stay: facts,
    async settle(hosId, req) {
      const key = parseStayId(req.stayId);
      if (!key) return { ok: false, reason: 'unknown' };
      const today = await repo.todayAt(db, hosId, clock());
      return db.transaction().execute(async (trx) => {
        const s = await repo.findStayFacts(trx, hosId, key.cardId, key.admittedOn, { lock: true });
        if (!s) return { ok: false, reason: 'unknown' } as const;
        if (s.settle_key === req.key) return { ok: true, settlement: storedSettlement(s) } as const;
        if (s.settle_key !== null || s.discharged_on !== null)
          return { ok: false, reason: 'settled-otherwise' } as const;
        if (s.discharge_ordered_on === null) return { ok: false, reason: 'not-ordered' } as const;
        await repo.lockKey(trx, hosId, req.key);
        if (await repo.isVoided(trx, hosId, req.key))
          return { ok: false, reason: 'voided' } as const;
        await repo.materializeDays(trx, hosId, s, today);
        const settlement = settlementOf(
          await repo.stayCosts(trx, hosId, s.card_id, s.admitted_on),
          s.insurance_type,
          Number(s.balance),
        );
        const due = Math.max(settlement.difference, 0);
        if (due !== req.paid) return { ok: false, reason: 'amount-changed' } as const;
        // The card ends at zero: the payment arrives, the self-pay part leaves, a surplus leaves under the request key.
        if (req.paid > 0)
          await repo.moveCard(trx, hosId, s.card_id, req.paid, 'settlement-payment', req.key);
        if (settlement.selfPay > 0)
          await repo.moveCard(
            trx,
            hosId,
            s.card_id,
            -settlement.selfPay,
            'settlement',
            `${req.key}:self-pay`,
          );
        if (settlement.difference < 0)
          await repo.moveCard(
            trx,
            hosId,
            s.card_id,
            settlement.difference,
            'deposit-refund',
            req.key,
          );
        await trx
          .updateTable('his_inpatient_stay')
          .set({
            settle_key: req.key,
            settled_at: clock(),
            settled_total: settlement.total,
            settled_insurance: settlement.insurance,
            settled_self_pay: settlement.selfPay,
            settled_deposit: settlement.deposit,
            discharged_on: s.discharge_ordered_on,
          })
          .where('hos_id', '=', hosId)
          .where('card_id', '=', s.card_id)
          .where('admitted_on', '=', s.admitted_on)
          .execute();
        return { ok: true, settlement } as const;
      });
    },
  };
}

/** The person's inpatient card; one is opened for them when they hold none. */
async function inpatientCardOf(trx: Db, hosId: HosId, n: repo.NoticeRow): Promise<string> {
  const card = await trx
    .selectFrom('his_card')
    .select('card_id')
    .where('hos_id', '=', hosId)
    .where('cert_type', '=', n.cert_type)
    .where('cert_no', '=', n.cert_no)
    .where('clinic_type', '=', 2)
    .where('state', '=', 'normal')
    .orderBy('card_id')
    .executeTakeFirst();
  if (card) return card.card_id;
  const cardId = `IN${n.notice_id}`;
  await trx
    .insertInto('his_card')
    .values({
      hos_id: hosId,
      card_id: cardId,
      card_no: `ZY${BigInt(`0x${randomBytes(5).toString('hex')}`)
        .toString()
        .padStart(12, '0')
        .slice(0, 12)}`,
      clinic_type: 2,
      card_type: 1,
      cert_type: n.cert_type,
      cert_no: n.cert_no,
      patient_name: n.patient_name,
      state: 'normal',
      balance: 0,
    })
    .execute();
  return cardId;
}

/** The daily bill of a simulated stay shows the days the clock has passed: each read brings them in first. */
export function withSimulatedDays(bills: HisDailyBills, db: Db, clock: Clock): HisDailyBills {
  return {
    ...bills,
    async days(hosId, stayId, query) {
      const key = parseStayId(stayId);
      const s = key && (await repo.findStayFacts(db, hosId, key.cardId, key.admittedOn));
      if (s) await repo.materializeDays(db, hosId, s, await repo.todayAt(db, hosId, clock()));
      return bills.days(hosId, stayId, query);
    },
  };
}

/** Operator: a doctor issues an admission notice in the sandbox HIS; undefined when the HIS holds no such person. */
export async function issueSandboxNotice(
  db: Db,
  hosId: HosId,
  n: {
    person: HisPerson;
    deptName: string;
    ward: string;
    doctorName: string;
    diagnosis: string;
    arriveOn: string;
    noticeId?: string;
  },
): Promise<HisAdmissionNotice | undefined> {
  const person = await db
    .selectFrom('his_patient')
    .select('patient_name')
    .where('hos_id', '=', hosId)
    .where('cert_type', '=', n.person.certType)
    .where('cert_no', '=', n.person.certNo)
    .executeTakeFirst();
  if (!person) return undefined;
  const noticeId =
    n.noticeId ??
    `AN${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
  await db
    .insertInto('his_admission_notice')
    .values({
      hos_id: hosId,
      notice_id: noticeId,
      cert_type: n.person.certType,
      cert_no: n.person.certNo,
      patient_name: person.patient_name,
      dept_name: n.deptName,
      ward: n.ward,
      doctor_name: n.doctorName,
      diagnosis: n.diagnosis,
      arrive_on: n.arriveOn,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return toNotice((await repo.findNotice(db, hosId, noticeId))!);
}

/**
 * Operator: the doctor orders the discharge of a stay in the sandbox HIS, today by the sandbox's clock;
 * 'unknown' without such a stay, 'settled' when it is over. Ordering it again changes nothing.
 */
export async function orderSandboxDischarge(
  db: Db,
  hosId: HosId,
  stayId: string,
  mode: string,
  now: Date,
): Promise<'ordered' | 'unknown' | 'settled'> {
  const key = parseStayId(stayId);
  if (!key) return 'unknown';
  const s = await repo.findStayFacts(db, hosId, key.cardId, key.admittedOn);
  if (!s) return 'unknown';
  if (s.settle_key !== null || s.discharged_on !== null) return 'settled';
  const today = await repo.todayAt(db, hosId, now);
  // Never before the admission day (a stay admitted for a later day is discharged on it at the earliest).
  const on = today < s.admitted_on ? s.admitted_on : today;
  await db
    .updateTable('his_inpatient_stay')
    .set({ discharge_ordered_on: on, discharge_mode: mode })
    .where('hos_id', '=', hosId)
    .where('card_id', '=', key.cardId)
    .where('admitted_on', '=', key.admittedOn)
    .where('discharge_ordered_on', 'is', null)
    .execute();
  return 'ordered';
}

/** Demo data: the notices of the demo hospital, dated in its calendar; each person must be in his_patient. */
export async function insertDemoNotices(
  db: Db,
  hosId: HosId,
  timeZone: string,
  notices: {
    noticeId: string;
    certType: number;
    certNo: string;
    deptName: string;
    ward: string;
    doctorName: string;
    diagnosis: string;
    arriveDaysAhead: number;
  }[],
  now = new Date(),
) {
  const today = hospitalToday(now, timeZone);
  for (const n of notices) {
    const made = await issueSandboxNotice(db, hosId, {
      noticeId: n.noticeId,
      person: { certType: n.certType, certNo: n.certNo },
      deptName: n.deptName,
      ward: n.ward,
      doctorName: n.doctorName,
      diagnosis: n.diagnosis,
      arriveOn: addDays(today, n.arriveDaysAhead),
    });
    if (!made)
      throw new Error(
        `demo admission notice ${n.noticeId}: no person ${n.certNo} in the HIS of ${hosId}`,
      );
  }
}
