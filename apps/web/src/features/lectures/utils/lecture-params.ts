import { readPage, withSearch } from '../../../lib/query-range.ts';

/** The list's search as it sits in the URL (back, reload and a shared link keep it); defaults are left out. */
export interface LectureListParams {
  /** Words of a title or summary; '' = everything. */
  text: string;
  /** A category id; '' = every category. */
  category: string;
  page: number;
}

export const LECTURE_PARAM = { text: 'q', category: 'category', page: 'page', id: 'id' } as const;
const ID = /^[\w-]{1,64}$/;

/** Reads the search from the URL; anything malformed falls back to its default. */
export function readLectureParams(params: URLSearchParams): LectureListParams {
  const text = (params.get(LECTURE_PARAM.text) ?? '').trim();
  const category = params.get(LECTURE_PARAM.category) ?? '';
  return {
    text: text.length <= 50 ? text : '',
    category: ID.test(category) ? category : '',
    page: readPage(params),
  };
}

/** `params` with `changes` applied: null or '' removes a parameter. */
export function withLectureParams(
  params: URLSearchParams,
  changes: Partial<Record<keyof LectureListParams, string | null>>,
): URLSearchParams {
  return withSearch(
    params,
    Object.fromEntries(
      Object.entries(changes).map(([name, value]) => [
        LECTURE_PARAM[name as keyof LectureListParams],
        value || null,
      ]),
    ),
  );
}

/** The lecture a detail page shows (?id=), or '' for none (the page then lists its kind). */
export function readLectureId(params: URLSearchParams): string {
  const id = params.get(LECTURE_PARAM.id) ?? '';
  return ID.test(id) ? id : '';
}

/** /lecture/homepage children: an article opens at /article?id=, a video at /video?id=. */
export function lecturePath(kind: 'article' | 'video', lectureId: string): string {
  return `/lecture/homepage/${kind}?${new URLSearchParams({ [LECTURE_PARAM.id]: lectureId }).toString()}`;
}

/** A video's length as m:ss. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
