import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { healthCalls, type LectureKind, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import type { LectureListParams } from '../utils/lecture-params.ts';
import { lectureKeys } from './lecture-keys.ts';

export const LECTURE_PAGE_SIZE = 10;

/** getLectureList (public): one page of the hospital's lectures, filtered by kind, category and search text. */
export function useLectures(
  hosId: HosId,
  kind: LectureKind | undefined,
  filter: LectureListParams,
) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: lectureKeys.list(hosId, i18n.language, { kind, ...filter }),
    queryFn: () =>
      callApi(healthCalls.getLectureList, {
        query: {
          hosId,
          kind,
          categoryId: filter.category || undefined,
          keyword: filter.text || undefined,
          page: filter.page,
          pageSize: LECTURE_PAGE_SIZE,
        },
      }),
    // Typing or paging keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** getLectureCategories (public): the categories with how many lectures of this kind each holds. */
export function useLectureCategories(hosId: HosId, kind: LectureKind | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: lectureKeys.categories(hosId, i18n.language, kind ?? ''),
    queryFn: () => callApi(healthCalls.getLectureCategories, { query: { hosId, kind } }),
    staleTime: 60_000,
  });
}
