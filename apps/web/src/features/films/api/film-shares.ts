import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filmCalls, type FilmShareCreated, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserQuery } from '../../../lib/query-kit/user-query.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { filmKeys } from './film-queries.ts';

/** getFilmShares: the user's working (or locked) links of one study, newest first. */
export function useFilmShares(hosId: HosId, studyId: string, enabled = true) {
  return useUserQuery(
    (userId) => filmKeys.shares(hosId, userId, studyId),
    () => callApi(filmCalls.getFilmShares, { query: { hosId, studyId } }),
    { enabled },
  );
}

/** createFilmShare: a new link of `days` days; its extraction code is in the answer only (the server keeps a hash). */
export function useCreateFilmShare(hosId: HosId, studyId: string) {
  const userId = useUserId();
  const client = useQueryClient();
  return useMutation<FilmShareCreated, Error, 1 | 3 | 7>({
    mutationFn: (days) => callApi(filmCalls.createFilmShare, { body: { hosId, studyId, days } }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: filmKeys.shares(hosId, userId, studyId) }),
  });
}

/** revokeFilmShare: the link stops working at once. */
export function useRevokeFilmShare(hosId: HosId, studyId: string) {
  const userId = useUserId();
  const client = useQueryClient();
  return useMutation<null, Error, string>({
    mutationFn: (shareId) => callApi(filmCalls.revokeFilmShare, { body: { hosId, shareId } }),
    onSettled: () =>
      client.invalidateQueries({ queryKey: filmKeys.shares(hosId, userId, studyId) }),
  });
}
