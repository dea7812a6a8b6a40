import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { healthCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

/** Public and the same for every visitor: cached per hospital and language, not under a user. */
const guideKeys = {
  guide: (hosId: HosId, lang: string) => ['hospital', hosId, 'medical-guide', lang] as const,
  symptoms: (hosId: HosId, lang: string, keyword: string) =>
    ['hospital', hosId, 'medical-guide', 'symptoms', lang, keyword] as const,
};

/** getMedicalGuide (public): the guide's sections by guide_type. */
export function useGuide(hosId: HosId) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: guideKeys.guide(hosId, i18n.language),
    queryFn: () => callApi(healthCalls.getMedicalGuide, { query: { hosId } }),
    staleTime: 5 * 60_000,
  });
}

/** searchSymptomDepartments (public): departments for a symptom; nothing is asked for an empty box. */
export function useSymptomSearch(hosId: HosId, keyword: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: guideKeys.symptoms(hosId, i18n.language, keyword),
    queryFn: () => callApi(healthCalls.searchSymptomDepartments, { query: { hosId, keyword } }),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
