import { useMutation } from '@tanstack/react-query';
import { filmCalls, type FilmSharedStudy, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

/**
 * openFilmShare (no sign-in): the shared study for a link's token and its extraction code. A mutation, not a query:
 * each try with a code is counted by the server, so it is never retried or refetched behind the reader's back.
 */
export function useOpenSharedFilm(hosId: HosId, token: string) {
  return useMutation<FilmSharedStudy, Error, string>({
    mutationFn: (code) => callApi(filmCalls.openFilmShare, { body: { hosId, token, code } }),
    retry: false,
  });
}
