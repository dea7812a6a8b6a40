import type { Language, HosId } from '@portal/shared';
import type { HisPerson } from './his.ts';

/**
 * The hospital's physical-exam
 * centre as the portal sees it. Its packages (by physical_package_type and physical_package_users, each with its
 * items, prices and places per day) and, once an exam is done, the person's report. Bookings are the portal's.
 */
export type HisText = { 'en-US': string } & Partial<Record<Language, string>>;

export interface HisPhysicalPackage {
  packageId: string;
  name: HisText;
  description: HisText;
  /** Values of the physical_package_type and physical_package_users dictionaries. */
  type: string;
  users: string;
  /** Prices in integer fen; the package costs their sum. */
  items: { name: HisText; price: number }[];
  /** How many people the centre examines with this package on one day. */
  dailyCapacity: number;
}

export interface HisPhysicalReport {
  reportedAt: Date;
  items: { name: HisText; result: HisText; normal: boolean }[];
  conclusion: HisText;
}

/** What the report is of: the portal's booking, the person examined, the package and the day. */
export interface HisPhysicalExam {
  bookingId: string;
  person: HisPerson;
  packageId: string;
  examDate: string;
}

export interface HisPhysical {
  /** The hospital's packages in display order; [] when it offers none. */
  packages(hosId: HosId): Promise<HisPhysicalPackage[]>;
  /** The report of one exam; undefined while it is not ready (the exam day is not over). */
  report(hosId: HosId, exam: HisPhysicalExam): Promise<HisPhysicalReport | undefined>;
}
