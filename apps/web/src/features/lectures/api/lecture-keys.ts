/**
 * Lectures are public and the same for every visitor of a hospital: cached per hospital and language (texts follow
 * Accept-Language), not under a user, so signing in or out keeps them.
 */
export const lectureKeys = {
  all: (hosId: string) => ['hospital', hosId, 'lectures'] as const,
  list: (hosId: string, lang: string, filter: object) =>
    [...lectureKeys.all(hosId), 'list', lang, filter] as const,
  categories: (hosId: string, lang: string, kind: string) =>
    [...lectureKeys.all(hosId), 'categories', lang, kind] as const,
  detail: (hosId: string, lang: string, lectureId: string) =>
    [...lectureKeys.all(hosId), 'detail', lang, lectureId] as const,
};
