import { userKey } from '../../../lib/user-key.ts';

/**
 * A patient's reports are cached under the signed-in user (signing out drops them); dictionaries are public and per
 * hospital and language (their labels follow Accept-Language).
 */
export const reportKeys = {
  all: (hosId: string, userId: string) => [...userKey(hosId, userId), 'reports'] as const,
  list: (hosId: string, userId: string, filter: object) =>
    [...reportKeys.all(hosId, userId), 'list', filter] as const,
  detail: (hosId: string, userId: string, reportId: string) =>
    [...reportKeys.all(hosId, userId), 'detail', reportId] as const,
  trend: (hosId: string, userId: string, request: object) =>
    [...reportKeys.all(hosId, userId), 'trend', request] as const,
  dictionary: (hosId: string, code: string, lang: string) =>
    ['hospital', hosId, 'dictionary', code, lang] as const,
};
