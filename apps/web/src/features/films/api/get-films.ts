import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { filmCalls, type FilmModality } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { filmKeys } from './film-keys.ts';

export interface FilmsFilter {
  patientId: string;
  /** '' = every modality. */
  modality: '' | FilmModality;
  from: string;
  to: string;
  page: number;
}

/** getFilmStudies: one page (10) of the patient's imaging studies, newest first. */
export function useFilms(hosId: string, filter: FilmsFilter, enabled = true) {
  const userId = useUserId();
  return useQuery({
    queryKey: filmKeys.list(hosId, userId, filter),
    queryFn: () => callApi(filmCalls.getFilmStudies, { query: { hosId, ...filter } }),
    enabled: enabled && userId !== '',
    placeholderData: keepPreviousData,
  });
}
