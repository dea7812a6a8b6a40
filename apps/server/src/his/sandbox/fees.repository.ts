import type { HosId } from '@portal/shared';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HisFeeTable } from '../../db/schema.ts';
import type { HisPerson } from '../his.ts';
import type { Instants } from './reports.repository.ts';

/**
 * The built-in HIS's fee and daily-bill tables (migration 0015), every query scoped by hos_id. A person's paid fees
 * are the fees paid at the hospital (his_fee) and the outpatient bills paid through the portal (his_bill),
 * read together so a bill paid online shows in the payment query without a second copy of it.
 */

/** Units a pharmacy dispenses: a portal bill's item in one of them is a drug (his_bill_item keeps no category). */
const DRUG_UNITS = sql`('box', 'bottle', 'tube', 'bag', 'pack', 'tablet', 'capsule', 'vial')`;

/** A fee row as the schema declares it (db/schema.ts); a portal bill reads as one too. */
export type FeeRow = Omit<Selectable<HisFeeTable>, 'hos_id'>;
export interface ChargeRow {
  id: string;
  category: string;
  name: string;
  spec: string;
  quantity: string | number;
  unit: string;
  price: string | number;
  amount: string | number;
}

/** Both sources as one relation of fee rows (also the outpatient invoices, invoices.repository.ts). A portal bill: all drugs = prescription, else treatment; its invoice is INV-<bill>. */
export function fees(hosId: HosId) {
  return sql`(
    select fee_id, cert_type, cert_no, dept_name, doctor_name, payment_type, pay_mode, paid_at, amount, invoice_no, refunded_at
      from his_fee where hos_id = ${hosId}
    union all
    select b.bill_id, b.cert_type, b.cert_no, b.dept_name, b.doctor_name,
           case when exists (select 1 from his_bill_item i where i.hos_id = b.hos_id and i.bill_id = b.bill_id and i.unit not in ${DRUG_UNITS})
                then 'treatment' else 'prescription' end,
           case b.paid_by when 'card' then 'card' else 'wechat' end,
           b.paid_at, b.amount, 'INV-' || b.bill_id, null::timestamptz
      from his_bill b where b.hos_id = ${hosId} and b.state = 'paid'
  )`;
}

function personWhere(person: HisPerson, paymentType: string | undefined, at: Instants) {
  return sql`cert_type = ${person.certType} and cert_no = ${person.certNo} and paid_at >= ${at.from} and paid_at < ${at.to}
    ${paymentType === undefined ? sql`` : sql`and payment_type = ${paymentType}`}`;
}

