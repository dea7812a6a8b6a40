import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisFilmModality } from '../films.ts';
import type { HisPerson } from '../his.ts';

/** The built-in HIS's imaging tables (migration 0017), Kysely only; every query is scoped by hos_id. */

export interface StudyRow {
  study_id: string;
  accession_no: string;
  cert_type: number;
  cert_no: string;
  patient_name: string;
  modality: HisFilmModality;
  body_part: string;
  title: string;
  dept_name: string;
  doctor_name: string;
  study_at: Date;
}
export interface StudyReportRow extends StudyRow {
  findings: string;
  impression: string;
  radiologist: string;
  reported_at: Date | null;
}
export interface ImageRow {
  study_id: string;
  image_id: string;
  series_no: number;
  series_description: string;
  seq: number;
  file_name: string;
}

const STUDY_COLUMNS = [
  'study_id',
  'accession_no',
  'cert_type',
  'cert_no',
  'patient_name',
  'modality',
  'body_part',
  'title',
  'dept_name',
  'doctor_name',
  'study_at',
] as const;

function ofPerson(
  db: Db,
  hosId: HosId,
  person: HisPerson,
  modality: HisFilmModality | undefined,
  at: { from: Date; to: Date },
) {
  return db
    .selectFrom('his_film_study')
    .where('hos_id', '=', hosId)
    .where('cert_type', '=', person.certType)
    .where('cert_no', '=', person.certNo)
    .$if(modality !== undefined, (q) => q.where('modality', '=', modality!))
    .where('study_at', '>=', at.from)
    .where('study_at', '<', at.to);
}

/** One page, newest first (the study id breaks ties, so pages never overlap), and the query's total. */
export async function listStudies(
  db: Db,
  hosId: HosId,
  person: HisPerson,
  q: { modality?: HisFilmModality; at: { from: Date; to: Date }; offset: number; limit: number },
): Promise<{ rows: StudyRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    ofPerson(db, hosId, person, q.modality, q.at)
      .select(STUDY_COLUMNS)
      .orderBy('study_at', 'desc')
      .orderBy('study_id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    ofPerson(db, hosId, person, q.modality, q.at)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Series and image counts of several studies in one grouped query (a page's, never one query per study). */
export async function countsOf(
  db: Db,
  hosId: HosId,
  studyIds: string[],
): Promise<Map<string, { series: number; images: number }>> {
  if (studyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('his_film_image')
    .select((eb) => [
      'study_id',
      eb.fn.count<string | number>('series_no').distinct().as('series'),
      eb.fn.countAll<string | number>().as('images'),
    ])
    .where('hos_id', '=', hosId)
    .where('study_id', 'in', studyIds)
    .groupBy('study_id')
    .execute();
  return new Map(
    rows.map((r) => [r.study_id, { series: Number(r.series), images: Number(r.images) }]),
  );
}

export function findStudy(
  db: Db,
  hosId: HosId,
  studyId: string,
): Promise<StudyReportRow | undefined> {
  return db
    .selectFrom('his_film_study')
    .select([...STUDY_COLUMNS, 'findings', 'impression', 'radiologist', 'reported_at'])
    .where('hos_id', '=', hosId)
    .where('study_id', '=', studyId)
    .executeTakeFirst();
}

/** A study's images in viewing order: series by series, each in its own order. */
export function imagesOf(db: Db, hosId: HosId, studyId: string): Promise<ImageRow[]> {
  return db
    .selectFrom('his_film_image')
    .select(['study_id', 'image_id', 'series_no', 'series_description', 'seq', 'file_name'])
    .where('hos_id', '=', hosId)
    .where('study_id', '=', studyId)
    .orderBy('series_no')
    .orderBy('seq')
    .execute();
}

export async function imageFile(
  db: Db,
  hosId: HosId,
  studyId: string,
  imageId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('his_film_image')
    .select('file_name')
    .where('hos_id', '=', hosId)
    .where('study_id', '=', studyId)
    .where('image_id', '=', imageId)
    .executeTakeFirst();
  return row?.file_name;
}
