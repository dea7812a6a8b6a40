import type { HosId } from '@portal/shared';
import type { HisPerson } from './his.ts';

/**
 * A request for a copy of a stay's case record (or of an outpatient
 * visit's record), as the hospital's
 * records office holds it. The portal submits it (idempotent by the request key), tells the HIS once its fee is paid
 * (after the portal's commit, keyed by the order number) and may cancel it until the copy is printed; the records
 * office moves it on (reviewing → printing → printed → shipped with a tracking number → delivered).
 */
export type HisCaseMailStatus =
  | 'submitted'
  | 'paid'
  | 'reviewing'
  | 'printing'
  | 'printed'
  | 'shipped'
  | 'delivered'
  | 'cancelled';

export interface HisCaseMailOrder {
  person: HisPerson;
  /**
   * What the copy is of — exactly one is set: a stay (the inpatient case record) or an outpatient visit (its record;
   * the visit is the HIS's fee of it, pay business type 10 outpatient case mail).
   */
  stayId: string | null;
  visitId: string | null;
  /** Values of case_mail_printing_type, case_mail_express_company and case_mail_medical_address. */
  printingType: string;
  copies: number;
  delivery: 'express' | 'pickup';
  expressCompany: string;
  recipientName: string;
  recipientPhone: string;
  address: string;
  pickupAddress: string;
  /** Integer fen, as the portal computed it from the hospital's CASE_MAIL settings. */
  fee: number;
}

export interface HisCaseMailRequest extends HisCaseMailOrder {
  requestId: string;
  status: HisCaseMailStatus;
  trackingNo: string | null;
  createdAt: Date;
  /** Every state it reached, oldest first. */
  steps: { status: HisCaseMailStatus; at: Date }[];
}

export interface HisCaseMail {
  /** Records a request; the same `key` again answers the request it recorded the first time. */
  submit(hosId: HosId, key: string, order: HisCaseMailOrder): Promise<HisCaseMailRequest>;
  /** One request; undefined when the hospital has no such request. */
  get(hosId: HosId, requestId: string): Promise<HisCaseMailRequest | undefined>;
  /** Several requests by id (those the hospital has), in no particular order. */
  many(hosId: HosId, requestIds: string[]): Promise<HisCaseMailRequest[]>;
  /**
   * The fee was paid by order `key`: 'paid' (now or by an earlier call with the same key), 'cancelled' (the request was
   * cancelled or paid by another order: the caller refunds its payment), 'unknown' (no such request).
   */
  markPaid(hosId: HosId, requestId: string, key: string): Promise<'paid' | 'cancelled' | 'unknown'>;
  /** Cancels it: 'cancelled' (now or before), 'too-late' (the copy is printed), 'unknown' (no such request). */
  cancel(hosId: HosId, requestId: string): Promise<'cancelled' | 'too-late' | 'unknown'>;
}
