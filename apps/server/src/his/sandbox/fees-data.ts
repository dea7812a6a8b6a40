import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HisChargeItem, HisFee } from '../fees.ts';
import { inBatches, type PersonColumns } from './sandbox-rows.ts';

/**
 * Loading the built-in HIS's fees and daily bills: what the demo seed and the tests' fixtures write, as
 * column arrays (insert … select from unnest) like sandbox-data.ts, so years of fees load in a few statements.
 */
export type SandboxCharge = HisChargeItem;

/** A paid fee as loaded: its amount is the sum of its items; the patient's name is the card's. */
export type SandboxFee = PersonColumns<Omit<HisFee, 'amount' | 'patientName'>>;

export interface SandboxStay {
  cardId: string;
  ward: string;
  bed: string;
  deptName: string;
  doctorName: string;
  admittedOn: string;
  dischargedOn: string | null;
}

export interface SandboxStayDay {
  cardId: string;
  admittedOn: string;
  day: string;
  items: SandboxCharge[];
}

type ChargeRow = SandboxCharge & { key: string; seq: number };
const chargeRows = <T extends { items: SandboxCharge[] }>(
  rows: T[],
  key: (r: T) => string,
): ChargeRow[] => rows.flatMap((r) => r.items.map((i, seq) => ({ ...i, key: key(r), seq })));

/** Paid fees with their items; run it inside the caller's transaction to load them all or none. */
export async function insertFees(db: Db, hosId: HosId, fees: SandboxFee[]) {
  await inBatches(fees, (batch) => {
    const col = <K extends keyof SandboxFee>(key: K) => batch.map((r) => r[key]);
    const amounts = batch.map((f) => f.items.reduce((s, i) => s + i.amount, 0));
    return sql`insert into his_fee (hos_id, fee_id, cert_type, cert_no, dept_name, doctor_name, payment_type, pay_mode, paid_at, amount, invoice_no, refunded_at)
      select ${hosId}, * from unnest(${col('feeId')}::text[], ${col('certType')}::smallint[], ${col('certNo')}::text[], ${col('deptName')}::text[],
        ${col('doctorName')}::text[], ${col('paymentType')}::text[], ${col('payMode')}::text[], ${col('paidAt')}::timestamptz[], ${amounts}::bigint[],
        ${col('invoiceNo')}::text[], ${col('refundedAt')}::timestamptz[])`.execute(db);
  });
  await inBatches(
    chargeRows(fees, (f) => f.feeId),
    (batch) => {
      const col = <K extends keyof ChargeRow>(key: K) => batch.map((i) => i[key]);
      return sql`insert into his_fee_item (hos_id, fee_id, seq, category, name, spec, quantity, unit, price, amount)
      select ${hosId}, * from unnest(${col('key')}::text[], ${col('seq')}::int[], ${col('category')}::text[], ${col('name')}::text[],
        ${col('spec')}::text[], ${col('quantity')}::numeric[], ${col('unit')}::text[], ${col('price')}::bigint[], ${col('amount')}::bigint[])`.execute(
        db,
      );
    },
  );
}

/** Inpatient stays (current ones without dischargedOn) of the hospital's inpatient cards. */
export async function insertStays(db: Db, hosId: HosId, stays: SandboxStay[]) {
  if (stays.length === 0) return;
  await db
    .insertInto('his_inpatient_stay')
    .values(
      stays.map((s) => ({
        hos_id: hosId,
        card_id: s.cardId,
        ward: s.ward,
        bed: s.bed,
        dept_name: s.deptName,
        doctor_name: s.doctorName,
        admitted_on: s.admittedOn,
        discharged_on: s.dischargedOn,
      })),
    )
    .execute();
}

/** What each day of stays charged; the stays must be there already. */
export async function insertStayDays(db: Db, hosId: HosId, days: SandboxStayDay[]) {
  const rows = days.flatMap((d) =>
    d.items.map((i, seq) => ({
      ...i,
      cardId: d.cardId,
      admittedOn: d.admittedOn,
      day: d.day,
      seq,
    })),
  );
  await inBatches(rows, (batch) => {
    const col = <K extends keyof (typeof batch)[number]>(key: K) => batch.map((i) => i[key]);
    return sql`insert into his_stay_day_item (hos_id, card_id, admitted_on, day, seq, category, name, spec, quantity, unit, price, amount)
      select ${hosId}, * from unnest(${col('cardId')}::text[], ${col('admittedOn')}::date[], ${col('day')}::date[], ${col('seq')}::int[],
        ${col('category')}::text[], ${col('name')}::text[], ${col('spec')}::text[], ${col('quantity')}::numeric[], ${col('unit')}::text[],
        ${col('price')}::bigint[], ${col('amount')}::bigint[])`.execute(db);
  });
}

/** What the demo generator builds stays on: the hospital's current stays (with each card's person) and its inpatient cards. */
export async function staysAndInpatientCards(db: Db, hosId: HosId) {
  const [{ rows: currentStays }, inpatientCards] = await Promise.all([
    sql<{ cardId: string; certType: number; certNo: string; deptName: string; admittedOn: string }>`
      select s.card_id as "cardId", c.cert_type as "certType", c.cert_no as "certNo", s.dept_name as "deptName",
             to_char(s.admitted_on, 'YYYY-MM-DD') as "admittedOn"
        from his_inpatient_stay s join his_card c on c.hos_id = s.hos_id and c.card_id = s.card_id
       where s.hos_id = ${hosId} and s.discharged_on is null`.execute(db),
    db
      .selectFrom('his_card')
      .select(['card_id as cardId', 'cert_type as certType', 'cert_no as certNo'])
      .where('hos_id', '=', hosId)
      .where('clinic_type', '=', 2)
      .orderBy('card_id')
      .execute(),
  ]);
  return { currentStays, inpatientCards };
}
