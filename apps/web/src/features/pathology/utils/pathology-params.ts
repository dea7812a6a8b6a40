import { readPage, readRange, type DayRange } from '../../../lib/query-range.ts';

/** The list's filters as they sit in the URL (back and reload keep them); defaults are left out. */
export interface PathologyListParams extends DayRange {
  page: number;
}

/** Reads the filters from the URL; anything missing or malformed falls back to its default (3 months, page 1). */
export function readPathologyParams(params: URLSearchParams, today: string): PathologyListParams {
  return { ...readRange(params, today), page: readPage(params) };
}
