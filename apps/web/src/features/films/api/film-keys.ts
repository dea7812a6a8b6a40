import { userKey } from '../../../lib/user-key.ts';

/** A patient's studies and the user's share links are cached under the signed-in user (signing out drops them). */
export const filmKeys = {
  all: (hosId: string, userId: string) => [...userKey(hosId, userId), 'films'] as const,
  list: (hosId: string, userId: string, filter: object) =>
    [...filmKeys.all(hosId, userId), 'list', filter] as const,
  study: (hosId: string, userId: string, studyId: string) =>
    [...filmKeys.all(hosId, userId), 'study', studyId] as const,
  shares: (hosId: string, userId: string, studyId: string) =>
    [...filmKeys.all(hosId, userId), 'shares', studyId] as const,
};
