import type { HosId } from '@portal/shared';
/**
 * Lectures are public and the same for every visitor of a hospital: cached per hospital and language (texts follow
 * Accept-Language), not under a user, so signing in or out keeps them.
 */
export const lectureKeys = {
  all: (hosId: HosId) => ['hospital', hosId, 'lectures'] as const,
  list: (hosId: HosId, lang: string, filter: object) =>
    [...lectureKeys.all(hosId), 'list', lang, filter] as const,
  categories: (hosId: HosId, lang: string, kind: string) =>
    [...lectureKeys.all(hosId), 'categories', lang, kind] as const,
  detail: (hosId: HosId, lang: string, lectureId: string) =>
    [...lectureKeys.all(hosId), 'detail', lang, lectureId] as const,
};
