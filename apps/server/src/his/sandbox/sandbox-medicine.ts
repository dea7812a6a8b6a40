import type { Db } from '../../db/database.ts';
import type {
  HisDischargeMedicine,
  HisDischargeSummary,
  HisPrescriptionSummary,
  HisPrescriptions,
} from '../medicine.ts';
import * as repo from './medicine.repository.ts';
import { periodInstants, personOf } from './sandbox-rows.ts';

/**
 * The sandbox HIS's prescriptions and discharge medicine, members of createSandboxHis: the his_prescription*
 * and his_discharge* tables through medicine.repository.ts. Money leaves as numbers of fen (bigint columns arrive as text).
 */
export function sandboxPrescriptions(db: Db): HisPrescriptions {
  return {
    async list(hosId, person, query) {
      const { rows, total } = await repo.listPrescriptions(db, hosId, person, {
        status: query.status,
        at: periodInstants(query.period),
        offset: query.offset,
        limit: query.limit,
      });
      return { items: rows.map(prescriptionSummary), total };
    },

    async get(hosId, prescriptionId) {
      const row = await repo.findPrescription(db, hosId, prescriptionId);
      if (!row) return undefined;
      const items = await repo.prescriptionItems(db, hosId, prescriptionId);
      return {
        ...prescriptionSummary(row),
        person: personOf(row),
        patientName: row.patient_name,
        items: items.map((i) => ({
          drugName: i.drug_name,
          specification: i.specification,
          dose: i.dose,
          doseUnit: i.dose_unit,
          route: i.route,
          frequency: i.frequency,
          days: i.days,
          quantity: Number(i.quantity),
          quantityUnit: i.quantity_unit,
          unitPrice: Number(i.unit_price),
          amount: Number(i.amount),
        })),
      };
    },
  };
}

export function sandboxDischargeMedicine(db: Db): HisDischargeMedicine {
  return {
    async list(hosId, person, query) {
      const { rows, total } = await repo.listDischarges(db, hosId, person, {
        days: query.period,
        offset: query.offset,
        limit: query.limit,
      });
      return { items: rows.map(dischargeSummary), total };
    },

    async get(hosId, stayId) {
      const row = await repo.findDischarge(db, hosId, stayId);
      if (!row) return undefined;
      const items = await repo.dischargeItems(db, hosId, stayId);
      return {
        ...dischargeSummary(row),
        person: personOf(row),
        patientName: row.patient_name,
        medicines: items.map((i) => ({
          drugName: i.drug_name,
          specification: i.specification,
          dose: i.dose,
          frequency: i.frequency,
          days: i.days,
          quantity: i.quantity,
          instructions: i.instructions,
        })),
      };
    },
  };
}

function prescriptionSummary(r: repo.PrescriptionRow): HisPrescriptionSummary {
  return {
    prescriptionId: r.prescription_id,
    issuedAt: new Date(r.issued_at),
    deptName: r.dept_name,
    doctorName: r.doctor_name,
    diagnosis: r.diagnosis,
    status: r.status,
    totalAmount: Number(r.total_amount),
    itemCount: Number(r.item_count),
  };
}

function dischargeSummary(r: repo.DischargeRow): HisDischargeSummary {
  return {
    stayId: r.stay_id,
    admittedOn: r.admitted_on,
    dischargedOn: r.discharged_on,
    deptName: r.dept_name,
    doctorName: r.doctor_name,
    dischargeDiagnosis: r.discharge_diagnosis,
    medicineCount: Number(r.medicine_count),
  };
}
