import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HisFilmSeries, HisFilmStudy } from '../films.ts';
import { inBatches, type PersonColumns } from './sandbox-rows.ts';

/**
 * Loading the built-in HIS's imaging studies: what the demo seed and the tests' fixtures write, as column
 * arrays (insert … select from unnest) like the reports, so a hospital's studies and images take a few statements.
 * Only his/sandbox touches his_film_study and his_film_image (docs/architecture.md#the-his-is-an-adapter).
 */
export interface SandboxFilmImage {
  imageId: string;
  fileName: string;
}
/** A series as loaded: its images with the files they are (the adapter hands out only their ids). */
export type SandboxFilmSeries = Omit<HisFilmSeries, 'imageIds'> & { images: SandboxFilmImage[] };
/** A study as loaded: its series and image counts are its series'. */
export type SandboxFilmStudy = PersonColumns<
  Omit<HisFilmStudy, 'seriesCount' | 'imageCount' | 'series'>
> & { series: SandboxFilmSeries[] };

/** Studies with their images; run it inside the caller's transaction to load them all or none. */
export async function insertFilmStudies(db: Db, hosId: HosId, studies: SandboxFilmStudy[]) {
  await inBatches(studies, (batch) => {
    const col = <K extends keyof SandboxFilmStudy>(key: K) => batch.map((s) => s[key]);
    return sql`insert into his_film_study (hos_id, study_id, accession_no, cert_type, cert_no, patient_name, modality, body_part, title,
        dept_name, doctor_name, study_at, findings, impression, radiologist, reported_at)
      select ${hosId}, * from unnest(${col('studyId')}::text[], ${col('accessionNo')}::text[], ${col('certType')}::smallint[],
        ${col('certNo')}::text[], ${col('patientName')}::text[], ${col('modality')}::text[], ${col('bodyPart')}::text[], ${col('title')}::text[],
        ${col('deptName')}::text[], ${col('doctorName')}::text[], ${col('studyAt')}::timestamptz[], ${col('findings')}::text[],
        ${col('impression')}::text[], ${col('radiologist')}::text[], ${col('reportedAt')}::timestamptz[])`.execute(
      db,
    );
  });
  const images = studies.flatMap((s) =>
    s.series.flatMap((series) =>
      series.images.map((image, seq) => ({
        studyId: s.studyId,
        imageId: image.imageId,
        seriesNo: series.seriesNo,
        description: series.description,
        seq,
        fileName: image.fileName,
      })),
    ),
  );
  await inBatches(images, (batch) => {
    const col = <K extends keyof (typeof batch)[number]>(key: K) => batch.map((i) => i[key]);
    return sql`insert into his_film_image (hos_id, study_id, image_id, series_no, series_description, seq, file_name)
      select ${hosId}, * from unnest(${col('studyId')}::text[], ${col('imageId')}::text[], ${col('seriesNo')}::int[],
        ${col('description')}::text[], ${col('seq')}::int[], ${col('fileName')}::text[])`.execute(
      db,
    );
  });
}
