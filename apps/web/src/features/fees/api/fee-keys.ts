import { userKey } from '../../../lib/user-key.ts';

/** A patient's fees are cached under the signed-in user (signing out drops them); dictionaries per hospital and language. */
export const feeKeys = {
  all: (hosId: string, userId: string) => [...userKey(hosId, userId), 'fees'] as const,
  list: (hosId: string, userId: string, filter: object) =>
    [...feeKeys.all(hosId, userId), 'list', filter] as const,
  detail: (hosId: string, userId: string, feeId: string) =>
    [...feeKeys.all(hosId, userId), 'detail', feeId] as const,
  dictionary: (hosId: string, code: string, lang: string) =>
    ['hospital', hosId, 'dictionary', code, lang] as const,
};
