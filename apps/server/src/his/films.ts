import type { HosId } from '@portal/shared';
import type { HisDayRange, HisPerson } from './his.ts';

/**
 * Cloud film: the HIS's imaging studies (its PACS and radiology reports) as the portal sees them — a member of
 * HisAdapter like `reports`: listed per person and period, one study by id with the person it belongs to (the portal
 * checks ownership), and the bytes of one image of a study.
 */
export type HisFilmModality = 'CT' | 'MR' | 'DX' | 'US' | 'MG';

export interface HisFilmStudySummary {
  studyId: string;
  accessionNo: string;
  modality: HisFilmModality;
  bodyPart: string;
  title: string;
  deptName: string;
  doctorName: string;
  studyAt: Date;
  seriesCount: number;
  imageCount: number;
}

export interface HisFilmSeries {
  seriesNo: number;
  description: string;
  /** The series' image ids in viewing order. */
  imageIds: string[];
}

export interface HisFilmStudy extends HisFilmStudySummary {
  /** Whose study it is: the caller checks the reader holds this person before showing anything. */
  person: HisPerson;
  patientName: string;
  findings: string;
  impression: string;
  radiologist: string;
  reportedAt: Date | null;
  /** In series order. */
  series: HisFilmSeries[];
}

export interface HisFilmListQuery {
  /** Only this modality; undefined = every modality. */
  modality?: HisFilmModality;
  period: HisDayRange;
  offset: number;
  limit: number;
}

export interface HisFilmImage {
  bytes: Buffer;
  contentType: string;
}

export interface HisFilms {
  /** A person's studies performed in the period, newest first, paged, and how many the whole query has. */
  list(
    hosId: HosId,
    person: HisPerson,
    query: HisFilmListQuery,
  ): Promise<{ items: HisFilmStudySummary[]; total: number }>;
  /** One study with its report and series and the person it belongs to; undefined when the hospital has no such study. */
  get(hosId: HosId, studyId: string): Promise<HisFilmStudy | undefined>;
  /** One image of one study; undefined when the study has no such image (the id of another study's image included). */
  image(hosId: HosId, studyId: string, imageId: string): Promise<HisFilmImage | undefined>;
}