/** One page newest first (the id breaks ties, so pages never overlap) and the query's total. */
export async function listFees(
  db: Db,
  hosId: HosId,
  person: HisPerson,
  q: { paymentType?: string; at: Instants; offset: number; limit: number },
) {
  const where = personWhere(person, q.paymentType, q.at);
  const [rows, count] = await Promise.all([
    sql<FeeRow>`select * from ${fees(hosId)} f where ${where} order by paid_at desc, fee_id desc limit ${q.limit} offset ${q.offset}`.execute(
      db,
    ),
    sql<{ n: string | number }>`select count(*) as n from ${fees(hosId)} f where ${where}`.execute(
      db,
    ),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function findFee(
  db: Db,
  hosId: HosId,
  feeId: string,
): Promise<(FeeRow & { patient_name: string }) | undefined> {
  const { rows } = await sql<FeeRow & { patient_name: string }>`
    select f.*, coalesce((select p.patient_name from his_patient p where p.hos_id = ${hosId} and p.cert_type = f.cert_type and p.cert_no = f.cert_no),
                         (select c.patient_name from his_card c where c.hos_id = ${hosId} and c.cert_type = f.cert_type and c.cert_no = f.cert_no limit 1), '') as patient_name
      from ${fees(hosId)} f where f.fee_id = ${feeId}`.execute(db);
  return rows[0];
}

/** A fee's items in charge order, from whichever source holds it. */
export async function feeItems(db: Db, hosId: HosId, feeId: string): Promise<ChargeRow[]> {
  const { rows } = await sql<ChargeRow>`
    select fee_id as id, category, name, spec, quantity, unit, price, amount, seq from his_fee_item where hos_id = ${hosId} and fee_id = ${feeId}
    union all
    select bill_id, case when unit in ${DRUG_UNITS} then 'drug' else 'treatment' end, name, spec, quantity, unit, price, amount, seq
      from his_bill_item where hos_id = ${hosId} and bill_id = ${feeId}
    order by seq`.execute(db);
  return rows;
}

export interface StayRow {
  card_id: string;
  admitted_on: string;
  discharged_on: string | null;
  ward: string;
  bed: string;
  dept_name: string;
  doctor_name: string;
  cert_type: number;
  cert_no: string;
}

function stays(db: Db, hosId: HosId) {
  return db
    .selectFrom('his_inpatient_stay as s')
    .innerJoin('his_card as c', (j) =>
      j.onRef('c.hos_id', '=', 's.hos_id').onRef('c.card_id', '=', 's.card_id'),
    )
    .select([
      's.card_id',
      's.ward',
      's.bed',
      's.dept_name',
      's.doctor_name',
      'c.cert_type',
      'c.cert_no',
      sql<string>`to_char(s.admitted_on, 'YYYY-MM-DD')`.as('admitted_on'),
      sql<string | null>`to_char(s.discharged_on, 'YYYY-MM-DD')`.as('discharged_on'),
    ])
    .where('s.hos_id', '=', hosId);
}

/** A person's stays over all their cards: the current one first, then newest first. */
export function staysOf(db: Db, hosId: HosId, person: HisPerson): Promise<StayRow[]> {
  return stays(db, hosId)
    .where('c.cert_type', '=', person.certType)
    .where('c.cert_no', '=', person.certNo)
    .orderBy(sql`s.discharged_on is null`, 'desc')
    .orderBy('s.admitted_on', 'desc')
    .orderBy('s.card_id')
    .execute();
}

export function findStay(
  db: Db,
  hosId: HosId,
  cardId: string,
  admittedOn: string,
): Promise<StayRow | undefined> {
  return stays(db, hosId)
    .where('s.card_id', '=', cardId)
    .where('s.admitted_on', '=', admittedOn)
    .executeTakeFirst();
}

/** The card's stay not yet discharged (the newest, should the data ever hold two). */
export function currentStayOfCard(
  db: Db,
  hosId: HosId,
  cardId: string,
): Promise<StayRow | undefined> {
  return stays(db, hosId)
    .where('s.card_id', '=', cardId)
    .where('s.discharged_on', 'is', null)
    .orderBy('s.admitted_on', 'desc')
    .executeTakeFirst();
}

export interface DayRow {
  day: string;
  total: string | number;
  running: string | number;
}

/** One page of a stay's charged days, newest first, each with its total and the running total since admission. */
export async function listDays(
  db: Db,
  hosId: HosId,
  cardId: string,
  admittedOn: string,
  q: { from?: string; to?: string; offset: number; limit: number },
) {
  const totals = sql`(select day, sum(amount) as total, sum(sum(amount)) over (order by day) as running from his_stay_day_item
    where hos_id = ${hosId} and card_id = ${cardId} and admitted_on = ${admittedOn}::date group by day)`;
  const range = sql`${q.from === undefined ? sql`true` : sql`day >= ${q.from}::date`} and ${q.to === undefined ? sql`true` : sql`day <= ${q.to}::date`}`;
  const [rows, count] = await Promise.all([
    sql<DayRow>`select to_char(day, 'YYYY-MM-DD') as day, total, running from ${totals} d where ${range} order by day desc limit ${q.limit} offset ${q.offset}`.execute(
      db,
    ),
    sql<{ n: string | number }>`select count(*) as n from ${totals} d where ${range}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** The items of several days of a stay in one query (a page's, never one query per day), in each day's order. */
export async function dayItems(
  db: Db,
  hosId: HosId,
  cardId: string,
  admittedOn: string,
  days: string[],
): Promise<ChargeRow[]> {
  if (days.length === 0) return [];
  const { rows } = await sql<ChargeRow>`
    select to_char(day, 'YYYY-MM-DD') as id, category, name, spec, quantity, unit, price, amount from his_stay_day_item
     where hos_id = ${hosId} and card_id = ${cardId} and admitted_on = ${admittedOn}::date and day = any(${days}::date[])
     order by day, seq`.execute(db);
  return rows;
}
