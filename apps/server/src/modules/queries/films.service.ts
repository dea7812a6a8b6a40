import {
  type FilmModality,
  type FilmStudyDetail,
  type FilmStudySummary,
  type Language,
  type HosId,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import type { HisFilmStudy, HisFilmStudySummary } from '../../his/films.ts';
import { logAccess } from '../patients/patients.service.ts';
import { imageUrlExpiry } from './film-image-url.ts';
import type { FilmDeps } from './films.deps.ts';
import { pageIn, patientQueryPage, provenRecord, type QueryScope } from './patient-query.ts';
import { answerIn } from '../../his/names.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * Cloud film: the patient's imaging studies from the HIS, like the reports — a
 * study is a person's, reached only through a proven link; another user's patient answers PATIENT004 and another
 * person's study C002, like unknown ones; every read leaves a line in the access log; FUNC001 where the hospital's
 * cloud-film module is closed.
 */

/** Studies reach back further than other queries by default: a year, as films are compared over time. */
const FILM_DEFAULT_DAYS = 366;

export function toSummary(s: HisFilmStudySummary): FilmStudySummary {
  return {
    studyId: s.studyId,
    accessionNo: s.accessionNo,
    modality: s.modality,
    bodyPart: s.bodyPart,
    title: s.title,
    deptName: s.deptName,
    doctorName: s.doctorName,
    studyAt: s.studyAt.toISOString(),
    seriesCount: s.seriesCount,
    imageCount: s.imageCount,
  };
}

/** The study as a viewer shows it, with image addresses signed until `exp` (seconds). */
export function toView(
  deps: FilmDeps,
  hosId: HosId,
  study: HisFilmStudy,
  patientName: string,
  exp: number,
) {
  return {
    ...toSummary(study),
    patientName,
    findings: study.findings,
    impression: study.impression,
    radiologist: study.radiologist,
    reportedAt: study.reportedAt?.toISOString() ?? null,
    series: study.series.map((s) => ({
      seriesNo: s.seriesNo,
      description: s.description,
      images: s.imageIds.map((imageId) => ({
        imageId,
        url: deps.images.url({ hosId, studyId: study.studyId, imageId }, exp),
      })),
    })),
    imageUrlsExpireAt: new Date(exp * 1000).toISOString(),
  };
}

export interface FilmListInput {
  patientId: string;
  modality: '' | FilmModality;
  from?: string;
  to?: string;
  page: number;
}

/** The list's module, access-log line and default period (patient-query.ts). */
const FILM_LIST: QueryScope = {
  access: 'films',
  defaultDays: FILM_DEFAULT_DAYS,
};

/** A page (10) of the patient's studies, newest first; a page past the end is empty, the total stays. */
export async function listFilms(
  deps: FilmDeps,
  actor: PatientContext,
  input: FilmListInput,
  lang: Language,
) {
  const { db, his } = deps;
  return patientQueryPage(db, actor, input, FILM_LIST, (person, window) =>
    pageIn(
      his,
      actor.hosId,
      lang,
      his.films.list(actor.hosId, person, { modality: input.modality || undefined, ...window }),
      toSummary,
    ),
  );
}

/** The study and the user's patient it belongs to; C002 for an unknown study or one of a person the user does not hold. */
export async function ownStudy(deps: FilmDeps, actor: PatientContext, studyId: string) {
  const { record: study, patient } = await provenRecord(deps.db, actor, () =>
    deps.his.films.get(actor.hosId, studyId),
  );
  return { study, patient };
}

export async function getFilmStudy(
  deps: FilmDeps,
  actor: PatientContext,
  studyId: string,
  lang: Language,
): Promise<FilmStudyDetail> {
  const owned = await ownStudy(deps, actor, studyId);
  const [study, patient] = [
    await answerIn(deps.his.names, actor.hosId, lang, Promise.resolve(owned.study)),
    owned.patient,
  ];
  await logAccess(deps.db, actor, [patient.patient_id], 'film');
  return {
    ...toView(deps, actor.hosId, study, patient.patient_name, imageUrlExpiry(new Date())),
    patientId: patient.patient_id,
  };
}

/**
 * The bytes of one image at a signed address: C002 alike for a bad or expired signature and an image that does not
 * exist, so the endpoint tells nothing about ids; FUNC001 once the hospital closes cloud film.
 */
export async function filmImage(
  deps: FilmDeps,
  q: { hosId: HosId; studyId: string; imageId: string; exp: number; sig: string },
) {
  const ref = { hosId: q.hosId, studyId: q.studyId, imageId: q.imageId };
  if (!deps.images.valid(ref, q.exp, q.sig, new Date())) throw new AppError('C002');
  const image = await deps.his.films.image(q.hosId, q.studyId, q.imageId);
  if (!image) throw new AppError('C002');
  return { ...image, maxAgeSeconds: Math.max(0, q.exp - Math.floor(Date.now() / 1000)) };
}
