import { useQuery } from '@tanstack/react-query';
import { queryCalls } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import type { ReportSource } from '../utils/report-params.ts';
import { reportKeys } from './report-keys.ts';

/** Dictionary codes: each report source has its own list of report types. */
export const REPORT_TYPE_DICTIONARY = {
  out: 'out_report_type',
  in: 'in_report_type',
} as const satisfies Record<ReportSource, string>;

/** getDictionary (public): the hospital's report types for one source, in the dictionary's own order. */
export function useReportTypes(hosId: string, source: ReportSource) {
  const { i18n } = useTranslation();
  const code = REPORT_TYPE_DICTIONARY[source];
  return useQuery({
    queryKey: reportKeys.dictionary(hosId, code, i18n.language),
    queryFn: async () => {
      const items = await callApi(queryCalls.getDictionary, { query: { hosId, code } });
      return [...items].sort((a, b) => a.sort - b.sort);
    },
    // Dictionaries change with the hospital's set-up, not while someone reads reports (the server caches them like config).
    staleTime: 10 * 60_000,
  });
}
