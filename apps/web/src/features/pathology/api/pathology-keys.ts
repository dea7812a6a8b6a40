import { userKey } from '../../../lib/user-key.ts';

/** A patient's pathology results are cached under the signed-in user (signing out drops them). */
export const pathologyKeys = {
  all: (hosId: string, userId: string) => [...userKey(hosId, userId), 'pathology'] as const,
  list: (hosId: string, userId: string, filter: object) =>
    [...pathologyKeys.all(hosId, userId), 'list', filter] as const,
  detail: (hosId: string, userId: string, pathologyId: string) =>
    [...pathologyKeys.all(hosId, userId), 'detail', pathologyId] as const,
};
