import type { HosId } from '@portal/shared';
import type { HisDayRange, HisPerson } from './his.ts';

/**
 * Pathology: the HIS's pathology results as the portal sees them — a member of HisAdapter like `reports`:
 * listed per person and period (newest first, paged), one result by id with the person it belongs to (the portal
 * checks ownership before showing anything).
 */
export interface HisPathologySummary {
  pathologyId: string;
  reportedAt: Date;
  deptName: string;
  doctorName: string;
  /** Specimen and site ('Gastric antrum biopsy'). */
  specimen: string;
  /** 'biopsy' | 'resection' | 'cytology' | 'frozen' as the HIS files it. */
  specimenType: string;
  diagnosis: string;
}

export interface HisPathologyMarker {
  name: string;
  result: string;
}

export interface HisPathologyResult extends HisPathologySummary {
  /** Whose result it is. */
  person: HisPerson;
  patientName: string;
  pathologyNo: string;
  receivedAt: Date | null;
  grossDescription: string;
  microscopicDescription: string;
  conclusion: string;
  /** Immunohistochemistry stains in the pathologist's order; [] when none were run. */
  markers: HisPathologyMarker[];
}

export interface HisPathologyListQuery {
  period: HisDayRange;
  offset: number;
  limit: number;
}

export interface HisPathology {
  /** A person's results reported in the period, newest first, paged, and how many the whole query has. */
  list(
    hosId: HosId,
    person: HisPerson,
    query: HisPathologyListQuery,
  ): Promise<{ items: HisPathologySummary[]; total: number }>;
  /** One result with the person it belongs to; undefined when the hospital has no such result. */
  get(hosId: HosId, pathologyId: string): Promise<HisPathologyResult | undefined>;
}
