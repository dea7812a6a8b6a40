import type { Db } from '../../db/database.ts';
import type {
  HisChargeItem,
  HisDailyBills,
  HisFeeCategory,
  HisFees,
  HisFeeSummary,
  HisStay,
} from '../fees.ts';
import * as repo from './fees.repository.ts';
import { periodInstants, personOf } from './sandbox-rows.ts';

/** The built-in HIS's paid fees and inpatient daily bills, over his_fee(+_item), his_bill and his_stay_day_item. */
export function createSandboxFees(db: Db): HisFees {
  return {
    async list(hosId, person, query) {
      const at = periodInstants(query.period);
      const { rows, total } = await repo.listFees(db, hosId, person, {
        paymentType: query.paymentType,
        at,
        offset: query.offset,
        limit: query.limit,
      });
      return { items: rows.map(summary), total };
    },
    async get(hosId, feeId) {
      const row = await repo.findFee(db, hosId, feeId);
      if (!row) return undefined;
      return {
        ...summary(row),
        person: personOf(row),
        patientName: row.patient_name,
        items: (await repo.feeItems(db, hosId, feeId)).map(charge),
      };
    },
  };
}

/** A stay's id: its card and admission day ('C1001-02-20261121'), both parts of the stay's key in the sandbox. */
export function stayIdOf(cardId: string, admittedOn: string): string {
  return `${cardId}-${admittedOn.replaceAll('-', '')}`;
}
/** A stay id's card and admission day; undefined when it is not one stayIdOf could have made. */
export function parseStayId(stayId: string): { cardId: string; admittedOn: string } | undefined {
  const m = /^(.+)-(\d{4})(\d{2})(\d{2})$/.exec(stayId);
  if (!m) return undefined;
  const admittedOn = `${m[2]}-${m[3]}-${m[4]}`;
  // A date the database would refuse to parse is simply no stay.
  return new Date(`${admittedOn}T00:00:00Z`).toISOString().startsWith(admittedOn)
    ? { cardId: m[1]!, admittedOn }
    : undefined;
}

export function createSandboxDailyBills(db: Db): HisDailyBills {
  return {
    async stays(hosId, person) {
      return (await repo.staysOf(db, hosId, person)).map(stay);
    },
    async stay(hosId, stayId) {
      const key = parseStayId(stayId);
      const row = key ? await repo.findStay(db, hosId, key.cardId, key.admittedOn) : undefined;
      return row ? { ...stay(row), person: personOf(row) } : undefined;
    },
    async currentStayOfCard(hosId, cardId) {
      const row = await repo.currentStayOfCard(db, hosId, cardId);
      return row ? stay(row) : undefined;
    },
    async days(hosId, stayId, query) {
      const key = parseStayId(stayId);
      if (!key) return { items: [], total: 0 };
      const { rows, total } = await repo.listDays(db, hosId, key.cardId, key.admittedOn, {
        ...query.period,
        offset: query.offset,
        limit: query.limit,
      });
      const byDay = new Map<string, HisChargeItem[]>();
      for (const i of await repo.dayItems(
        db,
        hosId,
        key.cardId,
        key.admittedOn,
        rows.map((r) => r.day),
      )) {
        byDay.set(i.id, [...(byDay.get(i.id) ?? []), charge(i)]);
      }
      return {
        items: rows.map((r) => ({
          day: r.day,
          items: byDay.get(r.day) ?? [],
          total: Number(r.total),
          runningTotal: Number(r.running),
        })),
        total,
      };
    },
  };
}

function summary(r: repo.FeeRow): HisFeeSummary {
  return {
    feeId: r.fee_id,
    paidAt: new Date(r.paid_at),
    deptName: r.dept_name,
    doctorName: r.doctor_name,
    paymentType: r.payment_type,
    payMode: r.pay_mode,
    amount: Number(r.amount),
    invoiceNo: r.invoice_no,
    refundedAt: r.refunded_at ? new Date(r.refunded_at) : null,
  };
}

export function charge(i: repo.ChargeRow): HisChargeItem {
  return {
    category: i.category as HisFeeCategory,
    name: i.name,
    spec: i.spec,
    quantity: Number(i.quantity),
    unit: i.unit,
    price: Number(i.price),
    amount: Number(i.amount),
  };
}

function stay(r: repo.StayRow): HisStay {
  return {
    stayId: stayIdOf(r.card_id, r.admitted_on),
    deptName: r.dept_name,
    ward: r.ward,
    bed: r.bed,
    doctorName: r.doctor_name,
    admittedOn: r.admitted_on,
    dischargedOn: r.discharged_on,
  };
}
