import { userKey } from '../../../lib/user-key.ts';

/** A patient's discharge medicine is cached under the signed-in user: signing out drops it. */
export const dischargeKeys = {
  all: (hosId: string, userId: string) =>
    [...userKey(hosId, userId), 'discharge-medicine'] as const,
  list: (hosId: string, userId: string, filter: object) =>
    [...dischargeKeys.all(hosId, userId), 'list', filter] as const,
  detail: (hosId: string, userId: string, stayId: string) =>
    [...dischargeKeys.all(hosId, userId), 'detail', stayId] as const,
};
