import type { HosId } from '@portal/shared';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type {
  HisDischargeItemTable,
  HisDischargeTable,
  HisPrescriptionItemTable,
  HisPrescriptionTable,
} from '../../db/schema.ts';
import type { HisPerson } from '../his.ts';
import type { Instants } from './reports.repository.ts';

export type { Instants };

/** The built-in HIS's prescription and discharge tables (migration 0014), Kysely only; every query is scoped by hos_id. */

/** Rows as the schema declares them (db/schema.ts), so a column is typed in one place. */
export type PrescriptionRow = Omit<Selectable<HisPrescriptionTable>, 'hos_id'> & {
  item_count: string | number;
};
export type PrescriptionItemRow = Omit<Selectable<HisPrescriptionItemTable>, 'hos_id'>;

function prescriptionsOf(
  db: Db,
  hosId: HosId,
  person: HisPerson,
  status: string | undefined,
  at: Instants,
) {
  return fromPrescriptions(db)
    .where('p.hos_id', '=', hosId)
    .where('p.cert_type', '=', person.certType)
    .where('p.cert_no', '=', person.certNo)
    .$if(status !== undefined, (q) => q.where('p.status', '=', status!))
    .where('p.issued_at', '>=', at.from)
    .where('p.issued_at', '<', at.to);
}

/** The prescription's columns and its item count (a correlated count on the item key: still one query for the page). */
function withPrescriptionColumns<Q extends ReturnType<typeof fromPrescriptions>>(q: Q) {
  return q.select((eb) => [
    'p.prescription_id',
    'p.cert_type',
    'p.cert_no',
    'p.patient_name',
    'p.issued_at',
    'p.dept_name',
    'p.doctor_name',
    'p.diagnosis',
    'p.status',
    'p.total_amount',
    eb
      .selectFrom('his_prescription_item as i')
      .whereRef('i.hos_id', '=', 'p.hos_id')
      .whereRef('i.prescription_id', '=', 'p.prescription_id')
      .select((e) => e.fn.countAll<string | number>().as('n'))
      .as('item_count'),
  ]);
}

const fromPrescriptions = (db: Db) => db.selectFrom('his_prescription as p');

/** One page, newest first (the id breaks ties, so pages never overlap), and the query's total. */
export async function listPrescriptions(
  db: Db,
  hosId: HosId,
  person: HisPerson,
  q: { status?: string; at: Instants; offset: number; limit: number },
): Promise<{ rows: PrescriptionRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    withPrescriptionColumns(prescriptionsOf(db, hosId, person, q.status, q.at))
      .orderBy('p.issued_at', 'desc')
      .orderBy('p.prescription_id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    prescriptionsOf(db, hosId, person, q.status, q.at)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as PrescriptionRow[], total: Number(count.n) };
}

export async function findPrescription(
  db: Db,
  hosId: HosId,
  prescriptionId: string,
): Promise<PrescriptionRow | undefined> {
  return (await withPrescriptionColumns(
    fromPrescriptions(db)
      .where('p.hos_id', '=', hosId)
      .where('p.prescription_id', '=', prescriptionId),
  ).executeTakeFirst()) as PrescriptionRow | undefined;
}

export function prescriptionItems(
  db: Db,
  hosId: HosId,
  prescriptionId: string,
): Promise<PrescriptionItemRow[]> {
  return db
    .selectFrom('his_prescription_item')
    .select([
      'prescription_id',
      'seq',
      'drug_name',
      'specification',
      'dose',
      'dose_unit',
      'route',
      'frequency',
      'days',
      sql<string>`quantity::text`.as('quantity'),
      'quantity_unit',
      'unit_price',
      'amount',
    ])
    .where('hos_id', '=', hosId)
    .where('prescription_id', '=', prescriptionId)
    .orderBy('seq')
    .execute();
}

export type DischargeRow = Omit<Selectable<HisDischargeTable>, 'hos_id'> & {
  medicine_count: string | number;
};
export type DischargeItemRow = Omit<Selectable<HisDischargeItemTable>, 'hos_id' | 'stay_id'>;

/** Inclusive calendar days 'YYYY-MM-DD'. */
export interface Days {
  from: string;
  to: string;
}

function dischargesOf(db: Db, hosId: HosId, person: HisPerson, days: Days) {
  return fromDischarges(db)
    .where('d.hos_id', '=', hosId)
    .where('d.cert_type', '=', person.certType)
    .where('d.cert_no', '=', person.certNo)
    .where('d.discharged_on', '>=', days.from)
    .where('d.discharged_on', '<=', days.to);
}

const fromDischarges = (db: Db) => db.selectFrom('his_discharge as d');

function withDischargeColumns<Q extends ReturnType<typeof fromDischarges>>(q: Q) {
  return q.select((eb) => [
    'd.stay_id',
    'd.cert_type',
    'd.cert_no',
    'd.patient_name',
    'd.dept_name',
    'd.doctor_name',
    'd.discharge_diagnosis',
    // Days as the calendar names them, never through a JS Date (which would shift them by the server's zone).
    sql<string>`to_char(d.admitted_on, 'YYYY-MM-DD')`.as('admitted_on'),
    sql<string>`to_char(d.discharged_on, 'YYYY-MM-DD')`.as('discharged_on'),
    eb
      .selectFrom('his_discharge_item as i')
      .whereRef('i.hos_id', '=', 'd.hos_id')
      .whereRef('i.stay_id', '=', 'd.stay_id')
      .select((e) => e.fn.countAll<string | number>().as('n'))
      .as('medicine_count'),
  ]);
}

export async function listDischarges(
  db: Db,
  hosId: HosId,
  person: HisPerson,
  q: { days: Days; offset: number; limit: number },
): Promise<{ rows: DischargeRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    withDischargeColumns(dischargesOf(db, hosId, person, q.days))
      .orderBy('d.discharged_on', 'desc')
      .orderBy('d.stay_id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    dischargesOf(db, hosId, person, q.days)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as DischargeRow[], total: Number(count.n) };
}

export async function findDischarge(
  db: Db,
  hosId: HosId,
  stayId: string,
): Promise<DischargeRow | undefined> {
  return (await withDischargeColumns(
    fromDischarges(db).where('d.hos_id', '=', hosId).where('d.stay_id', '=', stayId),
  ).executeTakeFirst()) as DischargeRow | undefined;
}

export function dischargeItems(db: Db, hosId: HosId, stayId: string): Promise<DischargeItemRow[]> {
  return db
    .selectFrom('his_discharge_item')
    .select([
      'seq',
      'drug_name',
      'specification',
      'dose',
      'frequency',
      'days',
      'quantity',
      'instructions',
    ])
    .where('hos_id', '=', hosId)
    .where('stay_id', '=', stayId)
    .orderBy('seq')
    .execute();
}
