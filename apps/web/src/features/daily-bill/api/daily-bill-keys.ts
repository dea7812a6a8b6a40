import { userKey } from '../../../lib/user-key.ts';

/** A patient's stays and daily bills are cached under the signed-in user (signing out drops them). */
export const dailyBillKeys = {
  all: (hosId: string, userId: string) => [...userKey(hosId, userId), 'daily-bill'] as const,
  stays: (hosId: string, userId: string, patientId: string) =>
    [...dailyBillKeys.all(hosId, userId), 'stays', patientId] as const,
  days: (hosId: string, userId: string, filter: object) =>
    [...dailyBillKeys.all(hosId, userId), 'days', filter] as const,
};
