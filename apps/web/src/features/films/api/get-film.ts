import { useQuery } from '@tanstack/react-query';
import { filmCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { filmKeys } from './film-keys.ts';

/**
 * getFilmStudy: the study, its report and its images' signed addresses. The addresses work for 15 minutes, so the
 * study is read again every 10 while the page is open: an image not loaded yet still opens after a long look.
 */
export function useFilmStudy(hosId: string, studyId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: filmKeys.study(hosId, userId, studyId),
    queryFn: () => callApi(filmCalls.getFilmStudy, { query: { hosId, studyId } }),
    enabled: userId !== '' && studyId !== '',
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
  });
}
