/**
 * Prices are public and the same for every visitor of a hospital: cached per hospital and language (category labels
 * follow Accept-Language), not under a user, so signing in or out keeps them.
 */
export const priceKeys = {
  all: (hosId: string) => ['hospital', hosId, 'prices'] as const,
  list: (hosId: string, lang: string, filter: object) =>
    [...priceKeys.all(hosId), 'list', lang, filter] as const,
  detail: (hosId: string, lang: string, code: string) =>
    [...priceKeys.all(hosId), 'detail', lang, code] as const,
};
