import { readHospitalConfig, type HosId } from '@portal/shared';
import { physicalLeaderQueryOptions } from '../features/auth/api/get-physical-leader.ts';
import { initialConfigQueryOptions } from '../features/hospitals/api/get-config.ts';
import { queryClient } from '../lib/query-client.ts';
import { getLoginUser, storeLoginUser, type LoginUser } from '../lib/storage.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * "A 'leader' flag (physical-exam leader) is fetched for users when the batch-physical-exam function is
 * enabled." Asks getUserPhysicalLeader (cached per user for a few minutes) and keeps the answer in this hospital's
 * login user, where the leader-only routes' guard reads it. Without the function, the flag from sign-in stands.
 * Resolves to the (possibly updated) login user; a failed lookup leaves it as it was.
 */
export async function refreshLeader(hosId: HosId): Promise<LoginUser | null> {
  const user = getLoginUser(hosId);
  if (!user) return null;
  try {
    const config = readHospitalConfig(
      await queryClient.ensureQueryData(initialConfigQueryOptions(hosId)),
    );
    if (!config.batchPhysicalExam) return user;
    const { leader } = await queryClient.fetchQuery(
      physicalLeaderQueryOptions(hosId, user.platformDetail.userId),
    );
    const latest = getLoginUser(hosId);
    // Only the session that asked: a sign-out or another sign-in meanwhile wins.
    if (!latest || latest.access_token !== user.access_token) return latest;
    if (latest.leader === leader) return latest;
    const updated = { ...latest, leader };
    storeLoginUser(hosId, updated);
    if (useSessionStore.getState().hosId === hosId) useSessionStore.getState().refresh();
    return updated;
  } catch {
    return getLoginUser(hosId);
  }
}
