import type { HosId } from '@portal/shared';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { userKey, useUserId } from '../user-key.ts';

/**
 * The cache keys of one query area (fees, films, reports…): everything sits under the signed-in user, so signing
 * out drops it, with a list per filter and a record per id.
 */
export function userQueryKeys(area: string) {
  const all = (hosId: HosId, userId: string) => [...userKey(hosId, userId), area] as const;
  return {
    all,
    list: (hosId: HosId, userId: string, filter: object) =>
      [...all(hosId, userId), 'list', filter] as const,
    detail: (hosId: HosId, userId: string, id: string) =>
      [...all(hosId, userId), 'detail', id] as const,
  };
}

export interface UserQueryOptions {
  /** Asked only while true (and while someone is signed in). */
  enabled?: boolean;
  /** Paging or filtering keeps the previous answer on screen until the next one arrives. */
  keepPrevious?: boolean;
  staleTime?: number;
  refetchInterval?: number;
}

/** A query of the signed-in user's data: keyed under the user, and not asked while no one is signed in. */
export function useUserQuery<T>(
  queryKey: (userId: string) => QueryKey,
  queryFn: () => Promise<T>,
  { enabled = true, keepPrevious = false, ...timing }: UserQueryOptions = {},
) {
  const userId = useUserId();
  return useQuery({
    queryKey: queryKey(userId),
    queryFn,
    enabled: enabled && userId !== '',
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...timing,
  });
}

/** One page of a signed-in list (10 a page): the previous page stays on screen while the next one loads. */
export function useUserPage<T>(
  queryKey: (userId: string) => QueryKey,
  queryFn: () => Promise<T>,
  enabled = true,
) {
  return useUserQuery(queryKey, queryFn, { enabled, keepPrevious: true });
}
