import type { HosId } from '@portal/shared';
/**
 * Prices are public and the same for every visitor of a hospital: cached per hospital and language (category labels
 * follow Accept-Language), not under a user, so signing in or out keeps them.
 */
export const priceKeys = {
  all: (hosId: HosId) => ['hospital', hosId, 'prices'] as const,
  list: (hosId: HosId, lang: string, filter: object) =>
    [...priceKeys.all(hosId), 'list', lang, filter] as const,
  detail: (hosId: HosId, lang: string, code: string) =>
    [...priceKeys.all(hosId), 'detail', lang, code] as const,
};
