import { sql } from 'kysely';
import { addDays, hospitalToday, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { chargesOfDay } from './inpatient-days.ts';

/**
 * The built-in HIS's admission notices and stays (migration 0030), every query scoped by hos_id. Only the
 * sandbox reads and writes these tables (docs/architecture.md#the-his-is-an-adapter).
 */
export interface NoticeRow {
  notice_id: string;
  cert_type: number;
  cert_no: string;
  patient_name: string;
  dept_name: string;
  ward: string;
  doctor_name: string;
  diagnosis: string;
  arrive_on: string;
  issued_at: Date;
  admitted_card_id: string | null;
  admitted_on: string | null;
}

const notices = (db: Db, hosId: HosId) =>
  db
    .selectFrom('his_admission_notice')
    .select([
      'notice_id',
      'cert_type',
      'cert_no',
      'patient_name',
      'dept_name',
      'ward',
      'doctor_name',
      'diagnosis',
      'issued_at',
      'admitted_card_id',
      sql<string>`to_char(arrive_on, 'YYYY-MM-DD')`.as('arrive_on'),
      sql<string | null>`to_char(admitted_on, 'YYYY-MM-DD')`.as('admitted_on'),
    ])
    .where('hos_id', '=', hosId);

export function openNoticesOf(
  db: Db,
  hosId: HosId,
  certType: number,
  certNo: string,
): Promise<NoticeRow[]> {
  return notices(db, hosId)
    .where('cert_type', '=', certType)
    .where('cert_no', '=', certNo)
    .where('admitted_card_id', 'is', null)
    .orderBy('issued_at', 'desc')
    .orderBy('notice_id')
    .execute();
}

export async function findNotice(
  db: Db,
  hosId: HosId,
  noticeId: string,
  { lock = false } = {},
): Promise<NoticeRow | undefined> {
  let q = notices(db, hosId).where('notice_id', '=', noticeId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export interface StayFactsRow {
  card_id: string;
  card_no: string;
  cert_type: number;
  cert_no: string;
  patient_name: string;
  balance: string | number;
  ward: string;
  bed: string;
  dept_name: string;
  doctor_name: string;
  admitted_on: string;
  discharged_on: string | null;
  insurance_type: string | null;
  simulated: boolean;
  discharge_ordered_on: string | null;
  discharge_mode: string | null;
  settle_key: string | null;
  settled_at: Date | null;
  settled_total: string | number | null;
  settled_insurance: string | number | null;
  settled_self_pay: string | number | null;
  settled_deposit: string | number | null;
}

/** One stay with its card (the stay row locked with `lock`). */
export async function findStayFacts(
  db: Db,
  hosId: HosId,
  cardId: string,
  admittedOn: string,
  { lock = false } = {},
): Promise<StayFactsRow | undefined> {
  const { rows } = await sql<StayFactsRow>`
    select s.card_id, c.card_no, c.cert_type, c.cert_no, c.patient_name, c.balance, s.ward, s.bed, s.dept_name, s.doctor_name,
           to_char(s.admitted_on, 'YYYY-MM-DD') as admitted_on, to_char(s.discharged_on, 'YYYY-MM-DD') as discharged_on,
           s.insurance_type, s.simulated, to_char(s.discharge_ordered_on, 'YYYY-MM-DD') as discharge_ordered_on, s.discharge_mode,
           s.settle_key, s.settled_at, s.settled_total, s.settled_insurance, s.settled_self_pay, s.settled_deposit
      from his_inpatient_stay s join his_card c on c.hos_id = s.hos_id and c.card_id = s.card_id
     where s.hos_id = ${hosId} and s.card_id = ${cardId} and s.admitted_on = ${admittedOn}::date
     ${lock ? sql`for update of s` : sql``}`.execute(db);
  return rows[0];
}

export async function stayCosts(
  db: Db,
  hosId: HosId,
  cardId: string,
  admittedOn: string,
): Promise<number> {
  const { rows } = await sql<{
    total: string | number | null;
  }>`select sum(amount) as total from his_stay_day_item
    where hos_id = ${hosId} and card_id = ${cardId} and admitted_on = ${admittedOn}::date`.execute(
    db,
  );
  return Number(rows[0]?.total ?? 0);
}

export async function timeZoneOf(db: Db, hosId: HosId): Promise<string> {
  const row = await db
    .selectFrom('hospital')
    .select('time_zone')
    .where('hos_id', '=', hosId)
    .executeTakeFirst();
  return row?.time_zone ?? 'Asia/Shanghai';
}

/**
 * A simulated stay's charges up to `today` (never past its discharge order or discharge): each missing day's items are
 * written once (the key is the day and the item's place in it), so concurrent readers write them at most once.
 */
export async function materializeDays(
  db: Db,
  hosId: HosId,
  stay: Pick<
    StayFactsRow,
    'card_id' | 'admitted_on' | 'discharged_on' | 'discharge_ordered_on' | 'simulated'
  >,
  today: string,
) {
  if (!stay.simulated) return;
  const last = [today, stay.discharge_ordered_on, stay.discharged_on]
    .filter((d): d is string => d !== null)
    .sort()[0]!;
  const rows = [];
  for (let n = 0, day = stay.admitted_on; day <= last; n += 1, day = addDays(stay.admitted_on, n)) {
    rows.push(
      ...chargesOfDay(n).map((c, seq) => ({
        hos_id: hosId,
        card_id: stay.card_id,
        admitted_on: stay.admitted_on,
        day,
        seq,
        category: c.category,
        name: c.name,
        spec: c.spec,
        quantity: c.quantity,
        unit: c.unit,
        price: c.price,
        amount: c.price * c.quantity,
      })),
    );
  }
  if (rows.length === 0) return;
  await db
    .insertInto('his_stay_day_item')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Today in the hospital's calendar, by the sandbox's clock. */
export async function todayAt(db: Db, hosId: HosId, now: Date): Promise<string> {
  return hospitalToday(now, await timeZoneOf(db, hosId));
}

/** A card money move inside the caller's transaction: the conditional balance update and its ledger entry with the key. */
export async function moveCard(
  trx: Db,
  hosId: HosId,
  cardId: string,
  amount: number,
  kind: string,
  key: string,
): Promise<boolean> {
  let update = trx
    .updateTable('his_card')
    .set((eb) => ({ balance: eb('balance', '+', amount) }))
    .where('hos_id', '=', hosId)
    .where('card_id', '=', cardId);
  if (amount < 0) update = update.where('balance', '>=', -amount);
  const card = await update.returning('balance').executeTakeFirst();
  if (!card) return false;
  await trx
    .insertInto('his_card_ledger')
    .values({
      hos_id: hosId,
      card_id: cardId,
      amount,
      balance_after: card.balance,
      kind,
      ref: key,
      idem_key: key,
    })
    .execute();
  return true;
}

export async function lockKey(trx: Db, hosId: HosId, key: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${hosId}:${key}`}, 0))`.execute(trx);
}

export async function isVoided(trx: Db, hosId: HosId, key: string): Promise<boolean> {
  return (
    (await trx
      .selectFrom('his_card_void')
      .select('idem_key')
      .where('hos_id', '=', hosId)
      .where('idem_key', '=', key)
      .executeTakeFirst()) !== undefined
  );
}

/** The person's stay not yet discharged, on any of their cards. */
export function currentStayOfPerson(db: Db, hosId: HosId, certType: number, certNo: string) {
  return db
    .selectFrom('his_inpatient_stay as s')
    .innerJoin('his_card as c', (j) =>
      j.onRef('c.hos_id', '=', 's.hos_id').onRef('c.card_id', '=', 's.card_id'),
    )
    .select('s.card_id')
    .where('s.hos_id', '=', hosId)
    .where('c.cert_type', '=', certType)
    .where('c.cert_no', '=', certNo)
    .where('s.discharged_on', 'is', null)
    .executeTakeFirst();
}
