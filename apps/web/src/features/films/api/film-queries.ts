import { filmCalls, type FilmModality, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { userQueryKeys, useUserPage, useUserQuery } from '../../../lib/query-kit/user-query.ts';

const keys = userQueryKeys('films');

/** A patient's studies and the user's share links are cached under the signed-in user (signing out drops them). */
export const filmKeys = {
  list: keys.list,
  study: (hosId: HosId, userId: string, studyId: string) =>
    [...keys.all(hosId, userId), 'study', studyId] as const,
  shares: (hosId: HosId, userId: string, studyId: string) =>
    [...keys.all(hosId, userId), 'shares', studyId] as const,
};

export interface FilmsFilter {
  patientId: string;
  /** '' = every modality. */
  modality: '' | FilmModality;
  from: string;
  to: string;
  page: number;
}

/** getFilmStudies: one page (10) of the patient's imaging studies, newest first. */
export function useFilms(hosId: HosId, filter: FilmsFilter, enabled = true) {
  return useUserPage(
    (userId) => filmKeys.list(hosId, userId, filter),
    () => callApi(filmCalls.getFilmStudies, { query: { hosId, ...filter } }),
    enabled,
  );
}

/**
 * getFilmStudy: the study, its report and its images' signed addresses. The addresses work for 15 minutes, so the
 * study is read again every 10 while the page is open: an image not loaded yet still opens after a long look.
 */
export function useFilmStudy(hosId: HosId, studyId: string) {
  return useUserQuery(
    (userId) => filmKeys.study(hosId, userId, studyId),
    () => callApi(filmCalls.getFilmStudy, { query: { hosId, studyId } }),
    { enabled: studyId !== '', staleTime: 5 * 60_000, refetchInterval: 10 * 60_000 },
  );
}
