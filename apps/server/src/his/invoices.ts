import type { HosId } from '@portal/shared';
import type { HisChargeItem } from './fees.ts';
import type { HisDayRange, HisPerson } from './his.ts';

/**
 * The invoices the hospital issued for what a person paid — one per
 * outpatient payment (a registration, tests, a prescription, a bill paid online) and one per inpatient stay settled at
 * discharge. Members of HisAdapter like `fees`: listed per person and period, one by its number with the person it
 * belongs to (the portal checks ownership). Money is integer fen. A refunded payment's invoice is void and not listed.
 */
export type HisInvoiceKind = 'outpatient' | 'inpatient';

export interface HisInvoiceSummary {
  invoiceNo: string;
  kind: HisInvoiceKind;
  deptName: string;
  issuedAt: Date;
  amount: number;
}

export interface HisInvoice extends HisInvoiceSummary {
  /** Whose invoice it is: the caller checks the reader holds this person before showing anything. */
  person: HisPerson;
  /** Made out to: the name the HIS registered the person under. */
  payerName: string;
  /** Outpatient: the items as charged; inpatient: the stay's charges summed per item. */
  items: HisChargeItem[];
}

export interface HisInvoiceListQuery {
  kind?: HisInvoiceKind;
  period: HisDayRange;
  offset: number;
  limit: number;
}

export interface HisInvoices {
  /** A person's invoices issued in the period, newest first, paged, and how many the whole query has. */
  list(
    hosId: HosId,
    person: HisPerson,
    query: HisInvoiceListQuery,
  ): Promise<{ items: HisInvoiceSummary[]; total: number }>;
  /** One invoice with its items; undefined when the hospital issued none with that number. `timeZone`: the hospital's. */
  get(hosId: HosId, invoiceNo: string, timeZone: string): Promise<HisInvoice | undefined>;
}
