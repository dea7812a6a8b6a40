import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pathologyCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import type { PathologyListParams } from '../utils/pathology-params.ts';
import { pathologyKeys } from './pathology-keys.ts';

/** getPathologies: one page (10) of the patient's pathology results, newest first. */
export function usePathologies(
  hosId: string,
  filter: PathologyListParams & { patientId: string },
  enabled = true,
) {
  const userId = useUserId();
  return useQuery({
    queryKey: pathologyKeys.list(hosId, userId, filter),
    queryFn: () => callApi(pathologyCalls.getPathologies, { query: { hosId, ...filter } }),
    enabled: enabled && userId !== '',
    // Paging or filtering keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
