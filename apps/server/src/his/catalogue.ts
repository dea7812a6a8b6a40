import type { HosId } from '@portal/shared';
/**
 * The hospital's catalogue as the HIS keeps it (docs/architecture.md#the-his-is-an-adapter): departments, doctors and the weekly schedule
 * rules the portal's dated sessions are generated from (ADR 0003). Plain data, no database types. The portal does not
 * read it per request: modules/catalogue copies it into a portal-owned mirror that the schedule joins in SQL.
 */
export interface HisDepartment {
  deptId: string;
  /** The parent in the department tree; null for a top-level department. */
  parentId: string | null;
  deptName: string;
  introduce: string | null;
  /** Display order among siblings (lower first). */
  sort: number;
}

export interface HisDoctor {
  doctorId: string;
  deptId: string;
  doctorName: string;
  /** As the hospital prints it; the shared titleRank orders by it. */
  doctorTitle: string;
  picture: string | null;
  skill: string | null;
  /** The doctor sees no patients for now: shown, never bookable. */
  isStop: boolean;
}

export interface HisScheduleRule {
  ruleId: string;
  areaId: string;
  businessType: string;
  deptId: string;
  doctorId: string;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  noonCode: string;
  /** Integer fen (docs/architecture.md#money-is-integer-fen). */
  regFee: number;
  /** Source numbers per session; at least 1. */
  capacity: number;
}

export interface HisCatalogue {
  /** Every department of the hospital in display order (sort, then id); [] for an unknown hospital. */
  departments(hosId: HosId): Promise<HisDepartment[]>;
  /** Every doctor of the hospital, stopped ones included, in no particular order; [] for an unknown hospital. */
  doctors(hosId: HosId): Promise<HisDoctor[]>;
  /** Every weekly schedule rule of the hospital, in no particular order; [] for an unknown hospital. */
  scheduleRules(hosId: HosId): Promise<HisScheduleRule[]>;
}
