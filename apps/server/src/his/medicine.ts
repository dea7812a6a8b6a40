import type { HosId } from '@portal/shared';
import type { HisDayRange, HisPerson } from './his.ts';

/**
 * Prescriptions and discharge medicine: the HIS's outpatient prescriptions and the medicines given home at
 * the end of an inpatient stay, as the portal sees them — members of HisAdapter like `reports`: listed per person and
 * period, newest first and paged; one item by id with the person it belongs to (the portal checks ownership).
 * Money is integer fen (docs/architecture.md#money-is-integer-fen).
 */

export interface HisPrescriptionItem {
  drugName: string;
  specification: string;
  dose: string;
  doseUnit: string;
  route: string;
  frequency: string;
  days: number;
  quantity: number;
  quantityUnit: string;
  /** Integer fen per pack and for the quantity. */
  unitPrice: number;
  amount: number;
}

export interface HisPrescriptionSummary {
  prescriptionId: string;
  issuedAt: Date;
  deptName: string;
  doctorName: string;
  diagnosis: string;
  /** A value of the hospital's prescription_status dictionary. */
  status: string;
  /** Integer fen: the sum of the items' amounts. */
  totalAmount: number;
  itemCount: number;
}

export interface HisPrescription extends HisPrescriptionSummary {
  /** Whose prescription it is: the caller checks the reader holds this person before showing anything. */
  person: HisPerson;
  patientName: string;
  /** In the doctor's order. */
  items: HisPrescriptionItem[];
}

export interface HisPrescriptionListQuery {
  /** Only this status; undefined = every status. */
  status?: string;
  /** By the instant each was issued. */
  period: HisDayRange;
  offset: number;
  limit: number;
}

export interface HisPrescriptions {
  /** A person's prescriptions issued in the period, newest first, paged, and how many the whole query has. */
  list(
    hosId: HosId,
    person: HisPerson,
    query: HisPrescriptionListQuery,
  ): Promise<{ items: HisPrescriptionSummary[]; total: number }>;
  /** One prescription with its items and the person it belongs to; undefined when the hospital has no such prescription. */
  get(hosId: HosId, prescriptionId: string): Promise<HisPrescription | undefined>;
}

export interface HisDischargeMedicineItem {
  drugName: string;
  specification: string;
  dose: string;
  frequency: string;
  days: number;
  quantity: string;
  instructions: string;
}

export interface HisDischargeSummary {
  stayId: string;
  /** Calendar days 'YYYY-MM-DD' in the hospital's zone. */
  admittedOn: string;
  dischargedOn: string;
  deptName: string;
  doctorName: string;
  dischargeDiagnosis: string;
  medicineCount: number;
}

export interface HisDischarge extends HisDischargeSummary {
  person: HisPerson;
  patientName: string;
  /** In the discharge order's order. */
  medicines: HisDischargeMedicineItem[];
}

export interface HisDischargeListQuery {
  /** By the day of discharge. */
  period: HisDayRange;
  offset: number;
  limit: number;
}

export interface HisDischargeMedicine {
  /** A person's discharges in the period (by discharge day), newest first, paged, and how many the whole query has. */
  list(
    hosId: HosId,
    person: HisPerson,
    query: HisDischargeListQuery,
  ): Promise<{ items: HisDischargeSummary[]; total: number }>;
  /** One discharge with its medicines and the person it belongs to; undefined when the hospital has no such stay. */
  get(hosId: HosId, stayId: string): Promise<HisDischarge | undefined>;
}
