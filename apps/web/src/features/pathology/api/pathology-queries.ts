import { pathologyCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { userQueryKeys, useUserPage, useUserQuery } from '../../../lib/query-kit/user-query.ts';
import type { PathologyListParams } from '../utils/pathology-params.ts';

const pathologyKeys = userQueryKeys('pathology');

/** getPathologies: one page (10) of the patient's pathology results, newest first. */
export function usePathologies(
  hosId: HosId,
  filter: PathologyListParams & { patientId: string },
  enabled = true,
) {
  return useUserPage(
    (userId) => pathologyKeys.list(hosId, userId, filter),
    () => callApi(pathologyCalls.getPathologies, { query: { hosId, ...filter } }),
    enabled,
  );
}

/** getPathology: one result whole. Another user's result answers C002 like an unknown one. */
export function usePathology(hosId: HosId, pathologyId: string) {
  return useUserQuery(
    (userId) => pathologyKeys.detail(hosId, userId, pathologyId),
    () => callApi(pathologyCalls.getPathology, { query: { hosId, pathologyId } }),
    // A signed-out pathology report does not change.
    { enabled: pathologyId !== '', staleTime: 5 * 60_000 },
  );
}
