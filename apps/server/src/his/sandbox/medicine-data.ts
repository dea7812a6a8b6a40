import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type {
  HisDischarge,
  HisDischargeMedicineItem,
  HisPrescription,
  HisPrescriptionItem,
} from '../medicine.ts';
import { inBatches, type PersonColumns } from './sandbox-rows.ts';

/**
 * Loading the built-in HIS's prescriptions and discharge medicine: what the demo seed and the tests'
 * fixtures write. Like sandbox-data.ts, thousands of rows go in as column arrays (insert … select from unnest), a few
 * statements per table, so seeding stays fast on PGlite and PostgreSQL alike. Money is integer fen.
 */

/** A prescription's item as loaded: its amount is unitPrice × quantity, rounded to the fen. */
export type SandboxPrescriptionItem = Omit<HisPrescriptionItem, 'amount'>;

/** A prescription as loaded: its total and item count are the items'. */
export type SandboxPrescription = PersonColumns<
  Omit<HisPrescription, 'totalAmount' | 'itemCount' | 'items'>
> & { items: SandboxPrescriptionItem[] };

export type SandboxDischargeItem = HisDischargeMedicineItem;

/** A discharge as loaded: its medicine count is its medicines'. */
export type SandboxDischarge = PersonColumns<Omit<HisDischarge, 'medicineCount'>>;

export const itemAmount = (i: Pick<SandboxPrescriptionItem, 'unitPrice' | 'quantity'>) =>
  Math.round(i.unitPrice * i.quantity);

/** Prescriptions with their items; run it inside the caller's transaction to load them all or none. */
export async function insertPrescriptions(
  db: Db,
  hosId: HosId,
  prescriptions: SandboxPrescription[],
) {
  const heads = prescriptions.map((p) => ({
    ...p,
    total: p.items.reduce((sum, i) => sum + itemAmount(i), 0),
  }));
  await inBatches(heads, (batch) => {
    const col = <K extends keyof (typeof batch)[number]>(key: K) => batch.map((p) => p[key]);
    return sql`insert into his_prescription (hos_id, prescription_id, cert_type, cert_no, patient_name, issued_at, dept_name, doctor_name,
        diagnosis, status, total_amount)
      select ${hosId}, * from unnest(${col('prescriptionId')}::text[], ${col('certType')}::smallint[], ${col('certNo')}::text[],
        ${col('patientName')}::text[], ${col('issuedAt')}::timestamptz[], ${col('deptName')}::text[], ${col('doctorName')}::text[],
        ${col('diagnosis')}::text[], ${col('status')}::text[], ${col('total')}::bigint[])`.execute(
      db,
    );
  });
  const items = prescriptions.flatMap((p) =>
    p.items.map((i, seq) => ({
      prescriptionId: p.prescriptionId,
      seq,
      ...i,
      amount: itemAmount(i),
    })),
  );
  await inBatches(items, (batch) => {
    const col = <K extends keyof (typeof batch)[number]>(key: K) => batch.map((i) => i[key]);
    return sql`insert into his_prescription_item (hos_id, prescription_id, seq, drug_name, specification, dose, dose_unit, route, frequency,
        days, quantity, quantity_unit, unit_price, amount)
      select ${hosId}, * from unnest(${col('prescriptionId')}::text[], ${col('seq')}::int[], ${col('drugName')}::text[],
        ${col('specification')}::text[], ${col('dose')}::text[], ${col('doseUnit')}::text[], ${col('route')}::text[], ${col('frequency')}::text[],
        ${col('days')}::int[], ${col('quantity')}::numeric[], ${col('quantityUnit')}::text[], ${col('unitPrice')}::bigint[], ${col('amount')}::bigint[])`.execute(
      db,
    );
  });
}

/** Discharges with their medicines; run it inside the caller's transaction. */
export async function insertDischarges(db: Db, hosId: HosId, discharges: SandboxDischarge[]) {
  await inBatches(discharges, (batch) => {
    const col = <K extends keyof SandboxDischarge>(key: K) => batch.map((d) => d[key]);
    return sql`insert into his_discharge (hos_id, stay_id, cert_type, cert_no, patient_name, admitted_on, discharged_on, dept_name,
        doctor_name, discharge_diagnosis)
      select ${hosId}, * from unnest(${col('stayId')}::text[], ${col('certType')}::smallint[], ${col('certNo')}::text[],
        ${col('patientName')}::text[], ${col('admittedOn')}::date[], ${col('dischargedOn')}::date[], ${col('deptName')}::text[],
        ${col('doctorName')}::text[], ${col('dischargeDiagnosis')}::text[])`.execute(db);
  });
  const items = discharges.flatMap((d) =>
    d.medicines.map((m, seq) => ({ stayId: d.stayId, seq, ...m })),
  );
  await inBatches(items, (batch) => {
    const col = <K extends keyof (typeof batch)[number]>(key: K) => batch.map((i) => i[key]);
    return sql`insert into his_discharge_item (hos_id, stay_id, seq, drug_name, specification, dose, frequency, days, quantity, instructions)
      select ${hosId}, * from unnest(${col('stayId')}::text[], ${col('seq')}::int[], ${col('drugName')}::text[], ${col('specification')}::text[],
        ${col('dose')}::text[], ${col('frequency')}::text[], ${col('days')}::int[], ${col('quantity')}::text[], ${col('instructions')}::text[])`.execute(
      db,
    );
  });
}

/** Both at once, as demo-medicine.ts generates them. */
export async function insertMedicine(
  db: Db,
  hosId: HosId,
  data: { prescriptions: SandboxPrescription[]; discharges: SandboxDischarge[] },
) {
  await insertPrescriptions(db, hosId, data.prescriptions);
  await insertDischarges(db, hosId, data.discharges);
}
