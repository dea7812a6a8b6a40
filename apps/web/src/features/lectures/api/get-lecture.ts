import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { healthCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { lectureKeys } from './lecture-keys.ts';

/** getLectureInfo (public): one article or video; LECTURE001 when the hospital has no such lecture. */
export function useLecture(hosId: HosId, lectureId: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: lectureKeys.detail(hosId, i18n.language, lectureId),
    queryFn: () => callApi(healthCalls.getLectureInfo, { query: { hosId, lectureId } }),
    enabled: lectureId !== '',
    retry: false,
  });
}

/** readLecture (public): counts this browser session's read once; answers the count after it. */
export function useReadLecture(hosId: HosId) {
  return useMutation({
    mutationFn: (input: { lectureId: string; viewerId: string }) =>
      callApi(healthCalls.readLecture, { body: { hosId, ...input } }),
  });
}
