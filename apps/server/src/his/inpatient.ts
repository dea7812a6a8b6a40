import type { HosId } from '@portal/shared';
import type { HisPerson } from './his.ts';
import type { HisStay } from './fees.ts';

/**
 * The inpatient stay from admission to discharge as the HIS holds it (docs/architecture.md#the-his-is-an-adapter), beside the
 * daily bill's HisStay (his/fees.ts), which it extends. The deposit is the stay's inpatient card
 * and its balance; top-ups credit that card (the recharge slice). Admission and settlement are requests to the
 * hospital's system: called after the portal's own commit, each with an idempotency key, so a retry (after a timeout,
 * on another instance, by the settlement job) admits once and settles once.
 */
export interface HisAdmissionNotice {
  noticeId: string;
  /** The person the doctor admitted: the caller checks the reader holds this person before showing anything. */
  person: HisPerson;
  patientName: string;
  deptName: string;
  ward: string;
  doctorName: string;
  diagnosis: string;
  /** The hospital day to arrive on ('YYYY-MM-DD'). */
  arriveOn: string;
  issuedAt: Date;
  /** The stay admitted against it, null while the admission is still to be done. */
  stayId: string | null;
}

export interface HisAdmissionRequest {
  noticeId: string;
  /** Dictionary admission_identify. */
  identity: string;
  contactName: string;
  contactPhone: string;
  /** Dictionary insurance_file_code. */
  insuranceType: string;
}

export type HisAdmissionResult =
  | { ok: true; stay: HisStay & { cardId: string } }
  /** 'unknown': no such notice; 'in-hospital': the person has a stay not yet discharged. */
  | { ok: false; reason: 'unknown' | 'in-hospital' };

/** What the stay costs when it is settled now (or cost when it was): all integer fen. */
export interface HisSettlement {
  /** Everything the stay charged. */
  total: number;
  /** What the medical insurance pays of it. */
  insurance: number;
  /** total − insurance. */
  selfPay: number;
  /** The deposit on the stay's inpatient card. */
  deposit: number;
  /** selfPay − deposit: > 0 the patient still owes it, < 0 the surplus deposit they get back. */
  difference: number;
}

export type HisStayState = 'admitted' | 'discharge-ordered' | 'settled';

export interface HisStayFacts extends HisStay {
  cardId: string;
  cardNo: string;
  person: HisPerson;
  patientName: string;
  state: HisStayState;
  insuranceType: string | null;
  dischargeOrderedOn: string | null;
  /** Dictionary discharge_mode. */
  dischargeMode: string | null;
  /** The card's balance now (0 once settled). */
  deposit: number;
  /** What the stay has charged so far. */
  costs: number;
  /** The settlement made (state 'settled'), or what it would be now (discharge ordered); null while admitted. */
  settlement: HisSettlement | null;
  settledAt: Date | null;
}

export interface HisSettleRequest {
  stayId: string;
  /** Unique per hospital: one settlement, whatever the number of calls. A surplus leaves the card under this key. */
  key: string;
  /** What the patient paid just now for the balance due (> 0 only when the difference is due); 0 otherwise. */
  paid: number;
}

export type HisSettleResult =
  | { ok: true; settlement: HisSettlement }
  /**
   * 'unknown' no such stay; 'not-ordered' no discharge ordered yet; 'amount-changed' the difference is not what was
   * paid (a top-up or a charge arrived meanwhile); 'settled-otherwise' another request settled it; 'voided' the key
   * was voided (its card request went silent and was given up).
   */
  | {
      ok: false;
      reason: 'unknown' | 'not-ordered' | 'amount-changed' | 'settled-otherwise' | 'voided';
    };

export interface HisInpatient {
  /** A person's admission notices still to be admitted against, newest first. */
  notices(hosId: HosId, person: HisPerson): Promise<HisAdmissionNotice[]>;
  /** One notice; undefined when the hospital has no such notice. */
  notice(hosId: HosId, noticeId: string): Promise<HisAdmissionNotice | undefined>;
  /** Admits the notice's person (opening their inpatient card when they hold none). Idempotent by the notice. */
  admit(hosId: HosId, req: HisAdmissionRequest): Promise<HisAdmissionResult>;
  /** One stay with its money; undefined when the hospital has no such stay. */
  stay(hosId: HosId, stayId: string): Promise<HisStayFacts | undefined>;
  /** Settles the stay and discharges the person, by the request key. */
  settle(hosId: HosId, req: HisSettleRequest): Promise<HisSettleResult>;
}
