import { queryOptions } from '@tanstack/react-query';
import { accountCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';

/** getUserPhysicalLeader: '1' when the signed-in user leads a physical-exam group. */
export const getPhysicalLeader = (hosId: HosId, userId: string) =>
  callApi(accountCalls.getUserPhysicalLeader, {
    params: { hosId },
    query: { platformUserId: userId },
  });

/** Keyed by user so another account signing in at the same hospital never reuses the answer. */
export const physicalLeaderQueryOptions = (hosId: HosId, userId: string) =>
  queryOptions({
    queryKey: ['user', hosId, userId, 'leader'],
    queryFn: () => getPhysicalLeader(hosId, userId),
    staleTime: 5 * 60_000,
  });
