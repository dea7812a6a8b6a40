import type { HosId } from '@portal/shared';
import type { HisDayRange, HisPerson } from './his.ts';

/**
 * Payment query and inpatient daily bill: what the HIS charged a person, as the portal sees it — members of
 * HisAdapter like `reports`: listed per person and period, one item by id with the person it belongs to (the portal
 * checks ownership). Money is integer fen. Item categories are the shared FeeCategory values.
 */
export type HisFeeCategory =
  'registration' | 'drug' | 'lab' | 'exam' | 'treatment' | 'material' | 'bed' | 'nursing' | 'other';

export interface HisFeeSummary {
  feeId: string;
  paidAt: Date;
  deptName: string;
  doctorName: string;
  /** A value of out_payment_type. */
  paymentType: string;
  /** A value of pay_mode. */
  payMode: string;
  amount: number;
  invoiceNo: string;
  refundedAt: Date | null;
}

export interface HisChargeItem {
  category: HisFeeCategory;
  name: string;
  spec: string;
  quantity: number;
  unit: string;
  price: number;
  amount: number;
}

export interface HisFee extends HisFeeSummary {
  /** Whose fee it is: the caller checks the reader holds this person before showing anything. */
  person: HisPerson;
  /** The name the HIS registered the person under. */
  patientName: string;
  /** In the order the hospital charged them. */
  items: HisChargeItem[];
}

export interface HisFeeListQuery {
  /** Only this payment type; undefined = every type. */
  paymentType?: string;
  period: HisDayRange;
  offset: number;
  limit: number;
}

export interface HisFees {
  /** A person's paid outpatient fees in the period (by the time each was paid), newest first, paged, and the total. */
  list(
    hosId: HosId,
    person: HisPerson,
    query: HisFeeListQuery,
  ): Promise<{ items: HisFeeSummary[]; total: number }>;
  /** One fee with its items and the person it belongs to; undefined when the hospital has no such fee. */
  get(hosId: HosId, feeId: string): Promise<HisFee | undefined>;
}

export interface HisStay {
  stayId: string;
  deptName: string;
  ward: string;
  bed: string;
  doctorName: string;
  /** Hospital calendar days; dischargedOn null while the person is in hospital. */
  admittedOn: string;
  dischargedOn: string | null;
}

export interface HisBillDay {
  /** 'YYYY-MM-DD' in the hospital's calendar. */
  day: string;
  items: HisChargeItem[];
  total: number;
  /** Everything the stay charged from admission to the end of this day. */
  runningTotal: number;
}

export interface HisDayListQuery {
  /** Only days inside it; undefined = every day of the stay. */
  period?: { from: string; to: string };
  offset: number;
  limit: number;
}

export interface HisDailyBills {
  /** A person's inpatient stays, current first, then newest first. */
  stays(hosId: HosId, person: HisPerson): Promise<HisStay[]>;
  /** One stay and the person it belongs to; undefined when the hospital has no such stay. */
  stay(hosId: HosId, stayId: string): Promise<(HisStay & { person: HisPerson }) | undefined>;
  /** The stay a card is in now; undefined when the card's holder is not in hospital. */
  currentStayOfCard(hosId: HosId, cardId: string): Promise<HisStay | undefined>;
  /** The charged days of a stay, newest first, paged, and how many the whole query has. */
  days(
    hosId: HosId,
    stayId: string,
    query: HisDayListQuery,
  ): Promise<{ items: HisBillDay[]; total: number }>;
}
