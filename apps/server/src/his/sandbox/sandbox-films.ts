import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import type { HisFilms, HisFilmSeries } from '../films.ts';
import * as repo from './films.repository.ts';
import { periodInstants, personOf } from './sandbox-rows.ts';

/** The sandbox's image files (generated once by demo/films/generate.ts and shipped in the repository). */
export const FILM_DIR = path.resolve(import.meta.dirname, '../../../demo/films');
/** A file name as the image rows store it: a plain name in FILM_DIR, never a path that could leave it. */
const FILE_NAME = /^[\w-]+\.png$/;

/** The built-in HIS's imaging studies, over his_film_study and his_film_image. */
export function createSandboxFilms(db: Db, dir = FILM_DIR): HisFilms {
  return {
    async list(hosId, person, query) {
      const at = periodInstants(query.period);
      const { rows, total } = await repo.listStudies(db, hosId, person, {
        modality: query.modality,
        at,
        offset: query.offset,
        limit: query.limit,
      });
      const counts = await repo.countsOf(
        db,
        hosId,
        rows.map((r) => r.study_id),
      );
      return { items: rows.map((r) => summary(r, counts.get(r.study_id))), total };
    },

    async get(hosId, studyId) {
      const row = await repo.findStudy(db, hosId, studyId);
      if (!row) return undefined;
      const series: HisFilmSeries[] = [];
      for (const image of await repo.imagesOf(db, hosId, studyId)) {
        const last = series.at(-1);
        if (last?.seriesNo === image.series_no) last.imageIds.push(image.image_id);
        else
          series.push({
            seriesNo: image.series_no,
            description: image.series_description,
            imageIds: [image.image_id],
          });
      }
      return {
        ...summary(row, {
          series: series.length,
          images: series.reduce((n, s) => n + s.imageIds.length, 0),
        }),
        person: personOf(row),
        patientName: row.patient_name,
        findings: row.findings,
        impression: row.impression,
        radiologist: row.radiologist,
        reportedAt: row.reported_at ? new Date(row.reported_at) : null,
        series,
      };
    },

    async image(hosId, studyId, imageId) {
      const fileName = await repo.imageFile(db, hosId, studyId, imageId);
      if (!fileName || !FILE_NAME.test(fileName)) return undefined;
      const bytes = await readFile(path.join(dir, fileName)).catch(() => undefined);
      return bytes && { bytes, contentType: 'image/png' };
    },
  };
}

function summary(r: repo.StudyRow, counts: { series: number; images: number } | undefined) {
  return {
    studyId: r.study_id,
    accessionNo: r.accession_no,
    modality: r.modality,
    bodyPart: r.body_part,
    title: r.title,
    deptName: r.dept_name,
    doctorName: r.doctor_name,
    studyAt: new Date(r.study_at),
    seriesCount: counts?.series ?? 0,
    imageCount: counts?.images ?? 0,
  };
}
