import type { AbnormalFlag, DictionaryCode, Language, HosId } from '@portal/shared';
import type { HisBills } from './bills.ts';
import type { HisCards } from './cards.ts';
import type { HisCatalogue } from './catalogue.ts';
import type { HisFilms } from './films.ts';
import type { HisDailyBills, HisFees } from './fees.ts';
import type { HisInpatient } from './inpatient.ts';
import type { HisDischargeMedicine, HisPrescriptions } from './medicine.ts';
import type { HisPathology } from './pathology.ts';
import type { HisPersons } from './persons.ts';
import type { HisPrices } from './prices.ts';
import type { HisQueue } from './queue.ts';
import type { HisSessionStops } from './stops.ts';
import type { HisCaseMail } from './case-mail.ts';
import type { HisInvoices } from './invoices.ts';
import type { HisPhysical } from './physical.ts';
import type { HisNames } from './names.ts';
import type { HisStaffDesk } from './staff-desk.ts';
import type { HisDemoLoader } from './demo-loader.ts';

/**
 * The hospital information system (HIS) as the portal sees it (docs/architecture.md#the-his-is-an-adapter): what a client of a real HIS
 * would offer — async, plain data in, plain data out, no database types. The built-in sandbox (his/sandbox) is one
 * implementation; test/contracts/his.contract.ts states what every implementation must do. The composition root (adapters.ts)
 * builds it once and hands it to the app and the jobs (docs/architecture.md#one-composition-root).
 *
 * Starts it with the dictionaries and the reports. The other patient queries (prescriptions, fees,
 * prices, discharge medicine, pathology, daily bill, cloud film) become further members beside `reports`, each with
 * the same shape: listed per person and period, one item by id with the person it belongs to (so the portal checks
 * ownership), never anything the person did not ask for.
 */
export interface HisAdapter {
  /** Dictionary of one code at one hospital, in display order; [] when the hospital keeps none of that code. */
  dictionary(hosId: HosId, code: DictionaryCode): Promise<HisDictionaryEntry[]>;
  reports: HisReports;
  /** Outpatient bills, settled after the portal's commit by request key (his/bills.ts). */
  bills: HisBills;
  /** Cloud film: imaging studies, their reports and images. */
  films: HisFilms;
  /** Payment query: the outpatient fees a person paid. */
  fees: HisFees;
  /** Inpatient daily bill: a person's stays and what each day charged. */
  dailyBills: HisDailyBills;
  /** Outpatient prescriptions (his/medicine.ts). */
  prescriptions: HisPrescriptions;
  /** Medicines given home at the end of an inpatient stay (his/medicine.ts). */
  dischargeMedicine: HisDischargeMedicine;
  /** Pathology results (his/pathology.ts). */
  pathology: HisPathology;
  /** Public price catalogue (his/prices.ts). */
  prices: HisPrices;
  /** The cards a person holds and the money on them (his/cards.ts). */
  cards: HisCards;
  /** Link proof: the hospital's record of a person, its PIN checked inside the HIS (his/persons.ts). */
  persons: HisPersons;
  /** Departments, doctors and weekly schedule rules (his/catalogue.ts), mirrored by modules/catalogue. */
  catalogue: HisCatalogue;
  /** Check-in: the session queues, told after the portal's commit (his/queue.ts). */
  queue: HisQueue;
  /** The dated sessions the hospital stopped in its own system (his/stops.ts). */
  sessionStops: HisSessionStops;
  /** Electronic invoices of paid outpatient items and settled stays (his/invoices.ts). */
  invoices: HisInvoices;
  /** Case-record copies by mail (his/case-mail.ts). */
  caseMail: HisCaseMail;
  /** The inpatient stay from admission notice to settlement and discharge (his/inpatient.ts). */
  inpatient: HisInpatient;
  /** Physical-exam packages and reports (his/physical.ts). */
  physical: HisPhysical;
  /** Its names (departments, doctors, wards, reports, items, medicines) in the reader's language (his/names.ts). */
  names: HisNames;
  /** What the hospital's staff do in the HIS, played by the operator's calls (his/staff-desk.ts); a real HIS has none. */
  staffDesk?: HisStaffDesk;
  /** How the demo seed fills a demo hospital's HIS (his/demo-loader.ts); a real HIS has none. */
  demoLoader?: HisDemoLoader;
}

/** How the HIS knows a person: by certificate, not by a portal account. */
export interface HisPerson {
  certType: number;
  certNo: string;
}

/** An inclusive range of calendar days ('YYYY-MM-DD') in the hospital's time zone (docs/architecture.md#time). */
export interface HisDayRange {
  from: string;
  to: string;
  timeZone: string;
}

export interface HisDictionaryEntry {
  value: string;
  /** The English label always; other languages where the hospital has them. */
  labels: { 'en-US': string } & Partial<Record<Language, string>>;
  sort: number;
}

export type HisReportSource = 'out' | 'in';
export type HisReportKind = 'lab' | 'exam';

export interface HisReportSummary {
  reportId: string;
  source: HisReportSource;
  kind: HisReportKind;
  /** A value of the source's report-type dictionary (out_report_type / in_report_type). */
  reportType: string;
  title: string;
  deptName: string;
  doctorName: string;
  reportedAt: Date;
  /** Items flagged H or L by the shared abnormalFlag rule (0 for an exam report). */
  abnormalCount: number;
}

export interface HisLabItem {
  code: string;
  name: string;
  /** As the lab reported it: a number as text, or a text result. */
  result: string;
  unit: string;
  low: number | null;
  high: number | null;
  /** The range as the lab prints it. */
  range: string;
  /** The shared abnormalFlag of result, low and high. */
  flag: AbnormalFlag;
}

export interface HisReport extends HisReportSummary {
  /** Whose report it is: the caller checks the reader holds this person before showing anything. */
  person: HisPerson;
  /** The name the HIS registered the person under. */
  patientName: string;
  specimen: string;
  sampledAt: Date | null;
  /** Lab items in the lab's order; [] for an exam report. */
  items: HisLabItem[];
  findings: string;
  conclusion: string;
}

export interface HisReportListQuery {
  source: HisReportSource;
  /** Only this report type; undefined = every type. */
  reportType?: string;
  period: HisDayRange;
  offset: number;
  limit: number;
}

/** A page of a person's reports, newest first, and how many the whole query has. */
export interface HisReportPage {
  items: HisReportSummary[];
  total: number;
}

export interface HisTrendPoint {
  reportId: string;
  reportedAt: Date;
  value: number;
  low: number | null;
  high: number | null;
  flag: AbnormalFlag;
}

/** One lab item's numeric results of a person, oldest first; name and unit from the newest result ('' with none). */
export interface HisSeries {
  code: string;
  name: string;
  unit: string;
  points: HisTrendPoint[];
}

export interface HisReports {
  /** A person's reports of one source in the period (by the time each was issued), newest first, paged. */
  list(hosId: HosId, person: HisPerson, query: HisReportListQuery): Promise<HisReportPage>;
  /** One report with its items and the person it belongs to; undefined when the hospital has no such report. */
  get(hosId: HosId, reportId: string): Promise<HisReport | undefined>;
  /** The numeric results of one lab item across the person's reports (both sources) in the period, oldest first. */
  series(
    hosId: HosId,
    person: HisPerson,
    itemCode: string,
    period: HisDayRange,
  ): Promise<HisSeries>;
}
