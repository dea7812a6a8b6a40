import { useQuery } from '@tanstack/react-query';
import { pathologyCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { pathologyKeys } from './pathology-keys.ts';

/** getPathology: one result whole. Another user's result answers C002 like an unknown one. */
export function usePathology(hosId: string, pathologyId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: pathologyKeys.detail(hosId, userId, pathologyId),
    queryFn: () => callApi(pathologyCalls.getPathology, { query: { hosId, pathologyId } }),
    enabled: userId !== '' && pathologyId !== '',
    // A signed-out pathology report does not change.
    staleTime: 5 * 60_000,
  });
}
